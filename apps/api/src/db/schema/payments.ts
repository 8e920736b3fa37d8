import type { MatchRule, StatementLineState } from "@chhaap/contract/admin/bank-statements";
import type { OnlinePaymentState, PaymentFlagKind } from "@chhaap/contract/online-payment";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";
import { orders } from "./orders.ts";

/**
 * Money in (decision 0052): payments taken online through the gateway (modules/payments/), what the
 * gateway told us and what staff must look at, and bank statements matched to bank-transfer orders
 * (modules/admin/bank-statements/).
 */

/** One payment link (or gateway order) asked of the gateway for an order awaiting online payment. */
export const onlinePayments = pgTable(
  "online_payments",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull().default("razorpay"),
    /** The gateway's id of the link (`plink_…`). */
    linkId: text("link_id").notNull().unique(),
    /** Where the shopper is sent to pay. */
    shortUrl: text("short_url").notNull(),
    /** What was asked, in paise: the order's total when the link was made. */
    amountPaise: integer("amount_paise").notNull(),
    state: text("state").$type<OnlinePaymentState>().notNull().default("created"),
    /** The gateway's payment (`pay_…`) once paid: one payment pays one order once. */
    paymentId: text("payment_id").unique(),
    paidPaise: integer("paid_paise"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The gateway's refund (`rfnd_…`) when staff refunded it through the gateway. */
    refundId: text("refund_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("online_payments_order_idx").on(t.orderId, t.createdAt),
    check("online_payments_state_check", sql`${t.state} in ('created', 'paid', 'cancelled', 'expired')`),
    check("online_payments_amount_check", sql`${t.amountPaise} > 0`),
  ],
);

/** Every gateway webhook applied, by the gateway's event id: the same event twice changes nothing the second time. */
export const gatewayEvents = pgTable("gateway_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money the gateway took that the shop must not silently keep: a payment for another amount than the
 * order's, for an order already cancelled, or a second payment of a paid order. Staff refund it and
 * mark the flag resolved; one flag per payment.
 */
export const paymentFlags = pgTable(
  "payment_flags",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<PaymentFlagKind>().notNull(),
    paymentId: text("payment_id").notNull().unique(),
    amountPaise: integer("amount_paise").notNull(),
    detail: text("detail").notNull().default(""),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by"),
    resolution: text("resolution"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_flags_order_idx").on(t.orderId),
    index("payment_flags_open_idx").on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    check("payment_flags_kind_check", sql`${t.kind} in ('amount_mismatch', 'paid_after_cancel', 'paid_twice')`),
  ],
);

/** Which column of a bank's export holds what; asked once per layout and remembered. */
export interface BankColumnMapping {
  /** Header names exactly as the file has them. */
  date: string;
  narration: string;
  /** The bank's own reference column (cheque/ref no., UTR); absent when the bank has none. */
  reference?: string;
  /** One column for credits (deposits) ... */
  credit?: string;
  /** ... or one signed amount column with a credit/debit marker column. */
  amount?: string;
  creditDebit?: string;
  /** How dates are written: "DD/MM/YY", "DD/MM/YYYY", "DD-MM-YYYY", "DD MMM YYYY", "YYYY-MM-DD". */
  dateFormat: string;
  /** A balance column, when there is one: it tells two identical credits on one day apart. */
  balance?: string;
}

/** A bank's export layout, known by its header row. */
export const bankLayouts = pgTable("bank_layouts", {
  id: id(),
  /** What staff called it ("HDFC current account"). */
  name: text("name").notNull(),
  /** The header row, normalised (lower case, single spaces, joined by `|`): how an upload is recognised. */
  headerSignature: text("header_signature").notNull().unique(),
  mapping: jsonb("mapping").$type<BankColumnMapping>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One uploaded statement file. */
export const bankStatements = pgTable("bank_statements", {
  id: id(),
  layoutId: uuid("layout_id")
    .notNull()
    .references(() => bankLayouts.id),
  fileName: text("file_name").notNull(),
  uploadedBy: text("uploaded_by").notNull(),
  /** Credit lines in the file, and how many of them were new (not in an earlier upload). */
  creditLines: integer("credit_lines").notNull(),
  newLines: integer("new_lines").notNull(),
  createdAt: createdAt(),
});

/**
 * A credit from a bank statement. Known by a fingerprint of what the bank printed (date, amount,
 * narration, reference, balance), so the same line uploaded again is the same row: never applied twice.
 */
export const bankStatementLines = pgTable(
  "bank_statement_lines",
  {
    id: id(),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => bankStatements.id),
    fingerprint: text("fingerprint").notNull().unique(),
    bookedOn: date("booked_on", { mode: "string" }).notNull(),
    narration: text("narration").notNull(),
    reference: text("reference").notNull().default(""),
    amountPaise: integer("amount_paise").notNull(),
    state: text("state").$type<StatementLineState>().notNull().default("unmatched"),
    /** The order the line was matched to (matched) or paid (applied). */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    rule: text("rule").$type<MatchRule>(),
    /** Doubtful: the order numbers it could be, or why it is doubtful. */
    candidates: jsonb("candidates").$type<string[]>().notNull().default([]),
    note: text("note").notNull().default(""),
    resolvedBy: text("resolved_by"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bank_statement_lines_state_idx").on(t.state, t.bookedOn),
    // An order is paid from the statement once.
    uniqueIndex("bank_statement_lines_applied_order_idx").on(t.orderId).where(sql`${t.state} = 'applied'`),
    check("bank_statement_lines_state_check", sql`${t.state} in ('matched', 'doubtful', 'unmatched', 'applied', 'dismissed')`),
    check("bank_statement_lines_amount_check", sql`${t.amountPaise} > 0`),
  ],
);
