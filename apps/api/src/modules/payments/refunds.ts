import type { OnlinePayments } from "./online-payments.ts";
import { claimRefund, findPaidLink, REFUND_REQUESTED, REFUND_UNKNOWN, settleRefund } from "./queries.ts";
import { GatewayError } from "./razorpay.ts";

/**
 * Refunds through the gateway, once. Before asking for a refund the shop asks the gateway for the
 * payment's refunds: one made earlier whose answer was lost (a timeout that refunded all the same) is
 * recorded instead of refunding twice. A refund the gateway refused (4xx) may be asked again; one it
 * did not answer stays marked unknown until staff ask again, which looks first.
 */

/** What the desk needs to refund an order paid online: the payment, what it paid, and its refund so far. */
export async function paidOnlinePayment(db: Parameters<typeof findPaidLink>[0], orderId: string) {
  const link = await findPaidLink(db, orderId);
  if (!link?.paymentId || link.paidPaise === null) return undefined;
  return { id: link.id, paymentId: link.paymentId, paidPaise: link.paidPaise, refundId: link.refundId };
}

/** The refund did not happen for sure (the gateway refused, or was not asked): it may be asked again. */
export class RefundRefused extends Error {}
/** The gateway gave no answer the shop can trust: the refund may have been made. Staff check Razorpay. */
export class RefundUnknown extends Error {}

/**
 * The payment's refund: one the gateway already made, else a new one for `amountPaise`. Throws
 * RefundRefused when nothing was refunded, RefundUnknown when it may have been.
 */
export async function refundOnce(
  payments: OnlinePayments,
  payment: { paymentId: string; amountPaise: number },
  notes: { orderNumber: string; why: string },
): Promise<string> {
  let made: string | undefined;
  try {
    made = (await payments.gateway.refundsOf(payment.paymentId)).find((refund) => refund.status !== "failed")?.id;
  } catch (error) {
    // Only a look: nothing was asked to change.
    throw new RefundRefused(error instanceof Error ? error.message : String(error));
  }
  if (made) return made;
  try {
    return await payments.gateway.refund(payment.paymentId, payment.amountPaise, {
      order_number: notes.orderNumber,
      reason: notes.why,
    });
  } catch (error) {
    if (error instanceof GatewayError && error.refused) throw new RefundRefused(error.message);
    throw new RefundUnknown(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Refunds an order's paid online payment through the gateway, for what it paid, and writes the
 * refund's id as soon as the gateway answers: answers it, or undefined when another refund of it is
 * being asked right now (two staff at once: one refunds). A refund recorded earlier whose desk step was
 * not taken is answered as it is. Throws RefundRefused or RefundUnknown (then marked REFUND_UNKNOWN).
 */
export async function refundOrderPayment(
  payments: OnlinePayments,
  db: Parameters<typeof claimRefund>[0],
  payment: { id: string; paymentId: string; paidPaise: number; refundId: string | null },
  notes: { orderNumber: string; why: string },
  at: Date,
): Promise<string | undefined> {
  if (payment.refundId !== null && payment.refundId !== REFUND_REQUESTED && payment.refundId !== REFUND_UNKNOWN)
    return payment.refundId;
  if (!(await claimRefund(db, payment.id, at))) return undefined;
  try {
    const refundId = await refundOnce(payments, { paymentId: payment.paymentId, amountPaise: payment.paidPaise }, notes);
    await settleRefund(db, payment.id, refundId, at);
    return refundId;
  } catch (error) {
    // Asked again later, an unknown refund is looked for first; a refused one leaves the refund as it was
    // (a lost request counts as unknown).
    const before = payment.refundId === REFUND_REQUESTED ? REFUND_UNKNOWN : payment.refundId;
    await settleRefund(db, payment.id, error instanceof RefundUnknown ? REFUND_UNKNOWN : before, at);
    throw error;
  }
}
