import type { StatementLineState } from "@chhaap/contract/admin/bank-statements";
import { and, count, desc, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import {
  type BankColumnMapping,
  bankLayouts,
  bankStatementLines,
  bankStatements,
  orders,
  paymentProofs,
  users,
} from "#src/db/schema.ts";
import type { LineVerdict } from "./match-lines.ts";

type Db = Database | Transaction;

/** Lines staff have not settled: the matcher may still change them. */
export const OPEN_STATES = ["matched", "doubtful", "unmatched"] as const satisfies readonly StatementLineState[];

export async function findLayout(db: Db, signature: string) {
  const [row] = await db
    .select({ id: bankLayouts.id, name: bankLayouts.name, mapping: bankLayouts.mapping })
    .from(bankLayouts)
    .where(eq(bankLayouts.headerSignature, signature));
  return row;
}

/** Saves a layout unless one with the same header row was saved meanwhile; either way, the saved one. */
export async function saveLayout(tx: Transaction, layout: { name: string; signature: string; mapping: BankColumnMapping }) {
  await tx
    .insert(bankLayouts)
    .values({ name: layout.name, headerSignature: layout.signature, mapping: layout.mapping })
    .onConflictDoNothing({ target: bankLayouts.headerSignature });
  const saved = await findLayout(tx, layout.signature);
  if (!saved) throw new Error("bank layout vanished after saving");
  return saved;
}

export async function insertStatement(tx: Transaction, statement: typeof bankStatements.$inferInsert): Promise<string> {
  const [row] = await tx.insert(bankStatements).values(statement).returning({ id: bankStatements.id });
  if (!row) throw new Error("statement not stored");
  return row.id;
}

/** Stores the credits not seen before (by fingerprint); how many were new. */
export async function insertNewLines(tx: Transaction, lines: (typeof bankStatementLines.$inferInsert)[]): Promise<number> {
  let added = 0;
  // A few hundred rows a statement at a time keep each insert's parameters well under the driver's limit.
  for (let start = 0; start < lines.length; start += 500) {
    const rows = await tx
      .insert(bankStatementLines)
      .values(lines.slice(start, start + 500))
      .onConflictDoNothing({ target: bankStatementLines.fingerprint })
      .returning({ id: bankStatementLines.id });
    added += rows.length;
  }
  return added;
}

export async function setNewLines(tx: Transaction, statementId: string, newLines: number): Promise<void> {
  await tx.update(bankStatements).set({ newLines }).where(eq(bankStatements.id, statementId));
}

export async function listOpenLines(db: Db) {
  return db
    .select({
      id: bankStatementLines.id,
      bookedOn: bankStatementLines.bookedOn,
      narration: bankStatementLines.narration,
      reference: bankStatementLines.reference,
      amountPaise: bankStatementLines.amountPaise,
      state: bankStatementLines.state,
      orderId: bankStatementLines.orderId,
      rule: bankStatementLines.rule,
      candidates: bankStatementLines.candidates,
      note: bankStatementLines.note,
      resolvedBy: bankStatementLines.resolvedBy,
    })
    .from(bankStatementLines)
    .where(inArray(bankStatementLines.state, OPEN_STATES));
}

/** Orders a transfer could pay: bank transfers awaiting their payment (pending or turned down), none paid from a statement. */
function waitingForTransfer() {
  return and(
    eq(orders.paymentMethod, "bank_transfer"),
    eq(orders.status, "payment_pending"),
    inArray(orders.paymentStatus, ["pending", "failed"]),
    notExists(
      sql`(select 1 from ${bankStatementLines} where ${bankStatementLines.orderId} = ${orders.id} and ${bankStatementLines.state} = 'applied')`,
    ),
  );
}

export async function listWaitingOrders(db: Db) {
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, totalPaise: orders.totalPaise, createdAt: orders.createdAt })
    .from(orders)
    .where(waitingForTransfer());
  const proofs =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: paymentProofs.orderId, reference: paymentProofs.reference })
          .from(paymentProofs)
          .where(
            and(
              inArray(
                paymentProofs.orderId,
                rows.map((row) => row.id),
              ),
              sql`${paymentProofs.reference} is not null`,
            ),
          );
  return rows.map((row) => ({
    ...row,
    references: proofs.filter((proof) => proof.orderId === row.id && proof.reference).map((proof) => proof.reference ?? ""),
  }));
}

export async function findWaitingOrder(db: Db, orderNumber: string) {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), waitingForTransfer()));
  return row;
}

/** Writes the matcher's verdict on a line, unless it changed since it was read (a confirmation, another reading). */
export async function writeVerdict(
  db: Db,
  line: { id: string; state: StatementLineState; orderId: string | null },
  verdict: LineVerdict,
  at: Date,
): Promise<void> {
  await db
    .update(bankStatementLines)
    .set({ ...verdict, updatedAt: at })
    .where(
      and(
        eq(bankStatementLines.id, line.id),
        eq(bankStatementLines.state, line.state),
        line.orderId ? eq(bankStatementLines.orderId, line.orderId) : isNull(bankStatementLines.orderId),
      ),
    );
}

export async function countLines(db: Db) {
  return db
    .select({ state: bankStatementLines.state, count: count() })
    .from(bankStatementLines)
    .groupBy(bankStatementLines.state);
}

export async function listLines(
  db: Db,
  filter: { state?: StatementLineState; id?: string },
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: bankStatementLines.id,
      bookedOn: bankStatementLines.bookedOn,
      narration: bankStatementLines.narration,
      reference: bankStatementLines.reference,
      amountPaise: bankStatementLines.amountPaise,
      state: bankStatementLines.state,
      rule: bankStatementLines.rule,
      orderId: bankStatementLines.orderId,
      candidates: bankStatementLines.candidates,
      note: bankStatementLines.note,
      resolvedBy: bankStatementLines.resolvedBy,
      resolvedAt: bankStatementLines.resolvedAt,
    })
    .from(bankStatementLines)
    .where(
      and(
        filter.state ? eq(bankStatementLines.state, filter.state) : undefined,
        filter.id ? eq(bankStatementLines.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(bankStatementLines.bookedOn), desc(bankStatementLines.createdAt), bankStatementLines.id)
    .limit(page.limit)
    .offset(page.offset);
}

/** What the page shows of orders: number, customer, total, when placed and the reference typed last. */
export async function describeOrders(db: Db, where: { ids: string[] } | { numbers: string[] }) {
  if (("ids" in where ? where.ids : where.numbers).length === 0) return [];
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customer: users.name,
      totalPaise: orders.totalPaise,
      createdAt: orders.createdAt,
      reference: sql<
        string | null
      >`(select ${paymentProofs.paymentId} from ${paymentProofs} where ${paymentProofs.orderId} = ${orders.id} and ${paymentProofs.paymentId} is not null order by ${paymentProofs.createdAt} desc limit 1)`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where("ids" in where ? inArray(orders.id, where.ids) : inArray(orders.orderNumber, where.numbers));
  return rows;
}

export async function recentStatements(db: Db, limit: number) {
  return db
    .select({
      id: bankStatements.id,
      fileName: bankStatements.fileName,
      layoutName: bankLayouts.name,
      uploadedBy: bankStatements.uploadedBy,
      createdAt: bankStatements.createdAt,
      creditLines: bankStatements.creditLines,
      newLines: bankStatements.newLines,
    })
    .from(bankStatements)
    .innerJoin(bankLayouts, eq(bankLayouts.id, bankStatements.layoutId))
    .orderBy(desc(bankStatements.createdAt))
    .limit(limit);
}

export async function findLine(db: Db, id: string) {
  const [row] = await db
    .select({
      id: bankStatementLines.id,
      state: bankStatementLines.state,
      orderId: bankStatementLines.orderId,
      rule: bankStatementLines.rule,
      amountPaise: bankStatementLines.amountPaise,
      narration: bankStatementLines.narration,
      reference: bankStatementLines.reference,
    })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.id, id));
  return row;
}

/** Moves a line from one of `from` to a new state; false when it was in none of them (someone moved it first). */
export async function moveLine(
  db: Db,
  id: string,
  from: readonly StatementLineState[],
  change: Partial<typeof bankStatementLines.$inferInsert> & { state: StatementLineState; updatedAt: Date },
  orderId?: string,
): Promise<boolean> {
  const rows = await db
    .update(bankStatementLines)
    .set(change)
    .where(
      and(
        eq(bankStatementLines.id, id),
        inArray(bankStatementLines.state, from),
        orderId ? eq(bankStatementLines.orderId, orderId) : undefined,
      ),
    )
    .returning({ id: bankStatementLines.id });
  return rows.length > 0;
}

/** The staff-assigned line holding an order, if any (its order is out of the matcher's reach). */
export async function assignedLineOf(db: Db, orderId: string) {
  const [row] = await db
    .select({ id: bankStatementLines.id })
    .from(bankStatementLines)
    .where(
      and(eq(bankStatementLines.orderId, orderId), eq(bankStatementLines.state, "matched"), isNull(bankStatementLines.rule)),
    );
  return row;
}

export async function orderOfLine(db: Db, orderId: string) {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber, totalPaise: orders.totalPaise })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
