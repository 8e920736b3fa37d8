import { z } from "zod";
import { lineReturnOptions, orderCreditNote, returnRequestView } from "./after-sales.ts";
import { orderOnlinePayment } from "./online-payment.ts";
import { ORDER_MESSAGES } from "./order-messages.ts";
import { readTransferReference, TRANSFER_REFERENCE_MESSAGE } from "./transfer-reference.ts";

export { ORDER_MESSAGES } from "./order-messages.ts";

/**
 * Orders: the bank-transfer checkout (multipart), the place-order call
 * (JSON), the customer's order list and detail, and order tracking (ours). Amounts, weights, statuses
 * and the owner always come from the server; the public client fields for them are accepted and ignored
 *. Money is INR in rupees.
 */

export const ORDER_STATUSES = [
  "placed",
  "payment_pending",
  "confirmed",
  "packed",
  "shipped",
  "delivered",
  "cancelled",
  "returned_to_origin",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How the timeline and the order list name each status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: "Order placed",
  payment_pending: "Payment pending verification",
  confirmed: "Confirmed",
  packed: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  returned_to_origin: "Returned to the shop undelivered",
};

export const PAYMENT_METHODS = ["bank_transfer", "cash_on_delivery", "credit_card"] as const;

/** An order paid online waits for the shopper's payment, not for the shop to verify evidence. */
export function orderStatusLabel(status: OrderStatus, method: (typeof PAYMENT_METHODS)[number]): string {
  return status === "payment_pending" && method === "credit_card" ? "Awaiting payment" : ORDER_STATUS_LABELS[status];
}
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded"] as const;

/** "Sorry, Ajrakh Saree (M) is no longer available in that quantity." */
export function noLongerAvailableMessage(name: string, size: string): string {
  return `Sorry, ${name} (${size}) is no longer available in that quantity.`;
}

/** Payment screenshots are images of at most 5 MB. */
export const PAYMENT_SNAP_MAX_BYTES = 5 * 1024 * 1024;
/** Human-friendly, non-guessable: `CHP-7K4M-Q9XD`. */
export const ORDER_NUMBER_PATTERN = /^CHP-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

// ---------------------------------------------------------------- cancelling

/** How an order can be cancelled by its customer now. */
const CANCELLATION_MODES = ["at_once", "request", "none"] as const;
/** Orders not yet packed: the customer may cancel them (at once, or by asking after the cut-off). */
export const CANCELLABLE_STATUSES = ["placed", "payment_pending", "confirmed"] as const satisfies readonly OrderStatus[];

export const CANCEL_REASONS = [
  "changed_mind",
  "wrong_size_or_colour",
  "ordered_by_mistake",
  "delivery_too_late",
  "other",
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  changed_mind: "Changed my mind",
  wrong_size_or_colour: "Chose the wrong size or colour",
  ordered_by_mistake: "Ordered by mistake",
  delivery_too_late: "Delivery takes too long",
  other: "Other",
};
export const CANCEL_NOTE_MAX = 500;

/** `POST /api/order/{orderNumber}/cancel` (ours): a reason from the list and, optionally, the customer's words. */
export const cancelOrder = z.object({
  reason: z.enum(CANCEL_REASONS, { error: ORDER_MESSAGES.cancelReasonRequired }),
  note: z
    .string()
    .trim()
    .max(CANCEL_NOTE_MAX, ORDER_MESSAGES.cancelNoteTooLong)
    .optional()
    .transform((note) => note ?? ""),
});
export type CancelOrder = z.infer<typeof cancelOrder>;

/** How a cancellation's reason is kept and shown: "Changed my mind: found it locally". */
export function cancelReasonText(request: CancelOrder): string {
  const label = CANCEL_REASON_LABELS[request.reason];
  return request.note ? `${label}: ${request.note}` : label;
}

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** A transfer's reference as typed (kept so), refused unless it reads as one (transfer-reference.ts); empty is none. */
const transferReference = z
  .string()
  .trim()
  .max(120, TRANSFER_REFERENCE_MESSAGE)
  .refine((typed) => typed === "" || readTransferReference(typed).ok, TRANSFER_REFERENCE_MESSAGE)
  .optional();

/**
 * `POST /api/order`, both kinds. As multipart it carries
 * `payment_snap` and/or `payment_id`, `addressId`, `billingAddressId`; as JSON `payment_method`, `addressId` or `shipping_address`, `location`, the coupon and `currency`.
 * Every other field older clients send (amounts, weights, items, statuses) is stripped unread.
 */
export const placeOrder = z.object({
  addressId: optionalText(64),
  billingAddressId: optionalText(64),
  /** A saved address (its `_id`) or a new one in the fields of `POST /api/address`; checked by the server. */
  shipping_address: z.unknown().optional(),
  payment_method: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.paymentMethodInvalid }).optional(),
  payment_id: transferReference,
  couponCode: optionalText(40),
  coupon_code: optionalText(40),
  location: z
    .object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) })
    .nullable()
    .optional(),
  /** Display currency code; the owed amounts stay INR with the rate recorded beside them. */
  currency: optionalText(10),
  userId: optionalText(64),
  /** BUY NOW: the cart line to order; without it the whole bag is ordered. Never empty. */
  lineId: z.string().trim().min(1).max(64).optional(),
});
export type PlaceOrder = z.infer<typeof placeOrder>;

const orderVariant = z.object({
  _id: z.string(),
  product: z.object({ name: z.string() }),
  /** List and sale price per piece at order time. */
  price: z.number(),
  salePrice: z.number(),
  images: z.array(z.object({ url: z.string() })),
});

const orderLine = z.object({
  /** The order line's own id (ours): what a return or exchange request names. */
  line_id: z.string(),
  varient: orderVariant,
  size: z.string(),
  quantity: z.number().int(),
  item_code: z.string(),
  color: z.string(),
});

/**
 * What a timeline entry records: a move to its status, or, while payment is being checked, the shop
 * turning the payment down or the customer sending new evidence (both stay "payment pending").
 */
const TIMELINE_EVENTS = ["status", "payment_rejected", "payment_evidence_sent"] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];
export const TIMELINE_EVENT_LABELS: Record<Exclude<TimelineEvent, "status">, string> = {
  payment_rejected: "Payment not accepted",
  payment_evidence_sent: "New payment evidence sent",
};

const timelineEntry = z.object({
  status: z.enum(ORDER_STATUSES),
  event: z.enum(TIMELINE_EVENTS),
  label: z.string(),
  at: z.string(),
});

/** Who carries a shipped order and the number to track it by; null until it is shipped. */
const shipment = z.object({ carrier: z.string(), tracking_number: z.string() }).nullable();

/** Plus totals and payment (ours). */
export const orderSummary = z.object({
  _id: z.string(),
  /** The order number, e.g. CHP-7K4M-Q9XD. */
  order_id: z.string(),
  createdAt: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  order_status_label: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  products: z.array(orderLine),
  total_bag_items: z.number().int(),
  subtotal: z.number(),
  shipping_charges: z.number(),
  discount: z.number(),
  total_amount: z.number(),
  cart_weight: z.number(),
  coupon_code: z.string().nullable(),
  currency: z.object({ code: z.string(), rate: z.number() }),
  delivery_estimate: z.string().nullable(),
  /** The first day of the range promised at the PIN code (orders in India since decision 0057); null for others. */
  deliveryEarliest: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

const addressSnapshot = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  addressType: z.string(),
});

/** `GET /api/order/{orderNumber}` (ours) and the answer of `POST /api/order`. */
export const orderDetail = orderSummary.extend({
  shipping_address: addressSnapshot,
  billing_address: addressSnapshot,
  timeline: z.array(timelineEntry),
  payment_proof: z.object({ image: z.string().nullable(), payment_id: z.string().nullable() }).nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  shipment,
  /** Why the shop could not verify the payment, while it waits for new evidence. */
  payment_rejection: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** The GST invoice's number once the order is confirmed (ours); the invoice is at `/api/order/{orderNumber}/invoice`. */
  invoice_number: z.string().nullable(),
  /**
   * Whether the customer may cancel now (ours): `at_once` until `until` (the shop's daily cut-off),
   * then a `request` staff answer; `none` once it is packed, cancelled or a request is pending.
   */
  cancellation: z.object({ mode: z.enum(CANCELLATION_MODES), until: z.string().nullable() }),
  /** The customer asked to cancel after the cut-off and staff have not cancelled it yet. */
  cancel_request: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** Staff declined the customer's request to cancel, and why; it cannot be asked again. */
  cancel_declined: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** A paid order cancelled (or returned undelivered) is refunded by this date (YYYY-MM-DD, India). */
  refund_due_on: z.string().nullable(),
  /** Once delivered: the last day (YYYY-MM-DD, India) a return or exchange may be asked for. */
  return_window: z.object({ last_day: z.string(), open: z.boolean() }).nullable(),
  /** What may be returned or exchanged of each line, or why not. */
  line_returns: z.array(lineReturnOptions),
  /** The order's return and exchange requests, oldest first. */
  return_requests: z.array(returnRequestView),
  /** GST credit notes issued against the order's invoice, oldest first. */
  credit_notes: z.array(orderCreditNote),
  /** For an order paid online (`credit_card`): whether it is paid, and where and until when to pay it. */
  online_payment: orderOnlinePayment.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderListQuery = z.object({ userId: z.string().optional() });

/** `POST /api/order/{orderNumber}/payment` (multipart): a new reference; the screenshot travels as the file `payment_snap`. */
export const newPaymentEvidence = z.object({ payment_id: transferReference });
export const orderNumberParams = z.object({ orderNumber: z.string() });

/** `POST /api/order/track` (ours; the track-order form's fields). */
export const trackOrder = z.object({
  email: z.string({ error: ORDER_MESSAGES.trackFieldsRequired }).trim().min(1, ORDER_MESSAGES.trackFieldsRequired).max(254),
  order_number: z.string({ error: ORDER_MESSAGES.trackFieldsRequired }).trim().min(1, ORDER_MESSAGES.trackFieldsRequired).max(40),
});

export const trackedOrder = z.object({
  order_id: z.string(),
  createdAt: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  order_status_label: z.string(),
  /** How the order is paid (ours): an online payment awaits the shopper, a transfer the shop's check. */
  payment_method: z.enum(PAYMENT_METHODS),
  delivery_estimate: z.string().nullable(),
  deliveryEarliest: z.string().nullable(),
  timeline: z.array(timelineEntry),
  shipment,
});
