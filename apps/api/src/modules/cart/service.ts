// The server cart. Every call names a cart or a line; ownership is checked on that same id before it
// is written: another user's cart is 403, another user's line does not exist (404). Quantities stay
// within the stock of the chosen size.
import { CART_MESSAGES, type CartLine, MAX_CART_LINES, onlyLeftMessage } from "@chhaap/contract/cart";
import { isUuid } from "@chhaap/contract/ids";
import type { Database, Transaction } from "#src/db/client.ts";
import { loadVariants } from "#src/modules/catalog/load-variants.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { type BagTotalsInPaise, bagTotals } from "./pricing.ts";
import {
  clearCartCouponIf,
  countLines,
  countShownLines,
  deleteLinesOfCart,
  ensureCart,
  findCartCoupon,
  findCartOwner,
  findNextOrderNumber,
  findOwnLine,
  findVariantStock,
  insertLine,
  listLines,
  listPricedLines,
  lockCartOfUser,
  type PricedLineRow,
  reserveNextOrderNumber,
  setCartCoupon,
  setLineQuantity,
  takeNextOrderNumber,
  updateOwnLineQuantity,
} from "./queries.ts";

type Db = Database | Transaction;

/** `GET /api/cart/{userId}`: only the session's own user. */
export async function cartOfUser(db: Database, sessionUserId: string, requestedUserId: string): Promise<string> {
  if (requestedUserId.toLowerCase() !== sessionUserId) throw new ApiError(403, "cart.own_only", CART_MESSAGES.ownCartOnly);
  return ensureCart(db, sessionUserId);
}

/** The session user's own cart id (made if missing; registration makes it in the account's transaction). */
export function ownCartId(db: Database | Transaction, userId: string): Promise<string> {
  return ensureCart(db, userId);
}

/** Inside an order's transaction: the user's cart, locked until it ends (one checkout of a cart at a time). */
export function lockOwnCart(tx: Transaction, userId: string): Promise<string | undefined> {
  return lockCartOfUser(tx, userId);
}

/** Inside an order's transaction: the ordered lines leave the bag (all of it, or the one bought now). */
export function removeOrderedLines(tx: Transaction, cartId: string, lineIds: readonly string[]): Promise<void> {
  return deleteLinesOfCart(tx, cartId, lineIds);
}

/**
 * The coupon kept with the bag: applying a code keeps it, removing it or its ceasing to apply (judged
 * whenever the bag's summary is asked for) lets it go. A refusal only clears the code it refused.
 */
export function bagCoupon(db: Db, cartId: string): Promise<string | null> {
  return findCartCoupon(db, cartId);
}

export function keepBagCoupon(db: Db, cartId: string, code: string): Promise<void> {
  return setCartCoupon(db, cartId, code.toUpperCase());
}

export function removeBagCoupon(db: Db, cartId: string): Promise<void> {
  return setCartCoupon(db, cartId, null);
}

export function dropBagCouponIf(db: Db, cartId: string, code: string): Promise<void> {
  return clearCartCouponIf(db, cartId, code.toUpperCase());
}

/**
 * The number the bag's next order will carry, drawn once and kept until that order is placed, so
 * checkout can show it as the payment reference before the order exists.
 */
export function nextOrderNumber(db: Db, cartId: string, draw: () => string): Promise<string> {
  return reserveNextOrderNumber(db, cartId, draw());
}

/** The number drawn for the bag's next order (see nextOrderNumber), or null while none is. */
export function reservedOrderNumber(db: Db, cartId: string): Promise<string | null> {
  return findNextOrderNumber(db, cartId);
}

/** Inside the order's transaction: the reserved number, which the bag gives up to the order. */
export function claimNextOrderNumber(tx: Transaction, cartId: string): Promise<string | null> {
  return takeNextOrderNumber(tx, cartId);
}

/** The cart id, lower-cased, when it is the user's; 403 for anything else (unknown ids included). */
export async function requireOwnCart(db: Database, userId: string, cartId: string): Promise<string> {
  const id = cartId.toLowerCase();
  if (!isUuid(id) || (await findCartOwner(db, id)) !== userId)
    throw new ApiError(403, "cart.own_only", CART_MESSAGES.ownCartOnly);
  return id;
}

/** The stock of `size` of a variant, or the refusal a shopper reads (unknown product, size, none left). */
async function stockOf(db: Db, variantId: string, size: string): Promise<{ available: number }> {
  const variant = isUuid(variantId) ? await findVariantStock(db, variantId.toLowerCase()) : undefined;
  if (!variant) throw notFound("catalog.variant_not_found", CART_MESSAGES.variantNotFound);
  const available = variant.sizes.get(size);
  if (available === undefined)
    throw new ApiError(400, "cart.size_unknown", CART_MESSAGES.sizeUnknown, { errors: { size: CART_MESSAGES.sizeUnknown } });
  if (available <= 0) throw new ApiError(409, "cart.out_of_stock", CART_MESSAGES.outOfStock);
  return { available };
}

function refuseBeyondStock(quantity: number, available: number, size: string): void {
  if (quantity > available) {
    const message = onlyLeftMessage(available, size);
    throw new ApiError(409, "cart.only_left", message, { params: { count: available, size }, errors: { quantity: message } });
  }
}

export async function addLine(
  db: Database,
  userId: string,
  input: { cartId: string; variantId: string; size: string; quantity: number },
): Promise<string> {
  const cartId = await requireOwnCart(db, userId, input.cartId);
  const { available } = await stockOf(db, input.variantId, input.size);
  refuseBeyondStock(input.quantity, available, input.size);
  // Counting and adding under the cart's row lock: parallel adds queue, so the line limit holds.
  const lineId = await db.transaction(async (tx) => {
    await lockCartOfUser(tx, userId);
    if ((await countLines(tx, cartId)) >= MAX_CART_LINES) {
      throw new ApiError(400, "cart.line_limit", CART_MESSAGES.tooManyLines, { params: { limit: MAX_CART_LINES } });
    }
    return insertLine(tx, { cartId, variantId: input.variantId.toLowerCase(), size: input.size, quantity: input.quantity });
  });
  // A second add of the same variant and size is 409.
  if (!lineId) throw new ApiError(409, "cart.duplicate", CART_MESSAGES.duplicate);
  return lineId;
}

export async function changeQuantity(db: Database, userId: string, lineId: string, quantity: number): Promise<void> {
  const line = isUuid(lineId) ? await findOwnLine(db, userId, lineId.toLowerCase()) : undefined;
  if (!line) throw notFound("cart.line_not_found", CART_MESSAGES.lineNotFound);
  const { available } = await stockOf(db, line.variantId, line.size);
  refuseBeyondStock(quantity, available, line.size);
  if (!(await updateOwnLineQuantity(db, userId, line.id, quantity)))
    throw notFound("cart.line_not_found", CART_MESSAGES.lineNotFound);
}

/** With `product_variant_id` populated; lines of vanished variants are left out. */
export async function loadCartLines(db: Database, cartId: string): Promise<CartLine[]> {
  const lines = await listLines(db, cartId);
  const variants = new Map((await loadVariants(db, [...new Set(lines.map((l) => l.variantId))])).map((v) => [v._id, v]));
  return lines.flatMap((line) => {
    const v = variants.get(line.variantId);
    if (!v) return [];
    return [
      {
        _id: line.id,
        cartId,
        size: line.size,
        quantity: line.quantity,
        product_variant_id: {
          _id: v._id,
          product: { _id: v.product._id, name: v.product.name },
          price: v.price,
          salePrice: v.salePrice,
          discount: v.discount,
          images: v.images,
          item_code: v.item_code,
          stock: v.stock,
          size: v.size,
          attributes: v.attributes,
        },
      },
    ];
  });
}

/**
 * The lines with today's prices and their totals: what coupons and orders compute from. With `lineId`
 * (BUY NOW: one item) only that line of the bag counts; a line not in this cart is 404.
 */
export async function pricedCart(
  db: Db,
  cartId: string,
  lineId?: string,
): Promise<{ lines: PricedLineRow[]; totals: BagTotalsInPaise }> {
  const all = await listPricedLines(db, cartId);
  const lines = lineId === undefined ? all : all.filter((line) => line.id === lineId.toLowerCase());
  if (lineId !== undefined && lines.length === 0) throw notFound("cart.line_not_found", CART_MESSAGES.lineNotFound);
  return { lines, totals: bagTotals(lines) };
}

export interface GuestLine {
  product_variant_id: string;
  size: string;
  quantity: number;
}

/**
 * Ours: the guest cart of browser storage joins the server cart at login. A line
 * already in the bag keeps the larger quantity; every quantity is clamped to the stock of its size;
 * lines that cannot be kept are reported, not fatal. One transaction, with the cart row locked.
 */
export async function mergeGuestLines(
  db: Database,
  userId: string,
  guestLines: readonly GuestLine[],
): Promise<{ merged: number; skipped: { product_variant_id: string; size: string; reason: string }[]; count: number }> {
  await ensureCart(db, userId);
  return db.transaction(async (tx) => {
    const cartId = await lockCartOfUser(tx, userId);
    if (!cartId) throw new Error("cart vanished");
    const existing = new Map((await listLines(tx, cartId)).map((l) => [`${l.variantId}|${l.size}`, l]));
    const wanted = new Map<string, GuestLine>();
    for (const line of guestLines) {
      const key = `${line.product_variant_id.toLowerCase()}|${line.size}`;
      const before = wanted.get(key);
      if (!before || line.quantity > before.quantity) wanted.set(key, line);
    }
    let merged = 0;
    let lineCount = existing.size;
    const skipped: { product_variant_id: string; size: string; reason: string }[] = [];
    for (const [key, line] of wanted) {
      const skip = (reason: string) => skipped.push({ product_variant_id: line.product_variant_id, size: line.size, reason });
      let available: number;
      try {
        ({ available } = await stockOf(tx, line.product_variant_id, line.size));
      } catch (error) {
        if (error instanceof ApiError) {
          skip(error.message);
          continue;
        }
        throw error;
      }
      const current = existing.get(key);
      const quantity = Math.min(Math.max(line.quantity, current?.quantity ?? 0), available);
      if (current) {
        if (quantity !== current.quantity) {
          await setLineQuantity(tx, current.id, quantity);
          merged += 1;
        }
        continue;
      }
      if (lineCount >= MAX_CART_LINES) {
        skip(CART_MESSAGES.tooManyLines);
        continue;
      }
      await insertLine(tx, { cartId, variantId: line.product_variant_id.toLowerCase(), size: line.size, quantity });
      lineCount += 1;
      merged += 1;
    }
    return { merged, skipped, count: await countShownLines(tx, cartId) };
  });
}
