import { z } from "zod";

/**
 * Paying online through the gateway (Razorpay; decision 0052), offered when the shop has its keys.
 * The order is placed awaiting payment (`payment_pending`, method `credit_card`, the spec's name for
 * the second checkout's online choice) with its stock held; the shopper pays on the gateway's page and
 * comes back to `/orders/{orderNumber}/payment`. The order is paid only when the gateway's signature
 * is verified (the return's, or the webhook's); one not paid within the set time is cancelled.
 */

export const ONLINE_PAYMENT_STATES = ["created", "paid", "cancelled", "expired"] as const;
export type OnlinePaymentState = (typeof ONLINE_PAYMENT_STATES)[number];

export const PAYMENT_FLAG_KINDS = ["amount_mismatch", "paid_after_cancel", "paid_twice"] as const;
export type PaymentFlagKind = (typeof PAYMENT_FLAG_KINDS)[number];

export const ONLINE_PAYMENT_MESSAGES = {
  unavailable: "Paying online is not available at the moment. Please choose another way to pay.",
  notAwaiting: "This order is not waiting for an online payment.",
  expired: "The time to pay for this order ran out, so it was cancelled and its pieces went back on sale.",
  overdue: "The time to pay for this order has run out: it will be cancelled in a moment and its pieces go back on sale.",
  gatewayUnreachable:
    "We could not reach the payment gateway. Your order is kept: please try again in a minute from your order page.",
  notVerified:
    "We could not confirm this payment. If money left your account, your order will show it as paid within a few minutes.",
} as const;

/** What the order page knows of an order paid online (`online_payment` of `GET /api/order/{orderNumber}`). */
export const orderOnlinePayment = z.object({
  /** awaiting: not paid yet and still payable until `pay_by`; paid; expired: not paid in time, cancelled. */
  state: z.enum(["awaiting", "paid", "expired"]),
  /** When an unpaid order is cancelled (ISO time). */
  pay_by: z.string(),
  /** The gateway's page to pay on, while awaiting; null when none could be made yet (`POST .../pay` makes one). */
  pay_url: z.string().nullable(),
});
export type OrderOnlinePayment = z.infer<typeof orderOnlinePayment>;

/** `POST /api/order/{orderNumber}/pay` (the owner only): the gateway's page to pay the order on, made or reused. */
export const payOrderAnswer = z.object({ url: z.string() });

/**
 * `POST /api/payments/razorpay/return`: what the gateway put on the shopper's way back
 * (`callback_url` of a payment link, read by the web page `/orders/{orderNumber}/payment`).
 */
export const razorpayReturn = z.object({
  razorpay_payment_id: z.string().max(64).default(""),
  razorpay_payment_link_id: z.string().min(1).max(64),
  razorpay_payment_link_reference_id: z.string().max(64).default(""),
  razorpay_payment_link_status: z.string().max(32).default(""),
  razorpay_signature: z.string().max(128).default(""),
});

/** Its answer: what the order page should say. `failed`: the shopper did not pay (they may try again). */
export const razorpayReturnAnswer = z.object({
  order_id: z.string(),
  outcome: z.enum(["paid", "pending", "failed", "expired"]),
});
export type RazorpayReturnAnswer = z.infer<typeof razorpayReturnAnswer>;
