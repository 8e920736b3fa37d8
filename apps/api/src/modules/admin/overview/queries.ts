import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, sql, sum } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import {
  contactEnquiries,
  creditNotes,
  newsletterSubscribers,
  orderLines,
  orders,
  products,
  returnRequests,
  variantSizes,
  variants,
} from "#src/db/schema.ts";

type Db = Database | Transaction;

/** Orders and their total since `from`, cancelled ones left out. */
export async function ordersSince(db: Db, from: Date): Promise<{ orders: number; totalPaise: number }> {
  const [row] = await db
    .select({ n: count(), total: sum(orders.totalPaise).mapWith(Number) })
    .from(orders)
    .where(and(gte(orders.createdAt, from), ne(orders.status, "cancelled")));
  return { orders: row?.n ?? 0, totalPaise: row?.total ?? 0 };
}

export async function countByStatus(db: Db, statuses: (typeof orders.$inferSelect)["status"][]) {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(inArray(orders.status, statuses))
    .groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, row.n]));
}

/** Bank transfers whose evidence waits to be checked (not those turned down, which wait on the customer). */
export async function countPaymentsToVerify(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.status, "payment_pending"), eq(orders.paymentStatus, "pending")));
  return row?.n ?? 0;
}

/** Sizes with `atMost` or fewer left, those whose piece sold most recently first (what just ran low). */
export function lowStockSizes(db: Db, atMost: number, limit: number) {
  return db
    .select({
      variantId: variants.id,
      productName: products.name,
      itemCode: variants.itemCode,
      size: variantSizes.sizeName,
      left: variantSizes.quantity,
    })
    .from(variantSizes)
    .innerJoin(variants, eq(variants.id, variantSizes.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(lte(variantSizes.quantity, atMost))
    .orderBy(desc(variants.updatedAt), asc(variantSizes.quantity), asc(products.name), asc(variantSizes.sizeName))
    .limit(limit);
}

export async function countReturnsToAnswer(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(returnRequests).where(eq(returnRequests.state, "requested"));
  return row?.n ?? 0;
}

export async function countCancellationsAsked(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(isNotNull(orders.cancelRequestedAt));
  return row?.n ?? 0;
}

/** Orders still on their way after the last day promised, `today` being the date in India (partial index orders_promise_open_idx). */
export async function countLateOrders(db: Db, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(sql`${orders.status} in ('placed', 'confirmed', 'packed', 'shipped') and ${orders.deliveryEstimate} < ${today}`);
  return row?.n ?? 0;
}

export async function countOpenEnquiries(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactEnquiries).where(isNull(contactEnquiries.answeredAt));
  return row?.n ?? 0;
}

export async function listEnquiries(db: Db, openOnly: boolean, page: number, pageSize: number) {
  const where = openOnly ? isNull(contactEnquiries.answeredAt) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactEnquiries)
      .where(where)
      .orderBy(desc(contactEnquiries.createdAt), desc(contactEnquiries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contactEnquiries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks an enquiry answered once; undefined when there is no such enquiry or it was already answered. */
export async function markAnswered(db: Db, id: string, by: string, at: Date) {
  const [row] = await db
    .update(contactEnquiries)
    .set({ answeredAt: at, answeredBy: by })
    .where(and(eq(contactEnquiries.id, id), isNull(contactEnquiries.answeredAt)))
    .returning({ id: contactEnquiries.id });
  return row;
}

export async function enquiryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: contactEnquiries.id }).from(contactEnquiries).where(eq(contactEnquiries.id, id));
  return row !== undefined;
}

export function listSubscribers(db: Db) {
  return db
    .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), asc(sql`lower(${newsletterSubscribers.email})`));
}

/** Paid orders cancelled or returned to origin and not yet refunded: how many, how many overdue, the soonest due. */
export async function ordersOwedRefund(db: Db, today: string, limit: number) {
  const owed = and(
    eq(orders.paymentStatus, "paid"),
    inArray(orders.status, ["cancelled", "returned_to_origin"]),
    isNotNull(orders.refundDueOn),
  );
  const [rows, [counts]] = await Promise.all([
    db
      .select({ orderNumber: orders.orderNumber, dueOn: orders.refundDueOn, amountPaise: orders.totalPaise })
      .from(orders)
      .where(owed)
      .orderBy(asc(orders.refundDueOn), asc(orders.orderNumber))
      .limit(limit),
    db
      .select({ all: count(), overdue: sql<number>`count(*) filter (where ${lt(orders.refundDueOn, today)})`.mapWith(Number) })
      .from(orders)
      .where(owed),
  ]);
  return { rows, all: counts?.all ?? 0, overdue: counts?.overdue ?? 0 };
}

/**
 * Returns received and not yet refunded, likewise. What each is owed is its credit note's amount (the
 * contract's `totals.amount` in rupees), or what its pieces cost for an order billed before invoices.
 */
export async function returnsOwedRefund(db: Db, today: string, limit: number) {
  const owed = and(
    eq(returnRequests.state, "received"),
    eq(returnRequests.kind, "return"),
    isNotNull(returnRequests.refundDueOn),
  );
  const credited = sql<number>`coalesce(round((${creditNotes.document}->'totals'->>'amount')::numeric * 100), ${orderLines.unitSalePricePaise} * ${returnRequests.quantity})`;
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        number: returnRequests.number,
        orderNumber: orders.orderNumber,
        dueOn: returnRequests.refundDueOn,
        amountPaise: credited.mapWith(Number),
      })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .innerJoin(orderLines, eq(orderLines.id, returnRequests.orderLineId))
      .leftJoin(creditNotes, eq(creditNotes.returnRequestId, returnRequests.id))
      .where(owed)
      .orderBy(asc(returnRequests.refundDueOn), asc(returnRequests.number))
      .limit(limit),
    db
      .select({
        all: count(),
        overdue: sql<number>`count(*) filter (where ${lt(returnRequests.refundDueOn, today)})`.mapWith(Number),
      })
      .from(returnRequests)
      .where(owed),
  ]);
  return { rows, all: counts?.all ?? 0, overdue: counts?.overdue ?? 0 };
}
