import type { CouponState } from "@chhaap/contract/admin/coupons";
import { and, count, desc, eq, gt, ilike, isNull, lte, ne, not, or, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { escapeLike } from "#src/db/like-pattern.ts";
import { coupons } from "#src/db/schema.ts";

type Db = Database | Transaction;

export interface CouponFilter {
  search?: string;
  state?: CouponState;
}

/** The same four states as the coupon rules judge them: a start in the future has not started, an end at or before now is over. */
function stateIs(state: CouponState, now: Date): SQL | undefined {
  const started = or(isNull(coupons.startsAt), lte(coupons.startsAt, now));
  const notEnded = or(isNull(coupons.endsAt), gt(coupons.endsAt, now));
  switch (state) {
    case "disabled":
      return not(coupons.active);
    case "expired":
      return and(eq(coupons.active, true), lte(coupons.endsAt, now));
    case "scheduled":
      return and(eq(coupons.active, true), notEnded, gt(coupons.startsAt, now));
    case "active":
      return and(eq(coupons.active, true), started, notEnded);
  }
}

/** Every column, with how often it was redeemed and whether any order (cancelled ones too) names it. */
const withUse = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  value: coupons.value,
  maxDiscountPaise: coupons.maxDiscountPaise,
  minOrderPaise: coupons.minOrderPaise,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  totalLimit: coupons.totalLimit,
  perCustomerLimit: coupons.perCustomerLimit,
  active: coupons.active,
  createdAt: coupons.createdAt,
  // Spelled out with aliases: in a query on one table Drizzle leaves column names unqualified, and an
  // unqualified "id" inside the subquery would be the subquery's own table's.
  timesUsed: sql<number>`(select count(*) from coupon_redemptions r where r.coupon_id = coupons.id)`.mapWith(Number),
  onOrders: sql<boolean>`exists (select 1 from orders o where o.coupon_id = coupons.id)`.mapWith(Boolean),
};

/** One page of coupons, newest first. */
export async function listCoupons(db: Db, filter: CouponFilter, page: number, pageSize: number, now: Date) {
  const where = and(
    filter.search ? ilike(coupons.code, `%${escapeLike(filter.search)}%`) : undefined,
    filter.state ? stateIs(filter.state, now) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(withUse)
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCoupon(db: Db, id: string) {
  const [row] = await db.select(withUse).from(coupons).where(eq(coupons.id, id));
  return row;
}
export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCoupon>>>;

/** The coupon locked until the transaction ends: two edits of one coupon take turns, and an order redeeming it waits. */
export async function lockCoupon(tx: Transaction, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for("update");
  return row !== undefined;
}

/** Whether another coupon has this code, whatever its capitals. */
export async function couponCodeTaken(db: Db, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(sql`lower(${coupons.code})`, code.toLowerCase()), exceptId ? ne(coupons.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

type CouponColumns = Omit<typeof coupons.$inferInsert, "id" | "active" | "createdAt">;

/** A new, enabled coupon; undefined when its code was taken meanwhile (the unique index on the code decides). */
export async function insertCoupon(tx: Transaction, columns: CouponColumns, at: Date): Promise<string | undefined> {
  const [row] = await tx
    .insert(coupons)
    .values({ ...columns, active: true, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: coupons.id });
  return row?.id;
}

export async function updateCoupon(tx: Transaction, id: string, columns: Partial<CouponColumns> & { active?: boolean }) {
  await tx.update(coupons).set(columns).where(eq(coupons.id, id));
}
