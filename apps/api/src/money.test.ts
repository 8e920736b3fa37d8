import { describe, expect, it } from "vitest";
import { boundToPaise, discountPercent, rupees } from "./money.ts";

describe("money", () => {
  it("sends paise as rupees", () => {
    expect(rupees(578_000)).toBe(5780);
    expect(rupees(12_345)).toBe(123.45);
  });

  it("rounds the discount to a whole percent", () => {
    expect(discountPercent(680_000, 578_000)).toBe(15);
    expect(discountPercent(300_000, 200_000)).toBe(33);
    expect(discountPercent(300_000, 100_000)).toBe(67);
    expect(discountPercent(100_000, 100_000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });

  it("turns rupee bounds into paise without binary-fraction drift", () => {
    expect(boundToPaise(10.1, "min")).toBe(1010);
    expect(boundToPaise(10.1, "max")).toBe(1010);
    expect(boundToPaise(999.999, "min")).toBe(100_000);
    expect(boundToPaise(999.999, "max")).toBe(99_999);
    expect(boundToPaise(1e30, "min")).toBe(2_147_483_647);
    expect(boundToPaise(0, "max")).toBe(0);
  });
});
