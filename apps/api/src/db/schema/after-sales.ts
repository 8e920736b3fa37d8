import {
  CREDIT_NOTE_CAUSES,
  type CreditNoteCause,
  OPEN_RETURN_STATES,
  RETURN_CONDITIONS,
  RETURN_KINDS,
  RETURN_REASONS,
  RETURN_STATES,
  type ReturnCondition,
  type ReturnKind,
  type ReturnReason,
  type ReturnState,
} from "@chhaap/contract/returns";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { variants } from "./catalog.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./identity.ts";
import { invoices } from "./invoices.ts";
import { orderLines, orders } from "./orders.ts";

/**
 * What happens after an order (modules/after-sales/): the shop's policy for cancelling, returning and
 * refunding; customers' return and exchange requests with their photos and history; and GST credit
 * notes, one gap-free series per financial year like invoices.
 */

/** The shop's after-sale policy: one row, edited by the owner (`/admin/settings/after-sales`). */
export const afterSalePolicy = pgTable(
  "after_sale_policy",
  {
    id: smallint("id").primaryKey().default(1),
    /** "HH:MM" in India: an order may be cancelled at once until the first cut-off after it was placed. */
    cancelCutoff: text("cancel_cutoff").notNull().default("14:00"),
    /** Days after delivery (by the date in India) a return or exchange may be asked for; the last day counts. */
    returnWindowDays: integer("return_window_days").notNull().default(14),
    /** Working days within which an owed refund is due. */
    refundWorkingDays: integer("refund_working_days").notNull().default(7),
    /** The days of the week the shop works, 0 = Sunday ... 6 = Saturday. */
    workingWeekdays: integer("working_weekdays").array().notNull().default(sql`'{1,2,3,4,5,6}'::integer[]`),
    /** Cash on delivery is refused to a customer with this many returns to origin; null: never. */
    codRtoLimit: integer("cod_rto_limit"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("after_sale_policy_one_row", sql`${t.id} = 1`),
    check("after_sale_policy_cutoff_check", sql`${t.cancelCutoff} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("after_sale_policy_window_check", sql`${t.returnWindowDays} between 0 and 365`),
    check("after_sale_policy_refund_days_check", sql`${t.refundWorkingDays} between 1 and 60`),
    check("after_sale_policy_rto_limit_check", sql`${t.codRtoLimit} is null or ${t.codRtoLimit} >= 1`),
  ],
);

export type { ReturnCondition, ReturnKind, ReturnReason, ReturnState } from "@chhaap/contract/returns";

/** Where a cash-on-delivery customer's refund goes; shown masked to them afterwards. */
export type RefundDestination =
  | { kind: "upi"; upiId: string }
  | { kind: "bank"; accountName: string; accountNumber: string; ifsc: string };

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

export const returnRequests = pgTable(
  "return_requests",
  {
    id: id(),
    /** "CHP-7K4M-Q9XD-R1": the order's number and the request's place among its requests. */
    number: text("number").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    orderLineId: uuid("order_line_id")
      .notNull()
      .references(() => orderLines.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").$type<ReturnKind>().notNull(),
    reason: text("reason").$type<ReturnReason>().notNull(),
    /** The customer's own words, optional. */
    note: text("note").notNull().default(""),
    quantity: integer("quantity").notNull(),
    /** An exchange: the size wanted, of the same colourway (the line's variant). */
    exchangeVariantId: uuid("exchange_variant_id").references(() => variants.id, { onDelete: "set null" }),
    exchangeSize: text("exchange_size"),
    refundTo: jsonb("refund_to").$type<RefundDestination>(),
    state: text("state").$type<ReturnState>().notNull().default("requested"),
    rejectionReason: text("rejection_reason"),
    pickupCarrier: text("pickup_carrier"),
    pickupAwb: text("pickup_awb"),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    receivedCondition: text("received_condition").$type<ReturnCondition>(),
    /** Set when the piece is received: the refund is owed by this date. */
    refundDueOn: date("refund_due_on", { mode: "string" }),
    refundPaise: integer("refund_paise"),
    refundMethod: text("refund_method"),
    refundReference: text("refund_reference"),
    refundedOn: date("refunded_on", { mode: "string" }),
    replacementCarrier: text("replacement_carrier"),
    replacementAwb: text("replacement_awb"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("return_requests_number_idx").on(t.number),
    index("return_requests_order_idx").on(t.orderId, t.createdAt),
    index("return_requests_state_idx").on(t.state, t.createdAt),
    // One open request per order line, whoever asks at the same moment.
    uniqueIndex("return_requests_open_line_idx")
      .on(t.orderLineId)
      .where(sql`${t.state} in (${sqlList(OPEN_RETURN_STATES)})`),
    check("return_requests_kind_check", sql`${t.kind} in (${sqlList(RETURN_KINDS)})`),
    check("return_requests_reason_check", sql`${t.reason} in (${sqlList(RETURN_REASONS)})`),
    check("return_requests_state_check", sql`${t.state} in (${sqlList(RETURN_STATES)})`),
    check("return_requests_condition_check", sql`${t.receivedCondition} in (${sqlList(RETURN_CONDITIONS)})`),
    check("return_requests_quantity_check", sql`${t.quantity} >= 1`),
    check("return_requests_refund_check", sql`${t.refundPaise} >= 0`),
    check("return_requests_exchange_check", sql`${t.kind} <> 'exchange' or ${t.exchangeSize} is not null`),
  ],
);

/** Photos a customer sends with a request: private files in the shop's store, like payment screenshots. */
export const returnPhotos = pgTable(
  "return_photos",
  {
    id: id(),
    returnRequestId: uuid("return_request_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("return_photos_request_idx").on(t.returnRequestId),
    uniqueIndex("return_photos_storage_key_idx").on(t.storageKey),
  ],
);

/** Each state a request has been in, who moved it (null: the customer) and what they noted. */
export const returnEvents = pgTable(
  "return_events",
  {
    id: id(),
    returnRequestId: uuid("return_request_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    state: text("state").$type<ReturnState>().notNull(),
    actor: text("actor"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("return_events_request_idx").on(t.returnRequestId, t.createdAt)],
);

/** The last credit note number given in each financial year; raised in the transaction that issues one. */
export const creditNoteCounters = pgTable(
  "credit_note_counters",
  {
    financialYear: text("financial_year").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [check("credit_note_counters_last_number_check", sql`${t.lastNumber} >= 1`)],
);

/**
 * GST credit notes against an issued invoice: a whole order (cancelled after invoicing, returned to
 * origin) or the pieces of one accepted return. Frozen when issued, never deleted.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    returnRequestId: uuid("return_request_id").references(() => returnRequests.id),
    cause: text("cause").$type<CreditNoteCause>().notNull(),
    /** "CN/26-27/000012": at most 16 characters, as for invoices. */
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    document: jsonb("document").notNull(),
  },
  (t) => [
    uniqueIndex("credit_notes_number_idx").on(t.number),
    uniqueIndex("credit_notes_year_sequence_idx").on(t.financialYear, t.sequence),
    index("credit_notes_order_idx").on(t.orderId),
    index("credit_notes_issued_at_idx").on(t.issuedAt, t.id),
    // A return is credited once; a whole order (cancellation, return to origin) once.
    uniqueIndex("credit_notes_return_idx").on(t.returnRequestId),
    uniqueIndex("credit_notes_whole_order_idx").on(t.orderId).where(sql`${t.returnRequestId} is null`),
    check("credit_notes_cause_check", sql`${t.cause} in (${sqlList(CREDIT_NOTE_CAUSES)})`),
  ],
);
