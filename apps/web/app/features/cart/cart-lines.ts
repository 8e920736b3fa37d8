import type { CartLine } from "@chhaap/contract/cart";

/**
 * One bag line as the cart page shows it, whether it lives on the server (logged in) or in the
 * `guest-cart` key of browser storage. Pure functions: unit-tested beside.
 */
export interface BagLine {
  /** The server line's `_id`, or `variantId|size` for a guest line. */
  key: string;
  /** Set for server lines only: what PUT and DELETE /api/cart-item/{id} name. */
  lineId: string | null;
  variantId: string;
  name: string;
  image: string | null;
  color: string;
  size: string;
  /** List and sale price of one piece, INR. */
  price: number;
  salePrice: number;
  /** kg of one packed piece. */
  weight: number;
  quantity: number;
  /**
   * Its size has no piece left (or is gone): it cannot be ordered. Known for server lines; a guest's
   * stored line is a copy from when it was added, and its bag is checked again when it logs in.
   */
  soldOut: boolean;
}

/** A server line whose size has no piece left, or no longer exists: ordering it would be refused. */
export function isSoldOut(line: CartLine): boolean {
  return !line.product_variant_id.size.some((size) => size.sizeName === line.size && size.inStock);
}

export function fromServerLine(line: CartLine): BagLine {
  const variant = line.product_variant_id;
  return {
    key: line._id,
    lineId: line._id,
    variantId: variant._id,
    name: variant.product.name,
    image: variant.images[0]?.url ?? null,
    color: variant.attributes.color,
    size: line.size,
    price: variant.price,
    salePrice: variant.salePrice,
    weight: variant.attributes.weight,
    quantity: line.quantity,
    soldOut: isSoldOut(line),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

function guestKey(variantId: string, size: string): string {
  return `${variantId}|${size}`;
}

/** The stored guest bag as a list, whatever older pages or other tabs wrote; unreadable storage is empty. */
function parseStored(stored: string | null): unknown[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function readGuestLine(entry: unknown): BagLine | null {
  if (!isRecord(entry) || typeof entry.size !== "string") return null;
  const variant = entry.product_variant_id;
  if (!isRecord(variant) || typeof variant._id !== "string") return null;
  const product = isRecord(variant.product) ? variant.product : {};
  const attributes = isRecord(variant.attributes) ? variant.attributes : {};
  const images = Array.isArray(variant.images) ? variant.images : [];
  const first: unknown = images[0];
  const price = numberOr(variant.price, 0);
  return {
    key: guestKey(variant._id, entry.size),
    lineId: null,
    variantId: variant._id,
    name: typeof product.name === "string" ? product.name : "",
    image: isRecord(first) && typeof first.url === "string" ? first.url : null,
    color: typeof attributes.color === "string" ? attributes.color : "",
    size: entry.size,
    price,
    salePrice: numberOr(variant.salePrice, price),
    weight: numberOr(attributes.weight, 0),
    // A guest line's quantity defaults to 1.
    quantity: Math.max(1, Math.trunc(numberOr(entry.quantity, 1))),
    soldOut: false,
  };
}

/** The guest bag's readable lines. */
export function readGuestLines(stored: string | null): BagLine[] {
  return parseStored(stored).flatMap((entry) => {
    const line = readGuestLine(entry);
    return line ? [line] : [];
  });
}

/** The stored guest bag with one line's quantity changed (guests only touch browser storage). */
export function setGuestQuantity(stored: string | null, key: string, quantity: number): string {
  const lines = parseStored(stored).map((entry) => {
    const line = readGuestLine(entry);
    return line && line.key === key && isRecord(entry) ? { ...entry, quantity: Math.max(1, Math.trunc(quantity)) } : entry;
  });
  return JSON.stringify(lines);
}

/** The stored guest bag without one line. */
export function removeGuestLine(stored: string | null, key: string): string {
  return JSON.stringify(parseStored(stored).filter((entry) => readGuestLine(entry)?.key !== key));
}

/** What `POST /api/cart/merge` takes: variant id, size and quantity of each guest line. */
export function guestMergeLines(stored: string | null): { product_variant_id: string; size: string; quantity: number }[] {
  return readGuestLines(stored).map((line) => ({ product_variant_id: line.variantId, size: line.size, quantity: line.quantity }));
}

/**
 * A guest bag's totals in rupees, as the page shows them; the API sums a bag in paise (its fields
 * end in `Paise`).
 */
export interface BagTotalsInRupees {
  items: number;
  /** List price x quantity, summed: the struck-through bag total. */
  listTotal: number;
  /** Sale price x quantity, summed. */
  subtotal: number;
  /** What the sale prices save against the list prices. */
  savings: number;
  /** kg, 2 decimals. */
  weight: number;
}

/** Display totals of the cart page; the server recomputes every amount it charges. */
export function bagTotalsInRupees(lines: readonly BagLine[]): BagTotalsInRupees {
  let items = 0;
  let listPaise = 0;
  let salePaise = 0;
  let grams = 0;
  for (const line of lines) {
    items += line.quantity;
    listPaise += Math.round(line.price * 100) * line.quantity;
    salePaise += Math.round(line.salePrice * 100) * line.quantity;
    grams += Math.round(line.weight * 1000) * line.quantity;
  }
  return {
    items,
    listTotal: listPaise / 100,
    subtotal: salePaise / 100,
    savings: Math.max(0, listPaise - salePaise) / 100,
    weight: Math.round(grams / 10) / 100,
  };
}
