import { ORDER_STATUSES, type OrderStatus } from "@chhaap/contract/orders";
import type { RtoReason } from "@chhaap/contract/returns";
import { asc, sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AddressType } from "./cart.ts";
import { variants } from "./catalog.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { coupons } from "./coupons.ts";
import { users } from "./identity.ts";

/** Orders, their lines and status timeline, coupon redemptions and payment proofs. */

// One list for the API, the shop and the database's checks.
export { ORDER_STATUSES, type OrderStatus } from "@chhaap/contract/orders";

export const PAYMENT_METHODS = ["bank_transfer", "cash_on_delivery", "credit_card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REFUND_METHODS = ["bank_transfer", "upi", "cash", "card", "gateway", "other"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export type { RtoReason } from "@chhaap/contract/returns";

const statusList = sql.raw(ORDER_STATUSES.map((status) => `'${status}'`).join(", "));

/** What the order was shipped or billed to, frozen at order time. */
export interface AddressSnapshot {
  name: string;
  phone: string;
  email: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  addressType: AddressType;
}

export const orders = pgTable(
  "orders",
  {
    id: id(),
    orderNumber: text("order_number").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status").$type<OrderStatus>().notNull().default("placed"),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("pending"),
    subtotalPaise: integer("subtotal_paise").notNull(),
    shippingPaise: integer("shipping_paise").notNull().default(0),
    discountPaise: integer("discount_paise").notNull().default(0),
    totalPaise: integer("total_paise").notNull(),
    weightKg: numeric("weight_kg", { precision: 10, scale: 3, mode: "number" }).notNull().default(0),
    /** Display currency and its rate at order time; amounts above are always INR. */
    currencyCode: text("currency_code").notNull().default("INR"),
    currencyRate: numeric("currency_rate", { precision: 18, scale: 8 }).notNull().default("1"),
    shippingAddress: jsonb("shipping_address").$type<AddressSnapshot>().notNull(),
    billingAddress: jsonb("billing_address").$type<AddressSnapshot>(),
    couponId: uuid("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    idempotencyKey: text("idempotency_key"),
    /** Digest of the request that made the order: a reused key with another request is refused. */
    idempotencyRequestHash: text("idempotency_request_hash"),
    locationLat: doublePrecision("location_lat"),
    locationLng: doublePrecision("location_lng"),
    /**
     * The delivery dates promised when the order was placed (India, by PIN code: modules/delivery/):
     * from `deliveryEarliest` to `deliveryEstimate`. Orders abroad and older orders have only the latter.
     */
    deliveryEarliest: date("delivery_earliest", { mode: "string" }),
    deliveryEstimate: date("delivery_estimate", { mode: "string" }),
    /** Set when the order is shipped: who carries it and the number to track it by. */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** Why staff turned down the payment evidence; the customer sees it on their order. */
    paymentRejection: text("payment_rejection"),
    /** What staff found in the shop's account when they confirmed a bank transfer: the amount and the bank's reference. */
    paymentReceivedPaise: integer("payment_received_paise"),
    paymentReceivedReference: text("payment_received_reference"),
    cancelReason: text("cancel_reason"),
    /** How a paid order's money went back, and the reference of that payment, once marked refunded. */
    refundMethod: text("refund_method").$type<RefundMethod>(),
    refundReference: text("refund_reference"),
    /** When the desk marked it delivered: the return window counts from this day in India. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The customer asked to cancel after the day's cut-off; staff cancel it or say why not. */
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    cancelRequestReason: text("cancel_request_reason"),
    /** Staff declined that request, and why: the customer sees it, and may not ask again. */
    cancelDeclinedAt: timestamp("cancel_declined_at", { withTimezone: true }),
    cancelDeclineReason: text("cancel_decline_reason"),
    /** Why the parcel came back undelivered (status returned_to_origin). */
    rtoReason: text("rto_reason").$type<RtoReason>(),
    /** A paid order cancelled or returned to origin owes its money back by this date. */
    refundDueOn: date("refund_due_on", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_id_idx").on(t.userId, t.createdAt),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    // The orders desk's order (newest first) without a status: its first page without sorting every order.
    index("orders_created_idx").on(t.createdAt, t.id),
    index("orders_coupon_id_idx").on(t.couponId),
    // The orders desk's search box finds a fragment of the number, the phone or the e-mail (pg_trgm).
    index("orders_number_trgm_idx").using("gin", t.orderNumber.op("gin_trgm_ops")),
    index("orders_phone_trgm_idx").using("gin", sql`(${t.shippingAddress}->>'phone') gin_trgm_ops`),
    index("orders_email_trgm_idx").using("gin", sql`(${t.shippingAddress}->>'email') gin_trgm_ops`),
    // One order per repeated submit; NULL keys never collide.
    uniqueIndex("orders_user_idempotency_key_idx").on(t.userId, t.idempotencyKey),
    // A customer's and a PIN code's returns to origin, counted on the desk and at checkout.
    index("orders_rto_user_idx").on(t.userId).where(sql`${t.status} = 'returned_to_origin'`),
    index("orders_rto_zip_idx")
      .using("btree", sql`(${t.shippingAddress}->>'zip')`)
      .where(sql`${t.status} = 'returned_to_origin'`),
    // Customers' cancellation requests waiting for staff (the desk's filter, the overview's figure).
    index("orders_cancel_requested_idx").on(t.cancelRequestedAt).where(sql`${t.cancelRequestedAt} is not null`),
    // Refunds owed, soonest due first (the overview's refund clock).
    // Orders awaiting online payment, oldest first: the expiry job's sweep (modules/payments/).
    index("orders_awaiting_online_idx")
      .on(t.createdAt)
      .where(sql`${t.paymentMethod} = 'credit_card' and ${t.status} = 'payment_pending'`),
    // Orders still on their way past the promised last day (the desk's "late" filter).
    index("orders_promise_open_idx")
      .on(t.deliveryEstimate)
      .where(sql`${t.status} in ('placed', 'confirmed', 'packed', 'shipped')`),
    index("orders_refund_due_idx").on(t.refundDueOn).where(sql`${t.refundDueOn} is not null and ${t.paymentStatus} = 'paid'`),
    check("orders_status_check", sql`${t.status} in (${statusList})`),
    check("orders_rto_reason_check", sql`${t.rtoReason} in ('refused', 'not_reachable', 'address_wrong')`),
    check("orders_payment_method_check", sql`${t.paymentMethod} in ('bank_transfer', 'cash_on_delivery', 'credit_card')`),
    check("orders_payment_status_check", sql`${t.paymentStatus} in ('pending', 'paid', 'failed', 'refunded')`),
    check("orders_refund_method_check", sql`${t.refundMethod} in ('bank_transfer', 'upi', 'cash', 'card', 'gateway', 'other')`),
    check("orders_payment_received_check", sql`${t.paymentReceivedPaise} > 0`),
    check(
      "orders_amounts_check",
      sql`${t.subtotalPaise} >= 0 and ${t.shippingPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.totalPaise} >= 0`,
    ),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id").references(() => variants.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    itemCode: text("item_code").notNull().default(""),
    colour: text("colour").notNull().default(""),
    size: text("size").notNull(),
    quantity: integer("quantity").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    unitSalePricePaise: integer("unit_sale_price_paise").notNull(),
  },
  (t) => [
    index("order_lines_order_id_idx").on(t.orderId),
    index("order_lines_variant_id_idx").on(t.variantId),
    check("order_lines_quantity_check", sql`${t.quantity} >= 1`),
  ],
);

/** Each status an order has been in and when (the timeline of `/orders` and track order). */
/**
 * Timeline order for status events: by time, and for steps stored together in one transaction
 * ("placed", then "payment_pending"), by their place in ORDER_STATUSES.
 */
export const statusEventOrder = () => [
  asc(orderStatusEvents.createdAt),
  asc(sql`array_position(${sql.raw(`array[${ORDER_STATUSES.map((s) => `'${s}'`).join(",")}]`)}, ${orderStatusEvents.status})`),
];

export const orderStatusEvents = pgTable(
  "order_status_events",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<OrderStatus>().notNull(),
    /** The staff member who moved the order (their name, kept as it was); null for the shop itself. */
    actor: text("actor"),
    /** A reason or detail shown beside the step (payment turned down, cancelled, shipped with...). */
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_status_events_order_id_idx").on(t.orderId, t.createdAt),
    check("order_status_events_status_check", sql`${t.status} in (${statusList})`),
  ],
);

export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: id(),
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    discountPaise: integer("discount_paise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("coupon_redemptions_coupon_user_idx").on(t.couponId, t.userId)],
);

/** Bank-transfer evidence (checkout step 2): a screenshot, a reference id, or both. */
export const paymentProofs = pgTable(
  "payment_proofs",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    storageKey: text("storage_key"),
    mimeType: text("mime_type"),
    sizeBytes: integer("size_bytes"),
    paymentId: text("payment_id"),
    /** The reference as the bank prints it (modules/payments/transfer-reference.ts): upper case, no spaces or dashes. */
    reference: text("reference"),
    /** What kind of reference it reads as: upi, imps, neft, rtgs or other. */
    referenceKind: text("reference_kind"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_proofs_order_id_idx").on(t.orderId),
    // The same reference on two orders is flagged on both; statements match lines by it.
    index("payment_proofs_reference_idx").on(t.reference),
    // The owner check of `GET /uploads/payments/<file>` finds the proof by its file.
    uniqueIndex("payment_proofs_storage_key_idx").on(t.storageKey),
    check("payment_proofs_evidence_check", sql`${t.storageKey} is not null or ${t.paymentId} is not null`),
  ],
);
