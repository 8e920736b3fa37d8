import type { Transaction } from "#src/db/client.ts";
import type { OnlinePayments } from "./online-payments.ts";
import { findPaidLink, recordRefund } from "./queries.ts";

/** What the desk needs to refund an order paid online: the payment, what it paid, and where to record the refund. */
export async function paidOnlinePayment(db: Parameters<typeof findPaidLink>[0], orderId: string) {
  const link = await findPaidLink(db, orderId);
  if (!link?.paymentId || link.paidPaise === null || link.refundId !== null) return undefined;
  return { id: link.id, paymentId: link.paymentId, paidPaise: link.paidPaise };
}

/**
 * Refunds a payment through the gateway, for what it paid: answers the refund's id. The gateway
 * refuses to refund more than was paid, so two refunds asked at once cannot both go through.
 */
export function refundThroughGateway(
  payments: OnlinePayments,
  payment: { paymentId: string; amountPaise: number },
  notes: { orderNumber: string; why: string },
): Promise<string> {
  return payments.gateway.refund(payment.paymentId, payment.amountPaise, {
    order_number: notes.orderNumber,
    reason: notes.why,
  });
}

/** The order's online payment went back through the gateway as this refund. */
export function recordGatewayRefund(tx: Transaction, onlinePaymentId: string, refundId: string, at: Date): Promise<void> {
  return recordRefund(tx, onlinePaymentId, refundId, at);
}
