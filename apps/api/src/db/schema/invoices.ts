import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";

/**
 * GST tax invoices. Each order gets at most one, numbered in a gap-free series per Indian financial
 * year (April to March). The document is frozen when issued: later changes to a product's HSN code,
 * its rate or the shop's details never rewrite an invoice already given to a customer.
 */

/** The last number given in each financial year; taken and raised in the transaction that issues the invoice. */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    /** "2026-27". */
    financialYear: text("financial_year").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [check("invoice_counters_last_number_check", sql`${t.lastNumber} >= 1`)],
);

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Never deleted with anything: an issued invoice stays on the books.
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    /** "CH/26-27/000123": at most 16 characters, as GST invoice rules require. */
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** Everything printed on the invoice, amounts in paise (modules/invoices/invoice-document.ts). */
    document: jsonb("document").notNull(),
  },
  (t) => [
    uniqueIndex("invoices_order_id_idx").on(t.orderId),
    uniqueIndex("invoices_number_idx").on(t.number),
    // The GST register and GSTR-1 read a period's documents in pages by issue time (admin/gst).
    index("invoices_issued_at_idx").on(t.issuedAt, t.id),
    uniqueIndex("invoices_year_sequence_idx").on(t.financialYear, t.sequence),
  ],
);
