import type { razorpayReturn } from "@chhaap/contract/online-payment";
import { ONLINE_PAYMENT_MESSAGES, type RazorpayReturnAnswer } from "@chhaap/contract/online-payment";
import type { z } from "zod";
import { ApiError } from "#src/plugins/api-error.ts";
import { applyPayment, type PaymentOutcome } from "./apply-payment.ts";
import type { PaymentContext } from "./online-payments.ts";
import { findLink, findNewestLinkOfOrder, findPayableOrder, paymentKnown } from "./queries.ts";
import { GatewayError } from "./razorpay.ts";
import { paymentOfEvent } from "./webhook-event.ts";

/**
 * The shopper's way back from the gateway. Its signature is verified first (a bad one changes nothing
 * and is 400); a payment it reports is read back from the gateway, for the amount paid, and applied
 * (apply-payment.ts), unless the shop knows it already. Answers what the order page should say.
 */
export async function settleReturn(ctx: PaymentContext, fields: z.infer<typeof razorpayReturn>): Promise<RazorpayReturnAnswer> {
  const signed = ctx.gateway.verifyReturn(
    {
      linkId: fields.razorpay_payment_link_id,
      referenceId: fields.razorpay_payment_link_reference_id,
      status: fields.razorpay_payment_link_status,
      paymentId: fields.razorpay_payment_id,
    },
    fields.razorpay_signature,
  );
  const link = signed ? await findLink(ctx.db, fields.razorpay_payment_link_id) : undefined;
  if (!link) throw new ApiError(400, "payment.not_verified", ONLINE_PAYMENT_MESSAGES.notVerified);
  const reportsPayment = fields.razorpay_payment_link_status === "paid" && fields.razorpay_payment_id !== "";
  // A return replayed (reloaded, shared) for a payment the shop already applied or flagged is answered
  // from what is stored: the gateway is asked once per payment, not once per visit.
  const known =
    reportsPayment && (link.paymentId === fields.razorpay_payment_id || (await paymentKnown(ctx.db, fields.razorpay_payment_id)));
  if (reportsPayment && !known) {
    try {
      const paid = await ctx.gateway.fetchLink(link.linkId);
      const payment = paid.payments.find((entry) => entry.payment_id === fields.razorpay_payment_id);
      // Only what the gateway itself says was paid counts; the query string carries no amount.
      if (payment) await applyPayment(ctx, { linkId: link.linkId, paymentId: payment.payment_id, amountPaise: payment.amount });
    } catch (error) {
      // The webhook brings the same payment; the page says it is being confirmed meanwhile.
      if (!(error instanceof GatewayError)) throw error;
    }
  }
  const order = await findPayableOrder(ctx.db, { id: link.orderId });
  if (!order) throw new ApiError(400, "payment.not_verified", ONLINE_PAYMENT_MESSAGES.notVerified);
  return { order_id: order.orderNumber, outcome: outcomeOf(order, reportsPayment) };
}

function outcomeOf(order: { status: string; paymentStatus: string }, reportsPayment: boolean): RazorpayReturnAnswer["outcome"] {
  if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") return "paid";
  if (order.status === "cancelled") return "expired";
  return reportsPayment ? "pending" : "failed";
}

/**
 * A webhook whose signature was verified: `payment_link.paid` and `payment.captured` are applied,
 * once per event id and once per payment; any other event is acknowledged and ignored.
 */
export async function settleWebhook(
  ctx: PaymentContext,
  body: unknown,
  eventId: string | undefined,
): Promise<PaymentOutcome["result"] | "ignored"> {
  const told = paymentOfEvent(body);
  const payment = told?.payment;
  if (!told || !payment) return "ignored";
  const linkId = "linkId" in payment ? payment.linkId : await findNewestLinkOfOrder(ctx.db, payment.orderNumber);
  if (!linkId) return "ignored";
  const outcome = await applyPayment(ctx, {
    linkId,
    paymentId: payment.paymentId,
    amountPaise: payment.amountPaise,
    event: eventId ? { id: eventId, name: told.event } : undefined,
  });
  return outcome.result;
}
