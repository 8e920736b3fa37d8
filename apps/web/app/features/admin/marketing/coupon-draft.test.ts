import { describe, expect, it } from "vitest";
import { editableCouponOf, emptyCouponDraft, indianTimeOf, instantOf } from "./coupon-draft.ts";

describe("the coupon editor's dates, typed in Indian time", () => {
  it("become instants at +05:30 and read back the same", () => {
    expect(instantOf("2026-06-01T09:30")).toBe("2026-06-01T09:30:00+05:30");
    expect(instantOf("  ")).toBeNull();
    expect(indianTimeOf("2026-06-01T04:00:00.000Z")).toBe("2026-06-01T09:30");
    // Past midnight in India is the next day.
    expect(indianTimeOf("2026-06-01T20:00:00.000Z")).toBe("2026-06-02T01:30");
    expect(indianTimeOf(null)).toBe("");
  });

  it("pass anything else on as typed, for the contract to refuse", () => {
    expect(instantOf("next week")).toBe("next week");
  });
});

describe("a typed coupon", () => {
  it("becomes the API's body: blanks are no limit or no cap, rupee signs and commas are ignored", () => {
    const body = editableCouponOf({ ...emptyCouponDraft(), code: "diwali", kind: "flat", value: "₹1,500", perCustomerLimit: "" });
    expect(body).toEqual({
      code: "diwali",
      kind: "flat",
      value: 1500,
      maxDiscount: null,
      minOrder: 0,
      startsAt: null,
      endsAt: null,
      totalLimit: null,
      perCustomerLimit: null,
    });
    expect(editableCouponOf({ ...emptyCouponDraft(), value: "ten" }).value).toBeNaN();
  });
});
