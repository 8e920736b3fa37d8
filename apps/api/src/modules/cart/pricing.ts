import { rupees } from "#src/money.ts";

/**
 * The money of a bag, in integer paise and grams so no float ever rounds a rupee:
 * subtotal = sum of sale price x quantity; total weight = sum of weight x quantity, rounded to 2 decimals
 * of a kg; shipping = per-kg charge x that weight. Prices always come from the database at call time.
 */
export interface PricedQuantity {
  pricePaise: number;
  salePricePaise: number;
  /** kg per piece, 3 decimals as stored. */
  weightKg: number;
  quantity: number;
}

export interface BagTotalsInPaise {
  items: number;
  subtotalPaise: number;
  listTotalPaise: number;
  /** kg, 2 decimals. */
  weightKg: number;
}

export function bagTotals(lines: readonly PricedQuantity[]): BagTotalsInPaise {
  let items = 0;
  let subtotalPaise = 0;
  let listTotalPaise = 0;
  let grams = 0;
  for (const line of lines) {
    items += line.quantity;
    subtotalPaise += line.salePricePaise * line.quantity;
    listTotalPaise += line.pricePaise * line.quantity;
    grams += Math.round(line.weightKg * 1000) * line.quantity;
  }
  // Half-up to hundredths of a kg, from whole grams.
  return { items, subtotalPaise, listTotalPaise, weightKg: Math.round(grams / 10) / 100 };
}

/** Shipping cost = per-kg charge x weight (2-decimal kg), rounded to the paisa. */
export function shippingPaise(perKgPaise: number, weightKg: number): number {
  return Math.round((perKgPaise * Math.round(weightKg * 100)) / 100);
}

/** Subtotal + shipping - discount, never below zero. */
export function orderTotalPaise(subtotalPaise: number, shipping: number, discountPaise: number): number {
  return Math.max(0, subtotalPaise + shipping - discountPaise);
}

const WHOLE_RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const WITH_PAISE = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });

/** For messages and mail: ₹1,500 or ₹1,499.50. */
export function formatRupees(paise: number): string {
  return paise % 100 === 0 ? WHOLE_RUPEES.format(rupees(paise)) : WITH_PAISE.format(rupees(paise));
}
