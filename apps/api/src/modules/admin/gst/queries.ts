import { and, asc, eq, gte, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#src/db/client.ts";
import { creditNotes, invoices } from "#src/db/schema.ts";

/**
 * The invoices issued from `start` (included) to `end` (excluded), with the moment the cancellation of
 * their order was credited, if it was (decision 0051: a cancelled invoiced order gets a whole-invoice
 * credit note of cause "cancellation").
 */
export async function listInvoicesIssued(db: Database, start: Date, end: Date) {
  const cancellation = alias(creditNotes, "cancellation");
  return db
    .select({
      number: invoices.number,
      sequence: invoices.sequence,
      issuedAt: invoices.issuedAt,
      document: invoices.document,
      cancelledAt: cancellation.issuedAt,
    })
    .from(invoices)
    .leftJoin(cancellation, and(eq(cancellation.invoiceId, invoices.id), eq(cancellation.cause, "cancellation")))
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

/** The credit notes issued from `start` to `end`, each with the invoice it reduces. */
export async function listCreditNotesIssued(db: Database, start: Date, end: Date) {
  return db
    .select({
      number: creditNotes.number,
      sequence: creditNotes.sequence,
      issuedAt: creditNotes.issuedAt,
      cause: creditNotes.cause,
      document: creditNotes.document,
      invoiceIssuedAt: invoices.issuedAt,
      invoiceDocument: invoices.document,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
}
