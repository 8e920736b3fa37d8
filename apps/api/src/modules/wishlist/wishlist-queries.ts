import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { users, variants, wishlistItems } from "#src/db/schema.ts";

type Db = Database | Transaction;

/** The customer's saved pieces, newest first. */
export function listWishlistRows(db: Db, userId: string) {
  return db
    .select({ variantId: wishlistItems.variantId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), wishlistItems.variantId);
}

export async function countWishlist(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return row?.n ?? 0;
}

/**
 * Holds the customer's row until the transaction ends: one change of their list at a time, so two
 * saves at 199 pieces cannot both pass the limit.
 */
export async function lockUser(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** Which of `ids` (lower-case uuids) are colourways shoppers see. */
export async function findListedVariantIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .where(and(inArray(variants.id, [...ids]), eq(variants.listed, true)));
  return new Set(rows.map((row) => row.id));
}

/** The saved dates of those of `ids` already in the customer's list. */
export async function findSavedDates(db: Db, userId: string, ids: readonly string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ variantId: wishlistItems.variantId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.variantId, [...ids])));
  return new Map(rows.map((row) => [row.variantId, row.addedAt]));
}

export async function insertWishlistItems(db: Db, userId: string, items: { variantId: string; addedAt: Date }[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(wishlistItems)
    .values(items.map((item) => ({ userId, variantId: item.variantId, createdAt: item.addedAt })))
    .onConflictDoNothing();
}

/**
 * Pieces saved in the browser before they were saved here keep the browser's (older) dates: one
 * statement for the whole list (up to 200), as arrays (the ids are checked uuids).
 */
export async function keepOlderDates(db: Db, userId: string, items: { variantId: string; addedAt: Date }[]): Promise<void> {
  if (items.length === 0) return;
  const ids = `{${items.map((item) => item.variantId).join(",")}}`;
  const dates = `{${items.map((item) => item.addedAt.toISOString()).join(",")}}`;
  await db.execute(sql`
    update ${wishlistItems} set created_at = least(${wishlistItems.createdAt}, given.added_at)
    from unnest(${ids}::uuid[], ${dates}::timestamptz[]) as given(variant_id, added_at)
    where ${wishlistItems.userId} = ${userId} and ${wishlistItems.variantId} = given.variant_id`);
}

export async function deleteWishlistItem(db: Db, userId: string, variantId: string): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.variantId, variantId)));
}
