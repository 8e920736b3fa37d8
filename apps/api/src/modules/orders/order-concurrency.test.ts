import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponRedemptions, coupons, orders, variants } from "#src/db/schema.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { addToCart, createVariant, saveAddress, stockOf } from "#src/modules/cart/test-support.ts";
import { createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";

/**
 * Placing an order is one transaction, under real concurrency: run with DATABASE_URL
 * for PostgreSQL's pool of connections (PGlite serialises transactions, so there it checks the logic).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t?.close());

async function buyerOf(variantId: string, quantity = 1): Promise<TestCustomer & { addressId: string }> {
  const customer = await registerCustomer(t.app);
  const added = await addToCart(t.app, customer, { variantId, size: "M", quantity });
  if (added.statusCode !== 201) throw new Error(added.body);
  return { ...customer, addressId: await saveAddress(t.app, customer) };
}

function place(
  customer: TestCustomer & { addressId: string },
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: { ...customer.browser, ...headers },
    payload: { addressId: customer.addressId, ...extra },
    remoteAddress: clientAddress(),
  });
}

describe("concurrent orders", () => {
  it("sells the last piece once: two customers at the same moment, exactly one order", async () => {
    const { variantId, productName } = await createVariant(t.database.db, { sizes: { M: 1 } });
    const [a, b] = await Promise.all([buyerOf(variantId), buyerOf(variantId)]);
    const answers = await Promise.all([place(a), place(b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe(`Sorry, ${productName} (M) is no longer available in that quantity.`);
    expect(await stockOf(t.database.db, variantId, "M")).toBe(0);
    const [variant] = await t.database.db
      .select({ status: variants.stockStatus })
      .from(variants)
      .where(eq(variants.id, variantId));
    expect(variant?.status).toBe("out_of_stock");
  });

  it("never oversells under a crowd: 8 buyers of 2 pieces each, stock 5", async () => {
    const { variantId } = await createVariant(t.database.db, { sizes: { M: 5 } });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyerOf(variantId, 2)));
    const answers = await Promise.all(buyers.map((buyer) => place(buyer)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(6);
    expect(await stockOf(t.database.db, variantId, "M")).toBe(1);
  });

  it("makes one order of a double submit of the same bag", async () => {
    const { variantId } = await createVariant(t.database.db, { sizes: { M: 10 } });
    const buyer = await buyerOf(variantId, 2);
    const answers = await Promise.all([place(buyer), place(buyer), place(buyer)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) expect(refused.json().message).toBe("Your bag is empty.");
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, buyer.userId))).toHaveLength(1);
    expect(await stockOf(t.database.db, variantId, "M")).toBe(8);
  });

  it("answers a concurrent double submit with the same Idempotency-Key with the same order", async () => {
    const { variantId } = await createVariant(t.database.db, { sizes: { M: 10 } });
    const buyer = await buyerOf(variantId);
    const key = { "idempotency-key": `double-${buyer.userId}` };
    const answers = await Promise.all([place(buyer, {}, key), place(buyer, {}, key)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((r) => r.json().data._id)).size).toBe(1);
    expect(await stockOf(t.database.db, variantId, "M")).toBe(9);
  });

  it("redeems a coupon's last use once", async () => {
    const code = `LASTONE${Date.now()}`;
    const [coupon] = await t.database.db.insert(coupons).values({ code, kind: "flat", value: 10_000, totalLimit: 1 }).returning();
    const { variantId } = await createVariant(t.database.db, { sizes: { M: 10 } });
    const [a, b, c] = await Promise.all([buyerOf(variantId), buyerOf(variantId), buyerOf(variantId)]);
    const answers = await Promise.all([a, b, c].map((buyer) => place(buyer, { couponCode: code })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    for (const refused of answers.filter((r) => r.statusCode === 400)) {
      expect(refused.json().message).toBe("This coupon has reached its usage limit.");
    }
    if (!coupon) throw new Error("coupon not stored");
    expect(await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toHaveLength(1);
    expect(await stockOf(t.database.db, variantId, "M")).toBe(9);
  });
});
