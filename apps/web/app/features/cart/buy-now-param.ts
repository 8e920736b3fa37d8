import { MAX_LINE_QUANTITY } from "@chhaap/contract/cart-limits";

/**
 * A guest's BUY NOW survives the trip through login in the URL (`/shopping-cart?buy=`): the product
 * variant, the size and the quantity, added to the bag once the shopper is logged in.
 */
export interface BuyNowItem {
  variantId: string;
  size: string;
  quantity: number;
}

const SEPARATOR = "~";

export function buyNowParam(item: BuyNowItem): string {
  return [item.variantId, item.size, item.quantity].join(SEPARATOR);
}

export function parseBuyNowParam(value: string | null): BuyNowItem | null {
  if (!value || value.length > 160) return null;
  const first = value.indexOf(SEPARATOR);
  const last = value.lastIndexOf(SEPARATOR);
  if (first <= 0 || last <= first + 1) return null;
  const quantity = Number(value.slice(last + 1));
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) return null;
  return { variantId: value.slice(0, first), size: value.slice(first + 1, last), quantity };
}
