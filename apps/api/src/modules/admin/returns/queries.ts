import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { escapeLike } from "#src/db/like-pattern.ts";
import {
  orderLines,
  orders,
  type ReturnState,
  returnEvents,
  returnPhotos,
  returnRequests,
  users,
  variantImages,
} from "#src/db/schema.ts";
import type { ReturnStep } from "./rules.ts";

type Db = Database | Transaction;

/** A piece of a request's or an order's number; the state tabs count within it. */
function matching(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const like = `%${escapeLike(text)}%`;
  return or(ilike(returnRequests.number, like), ilike(orders.orderNumber, like));
}

export async function listReturnRequests(db: Db, filter: { state?: ReturnState; q?: string }, page: number, pageSize: number) {
  const search = matching(filter.q);
  const where = and(search, filter.state ? eq(returnRequests.state, filter.state) : undefined);
  const [rows, counts] = await Promise.all([
    db
      .select({
        number: returnRequests.number,
        createdAt: returnRequests.createdAt,
        orderNumber: orders.orderNumber,
        userName: users.name,
        userLastName: users.lastName,
        kind: returnRequests.kind,
        reason: returnRequests.reason,
        state: returnRequests.state,
        productName: orderLines.productName,
        size: orderLines.size,
        quantity: returnRequests.quantity,
        exchangeSize: returnRequests.exchangeSize,
        refundDueOn: returnRequests.refundDueOn,
      })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .innerJoin(orderLines, eq(orderLines.id, returnRequests.orderLineId))
      .innerJoin(users, eq(users.id, returnRequests.userId))
      .where(where)
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ state: returnRequests.state, n: count() })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .where(search)
      .groupBy(returnRequests.state),
  ]);
  const total = counts.reduce((sum, tab) => (filter.state && tab.state !== filter.state ? sum : sum + tab.n), 0);
  return { rows, counts, total };
}

/** A request with what the desk shows of its order, customer and line. */
export async function findReturnRequest(db: Db, number: string) {
  const [row] = await db
    .select({
      request: returnRequests,
      order: {
        id: orders.id,
        orderNumber: orders.orderNumber,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        totalPaise: orders.totalPaise,
        deliveredAt: orders.deliveredAt,
        phone: sql<string>`${orders.shippingAddress}->>'phone'`,
      },
      line: {
        variantId: orderLines.variantId,
        productName: orderLines.productName,
        itemCode: orderLines.itemCode,
        colour: orderLines.colour,
        size: orderLines.size,
        quantity: orderLines.quantity,
        unitSalePricePaise: orderLines.unitSalePricePaise,
      },
      userName: users.name,
      userLastName: users.lastName,
      userEmail: users.email,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(orderLines, eq(orderLines.id, returnRequests.orderLineId))
    .innerJoin(users, eq(users.id, returnRequests.userId))
    .where(eq(returnRequests.number, number))
    .limit(1);
  return row;
}
export type FoundReturnRequest = NonNullable<Awaited<ReturnType<typeof findReturnRequest>>>;

/** The request's history, its photos and its piece's first picture. */
export async function returnRequestParts(db: Db, requestId: string, variantId: string | null) {
  const [events, photos, images] = await Promise.all([
    db
      .select()
      .from(returnEvents)
      .where(eq(returnEvents.returnRequestId, requestId))
      .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
    db
      .select({ id: returnPhotos.id })
      .from(returnPhotos)
      .where(eq(returnPhotos.returnRequestId, requestId))
      .orderBy(asc(returnPhotos.createdAt), asc(returnPhotos.id)),
    variantId
      ? db
          .select({ url: variantImages.url })
          .from(variantImages)
          .where(eq(variantImages.variantId, variantId))
          .orderBy(asc(variantImages.position), asc(variantImages.id))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return { events, photos, image: images[0]?.url ?? null };
}

/** The stored file of one of a request's photos. */
export async function findReturnPhoto(db: Db, number: string, photoId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ storageKey: returnPhotos.storageKey })
    .from(returnPhotos)
    .innerJoin(returnRequests, eq(returnRequests.id, returnPhotos.returnRequestId))
    .where(and(eq(returnRequests.number, number), eq(returnPhotos.id, photoId)))
    .limit(1);
  return row?.storageKey;
}

/** What was refunded of an order's other requests, in paise. */
export async function refundedOfOrder(db: Db, orderId: string, exceptRequestId: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<number>`coalesce(sum(${returnRequests.refundPaise}), 0)`.mapWith(Number) })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.id, exceptRequestId)));
  return row?.paise ?? 0;
}

/**
 * Holds the order while one of its requests is refunded: two refunds of the same order at once are
 * judged one after the other against what the customer paid. Only locked, never written here; the
 * lock lets rows that refer to the order (a new request) be written meanwhile.
 */
export async function holdOrderForRefund(tx: Transaction, orderId: string) {
  const [row] = await tx
    .select({ paymentStatus: orders.paymentStatus, totalPaise: orders.totalPaise })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("no key update");
  return row;
}

/**
 * Takes a step only if the request is still in the state it was judged in (`seen`, one of those the
 * step starts from), in one conditional update: of two staff pressing at once, the second finds it
 * moved on and changes nothing. A request that moved to another state the step also starts from is
 * refused too, since what the step moves depends on where it was (a reject after an approval must
 * free the size the approval took).
 */
export async function takeReturnStep(
  tx: Transaction,
  requestId: string,
  seen: ReturnState,
  step: ReturnStep,
  change: Partial<
    Pick<
      typeof returnRequests.$inferInsert,
      | "rejectionReason"
      | "pickupCarrier"
      | "pickupAwb"
      | "receivedAt"
      | "receivedCondition"
      | "refundDueOn"
      | "refundPaise"
      | "refundMethod"
      | "refundReference"
      | "refundedOn"
      | "replacementCarrier"
      | "replacementAwb"
    >
  >,
  at: Date,
): Promise<boolean> {
  const [row] = await tx
    .update(returnRequests)
    .set({ ...change, state: step.to, updatedAt: at })
    .where(
      and(
        eq(returnRequests.id, requestId),
        eq(returnRequests.state, seen),
        inArray(returnRequests.state, [...step.from]),
        step.kind ? eq(returnRequests.kind, step.kind) : undefined,
      ),
    )
    .returning({ id: returnRequests.id });
  return row !== undefined;
}

export async function insertReturnEvent(tx: Transaction, event: typeof returnEvents.$inferInsert): Promise<void> {
  await tx.insert(returnEvents).values(event);
}
