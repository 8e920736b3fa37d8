/** Paise in, rupees out: the one place amounts are converted and rounded (docs/api.md "Money"). */
export function rupees(paise: number): number {
  return paise / 100;
}

/** Discount percent = (price - salePrice) / price, rounded to a whole number; 0 for a free item. */
export function discountPercent(pricePaise: number, salePricePaise: number): number {
  if (pricePaise <= 0) return 0;
  return Math.round(((pricePaise - salePricePaise) / pricePaise) * 100);
}

/** The largest amount an integer paise column holds; filters beyond it mean "no bound". */
const MAX_PAISE = 2_147_483_647;

/** A rupee bound from a query string as paise, rounded towards the inside of the range it bounds. */
export function boundToPaise(rupeeAmount: number, side: "min" | "max"): number {
  // Round to a tenth of a paisa first so binary fractions (10.1 x 100 = 1010.0000000000001) do not move the bound.
  const exact = Math.round(rupeeAmount * 1000) / 10;
  const paise = side === "min" ? Math.ceil(exact) : Math.floor(exact);
  return Math.min(MAX_PAISE, Math.max(0, paise));
}
