import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons } from "#src/db/schema.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { addToCart, createVariant } from "#src/modules/cart/test-support.ts";
import { createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";

const HOUR_MS = 3_600_000;
let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t?.close());

function apply(customer: TestCustomer, payload: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/couponcode/applyCoupon",
    headers: customer.browser,
    payload: { userId: customer.userId, ...payload },
    // Each call from its own client address: the per-address limit is not what these tests are about.
    remoteAddress: clientAddress(),
  });
}

/** A customer whose server bag holds `quantity` pieces at `salePricePaise` each. */
async function customerWithBag(salePricePaise: number, quantity = 1): Promise<TestCustomer> {
  const customer = await registerCustomer(t.app);
  const { variantId } = await createVariant(t.database.db, { sizes: { M: 50 }, pricePaise: salePricePaise, salePricePaise });
  const res = await addToCart(t.app, customer, { variantId, size: "M", quantity });
  if (res.statusCode !== 201) throw new Error(res.body);
  return customer;
}

describe("POST /api/couponcode/applyCoupon", () => {
  it("needs a session and the caller's own userId", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/couponcode/applyCoupon", payload: { code: "WELCOME10" } });
    expect(anonymous.statusCode).toBe(401);
    const customer = await customerWithBag(100_000);
    const other = await registerCustomer(t.app);
    const res = await apply(customer, { code: "WELCOME10", userId: other.userId });
    expect(res.statusCode).toBe(403);
  });

  it("computes the discount from the server cart, whatever salePrice claims", async () => {
    const customer = await customerWithBag(123_400, 2);
    const res = await apply(customer, { code: "welcome10", salePrice: 999_999 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: "Coupon code applied successfully.",
      discount: 246.8,
      data: { code: "WELCOME10", discount: 246.8, subtotal: 2468, total_after_discount: 2221.2 },
    });
    // The percent is capped at ₹500.
    const big = await customerWithBag(1_000_000);
    expect((await apply(big, { code: "WELCOME10", salePrice: 1 })).json().discount).toBe(500);
  });

  it("applies the demo coupons' rules with their messages", async () => {
    const small = await customerWithBag(100_000);
    const refused = async (code: string) => {
      const res = await apply(small, { code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().status).toBe(false);
      expect(res.json().discount).toBe(0);
      return res.json().message;
    };
    expect(await refused("NOSUCHCODE")).toBe("Invalid Coupon Code");
    expect(await refused("OLDMONSOON")).toBe("This coupon has expired.");
    expect(await refused("FLAT200")).toBe("Add items worth ₹1,500 or more to use this coupon.");
    expect((await apply(small, { code: "FLAT200" })).json()).toMatchObject({
      code: "coupon.minimum_order",
      params: { amount: "₹1,500" },
    });
    expect((await apply(small, { code: "OLDMONSOON" })).json()).toMatchObject({ code: "coupon.expired" });
    expect((await apply(small, { code: "OLDMONSOON" })).json().params).toBeUndefined();
    expect(await refused("BIG15")).toBe("Add items worth ₹5,000 or more to use this coupon.");
    const blank = await apply(small, { code: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Invalid Coupon Code");

    const large = await customerWithBag(600_000);
    expect((await apply(large, { code: "FLAT200" })).json().discount).toBe(200);
    expect((await apply(large, { code: "BIG15" })).json().discount).toBe(900);

    const emptyBag = await registerCustomer(t.app);
    expect((await apply(emptyBag, { code: "WELCOME10" })).json().message).toBe("Add items to your bag before applying a coupon.");
  });

  it("follows the validity window on the app's clock", async () => {
    await t.database.db.insert(coupons).values([
      { code: "MIDNIGHT", kind: "flat", value: 10_000, endsAt: new Date(clock.getTime() + HOUR_MS) },
      { code: "TOMORROW", kind: "flat", value: 10_000, startsAt: new Date(clock.getTime() + 2 * HOUR_MS) },
      { code: "RETIRED", kind: "flat", value: 10_000, active: false },
    ]);
    const customer = await customerWithBag(100_000);
    expect((await apply(customer, { code: "MIDNIGHT" })).json().discount).toBe(100);
    expect((await apply(customer, { code: "TOMORROW" })).json().message).toBe("This coupon is not active yet.");
    expect((await apply(customer, { code: "RETIRED" })).json().message).toBe("Invalid Coupon Code");
    clock = new Date(clock.getTime() + 3 * HOUR_MS);
    expect((await apply(customer, { code: "MIDNIGHT" })).json().message).toBe("This coupon has expired.");
    expect((await apply(customer, { code: "TOMORROW" })).json().discount).toBe(100);
  });

  it("limits guessing per account", async () => {
    const customer = await customerWithBag(100_000);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await apply(customer, { code: `GUESS${i}` })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("the coupon kept with the bag", () => {
  function summary(customer: TestCustomer, query = "") {
    return t.app.inject({ url: `/api/cart/summary${query}`, headers: customer.browser });
  }

  it("survives a reload until it is removed", async () => {
    const customer = await customerWithBag(100_000, 2);
    expect((await summary(customer)).json().data.coupon).toBeNull();
    expect((await apply(customer, { code: "welcome10" })).statusCode).toBe(200);
    // A new page load (no code in the request) still has it.
    expect((await summary(customer)).json().data).toMatchObject({
      coupon: { code: "WELCOME10", applied: true, dropped: false },
      discount: 200,
      total: 1800,
    });
    // A refused code leaves the kept one alone.
    expect((await apply(customer, { code: "NOSUCHCODE" })).statusCode).toBe(400);
    expect((await summary(customer)).json().data.coupon.code).toBe("WELCOME10");
    // A BUY NOW of one piece goes without it.
    const lineId = (await t.app.inject({ url: `/api/cart-item/${customer.cartId}`, headers: customer.browser })).json().data[0]
      ._id;
    expect((await summary(customer, `?lineId=${lineId}`)).json().data.coupon).toBeNull();

    const removed = await t.app.inject({ method: "DELETE", url: "/api/cart/coupon", headers: customer.browser });
    expect(removed.json()).toEqual({ status: true, message: "Coupon removed.", data: null });
    expect((await summary(customer)).json().data).toMatchObject({ coupon: null, discount: 0, total: 2000 });
    expect((await t.app.inject({ method: "DELETE", url: "/api/cart/coupon" })).statusCode).toBe(401);
  });

  it("is let go, once, with the reason, when it stops applying", async () => {
    const customer = await customerWithBag(100_000, 2);
    expect((await apply(customer, { code: "FLAT200" })).statusCode).toBe(200);
    const lineId = (await t.app.inject({ url: `/api/cart-item/${customer.cartId}`, headers: customer.browser })).json().data[0]
      ._id;
    await t.app.inject({ method: "PUT", url: `/api/cart-item/${lineId}`, headers: customer.browser, payload: { quantity: 1 } });
    expect((await summary(customer)).json().data).toMatchObject({
      coupon: {
        code: "FLAT200",
        applied: false,
        dropped: true,
        message: "Add items worth ₹1,500 or more to use this coupon.",
        reason: { code: "coupon.minimum_order", params: { amount: "₹1,500" } },
      },
      discount: 0,
      total: 1000,
    });
    // Reading changes nothing: the summary says so again, until the bag changes.
    expect((await summary(customer)).json().data.coupon).toMatchObject({ code: "FLAT200", applied: false, dropped: true });
    // The next change lets it go, though the bag would now qualify again: it was said to be removed.
    await t.app.inject({ method: "PUT", url: `/api/cart-item/${lineId}`, headers: customer.browser, payload: { quantity: 2 } });
    expect((await summary(customer)).json().data.coupon).toBeNull();
    // Judged again by the bag page after a change: refused, and let go the same way.
    expect((await apply(customer, { code: "FLAT200" })).statusCode).toBe(200);
    await t.app.inject({ method: "PUT", url: `/api/cart-item/${lineId}`, headers: customer.browser, payload: { quantity: 1 } });
    expect((await apply(customer, { code: "FLAT200" })).statusCode).toBe(400);
    expect((await summary(customer)).json().data.coupon).toBeNull();
  });
});
