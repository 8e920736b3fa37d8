/**
 * A guest's BUY NOW survives the trip through login in the URL (`/shopping-cart?buy=`): the product
 * variant and size, which name one line of the bag once the guest bag has joined the server bag.
 */
const SEPARATOR = "~";

export function buyNowParam(variantId: string, size: string): string {
  return `${variantId}${SEPARATOR}${size}`;
}

export function parseBuyNowParam(value: string | null): { variantId: string; size: string } | null {
  if (!value || value.length > 120) return null;
  const at = value.indexOf(SEPARATOR);
  if (at <= 0 || at === value.length - 1) return null;
  return { variantId: value.slice(0, at), size: value.slice(at + 1) };
}
