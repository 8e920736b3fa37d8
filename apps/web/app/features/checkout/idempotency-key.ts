// Apart from the checkout's intent schemas so that the pages' browser code does not carry zod.

/**
 * A key for one checkout: random, so a second checkout of the same bag later is a new order.
 * From getRandomValues, not randomUUID: browsers give randomUUID only to HTTPS and localhost pages,
 * and a shop tried on a phone by its LAN address over http is neither.
 */
export function newIdempotencyKey(lineId?: string | null): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0"));
  // A BUY NOW key names its line: the same page ordering the whole bag is another order.
  return `checkout-${lineId ? `${lineId}-` : ""}${random.join("")}`;
}
