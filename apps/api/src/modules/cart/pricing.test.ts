import { describe, expect, it } from "vitest";
import { bagTotals, formatRupees, orderTotalPaise, shippingPaise } from "./pricing.ts";

describe("bag money", () => {
  it("sums sale and list prices in paise and the weight in whole grams", () => {
    const totals = bagTotals([
      { pricePaise: 300_000, salePricePaise: 249_950, weightKg: 0.333, quantity: 3 },
      { pricePaise: 100_000, salePricePaise: 100_000, weightKg: 0.25, quantity: 1 },
    ]);
    expect(totals).toEqual({ items: 4, subtotalPaise: 849_850, listTotalPaise: 1_000_000, weightKg: 1.25 });
  });

  it("rounds the weight to 2 decimals without float drift", () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in grams it is exactly 300.
    expect(
      bagTotals([
        { pricePaise: 0, salePricePaise: 0, weightKg: 0.1, quantity: 1 },
        { pricePaise: 0, salePricePaise: 0, weightKg: 0.2, quantity: 1 },
      ]).weightKg,
    ).toBe(0.3);
    expect(bagTotals([{ pricePaise: 0, salePricePaise: 0, weightKg: 0.005, quantity: 1 }]).weightKg).toBe(0.01);
    expect(bagTotals([]).weightKg).toBe(0);
  });

  it("charges per kg of the rounded weight, and never totals below zero", () => {
    expect(shippingPaise(95_000, 1.25)).toBe(118_750);
    expect(shippingPaise(0, 12.5)).toBe(0);
    expect(shippingPaise(33_333, 0.01)).toBe(333);
    expect(orderTotalPaise(10_000, 500, 2_000)).toBe(8_500);
    expect(orderTotalPaise(1_000, 0, 5_000)).toBe(0);
  });

  it("formats rupees the Indian way", () => {
    expect(formatRupees(150_000)).toBe("₹1,500");
    expect(formatRupees(15_000_000)).toBe("₹1,50,000");
    expect(formatRupees(149_950)).toBe("₹1,499.50");
  });
});
