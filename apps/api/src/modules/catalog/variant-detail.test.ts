import { randomUUID } from "node:crypto";
import { VARIANT_NOT_FOUND, variantDetail, variantSummary } from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { products, reviews, users, variantSizes, variants } from "#src/db/schema.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // These tests count reviews they write themselves: start without the demo shop's.
  await t.database.db.delete(reviews);
});
afterAll(async () => t?.close());

async function detail(id: string) {
  const res = await t.app.inject(`/api/variant/${id}`);
  expect(res.statusCode, id).toBe(200);
  return envelope(variantDetail).parse(res.json()).data;
}

async function expectNotFound(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(404);
  expect(res.json()).toEqual({ status: false, message: VARIANT_NOT_FOUND, code: "catalog.variant_not_found" });
}

/** A variant whose product has several colourways and whose list price is above its sale price. */
async function discountedVariant() {
  const rows = await t.database.db
    .select({ id: variants.id, productId: variants.productId, price: variants.pricePaise, sale: variants.salePricePaise })
    .from(variants)
    .where(ne(variants.pricePaise, variants.salePricePaise));
  for (const row of rows) {
    const siblings = await t.database.db.select({ id: variants.id }).from(variants).where(eq(variants.productId, row.productId));
    if (siblings.length > 1) return { ...row, siblings: siblings.map((s) => s.id) };
  }
  throw new Error("the demo shop has no discounted variant with colourways");
}

describe("GET /api/variant/{id}", () => {
  it("answers every field of a variant in rupees, with the rounded discount", async () => {
    const row = await discountedVariant();
    const v = await detail(row.id);
    expect(v._id).toBe(row.id);
    expect(v.price).toBe(row.price / 100);
    expect(v.salePrice).toBe(row.sale / 100);
    expect(v.discount).toBe(Math.round(((row.price - row.sale) / row.price) * 100));
    expect(v.discount).toBeGreaterThan(0);
    expect(v.product._id).toBe(row.productId);
    expect(v.product.name.length).toBeGreaterThan(0);
    expect(v.product.description.length).toBeGreaterThan(0);
    expect(v.product.details.length).toBeGreaterThan(0);
    expect(v.images.length).toBeGreaterThanOrEqual(3);
    for (const image of v.images) expect(image.alt.length).toBeGreaterThan(0);
    expect(v.size.length).toBeGreaterThan(0);
    expect(v.item_code).toMatch(/^AJ-/);
    expect(v.attributes.weight).toBeGreaterThan(0);
    expect(v.category.name.length).toBeGreaterThan(0);
    for (const field of ["meta_title", "meta_description", "keywords", "og_title", "og_description", "og_image"] as const) {
      expect(v[field].length, field).toBeGreaterThan(0);
    }
    expect(v.og_type).toBe("product");
  });

  it("says which sizes are in stock", async () => {
    const row = await discountedVariant();
    const [size] = await t.database.db
      .select({ name: variantSizes.sizeName })
      .from(variantSizes)
      .where(eq(variantSizes.variantId, row.id))
      .limit(1);
    if (!size) throw new Error("variant without sizes");
    await t.database.db
      .update(variantSizes)
      .set({ quantity: 0 })
      .where(and(eq(variantSizes.variantId, row.id), eq(variantSizes.sizeName, size.name)));
    const v = await detail(row.id);
    expect(v.size.find((s) => s.sizeName === size.name)).toEqual({ sizeName: size.name, inStock: false });
  });

  it("lists the product's other colourways, each with an image, never itself", async () => {
    const row = await discountedVariant();
    const v = await detail(row.id);
    expect(v.otherColourways.map((c) => c._id).sort()).toEqual(row.siblings.filter((id) => id !== row.id).sort());
    for (const colourway of v.otherColourways) {
      expect(colourway.image).toMatch(/^\/media\//);
      const other = await detail(colourway._id);
      expect(other.product._id).toBe(row.productId);
      expect(other.attributes.color).toBe(colourway.color);
    }
  });

  it("summarises the variant's reviews: average to one decimal and count", async () => {
    const row = await discountedVariant();
    expect((await detail(row.id)).rating).toEqual({ average: 0, count: 0 });
    const authors = await t.database.db
      .insert(users)
      .values(
        ["Asha", "Bilal", "Chitra"].map((name) => {
          const email = `${name.toLowerCase()}@reviews.test`;
          return { name, email, emailKey: email, passwordHash: "x" };
        }),
      )
      .returning({ id: users.id });
    await t.database.db
      .insert(reviews)
      .values(authors.map((a, i) => ({ userId: a.id, variantId: row.id, rating: [5, 4, 4][i] ?? 1, review: "Lovely print" })));
    expect((await detail(row.id)).rating).toEqual({ average: 4.3, count: 3 });
  });

  it("falls back to the product's SEO text when the variant has none", async () => {
    const row = await discountedVariant();
    await t.database.db.update(variants).set({ metaTitle: "", ogTitle: "" }).where(eq(variants.id, row.id));
    const [product] = await t.database.db
      .select({ metaTitle: products.metaTitle, ogTitle: products.ogTitle })
      .from(products)
      .where(eq(products.id, row.productId));
    const v = await detail(row.id);
    expect(v.meta_title).toBe(product?.metaTitle);
    expect(v.og_title).toBe(product?.ogTitle);
  });

  it("lets shared caches keep the page briefly", async () => {
    const row = await discountedVariant();
    const res = await t.app.inject(`/api/variant/${row.id}`);
    expect(res.headers["cache-control"]).toBe("public, max-age=5, stale-while-revalidate=5");
  });

  it("answers 404 with a message for an unknown or malformed id", async () => {
    for (const id of [
      randomUUID(),
      "not-a-uuid",
      "123",
      encodeURIComponent("' OR '1'='1"),
      encodeURIComponent("../../etc/passwd"),
      "00000000-0000-0000-0000-00000000000g",
      "x".repeat(150),
    ]) {
      await expectNotFound(`/api/variant/${id}`);
    }
  });

  it("refuses an id with a control character as a bad request, naming the field", async () => {
    const res = await t.app.inject("/api/variant/%00");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, errors: { id: expect.any(String) } });
  });

  it("accepts an upper-case id", async () => {
    const row = await discountedVariant();
    expect((await detail(row.id.toUpperCase()))._id).toBe(row.id);
  });
});

describe("GET /api/variant/{id}/related", () => {
  it("answers up to 8 variants of other products in the same category", async () => {
    const row = await discountedVariant();
    const v = await detail(row.id);
    const res = await t.app.inject(`/api/variant/${row.id}/related`);
    expect(res.statusCode).toBe(200);
    const related = envelope(z.array(variantSummary)).parse(res.json()).data;
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(8);
    for (const r of related) {
      expect(r.category.name).toBe(v.category.name);
      expect(r.product._id).not.toBe(v.product._id);
    }
    expect(new Set(related.map((r) => r.product._id)).size).toBe(related.length);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    await expectNotFound(`/api/variant/${randomUUID()}/related`);
    await expectNotFound("/api/variant/nope/related");
  });
});
