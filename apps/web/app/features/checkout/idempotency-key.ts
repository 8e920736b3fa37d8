// Apart from the checkout's intent schemas so that the pages' browser code does not carry zod.

/** A key for one checkout: random, so a second checkout of the same bag later is a new order. */
export function newIdempotencyKey(lineId?: string | null): string {
  // A BUY NOW key names its line: the same page ordering the whole bag is another order.
  return `checkout-${lineId ? `${lineId}-` : ""}${crypto.randomUUID()}`;
}
