import { and, asc, count, eq, inArray, isNull, or } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { cartLines, carts, products, variantSizes, variants } from "#src/db/schema.ts";

type Db = Database | Transaction;

async function findCartIdOfUser(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return row?.id;
}

/** The user's cart, made if missing (registration makes one; older accounts may lack it). */
export async function ensureCart(db: Db, userId: string): Promise<string> {
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const id = await findCartIdOfUser(db, userId);
  if (!id) throw new Error("cart was not stored");
  return id;
}

/** Locks the user's cart row until the transaction ends: one checkout or merge of a cart at a time. */
export async function lockCartOfUser(tx: Transaction, userId: string): Promise<string | undefined> {
  const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for("update");
  return row?.id;
}

export async function findCartOwner(db: Db, cartId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: carts.userId }).from(carts).where(eq(carts.id, cartId));
  return row?.userId;
}

/** A variant's name and the stock of each of its sizes; undefined when there is no such variant shoppers see. */
export async function findVariantStock(db: Db, variantId: string) {
  const rows = await db
    .select({ productName: products.name, sizeName: variantSizes.sizeName, quantity: variantSizes.quantity })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(variantSizes, eq(variantSizes.variantId, variants.id))
    .where(and(eq(variants.id, variantId), variants.listed));
  const first = rows[0];
  if (!first) return undefined;
  const sizes = new Map<string, number>();
  for (const row of rows) if (row.sizeName !== null) sizes.set(row.sizeName, row.quantity ?? 0);
  return { productName: first.productName, sizes };
}

export async function insertLine(
  db: Db,
  line: { cartId: string; variantId: string; size: string; quantity: number },
): Promise<string | undefined> {
  const [row] = await db
    .insert(cartLines)
    .values(line)
    .onConflictDoNothing({ target: [cartLines.cartId, cartLines.variantId, cartLines.size] })
    .returning({ id: cartLines.id });
  return row?.id;
}

/** Every line the bag stores, shown or not: what MAX_CART_LINES bounds. */
export async function countLines(db: Db, cartId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.cartId, cartId));
  return row?.n ?? 0;
}

/**
 * A line the bag shows: its colourway is listed. A piece whose product staff took off sale (draft or
 * archived) is kept, in case it comes back, but neither listed, priced nor counted.
 */
const shownVariant = and(eq(variants.id, cartLines.variantId), variants.listed);

/** The lines the bag shows (the badge's count). */
export async function countShownLines(db: Db, cartId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cartLines)
    .innerJoin(variants, shownVariant)
    .where(eq(cartLines.cartId, cartId));
  return row?.n ?? 0;
}

export function listLines(db: Db, cartId: string) {
  return db
    .select({ id: cartLines.id, variantId: cartLines.variantId, size: cartLines.size, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

/**
 * Each line with today's prices, weight and the stock of its size (null when the size is gone).
 * Lines of colourways shoppers no longer see (a draft or archived product) are left out, as the bag shows them.
 */
export function listPricedLines(db: Db, cartId: string) {
  return db
    .select({
      id: cartLines.id,
      variantId: cartLines.variantId,
      size: cartLines.size,
      quantity: cartLines.quantity,
      productName: products.name,
      itemCode: variants.itemCode,
      colour: variants.colour,
      pricePaise: variants.pricePaise,
      salePricePaise: variants.salePricePaise,
      weightKg: variants.weightKg,
      stock: variantSizes.quantity,
    })
    .from(cartLines)
    .innerJoin(variants, shownVariant)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(variantSizes, and(eq(variantSizes.variantId, cartLines.variantId), eq(variantSizes.sizeName, cartLines.size)))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}
export type PricedLineRow = Awaited<ReturnType<typeof listPricedLines>>[number];

/** A line of one of the user's carts: another customer's line is simply not found. */
export async function findOwnLine(db: Db, userId: string, lineId: string) {
  const [row] = await db
    .select({ id: cartLines.id, cartId: cartLines.cartId, variantId: cartLines.variantId, size: cartLines.size })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(and(eq(cartLines.id, lineId), eq(carts.userId, userId)));
  return row;
}

/** Ownership is part of the write: the line must still belong to a cart of this user. */
export async function updateOwnLineQuantity(db: Db, userId: string, lineId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.id, lineId), inArray(cartLines.cartId, ownCartIds(db, userId))))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

export async function deleteOwnLine(db: Db, userId: string, lineId: string): Promise<boolean> {
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), inArray(cartLines.cartId, ownCartIds(db, userId))))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

/** Deletes the user's lines among `ids`; an id naming the user's cart itself empties it. */
export async function deleteOwnLines(db: Db, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(cartLines)
    .where(and(inArray(cartLines.cartId, ownCartIds(db, userId)), or(inArray(cartLines.id, ids), inArray(cartLines.cartId, ids))))
    .returning({ id: cartLines.id });
  return rows.length;
}

export async function deleteLinesOfCart(db: Db, cartId: string, lineIds: readonly string[]): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.id, [...lineIds])));
}

export async function setLineQuantity(db: Db, lineId: string, quantity: number): Promise<void> {
  await db.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId));
}

function ownCartIds(db: Db, userId: string) {
  return db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
}

export async function findCartCoupon(db: Db, cartId: string): Promise<string | null> {
  const [row] = await db.select({ code: carts.couponCode }).from(carts).where(eq(carts.id, cartId));
  return row?.code ?? null;
}

export async function setCartCoupon(db: Db, cartId: string, code: string | null): Promise<void> {
  await db.update(carts).set({ couponCode: code }).where(eq(carts.id, cartId));
}

/** Clears the bag's coupon only while it is still `code` (a newer code applied meanwhile stays). */
export async function clearCartCouponIf(db: Db, cartId: string, code: string): Promise<void> {
  await db
    .update(carts)
    .set({ couponCode: null })
    .where(and(eq(carts.id, cartId), eq(carts.couponCode, code)));
}

/** The bag's next order number, or null while none is drawn. */
export async function findNextOrderNumber(db: Db, cartId: string): Promise<string | null> {
  const [row] = await db.select({ number: carts.nextOrderNumber }).from(carts).where(eq(carts.id, cartId));
  return row?.number ?? null;
}

/** Sets the bag's next order number unless it has one; answers the one it has either way. */
export async function reserveNextOrderNumber(db: Db, cartId: string, candidate: string): Promise<string> {
  await db
    .update(carts)
    .set({ nextOrderNumber: candidate })
    .where(and(eq(carts.id, cartId), isNull(carts.nextOrderNumber)));
  const [row] = await db.select({ number: carts.nextOrderNumber }).from(carts).where(eq(carts.id, cartId));
  if (!row?.number) throw new Error("order number was not reserved");
  return row.number;
}

/** Hands the bag's reserved order number to the order being placed; the next order gets a new one. */
export async function takeNextOrderNumber(tx: Transaction, cartId: string): Promise<string | null> {
  const [row] = await tx.select({ number: carts.nextOrderNumber }).from(carts).where(eq(carts.id, cartId));
  await tx.update(carts).set({ nextOrderNumber: null }).where(eq(carts.id, cartId));
  return row?.number ?? null;
}
