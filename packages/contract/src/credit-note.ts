import { z } from "zod";
import { taxInvoice } from "./invoice.ts";
import { CREDIT_NOTE_CAUSES } from "./returns.ts";

/**
 * A GST credit note as the customer and staff read it (`GET /api/order/{orderNumber}/credit-notes/{slug}`,
 * `GET /api/admin/orders/{orderNumber}/credit-notes/{slug}`). It reverses all or part of an issued
 * invoice (a cancellation or a return to origin: the whole invoice; an accepted return: the pieces
 * returned), names that invoice, and keeps its parties, place of supply and tax split. Issued once,
 * never changed. Amounts are INR in rupees, as on the invoice.
 */

export const CREDIT_NOTE_MESSAGES = {
  notFound: "This order has no credit note with that number.",
  exceedsInvoice: "These pieces have already been credited: a credit note never credits more than the invoice billed.",
} as const;

/** "CN/26-27/000012": the shop's one series of credit notes, gap-free within each financial year. */
export const CREDIT_NOTE_PREFIX = "CN";

/**
 * The number travels in URLs with its slashes as hyphens ("CN-26-27-000012"), since an encoded "/"
 * is not kept apart from the path by every router and proxy.
 */
export function creditNoteSlug(number: string): string {
  return number.replaceAll("/", "-");
}

/** The number a URL's slug stands for, or null for anything that is not one. */
export function creditNoteNumberOf(slug: string): string | null {
  const match = /^CN-(\d{2}-\d{2})-(\d{6,7})$/.exec(slug.trim().toUpperCase());
  return match ? `${CREDIT_NOTE_PREFIX}/${match[1]}/${match[2]}` : null;
}

export const creditNoteParams = z.object({ orderNumber: z.string().max(40), number: z.string().max(40) });

export const creditNote = z.object({
  kind: z.literal("credit-note"),
  /** "CN/26-27/000012". */
  number: z.string(),
  financialYear: z.string(),
  issuedAt: z.string(),
  cause: z.enum(CREDIT_NOTE_CAUSES),
  /** In words, as printed: "Order cancelled", "Returned to origin: undelivered", "Goods returned: return CHP-…-R1". */
  reason: z.string(),
  /** The return request a return's note credits ("CHP-7K4M-Q9XD-R1"); null for a whole order. */
  returnNumber: z.string().nullable(),
  /** The invoice it reduces, as GST requires a credit note to name it. */
  invoice: z.object({ number: z.string(), issuedAt: z.string() }),
  orderNumber: z.string(),
  orderDate: z.string(),
  /** As on the invoice. */
  seller: taxInvoice.shape.seller,
  buyer: taxInvoice.shape.buyer,
  placeOfSupply: taxInvoice.shape.placeOfSupply,
  supply: taxInvoice.shape.supply,
  /** The invoice's columns and rates; each line's amounts are what is credited of the invoice's line. */
  lines: taxInvoice.shape.lines,
  totals: taxInvoice.shape.totals,
  amountInWords: z.string(),
});
export type CreditNote = z.infer<typeof creditNote>;
