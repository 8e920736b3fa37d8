import { MAX_CART_LINES } from "@chhaap/contract/cart";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { variants } from "#src/db/schema.ts";
import { createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";
import { addToCart, createVariant, saveAddress } from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

function lines(customer: TestCustomer, cartId = customer.cartId) {
  return t.app.inject({ url: `/api/cart-item/${cartId}`, headers: customer.browser });
}

describe("the server cart", () => {
  it("needs a session for every call", async () => {
    for (const [method, url] of [
      ["GET", `/api/cart/${UNKNOWN}`],
      ["GET", "/api/cart/summary"],
      ["POST", "/api/cart/merge"],
      ["POST", "/api/cart-item"],
      ["GET", `/api/cart-item/${UNKNOWN}`],
      ["GET", `/api/cart-item/count/${UNKNOWN}`],
      ["PUT", `/api/cart-item/${UNKNOWN}`],
      ["DELETE", `/api/cart-item/${UNKNOWN}`],
      ["POST", "/api/cart-item/cartdeletemany"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "GET" || method === "DELETE" ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers the user's own cart id and refuses another user's (403)", async () => {
    const asha = await registerCustomer(t.app);
    const ravi = await registerCustomer(t.app);
    const own = await t.app.inject({ url: `/api/cart/${asha.userId}`, headers: asha.browser });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ status: true, data: { _id: asha.cartId, userId: asha.userId } });
    const other = await t.app.inject({ url: `/api/cart/${ravi.userId}`, headers: asha.browser });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ status: false, message: "You can only use your own bag.", code: "cart.own_only" });
  });

  it("adds a line, lists it populated, counts it, and refuses a duplicate with 409", async () => {
    const customer = await registerCustomer(t.app);
    const { variantId, productName } = await createVariant(t.database.db, {
      sizes: { S: 4, M: 2 },
      pricePaise: 250_000,
      salePricePaise: 199_900,
      weightKg: 0.65,
    });
    const added = await addToCart(t.app, customer, { variantId, size: "M", quantity: 2 });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ status: true, data: { _id: expect.any(String) } });

    const listed = await lines(customer);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      {
        _id: added.json().data._id,
        cartId: customer.cartId,
        size: "M",
        quantity: 2,
        product_variant_id: expect.objectContaining({
          _id: variantId,
          product: expect.objectContaining({ name: productName }),
          price: 2500,
          salePrice: 1999,
          images: [expect.objectContaining({ url: expect.stringMatching(/^\/media\//) })],
          attributes: { weight: 0.65, color: "Unknown", material: "Unknown" },
        }),
      },
    ]);

    const count = await t.app.inject({ url: `/api/cart-item/count/${customer.cartId}`, headers: customer.browser });
    expect(count.json()).toEqual({ status: true, data: 1 });

    const duplicate = await addToCart(t.app, customer, { variantId, size: "M" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      status: false,
      message: "This item is already in your bag.",
      code: "cart.duplicate",
    });
    // Another size of the same variant is another line.
    expect((await addToCart(t.app, customer, { variantId, size: "S" })).statusCode).toBe(201);
  });

  it("checks quantity, size, product and stock", async () => {
    const customer = await registerCustomer(t.app);
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0, M: 3 } });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ size: "M", quantity: 0 }, 400, "Quantity must be a whole number of at least 1."],
      [{ size: "M", quantity: 1.5 }, 400, "Quantity must be a whole number of at least 1."],
      [{ size: "M", quantity: -2 }, 400, "Quantity must be a whole number of at least 1."],
      [{ size: "M", quantity: true }, 400, "Quantity must be a whole number of at least 1."],
      [{ size: "M", quantity: [1] }, 400, "Quantity must be a whole number of at least 1."],
      [{ size: "M", quantity: "0x10" }, 400, "Quantity must be a whole number of at least 1."],
      [{ size: "M", quantity: "2" }, 400, "Quantity must be a whole number of at least 1."],
      [{ size: "M", quantity: 4 }, 409, "Only 3 left in size M."],
      [{ size: "XXL", quantity: 1 }, 400, "Please choose one of the sizes offered for this product."],
      [{ size: "", quantity: 1 }, 400, "Please select a size."],
      [{ size: "S", quantity: 1 }, 409, "Sorry, this size is out of stock."],
      [{ size: "M", quantity: 1, product_variant_id: UNKNOWN }, 404, "Product not found"],
      [{ size: "M", quantity: 1, product_variant_id: "not-an-id" }, 404, "Product not found"],
    ];
    for (const [change, status, message] of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/cart-item",
        headers: customer.browser,
        payload: { cartId: customer.cartId, product_variant_id: variantId, ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    expect((await lines(customer)).json().data).toEqual([]);
  });

  it("keeps every call on the caller's own cart and lines (403 for a cart, 404 for a line)", async () => {
    const owner = await registerCustomer(t.app);
    const intruder = await registerCustomer(t.app);
    const { variantId } = await createVariant(t.database.db, { sizes: { M: 5 } });
    const lineId = (await addToCart(t.app, owner, { variantId, size: "M" })).json().data._id;

    const intoOtherCart = await t.app.inject({
      method: "POST",
      url: "/api/cart-item",
      headers: intruder.browser,
      payload: { cartId: owner.cartId, product_variant_id: variantId, size: "M", quantity: 1 },
    });
    expect(intoOtherCart.statusCode).toBe(403);
    expect((await lines(intruder, owner.cartId)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/cart-item/count/${owner.cartId}`, headers: intruder.browser })).statusCode).toBe(403);
    expect((await lines(intruder, UNKNOWN)).statusCode).toBe(403);

    const put = await t.app.inject({
      method: "PUT",
      url: `/api/cart-item/${lineId}`,
      headers: intruder.browser,
      payload: { quantity: 3 },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe("That item is not in your bag.");
    const del = await t.app.inject({ method: "DELETE", url: `/api/cart-item/${lineId}`, headers: intruder.browser });
    expect(del.statusCode).toBe(404);
    const many = await t.app.inject({
      method: "POST",
      url: "/api/cart-item/cartdeletemany",
      headers: intruder.browser,
      payload: { cartIds: [lineId, owner.cartId] },
    });
    expect(many.json().data).toEqual({ deleted: 0 });

    // The owner's line is untouched.
    expect((await lines(owner)).json().data).toMatchObject([{ _id: lineId, quantity: 1 }]);
  });

  it("changes a quantity within stock and deletes lines one by one or many at once", async () => {
    const customer = await registerCustomer(t.app);
    const a = await createVariant(t.database.db, { sizes: { M: 5 } });
    const b = await createVariant(t.database.db, { sizes: { L: 5 } });
    const c = await createVariant(t.database.db, { sizes: { S: 5 } });
    const lineA = (await addToCart(t.app, customer, { variantId: a.variantId, size: "M" })).json().data._id;
    const lineB = (await addToCart(t.app, customer, { variantId: b.variantId, size: "L" })).json().data._id;
    await addToCart(t.app, customer, { variantId: c.variantId, size: "S" });

    const put = (quantity: unknown) =>
      t.app.inject({ method: "PUT", url: `/api/cart-item/${lineA}`, headers: customer.browser, payload: { quantity } });
    expect((await put(4)).statusCode).toBe(200);
    expect((await put(6)).json()).toMatchObject({
      status: false,
      message: "Only 5 left in size M.",
      code: "cart.only_left",
      params: { count: 5, size: "M" },
    });
    expect((await put(0)).statusCode).toBe(400);
    expect((await lines(customer)).json().data.find((l: { _id: string }) => l._id === lineA).quantity).toBe(4);

    const del = await t.app.inject({ method: "DELETE", url: `/api/cart-item/${lineA}`, headers: customer.browser });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: `/api/cart-item/${lineA}`, headers: customer.browser })).statusCode).toBe(
      404,
    );

    const many = await t.app.inject({
      method: "POST",
      url: "/api/cart-item/cartdeletemany",
      headers: customer.browser,
      payload: { cartIds: [lineB, "junk"] },
    });
    expect(many.json()).toMatchObject({ status: true, data: { deleted: 1 } });
    // The bag's own id empties it.
    const all = await t.app.inject({
      method: "POST",
      url: "/api/cart-item/cartdeletemany",
      headers: customer.browser,
      payload: { cartIds: [customer.cartId] },
    });
    expect(all.json().data).toEqual({ deleted: 1 });
    expect((await t.app.inject({ url: `/api/cart-item/count/${customer.cartId}`, headers: customer.browser })).json().data).toBe(
      0,
    );
  });

  it("counts only the lines it shows: a piece taken off sale stays in the bag unlisted and uncounted until it is back", async () => {
    const customer = await registerCustomer(t.app);
    const kept = await createVariant(t.database.db, { sizes: { M: 3 } });
    const withdrawn = await createVariant(t.database.db, { sizes: { M: 3 } });
    await addToCart(t.app, customer, { variantId: kept.variantId, size: "M", quantity: 1 });
    await addToCart(t.app, customer, { variantId: withdrawn.variantId, size: "M", quantity: 1 });
    const count = async () =>
      (await t.app.inject({ url: `/api/cart-item/count/${customer.cartId}`, headers: customer.browser })).json().data;
    const shown = async () =>
      (await t.app.inject({ url: "/api/cart/summary", headers: customer.browser })).json().data.lines.length;
    expect([await count(), await shown()]).toEqual([2, 2]);

    const setListed = (listed: boolean) =>
      t.database.db.update(variants).set({ listed }).where(eq(variants.id, withdrawn.variantId));
    await setListed(false);
    expect([await count(), await shown()]).toEqual([1, 1]);
    await setListed(true);
    expect([await count(), await shown()]).toEqual([2, 2]);
  });

  it("merges a guest cart: larger quantity wins, clamped to stock; bad lines are reported", async () => {
    const customer = await registerCustomer(t.app);
    const kept = await createVariant(t.database.db, { sizes: { M: 3, L: 1 } });
    const empty = await createVariant(t.database.db, { sizes: { M: 0 } });
    await addToCart(t.app, customer, { variantId: kept.variantId, size: "M", quantity: 2 });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/cart/merge",
      headers: customer.browser,
      payload: {
        lines: [
          { product_variant_id: kept.variantId, size: "M", quantity: 1 },
          { product_variant_id: kept.variantId, size: "L", quantity: 4 },
          { product_variant_id: kept.variantId, size: "XL", quantity: 1 },
          { product_variant_id: empty.variantId, size: "M", quantity: 1 },
          { product_variant_id: UNKNOWN, size: "M", quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      merged: 1,
      count: 2,
      skipped: [
        { product_variant_id: kept.variantId, size: "XL", reason: "Please choose one of the sizes offered for this product." },
        { product_variant_id: empty.variantId, size: "M", reason: "Sorry, this size is out of stock." },
        { product_variant_id: UNKNOWN, size: "M", reason: "Product not found" },
      ],
    });
    const quantities = Object.fromEntries(
      (await lines(customer)).json().data.map((l: { size: string; quantity: number }) => [l.size, l.quantity]),
    );
    expect(quantities).toEqual({ M: 2, L: 1 });

    const raise = await t.app.inject({
      method: "POST",
      url: "/api/cart/merge",
      headers: customer.browser,
      payload: { lines: [{ product_variant_id: kept.variantId, size: "M", quantity: 3 }] },
    });
    expect(raise.json().data).toMatchObject({ merged: 1, count: 2 });
  });

  it("sums the bag for checkout: subtotal, weight, shipping and discount", async () => {
    const customer = await registerCustomer(t.app);
    const a = await createVariant(t.database.db, {
      sizes: { M: 5 },
      pricePaise: 300_000,
      salePricePaise: 249_950,
      weightKg: 0.333,
    });
    const b = await createVariant(t.database.db, {
      sizes: { M: 5 },
      pricePaise: 100_000,
      salePricePaise: 100_000,
      weightKg: 0.25,
    });
    await addToCart(t.app, customer, { variantId: a.variantId, size: "M", quantity: 3 });
    await addToCart(t.app, customer, { variantId: b.variantId, size: "M", quantity: 1 });
    const usAddress = await saveAddress(t.app, customer, { country: "US" });

    const res = await t.app.inject({
      url: `/api/cart/summary?addressId=${usAddress}&couponCode=welcome10`,
      headers: customer.browser,
    });
    expect(res.statusCode).toBe(200);
    const summary = res.json().data;
    expect(summary).toMatchObject({
      cartId: customer.cartId,
      total_bag_items: 4,
      subtotal: 8498.5,
      listTotal: 10000,
      // 3 x 0.333 + 0.25 = 1.249 kg, shown as 1.25
      cart_weight: 1.25,
      shipping_per_kg: 950,
      shipping_charges: 1187.5,
      countryName: "US",
      // 10% of 8498.50 is 849.85, capped at ₹500.
      discount: 500,
      coupon: { code: "WELCOME10", applied: true, message: "Coupon code applied successfully." },
      total: 8498.5 + 1187.5 - 500,
    });
    expect(summary.lines).toHaveLength(2);

    const noCountry = (await t.app.inject({ url: "/api/cart/summary", headers: customer.browser })).json().data;
    expect(noCountry).toMatchObject({ shipping_charges: null, discount: 0, coupon: null, total: 8498.5 });

    const stranger = await registerCustomer(t.app);
    const foreign = await t.app.inject({ url: `/api/cart/summary?addressId=${usAddress}`, headers: stranger.browser });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("the bag's line limit under parallel adds", () => {
  it("stores at most MAX_CART_LINES lines however many adds arrive at once", async () => {
    const customer = await registerCustomer(t.app);
    const sizes = { S: 3, M: 3, L: 3, XL: 3, XXL: 3 };
    const variants = await Promise.all(Array.from({ length: 12 }, () => createVariant(t.database.db, { sizes })));
    // Each from its own address: the per-address rate limit is not what is tested here.
    const adds = variants.flatMap((v, i) =>
      Object.keys(sizes).map((size, j) =>
        t.app.inject({
          method: "POST",
          url: "/api/cart-item",
          headers: customer.browser,
          payload: { cartId: customer.cartId, product_variant_id: v.variantId, size, quantity: 1 },
          remoteAddress: `10.202.${i}.${j + 1}`,
        }),
      ),
    );
    const answers = await Promise.all(adds);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(MAX_CART_LINES);
    const refused = answers.filter((res) => res.statusCode === 400);
    expect(refused).toHaveLength(adds.length - MAX_CART_LINES);
    expect(refused[0]?.json()).toMatchObject({ code: "cart.line_limit", params: { limit: MAX_CART_LINES } });
    const stored = await lines(customer);
    expect((stored.json() as { data: unknown[] }).data).toHaveLength(MAX_CART_LINES);
  });
});
