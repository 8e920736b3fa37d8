import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#src/db/client.ts";
import { creditNotes, invoices } from "#src/db/schema.ts";

/**
 * What GSTR-1 reads of a frozen document, picked out in the database: the seller, the buyer's
 * addresses and the amount in words stay there (a month of 8,000 invoices read in a third of the time).
 */
const gstDocument = (document: typeof invoices.document | typeof creditNotes.document) =>
  sql<unknown>`jsonb_build_object(
    'number', ${document}->'number', 'supply', ${document}->'supply', 'placeOfSupply', ${document}->'placeOfSupply',
    'lines', ${document}->'lines', 'totals', ${document}->'totals', 'invoice', ${document}->'invoice',
    'country', ${document}->'buyer'->'deliveryAddress'->'country')`;

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
      document: gstDocument(invoices.document),
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
      document: gstDocument(creditNotes.document),
      invoiceIssuedAt: invoices.issuedAt,
      invoiceSupply: sql<unknown>`${invoices.document}->'supply'`,
      invoiceAmount: sql<unknown>`${invoices.document}->'totals'->'amount'`,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
}

/** A register document: what its rows print, the rest of the frozen document left in the database. */
export interface RegisterDocumentRow {
  /** issued_at as PostgreSQL writes it, microseconds kept: the keyset's position (a Date keeps only milliseconds). */
  cursor: string;
  id: string;
  number: string;
  issuedAt: Date;
  buyerName: string;
  placeOfSupply: unknown;
  lines: unknown;
}

/**
 * The documents of one table issued from `start` to `end`, in (issued_at, id) order, `batchSize` at a
 * time (keyset pagination): a register of two years is never held in memory at once.
 */
async function* documentBatches(
  db: Database,
  table: typeof invoices | typeof creditNotes,
  start: Date,
  end: Date,
  batchSize: number,
): AsyncGenerator<RegisterDocumentRow[]> {
  let after: RegisterDocumentRow | undefined;
  for (;;) {
    const rows: RegisterDocumentRow[] = await db
      .select({
        cursor: sql<string>`${table.issuedAt}::text`,
        id: table.id,
        number: table.number,
        issuedAt: table.issuedAt,
        buyerName: sql<string>`${table.document}->'buyer'->>'name'`,
        placeOfSupply: sql<unknown>`${table.document}->'placeOfSupply'`,
        lines: sql<unknown>`${table.document}->'lines'`,
      })
      .from(table)
      .where(
        and(
          gte(table.issuedAt, start),
          lt(table.issuedAt, end),
          after ? sql`(${table.issuedAt}, ${table.id}) > (${after.cursor}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(asc(table.issuedAt), asc(table.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1];
  }
}

export const invoiceBatches = (db: Database, start: Date, end: Date, batchSize: number) =>
  documentBatches(db, invoices, start, end, batchSize);

export const creditNoteBatches = (db: Database, start: Date, end: Date, batchSize: number) =>
  documentBatches(db, creditNotes, start, end, batchSize);
