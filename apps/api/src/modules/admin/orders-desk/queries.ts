import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { escapeLike } from "#src/db/like-pattern.ts";
import { orderNotes } from "#src/db/schema/back-office.ts";
import { onlinePayments, paymentFlags } from "#src/db/schema/payments.ts";
import {
  invoices,
  type OrderStatus,
  orderLines,
  orderStatusEvents,
  orders,
  type PaymentStatus,
  paymentProofs,
  returnRequests,
  statusEventOrder,
  users,
  variantImages,
} from "#src/db/schema.ts";
import { indiaDate } from "#src/india-time.ts";
import type { Step } from "./rules.ts";

type Db = Database | Transaction;

export interface DeskFilter {
  status?: OrderStatus;
  method?: (typeof orders.$inferSelect)["paymentMethod"];
  q?: string;
  from?: string;
  to?: string;
  /** Only orders whose customer's request to cancel awaits an answer. */
  cancellation?: "requested";
  /** Only orders with a flagged payment not yet settled. */
  flagged?: "payment";
  /** Only orders past their promised last day. */
  late?: "1";
}

/** The order has a flagged payment staff have not settled (partial index payment_flags_open_idx). */
const paymentFlagOpen = sql<boolean>`exists (select 1 from ${paymentFlags} where ${paymentFlags.orderId} = ${orders.id} and ${paymentFlags.resolvedAt} is null)`;

/**
 * The order is still on its way after the last day promised: before `today` (India), not delivered,
 * cancelled or awaiting payment. Written as the partial index orders_promise_open_idx is, so it is used.
 */
function lateBy(today: string): SQL<boolean> {
  return sql<boolean>`(${orders.status} in ('placed', 'confirmed', 'packed', 'shipped') and ${orders.deliveryEstimate} < ${today})`;
}

/**
 * Everything but the status: the status tabs count within the other filters. The text is looked up
 * in trigram indexes (migration 0020) of the order number, the delivery's phone and e-mail, and the
 * customer's e-mail.
 */
async function filterWhere(db: Db, filter: DeskFilter, today: string): Promise<SQL | undefined> {
  const q = filter.q?.trim();
  const like = q ? `%${escapeLike(q)}%` : undefined;
  return and(
    filter.method ? eq(orders.paymentMethod, filter.method) : undefined,
    filter.flagged === "payment" ? paymentFlagOpen : undefined,
    filter.late === "1" ? lateBy(today) : undefined,
    filter.from ? gte(orders.createdAt, new Date(`${filter.from}T00:00:00+05:30`)) : undefined,
    filter.to ? lt(orders.createdAt, new Date(new Date(`${filter.to}T00:00:00+05:30`).getTime() + 86_400_000)) : undefined,
    like
      ? or(
          ilike(orders.orderNumber, like),
          await ofCustomersMatching(db, like),
          sql`${orders.shippingAddress}->>'phone' ilike ${like}`,
          sql`${orders.shippingAddress}->>'email' ilike ${like}`,
        )
      : undefined,
  );
}

/** Past this many customers an e-mail fragment is broad, and reading every order is the right plan anyway. */
const LISTED_CUSTOMERS_MAX = 1_000;

/**
 * Orders of the customers whose e-mail holds the text. Their ids are looked up first and listed: as
 * a subquery, PostgreSQL could not read the four conditions as one bitmap of index lookups (0.3 s
 * at 100,000 orders), and as an array built in the statement it could not tell a broad match from a
 * narrow one (1.3 s for "example").
 */
async function ofCustomersMatching(db: Db, like: string): Promise<SQL> {
  const customers = () => db.select({ id: users.id }).from(users).where(ilike(users.email, like));
  const found = await customers().limit(LISTED_CUSTOMERS_MAX + 1);
  if (found.length > LISTED_CUSTOMERS_MAX) return inArray(orders.userId, customers());
  const ids = found.map((customer) => customer.id);
  return ids.length > 0 ? inArray(orders.userId, ids) : sql`false`;
}

/**
 * `today` is the date in India (the desk passes its clock's): orders promised for an earlier day and
 * still on their way are late.
 */
export async function listDeskOrders(db: Db, filter: DeskFilter, page: number, pageSize: number, today = indiaDate(new Date())) {
  const matching = await filterWhere(db, filter, today);
  const asked = filter.cancellation === "requested";
  const where = and(
    matching,
    filter.status ? eq(orders.status, filter.status) : undefined,
    asked ? isNotNull(orders.cancelRequestedAt) : undefined,
  );
  const pieces = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;
  // The page's ids first, then the pieces of those 25 alone: in the same select as the order,
  // PostgreSQL counted the pieces of every order before the offset (0.9 s for page 2,000 of 100,000).
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as("page_ids");
  const [rows, byStatus, flagged, late] = await Promise.all([
    db
      .select({
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        totalPaise: orders.totalPaise,
        shippingAddress: orders.shippingAddress,
        userName: users.name,
        userLastName: users.lastName,
        userEmail: users.email,
        cancelRequestedAt: orders.cancelRequestedAt,
        paymentFlagged: paymentFlagOpen.mapWith(Boolean),
        deliveryEstimate: orders.deliveryEstimate,
        late: lateBy(today).mapWith(Boolean),
        pieces: pieces.mapWith(Number),
      })
      .from(pageIds)
      .innerJoin(orders, eq(orders.id, pageIds.id))
      .innerJoin(users, eq(users.id, orders.userId))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db
      .select({
        status: orders.status,
        all: count(),
        asked: sql<number>`count(*) filter (where ${orders.cancelRequestedAt} is not null)`.mapWith(Number),
      })
      .from(orders)
      .where(matching)
      .groupBy(orders.status),
    // Few orders are ever flagged: counted from the open flags, not over every order.
    db
      .select({ n: sql<number>`count(distinct ${paymentFlags.orderId})`.mapWith(Number) })
      .from(paymentFlags)
      .innerJoin(orders, eq(orders.id, paymentFlags.orderId))
      .where(and(sql`${paymentFlags.resolvedAt} is null`, matching)),
    // Orders still on their way are few beside every order: read off the partial index.
    db
      .select({ n: count() })
      .from(orders)
      .where(and(lateBy(today), matching)),
  ]);
  // The tabs and the total are read off one pass over the matching orders: the status tabs count
  // within the request filter when it is on, its own count over every status.
  const tabs = byStatus.map((tab) => ({ status: tab.status, n: asked ? tab.asked : tab.all }));
  const total = tabs.reduce((sum, tab) => (filter.status && tab.status !== filter.status ? sum : sum + tab.n), 0);
  const cancelRequests = byStatus.reduce((sum, tab) => sum + tab.asked, 0);
  return { rows, total, counts: tabs, cancelRequests, paymentFlags: flagged[0]?.n ?? 0, late: late[0]?.n ?? 0 };
}

export async function findDeskOrder(db: Db, orderNumber: string) {
  const [row] = await db
    .select({
      order: orders,
      userName: users.name,
      userLastName: users.lastName,
      userEmail: users.email,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderNumber, orderNumber))
    .limit(1);
  return row;
}

/** The file of the newest screenshot sent for an order (a rejected payment may have had earlier ones). */
export async function findLatestScreenshot(db: Db, orderNumber: string): Promise<string | undefined> {
  const [row] = await db
    .select({ storageKey: paymentProofs.storageKey })
    .from(paymentProofs)
    .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
    .where(and(eq(orders.orderNumber, orderNumber), isNotNull(paymentProofs.storageKey)))
    .orderBy(desc(paymentProofs.createdAt))
    .limit(1);
  return row?.storageKey ?? undefined;
}

export async function deskOrderParts(db: Db, orderId: string) {
  const [lines, events, proofs, notes, invoice, online, flags] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, orderId))
      .orderBy(...statusEventOrder()),
    db.select().from(paymentProofs).where(eq(paymentProofs.orderId, orderId)).orderBy(desc(paymentProofs.createdAt)).limit(1),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
    db.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, orderId)).limit(1),
    db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.orderId, orderId))
      .orderBy(desc(onlinePayments.createdAt), desc(onlinePayments.id))
      .limit(1),
    db
      .select()
      .from(paymentFlags)
      .where(eq(paymentFlags.orderId, orderId))
      .orderBy(asc(paymentFlags.createdAt), asc(paymentFlags.id)),
  ]);
  const reference = proofs[0]?.reference ?? null;
  const variantIds = [...new Set(lines.flatMap((line) => (line.variantId ? [line.variantId] : [])))];
  const images =
    variantIds.length === 0
      ? []
      : await db
          .selectDistinctOn([variantImages.variantId], { variantId: variantImages.variantId, url: variantImages.url })
          .from(variantImages)
          .where(inArray(variantImages.variantId, variantIds))
          .orderBy(asc(variantImages.variantId), asc(variantImages.position), asc(variantImages.id));
  return {
    lines,
    events,
    proof: proofs[0],
    sameReference: reference ? await ordersWithReference(db, reference, orderId) : [],
    online: online[0],
    flags,
    notes,
    invoiceNumber: invoice[0]?.number ?? null,
    images: new Map(images.map((image) => [image.variantId, image.url])),
  };
}

/** Other orders whose customer typed this transfer reference (index payment_proofs_reference_idx). */
async function ordersWithReference(db: Db, reference: string, exceptOrderId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ orderNumber: orders.orderNumber })
    .from(paymentProofs)
    .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
    .where(and(eq(paymentProofs.reference, reference), ne(paymentProofs.orderId, exceptOrderId)))
    .orderBy(asc(orders.orderNumber));
  return rows.map((row) => row.orderNumber);
}

/**
 * Takes a step only if the order is still where the step starts (one conditional update): of two staff
 * pressing at once, the second finds the order moved on and changes nothing. Answers the order's status
 * after the step, or undefined when it had moved on.
 */
export async function takeStep(
  tx: Transaction,
  orderId: string,
  /** The payment state the step was judged on: if another step changed it since, this one is refused. */
  seen: { paymentStatus: PaymentStatus },
  step: Step,
  change: { paymentStatus: PaymentStatus } & Partial<
    Pick<
      typeof orders.$inferInsert,
      | "status"
      | "carrier"
      | "trackingNumber"
      | "paymentRejection"
      | "cancelReason"
      | "paymentReceivedPaise"
      | "paymentReceivedReference"
      | "refundMethod"
      | "refundReference"
      | "deliveredAt"
      | "rtoReason"
      | "refundDueOn"
      | "cancelRequestedAt"
      | "cancelRequestReason"
    >
  >,
  at: Date,
): Promise<{ status: OrderStatus } | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ ...change, updatedAt: at })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, [...step.from]),
        step.method ? eq(orders.paymentMethod, step.method) : undefined,
        eq(orders.paymentStatus, seen.paymentStatus),
        step.paymentFrom ? inArray(orders.paymentStatus, [...step.paymentFrom]) : undefined,
        step.cancelRequested ? isNotNull(orders.cancelRequestedAt) : undefined,
      ),
    )
    .returning({ status: orders.status });
  return row;
}

export async function insertStepEvent(tx: Transaction, event: typeof orderStatusEvents.$inferInsert): Promise<void> {
  await tx.insert(orderStatusEvents).values(event);
}

/** The pieces of an order's lines, for giving them back when it is cancelled (catalog/stock.ts). */
export async function listOrderPieces(db: Db, orderId: string): Promise<{ variantId: string; size: string; quantity: number }[]> {
  const lines = await db
    .select({ variantId: orderLines.variantId, size: orderLines.size, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return lines.flatMap((line) => (line.variantId ? [{ ...line, variantId: line.variantId }] : []));
}

export async function insertOrderNote(db: Db, note: typeof orderNotes.$inferInsert): Promise<void> {
  await db.insert(orderNotes).values(note);
}

/**
 * The order's addresses, its row locked against a concurrent step: an order being confirmed is
 * corrected only after its confirmation (and invoice) commit, and then found invoiced.
 */
export async function lockOrderAddresses(tx: Transaction, orderNumber: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      shippingAddress: orders.shippingAddress,
      billingAddress: orders.billingAddress,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .for("update");
  if (!row) return undefined;
  const [invoice] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, row.id)).limit(1);
  return { ...row, invoiced: invoice !== undefined };
}

export async function updateOrderAddresses(
  tx: Transaction,
  orderId: string,
  addresses: Pick<typeof orders.$inferInsert, "shippingAddress" | "billingAddress">,
  at: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...addresses, updatedAt: at })
    .where(eq(orders.id, orderId));
}

const RTO_LISTED = 5;

/**
 * Orders that came back undelivered, of one customer or to one delivery PIN code (partial indexes of
 * migration 0031): how many, and the latest few.
 */
export async function returnsToOrigin(db: Db, userId: string, zip: string) {
  const rto = eq(orders.status, "returned_to_origin");
  const ofZip = sql`${orders.shippingAddress}->>'zip' = ${zip}`;
  const latest = (where: SQL | undefined) =>
    db
      .select({ orderNumber: orders.orderNumber, createdAt: orders.createdAt, reason: orders.rtoReason })
      .from(orders)
      .where(and(rto, where))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(RTO_LISTED);
  const counted = async (where: SQL | undefined) =>
    (await db.select({ n: count() }).from(orders).where(and(rto, where)))[0]?.n ?? 0;
  const [customerCount, customerLatest, zipCount, zipLatest] = await Promise.all([
    counted(eq(orders.userId, userId)),
    latest(eq(orders.userId, userId)),
    counted(ofZip),
    latest(ofZip),
  ]);
  return { customer: { count: customerCount, latest: customerLatest }, pinCode: { count: zipCount, latest: zipLatest } };
}

/** The order's return and exchange requests, oldest first. */
export function orderReturnRequests(db: Db, orderId: string) {
  return db
    .select({
      number: returnRequests.number,
      kind: returnRequests.kind,
      state: returnRequests.state,
      quantity: returnRequests.quantity,
      createdAt: returnRequests.createdAt,
      productName: orderLines.productName,
      size: orderLines.size,
    })
    .from(returnRequests)
    .innerJoin(orderLines, eq(orderLines.id, returnRequests.orderLineId))
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id));
}
