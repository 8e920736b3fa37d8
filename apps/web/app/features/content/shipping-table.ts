/** The calculator shows 1 to 10 kg, each priced at weight x the per-kg charge, in INR. */
const SHIPPING_TABLE_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export function shippingRows(perKgInr: number): { kg: number; amountInr: number }[] {
  // Whole paise, rounded once, as the API's money helper does.
  return SHIPPING_TABLE_WEIGHTS.map((kg) => ({ kg, amountInr: Math.round(kg * perKgInr * 100) / 100 }));
}
