import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "#src/db/schema.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { addToCart, saveAddress } from "#src/modules/cart/test-support.ts";
import { createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";

/**
 * Shoppers ordering two colourways of one product while staff save and archive it. Run with
 * DATABASE_URL for PostgreSQL's pool of connections, where the transactions really overlap; PGlite
 * runs them one at a time, so there it checks that every answer is a considered one.
 */
let t: TestApp;
let staff: StaffBrowser;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  staff = await signInNewStaff(t, { name: "Zarina", email: "locks-staff@shop.test", password: "locks-staff-2026" });
});
afterAll(async () => t?.close());

const SHOPPERS = 4;
const ROUNDS = 4;

interface Colourway {
  _id: string;
  itemCode: string;
  sizes: { name: string; stock: number }[];
}

/** The product as its editor sends it back, colourways in the order given. */
function editorBody(product: Record<string, unknown>, colourways: Colourway[]) {
  const { _id, updatedAt, ...fields } = product;
  return {
    ...fields,
    variants: colourways.map(({ sizes, ...colourway }) => ({
      ...colourway,
      sizes: sizes.map((size) => ({ ...size, stock: 1_000 })),
    })),
  };
}

type EditedProduct = Record<string, unknown> & { _id: string; variants: Colourway[] };

async function staffSends(method: "GET" | "POST" | "PUT", url: string, payload?: unknown): Promise<EditedProduct> {
  const res = await t.app.inject({ method, url, headers: staff, payload: payload as Record<string, unknown> | undefined });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

describe("checkout beside the product editor", () => {
  it("never deadlocks: orders of two colourways race saves and archives of their product", async () => {
    const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
    if (!category) throw new Error("the demo shop has categories");
    const stamp = Date.now().toString(36).toUpperCase();
    const colourway = (code: string, colour: string) => ({
      itemCode: `LCK-${stamp}-${code}`,
      colour,
      material: "Cotton",
      weightKg: 0.3,
      lengthCm: 200,
      widthCm: 70,
      heightCm: 1,
      price: 1800,
      salePrice: 1500,
      sizes: [
        { name: "M", stock: 1_000 },
        { name: "L", stock: 1_000 },
      ],
    });
    const created = await staffSends("POST", "/api/admin/products", {
      name: `Two Colourway Lock Stole ${stamp}`,
      categoryId: category.id,
      status: "active",
      description: "",
      details: "",
      craftStory: "",
      careGuide: "",
      tags: [],
      hsnCode: "6214",
      gstRate: null,
      metaTitle: "",
      metaDescription: "",
      ogTitle: "",
      ogDescription: "",
      variants: [colourway("A", "Indigo"), colourway("B", "Madder")],
    });
    const product = await staffSends("GET", `/api/admin/products/${created._id}`);
    // The editor and the archive go through the colourways highest id first, checkout lowest first:
    // without one order of locking, the two meet head-on.
    const [low, high] = [...product.variants].sort((x, y) => x._id.localeCompare(y._id));
    if (!low || !high) throw new Error("two colourways");
    const reversed = await staffSends(
      "PUT",
      `/api/admin/products/${product._id}`,
      editorBody(product, [
        { ...high, itemCode: `LCK-${stamp}-1` },
        { ...low, itemCode: `LCK-${stamp}-2` },
      ]),
    );
    const shoppers: (TestCustomer & { addressId: string })[] = [];
    for (let n = 0; n < SHOPPERS; n++) {
      const customer = await registerCustomer(t.app);
      shoppers.push({ ...customer, addressId: await saveAddress(t.app, customer) });
    }

    const answers: { what: string; status: number; body: string }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const shopper of shoppers)
        for (const { _id } of [low, high]) {
          // A line an order refused (the product was archived that moment) is still in the bag.
          const added = await addToCart(t.app, shopper, { variantId: _id, size: "M" });
          if (added.statusCode !== 201 && added.json().code !== "cart.duplicate") throw new Error(added.body);
        }
      const orders = shoppers.map(async (shopper) => {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/order",
          headers: shopper.browser,
          payload: { addressId: shopper.addressId, payment_method: "cash_on_delivery" },
          remoteAddress: clientAddress(),
        });
        answers.push({ what: "order", status: res.statusCode, body: res.body });
      });
      const edits = (async () => {
        for (const { what, ...request } of [
          { what: "save", url: `/api/admin/products/${product._id}`, payload: editorBody(reversed, reversed.variants) },
          { what: "archive", url: `/api/admin/products/${product._id}/status`, payload: { status: "archived" } },
          { what: "publish", url: `/api/admin/products/${product._id}/status`, payload: { status: "active" } },
        ]) {
          const res = await t.app.inject({ method: "PUT", headers: staff, ...request });
          answers.push({ what, status: res.statusCode, body: res.body });
        }
      })();
      await Promise.all([...orders, edits]);
    }
    // A deadlock cancels one side's transaction (40P01), which answers 5xx: none may.
    const failures = answers.filter((answer) => answer.status >= 500);
    expect(failures, JSON.stringify(failures.slice(0, 3))).toEqual([]);
    // Staff always get their change; a shopper is told plainly when the product was archived that moment.
    expect(answers.filter((answer) => answer.what !== "order" && answer.status !== 200)).toEqual([]);
    const orders = answers.filter((answer) => answer.what === "order");
    expect(orders.filter((answer) => answer.status !== 201 && answer.status !== 409)).toEqual([]);
    expect(orders.filter((answer) => answer.status === 201).length).toBeGreaterThan(0);
  });
});
