import { z } from "zod";

/**
 * The part of a Razorpay webhook the shop reads (documented payload: `event`, and `payload.payment`
 * and `payload.payment_link` entities). Read only after the signature over the raw body was verified.
 */
const webhookEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            amount: z.number().int(),
            // An object of the notes given when the payment was asked for; Razorpay sends [] when there were none.
            notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
          }),
        })
        .optional(),
      payment_link: z.object({ entity: z.object({ id: z.string(), reference_id: z.string().optional() }) }).optional(),
    })
    .default({}),
});

/** What a verified webhook says was paid: the link (or the order number to find it by), the payment and its amount. */
export type WebhookPayment =
  | { paymentId: string; amountPaise: number; linkId: string }
  | { paymentId: string; amountPaise: number; orderNumber: string };

/**
 * The payment a webhook tells of: `payment_link.paid` names its link; `payment.captured` the order
 * number the link put in the payment's notes. Undefined for every other event, and for payments that
 * are not the shop's links (taken some other way on the same account).
 */
export function paymentOfEvent(body: unknown): { event: string; payment?: WebhookPayment } | undefined {
  const parsed = webhookEvent.safeParse(body);
  if (!parsed.success) return undefined;
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  if (!payment) return { event };
  const base = { paymentId: payment.id, amountPaise: payment.amount };
  if (event === "payment_link.paid" && payload.payment_link)
    return { event, payment: { ...base, linkId: payload.payment_link.entity.id } };
  if (event === "payment.captured") {
    const orderNumber = Array.isArray(payment.notes) ? undefined : payment.notes?.order_number;
    if (typeof orderNumber === "string") return { event, payment: { ...base, orderNumber } };
  }
  return { event };
}
