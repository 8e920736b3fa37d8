import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { creditNoteCounters, creditNotes, invoices, returnRequests } from "#src/db/schema.ts";

type Db = Database | Transaction;

export async function findInvoice(db: Db, orderId: string) {
  const [row] = await db
    .select({ id: invoices.id, document: invoices.document })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .limit(1);
  return row;
}

/** The note already issued for the whole order (`returnRequestId` null) or for one return request. */
export async function findIssuedCreditNote(db: Db, orderId: string, returnRequestId: string | null): Promise<unknown> {
  const [row] = await db
    .select({ document: creditNotes.document })
    .from(creditNotes)
    .where(
      returnRequestId === null
        ? and(eq(creditNotes.orderId, orderId), isNull(creditNotes.returnRequestId))
        : eq(creditNotes.returnRequestId, returnRequestId),
    )
    .limit(1);
  return row?.document;
}

/** Whether any return of the order has been credited (a whole-order note would then credit those pieces twice). */
export async function hasReturnCreditNotes(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), sql`${creditNotes.returnRequestId} is not null`))
    .limit(1);
  return row !== undefined;
}

/** The return request a note credits, as long as it is one of the order's, for that line. */
export async function findReturnRequest(db: Db, id: string, orderId: string, orderLineId: string) {
  const [row] = await db
    .select({ number: returnRequests.number })
    .from(returnRequests)
    .where(and(eq(returnRequests.id, id), eq(returnRequests.orderId, orderId), eq(returnRequests.orderLineId, orderLineId)))
    .limit(1);
  return row;
}

/** The documents of the notes already issued for returns of one order line. */
export async function listLineCreditNotes(db: Db, orderLineId: string): Promise<unknown[]> {
  const rows = await db
    .select({ document: creditNotes.document })
    .from(creditNotes)
    .innerJoin(returnRequests, eq(returnRequests.id, creditNotes.returnRequestId))
    .where(eq(returnRequests.orderLineId, orderLineId));
  return rows.map((row) => row.document);
}

/** The next credit note number of a financial year: held and given back like an invoice's (queries.ts takeNextSequence). */
export async function takeNextCreditNoteSequence(tx: Transaction, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  if (!row) throw new Error("credit note counter not returned");
  return row.lastNumber;
}

export async function insertCreditNote(tx: Transaction, note: typeof creditNotes.$inferInsert): Promise<void> {
  await tx.insert(creditNotes).values(note);
}

/** An order's notes, oldest first (a new financial year restarts the sequence, so by date first). */
export async function listOrderCreditNotes(db: Db, orderId: string) {
  return db
    .select({
      number: creditNotes.number,
      issuedAt: creditNotes.issuedAt,
      cause: creditNotes.cause,
      returnRequestId: creditNotes.returnRequestId,
      document: creditNotes.document,
    })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.financialYear), asc(creditNotes.sequence));
}

export async function findOrderCreditNote(db: Db, orderId: string, number: string): Promise<unknown> {
  const [row] = await db
    .select({ document: creditNotes.document })
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.number, number)))
    .limit(1);
  return row?.document;
}
