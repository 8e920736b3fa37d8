import type { Transaction } from "#src/db/client.ts";
import type { OnlinePayments } from "./online-payments.ts";
import { claimRefund, findPaidLink, recordRefund, releaseRefund } from "./queries.ts";
import { GatewayError } from "./razorpay.ts";

/** What the desk needs to refund an order paid online: the payment, what it paid, and where to record the refund. */
export async function paidOnlinePayment(db: Parameters<typeof findPaidLink>[0], orderId: string) {
  const link = await findPaidLink(db, orderId);
  if (!link?.paymentId || link.paidPaise === null || link.refundId !== null) return undefined;
  return { id: link.id, paymentId: link.paymentId, paidPaise: link.paidPaise };
}

/**
 * Refunds an order's paid online payment through the gateway, for what it paid: answers the refund's
 * id, or undefined when another refund of it was asked first (two staff at once: one refunds). The
 * refund is recorded (recordGatewayRefund) in the transaction that takes the desk's step.
 */
export async function refundOrderPayment(
  payments: OnlinePayments,
  db: Parameters<typeof claimRefund>[0],
  payment: { id: string; paymentId: string; paidPaise: number },
  notes: { orderNumber: string; why: string },
  at: Date,
): Promise<string | undefined> {
  if (!(await claimRefund(db, payment.id, at))) return undefined;
  try {
    return await refundThroughGateway(payments, { paymentId: payment.paymentId, amountPaise: payment.paidPaise }, notes);
  } catch (error) {
    await releaseRefund(db, payment.id);
    throw error instanceof GatewayError ? error : new GatewayError(String(error));
  }
}

/** Refunds a payment through the gateway: answers the refund's id. */
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
