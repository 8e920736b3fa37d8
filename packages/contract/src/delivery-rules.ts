// Plain values, without zod, so that the product page's delivery check can use them in the browser
// without carrying the schemas of delivery.ts.

/** A PIN code is six digits, the first not 0 (India Post's regions are 1 to 9). */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

/** Pieces one check may name: the slowest of them to get ready counts. */
export const DELIVERY_VARIANTS_MAX = 50;

/** Where a parcel goes, as the courier's days are kept (shop settings, per zone). */
export const DELIVERY_ZONES = ["same_city", "same_state", "metro", "rest_of_india", "remote"] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** Whether an address's country is India, as the shop names it or by its ISO code. */
export function isIndia(country: string): boolean {
  return ["india", "in"].includes(country.trim().toLowerCase());
}
