import { describe, expect, it } from "vitest";
import { shippingRows } from "./shipping-table.ts";

describe("shippingRows", () => {
  it("prices 1 to 10 kg at the per-kg charge", () => {
    const rows = shippingRows(950);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ kg: 1, amountInr: 950 });
    expect(rows[9]).toEqual({ kg: 10, amountInr: 9500 });
  });

  it("keeps whole paise and charges nothing at a zero rate", () => {
    expect(shippingRows(0.1)[2]?.amountInr).toBe(0.3);
    expect(shippingRows(0).every((row) => row.amountInr === 0)).toBe(true);
  });
});
