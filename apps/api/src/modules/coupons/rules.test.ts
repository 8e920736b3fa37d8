import { describe, expect, it } from "vitest";
import { type CouponTerms, judgeCoupon } from "./rules.ts";

const NOW = new Date("2026-03-01T10:00:00Z");
const percent: CouponTerms = {
  kind: "percent",
  value: 10,
  maxDiscountPaise: 50_000,
  minOrderPaise: 0,
  startsAt: null,
  endsAt: null,
  totalLimit: null,
  perCustomerLimit: null,
  active: true,
};
const situation = { subtotalPaise: 200_000, now: NOW, usedTotal: 0, usedByCustomer: 0 };

describe("judgeCoupon", () => {
  it("takes a floored percent, capped", () => {
    expect(judgeCoupon(percent, { ...situation, subtotalPaise: 123_457 })).toEqual({ ok: true, discountPaise: 12_345 });
    expect(judgeCoupon(percent, { ...situation, subtotalPaise: 900_000 })).toEqual({ ok: true, discountPaise: 50_000 });
  });

  it("takes a flat amount, never more than the subtotal", () => {
    const flat: CouponTerms = { ...percent, kind: "flat", value: 20_000, maxDiscountPaise: null };
    expect(judgeCoupon(flat, situation)).toEqual({ ok: true, discountPaise: 20_000 });
    expect(judgeCoupon(flat, { ...situation, subtotalPaise: 15_000 })).toEqual({ ok: true, discountPaise: 15_000 });
  });

  it("refuses with the reason a shopper can act on", () => {
    const refuse = (terms: Partial<CouponTerms>, change: Partial<typeof situation> = {}) => {
      const verdict = judgeCoupon({ ...percent, ...terms }, { ...situation, ...change });
      return verdict.ok ? "ok" : verdict.message;
    };
    expect(refuse({ active: false })).toBe("Invalid Coupon Code");
    expect(refuse({ startsAt: new Date(NOW.getTime() + 1) })).toBe("This coupon is not active yet.");
    expect(refuse({ endsAt: NOW })).toBe("This coupon has expired.");
    expect(refuse({ endsAt: new Date(NOW.getTime() + 1) })).toBe("ok");
    expect(refuse({ minOrderPaise: 150_000 }, { subtotalPaise: 149_999 })).toBe(
      "Add items worth ₹1,500 or more to use this coupon.",
    );
    expect(refuse({ minOrderPaise: 150_000 }, { subtotalPaise: 150_000 })).toBe("ok");
    expect(refuse({ totalLimit: 5 }, { usedTotal: 5 })).toBe("This coupon has reached its usage limit.");
    expect(refuse({ perCustomerLimit: 1 }, { usedByCustomer: 1 })).toBe("You have already used this coupon.");
    expect(refuse({}, { subtotalPaise: 0 })).toBe("Add items to your bag before applying a coupon.");
  });
});
