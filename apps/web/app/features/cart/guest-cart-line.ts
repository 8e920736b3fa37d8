import type { Variant } from "@chhaap/contract/catalog";

/** The variant fields a bag line carries, so the bag renders without refetching. */
export interface GuestCartLine {
  product_variant_id: {
    _id: string;
    product: { name: string };
    price: number;
    salePrice: number;
    images: { url: string }[];
    attributes: { weight: number; color: string };
  };
  size: string;
  quantity: number;
}

/** Quantity starts at 1 and steps by 1; the product page caps it at 10 (one shopper, one order). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;

export function clampQuantity(quantity: number): number {
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(quantity) || QUANTITY_MIN));
}

export function buildCartLine(
  variant: Pick<Variant, "_id" | "product" | "price" | "salePrice" | "images" | "attributes">,
  size: string,
  quantity: number,
): GuestCartLine {
  return {
    product_variant_id: {
      _id: variant._id,
      product: { name: variant.product.name },
      price: variant.price,
      salePrice: variant.salePrice,
      images: variant.images.map(({ url }) => ({ url })),
      attributes: { weight: variant.attributes.weight, color: variant.attributes.color },
    },
    size,
    quantity: clampQuantity(quantity),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Stored lines come from an older page or another tab: read them defensively. */
function sameLine(stored: unknown, line: GuestCartLine): boolean {
  if (!isRecord(stored)) return false;
  const item = stored.product_variant_id;
  const id = isRecord(item) ? item._id : item;
  return id === line.product_variant_id._id && stored.size === line.size;
}

/**
 * Adds a line to the stored guest bag. The same variant in the same size is a duplicate
 * ('This item is already in your bag.'); unreadable storage starts a fresh bag.
 */
export function addGuestCartLine(stored: string | null, line: GuestCartLine): { added: true; stored: string } | { added: false } {
  let lines: unknown[] = [];
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    if (Array.isArray(parsed)) lines = parsed;
  } catch {
    lines = [];
  }
  if (lines.some((existing) => sameLine(existing, line))) return { added: false };
  return { added: true, stored: JSON.stringify([...lines, line]) };
}

/** The order summary passed to checkout in navigation state, for Buy Now with one line; shipping is added at checkout. */
export interface BuyNowState {
  items: GuestCartLine[];
  /** Kilograms, rounded to 2 decimals. */
  totalWeight: number;
  /** List price x quantity. */
  amount: number;
  /** Sale price x quantity (the Buy Now total before shipping). */
  totalAmount: number;
}

export function buyNowState(line: GuestCartLine): BuyNowState {
  const item = line.product_variant_id;
  return {
    items: [line],
    totalWeight: Math.round(item.attributes.weight * line.quantity * 100) / 100,
    amount: item.price * line.quantity,
    totalAmount: item.salePrice * line.quantity,
  };
}
