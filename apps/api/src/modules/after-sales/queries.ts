import { OPEN_RETURN_STATES } from "@chhaap/contract/returns";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { orderLines, orders, returnEvents, returnPhotos, returnRequests, users, variantSizes } from "#src/db/schema.ts";

type Db = Database | Transaction;

/** An order as a return request needs it, with its customer's name and address for the mail. */
export async function findOrderForReturn(db: Db, orderNumber: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      paymentMethod: orders.paymentMethod,
      deliveredAt: orders.deliveredAt,
      name: users.name,
      email: users.email,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderNumber, orderNumber));
  return row;
}

const lineColumns = {
  id: orderLines.id,
  orderId: orderLines.orderId,
  variantId: orderLines.variantId,
  productName: orderLines.productName,
  colour: orderLines.colour,
  size: orderLines.size,
  quantity: orderLines.quantity,
};

export function listLinesOfOrder(db: Db, orderId: string) {
  return db.select(lineColumns).from(orderLines).where(eq(orderLines.orderId, orderId));
}
export type ReturnableLine = Awaited<ReturnType<typeof listLinesOfOrder>>[number];

/**
 * Holds the order's row for the rest of the transaction: requests for it are numbered, and a line's
 * pieces counted, one request at a time.
 */
export async function lockOrder(tx: Transaction, orderId: string): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
}

/** Each size of the colourways with the pieces in stock, in the shop's order of sizes. */
export function listSizeStock(db: Db, variantIds: string[]) {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db
    .select({ variantId: variantSizes.variantId, size: variantSizes.sizeName, quantity: variantSizes.quantity })
    .from(variantSizes)
    .where(inArray(variantSizes.variantId, variantIds))
    .orderBy(asc(variantSizes.variantId), asc(variantSizes.position), asc(variantSizes.sizeName));
}

export async function countRequestsOfOrder(tx: Transaction, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId));
  return row?.n ?? 0;
}

export function listRequestsOfOrder(db: Db, orderId: string) {
  return db
    .select({
      id: returnRequests.id,
      number: returnRequests.number,
      orderLineId: returnRequests.orderLineId,
      kind: returnRequests.kind,
      reason: returnRequests.reason,
      note: returnRequests.note,
      quantity: returnRequests.quantity,
      exchangeSize: returnRequests.exchangeSize,
      refundTo: returnRequests.refundTo,
      state: returnRequests.state,
      rejectionReason: returnRequests.rejectionReason,
      pickupCarrier: returnRequests.pickupCarrier,
      pickupAwb: returnRequests.pickupAwb,
      refundDueOn: returnRequests.refundDueOn,
      refundPaise: returnRequests.refundPaise,
      refundMethod: returnRequests.refundMethod,
      refundReference: returnRequests.refundReference,
      refundedOn: returnRequests.refundedOn,
      replacementCarrier: returnRequests.replacementCarrier,
      replacementAwb: returnRequests.replacementAwb,
      createdAt: returnRequests.createdAt,
    })
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(asc(returnRequests.createdAt), asc(returnRequests.number));
}
export type ReturnRequestRow = Awaited<ReturnType<typeof listRequestsOfOrder>>[number];

export function listEventsOf(db: Db, requestIds: string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({ requestId: returnEvents.returnRequestId, state: returnEvents.state, createdAt: returnEvents.createdAt })
    .from(returnEvents)
    .where(inArray(returnEvents.returnRequestId, requestIds))
    .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id));
}

export function listPhotosOf(db: Db, requestIds: string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: returnPhotos.id, requestId: returnPhotos.returnRequestId })
    .from(returnPhotos)
    .where(inArray(returnPhotos.returnRequestId, requestIds))
    .orderBy(asc(returnPhotos.createdAt), asc(returnPhotos.id));
}

/** A request's photo with who may see it: the owner of its order. */
export async function findPhoto(db: Db, requestNumber: string, photoId: string) {
  const [row] = await db
    .select({ storageKey: returnPhotos.storageKey, userId: returnRequests.userId })
    .from(returnPhotos)
    .innerJoin(returnRequests, eq(returnRequests.id, returnPhotos.returnRequestId))
    .where(sql`${returnRequests.number} = ${requestNumber} and ${returnPhotos.id} = ${photoId}`);
  return row;
}

/**
 * Stores a request with its first event and its photos. Undefined when the line already has an open
 * request (the partial unique index): a concurrent submit that got there first.
 */
export async function insertRequest(
  tx: Transaction,
  request: typeof returnRequests.$inferInsert,
  photos: Omit<typeof returnPhotos.$inferInsert, "returnRequestId">[],
): Promise<string | undefined> {
  const [row] = await tx
    .insert(returnRequests)
    .values(request)
    .onConflictDoNothing({
      target: returnRequests.orderLineId,
      where: sql`${returnRequests.state} in (${sql.raw(OPEN_RETURN_STATES.map((state) => `'${state}'`).join(", "))})`,
    })
    .returning({ id: returnRequests.id });
  if (!row) return undefined;
  await tx
    .insert(returnEvents)
    .values({ returnRequestId: row.id, state: "requested", actor: null, createdAt: request.createdAt });
  if (photos.length > 0) await tx.insert(returnPhotos).values(photos.map((photo) => ({ ...photo, returnRequestId: row.id })));
  return row.id;
}
