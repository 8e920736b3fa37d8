import { and, asc, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { gatewayEvents, onlinePayments, paymentFlags } from "#src/db/schema/payments.ts";
import { orders, users } from "#src/db/schema.ts";

type Db = Database | Transaction;

/** The order and its customer, as a payment link and the mails about it need them. */
export async function findPayableOrder(db: Db, where: { id: string } | { number: string }) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalPaise: orders.totalPaise,
      createdAt: orders.createdAt,
      shippingAddress: orders.shippingAddress,
      userName: users.name,
      userLastName: users.lastName,
      userEmail: users.email,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where("id" in where ? eq(orders.id, where.id) : eq(orders.orderNumber, where.number))
    .limit(1);
  return row;
}
export type PayableOrder = NonNullable<Awaited<ReturnType<typeof findPayableOrder>>>;

/** Holds the order's row until the transaction ends: one step at a time reads and makes its payment link. */
export async function lockOrder(tx: Transaction, orderId: string): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
}

/** The order's newest link the shopper can still pay on. */
export async function findLiveLink(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.state, "created")))
    .orderBy(desc(onlinePayments.createdAt))
    .limit(1);
  return row;
}

export async function findLink(db: Db, linkId: string) {
  const [row] = await db.select().from(onlinePayments).where(eq(onlinePayments.linkId, linkId)).limit(1);
  return row;
}
export type OnlinePaymentRow = NonNullable<Awaited<ReturnType<typeof findLink>>>;

/** The newest link made for an order, by its number (a `payment.captured` webhook names the order). */
export async function findNewestLinkOfOrder(db: Db, orderNumber: string) {
  const [row] = await db
    .select({ linkId: onlinePayments.linkId })
    .from(onlinePayments)
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .where(eq(orders.orderNumber, orderNumber))
    .orderBy(desc(onlinePayments.createdAt))
    .limit(1);
  return row?.linkId;
}

/** The order's link that was paid (the one a refund goes back through). */
export async function findPaidLink(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.state, "paid")))
    .orderBy(desc(onlinePayments.paidAt))
    .limit(1);
  return row;
}

export async function insertLink(db: Db, link: typeof onlinePayments.$inferInsert): Promise<void> {
  await db.insert(onlinePayments).values(link).onConflictDoNothing({ target: onlinePayments.linkId });
}

/** Marks the link paid by this payment, only if no payment paid it yet: one payment pays one link once. */
export async function markLinkPaid(
  tx: Transaction,
  linkId: string,
  payment: { paymentId: string; paidPaise: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(onlinePayments)
    .set({ state: "paid", paymentId: payment.paymentId, paidPaise: payment.paidPaise, paidAt: payment.at, updatedAt: payment.at })
    .where(and(eq(onlinePayments.linkId, linkId), isNull(onlinePayments.paymentId)))
    .returning({ id: onlinePayments.id });
  return rows.length > 0;
}

/** Links of an order no longer payable (expired or cancelled order) stop being offered. */
export async function closeLiveLinks(tx: Transaction, orderId: string, state: "expired" | "cancelled", at: Date) {
  return tx
    .update(onlinePayments)
    .set({ state, updatedAt: at })
    .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.state, "created")))
    .returning({ linkId: onlinePayments.linkId });
}

/**
 * A paid link's refund, in `refund_id`: null until one is asked; REFUND_REQUESTED while the gateway is
 * asked; REFUND_UNKNOWN when it gave no answer the shop can trust (it may have refunded); else the
 * gateway's refund id (`rfnd_…`), written as soon as it answers.
 */
export const REFUND_REQUESTED = "requested";
export const REFUND_UNKNOWN = "unknown: check Razorpay";
/** A request still marked after this long lost its answer (the gateway gives up after 10 seconds): it is unknown. */
const REQUEST_LOST_AFTER_MS = 2 * 60_000;

/**
 * Marks a paid link's refund as asked of the gateway, only if none was asked, or the last ask's answer
 * is unknown (or was lost): of two staff refunding at once, one asks the gateway.
 */
export async function claimRefund(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(onlinePayments)
    .set({ refundId: REFUND_REQUESTED, updatedAt: at })
    .where(
      and(
        eq(onlinePayments.id, id),
        or(
          isNull(onlinePayments.refundId),
          eq(onlinePayments.refundId, REFUND_UNKNOWN),
          and(
            eq(onlinePayments.refundId, REFUND_REQUESTED),
            lt(onlinePayments.updatedAt, new Date(at.getTime() - REQUEST_LOST_AFTER_MS)),
          ),
        ),
      ),
    )
    .returning({ id: onlinePayments.id });
  return rows.length > 0;
}

/** Settles the refund this process asked for: null (surely not made), REFUND_UNKNOWN, or the refund's id. */
export async function settleRefund(db: Db, id: string, refundId: string | null, at: Date): Promise<void> {
  await db
    .update(onlinePayments)
    .set({ refundId, updatedAt: at })
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.refundId, REFUND_REQUESTED)));
}

/** Records a webhook event once; false when it was recorded before (a replay, or the gateway's retry). */
export async function recordGatewayEvent(tx: Transaction, event: typeof gatewayEvents.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(gatewayEvents).values(event).onConflictDoNothing().returning({ id: gatewayEvents.eventId });
  return rows.length > 0;
}

/** One flag per payment: a replayed payment finds its flag and adds none. */
export async function insertFlag(tx: Transaction, flag: typeof paymentFlags.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(paymentFlags)
    .values(flag)
    .onConflictDoNothing({ target: paymentFlags.paymentId })
    .returning({ id: paymentFlags.id });
  return rows.length > 0;
}

/** Whether the shop already applied or flagged this payment. */
export async function paymentKnown(db: Db, paymentId: string): Promise<boolean> {
  const [link] = await db
    .select({ id: onlinePayments.id })
    .from(onlinePayments)
    .where(eq(onlinePayments.paymentId, paymentId))
    .limit(1);
  if (link) return true;
  const [flag] = await db
    .select({ id: paymentFlags.id })
    .from(paymentFlags)
    .where(eq(paymentFlags.paymentId, paymentId))
    .limit(1);
  return flag !== undefined;
}

/**
 * Orders paid online still unpaid when their time ran out, oldest first (partial index
 * orders_awaiting_online_idx). Locked and skipped when another process holds them: each is cancelled
 * by one sweep.
 */
export function lockOverdueOrders(tx: Transaction, placedBefore: Date, limit: number) {
  return tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, "credit_card"),
        eq(orders.status, "payment_pending"),
        eq(orders.paymentStatus, "pending"),
        lt(orders.createdAt, placedBefore),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function findFlag(db: Db, orderNumber: string, flagId: string) {
  const [row] = await db
    .select({ flag: paymentFlags, orderNumber: orders.orderNumber })
    .from(paymentFlags)
    .innerJoin(orders, eq(orders.id, paymentFlags.orderId))
    .where(and(eq(paymentFlags.id, flagId), eq(orders.orderNumber, orderNumber)))
    .limit(1);
  return row;
}

/**
 * Settles a flag once: of two staff settling it at once, one does. A flag claimed for a refund
 * (claimFlag) is settled by the one who claimed it.
 */
export async function resolveFlag(
  tx: Transaction,
  flagId: string,
  resolution: { by: string; text: string; at: Date },
  claimed: boolean,
): Promise<boolean> {
  const rows = await tx
    .update(paymentFlags)
    .set({ resolvedAt: resolution.at, resolvedBy: resolution.by, resolution: resolution.text })
    .where(
      and(eq(paymentFlags.id, flagId), claimed ? eq(paymentFlags.resolution, REFUND_UNDER_WAY) : isNull(paymentFlags.resolvedAt)),
    )
    .returning({ id: paymentFlags.id });
  return rows.length > 0;
}

const REFUND_UNDER_WAY = "Refund under way";
/** The gateway gave no answer the shop can trust to a flag's refund: the flag stays open, and asking again looks first. */
const FLAG_REFUND_UNKNOWN = "Refund unknown: check Razorpay";

/** Claims a flag for a refund under way, so a second member of staff cannot refund it too. */
export async function claimFlag(db: Db, flagId: string, by: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(paymentFlags)
    .set({ resolvedAt: at, resolvedBy: by, resolution: REFUND_UNDER_WAY })
    .where(and(eq(paymentFlags.id, flagId), isNull(paymentFlags.resolvedAt)))
    .returning({ id: paymentFlags.id });
  return rows.length > 0;
}

/**
 * Gives a claim up again: after a refusal (nothing was refunded) the flag is as before; after no
 * answer it is open with FLAG_REFUND_UNKNOWN, so staff see it and a second refund looks first.
 */
export async function releaseFlag(db: Db, flagId: string, unknown = false): Promise<void> {
  await db
    .update(paymentFlags)
    .set({ resolvedAt: null, resolvedBy: null, resolution: unknown ? FLAG_REFUND_UNKNOWN : null })
    .where(and(eq(paymentFlags.id, flagId), eq(paymentFlags.resolution, REFUND_UNDER_WAY)));
}
