import { count, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { couponRedemptions, coupons } from "#src/db/schema.ts";

type Db = Database | Transaction;

const byCode = (code: string) => eq(sql`lower(${coupons.code})`, code.trim().toLowerCase());

export async function findCouponByCode(db: Db, code: string) {
  const [row] = await db.select().from(coupons).where(byCode(code));
  return row;
}

/** Locks the coupon until the transaction ends, so its limits are counted and redeemed one order at a time. */
export async function lockCouponByCode(tx: Transaction, code: string) {
  const [row] = await tx.select().from(coupons).where(byCode(code)).for("update");
  return row;
}

export async function countRedemptions(db: Db, couponId: string, userId: string): Promise<{ total: number; byCustomer: number }> {
  const [row] = await db
    .select({
      total: count(),
      byCustomer: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})`.mapWith(Number),
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return { total: row?.total ?? 0, byCustomer: row?.byCustomer ?? 0 };
}

export async function insertRedemption(
  tx: Transaction,
  redemption: { couponId: string; userId: string; orderId: string; discountPaise: number; createdAt: Date },
): Promise<void> {
  await tx.insert(couponRedemptions).values(redemption);
}

export async function deleteRedemptionsOfOrder(tx: Transaction, orderId: string): Promise<void> {
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
}
