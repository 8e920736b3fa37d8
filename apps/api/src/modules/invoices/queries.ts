import { asc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { invoiceCounters, invoices, orderLines, orders, products, users, variants } from "#src/db/schema.ts";

type Db = Database | Transaction;

/** The order with its customer, locked: two requests issuing its invoice at once take turns here. */
export async function lockOrder(tx: Transaction, orderId: string) {
  const [row] = await tx
    .select({ order: orders, userName: users.name, userLastName: users.lastName, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .for("update", { of: orders });
  return row;
}

export async function findOrderIdentity(db: Db, orderNumber: string) {
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId, status: orders.status })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .limit(1);
  return row;
}

export async function findInvoiceDocument(db: Db, orderId: string): Promise<unknown> {
  const [row] = await db.select({ document: invoices.document }).from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return row?.document;
}

/**
 * The order's lines with the HSN code and fixed rate their products have now (none for a product since
 * removed), in the invoice's order: by line id, which never changes (lines are written once, when the
 * order is placed), so a credit note finds an order line's invoice line at the same place.
 */
export async function listInvoiceLines(db: Db, orderId: string) {
  return db
    .select({
      orderLineId: orderLines.id,
      productName: orderLines.productName,
      colour: orderLines.colour,
      size: orderLines.size,
      quantity: orderLines.quantity,
      unitSalePricePaise: orderLines.unitSalePricePaise,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
    })
    .from(orderLines)
    .leftJoin(variants, eq(variants.id, orderLines.variantId))
    .leftJoin(products, eq(products.id, variants.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/**
 * The next number of a financial year. The counter row is raised and read in one statement, and its
 * row lock is held until the issuing transaction ends: a concurrent issue waits, then takes the next
 * number, and a transaction that rolls back gives its number back. No gaps, no repeats.
 */
export async function takeNextSequence(tx: Transaction, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error("invoice counter not returned");
  return row.lastNumber;
}

export async function insertInvoice(tx: Transaction, invoice: typeof invoices.$inferInsert): Promise<void> {
  await tx.insert(invoices).values(invoice);
}
