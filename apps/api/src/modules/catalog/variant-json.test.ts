import { variant, variantDetail, variantSummary } from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { products, variantImages, variants } from "#src/db/schema.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";
import { loadVariants } from "./load-variants.ts";
import { searchVariantIds } from "./search-queries.ts";
import { findVariantsJson } from "./variant-json.ts";

/**
 * The catalog's answers are written as JSON by PostgreSQL (variant-json.ts), not by the contract's
 * serialiser: these tests hold them to the contract's shapes, field for field, since clients
 * (the web app and others) read them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Parsing drops unknown fields and fails on missing or mistyped ones: equal means exactly the shape. */
function expectExactly(schema: z.ZodType, value: unknown) {
  expect(value).toEqual(schema.parse(value));
}

async function someIds(n: number): Promise<string[]> {
  const rows = await t.database.db.select({ id: variants.id }).from(variants).orderBy(asc(variants.itemCode)).limit(n);
  return rows.map((row) => row.id);
}

describe("answers written by the database", () => {
  it("sends the detail in exactly the contract's shape", async () => {
    for (const id of await someIds(5)) {
      const res = await t.app.inject(`/api/variant/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expectExactly(envelope(variantDetail), res.json());
    }
  });

  it("sends related products and search results as card summaries", async () => {
    const [id] = await someIds(1);
    const related = await t.app.inject(`/api/variant/${id}/related`);
    expectExactly(envelope(z.array(variantSummary)), related.json());
    const found = (await t.app.inject("/api/variant/search?search=saree&limit=12")).json();
    expectExactly(envelope(z.array(variantSummary)).extend({ totalPages: z.number().int() }), found);
    expect(found.data.length).toBeGreaterThan(0);
  });

  it("gives a search result its first picture only, the one its detail shows first", async () => {
    const found = (await t.app.inject("/api/variant/search?search=saree&limit=12")).json();
    for (const card of found.data) {
      const detail = (await t.app.inject(`/api/variant/${card._id}`)).json().data;
      expect(card.images).toEqual(detail.images.slice(0, 1));
      expect(card.size).toEqual(detail.size);
      expect(card.rating).toEqual(detail.rating);
      expect(card.product).toEqual({ _id: detail.product._id, name: detail.product.name });
      expect(card.attributes).toEqual({ color: detail.attributes.color });
      expect(card.category).toEqual({ name: detail.category.name });
      for (const field of ["price", "salePrice", "discount", "item_code", "stock"] as const)
        expect(card[field]).toEqual(detail[field]);
    }
  });

  it("keeps the order asked for and leaves unknown ids out", async () => {
    const ids = await someIds(4);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const loaded = await loadVariants(t.database.db, [ids[3], unknown, ids[0], ids[2]] as string[]);
    expect(loaded.map((v) => v._id)).toEqual([ids[3], ids[0], ids[2]]);
    // Home blocks and the bag take whole variants, in exactly the contract's shape.
    expectExactly(z.array(variant), JSON.parse(await findVariantsJson(t.database.db, ids as string[])));
  });

  it("lists pictures by position and falls back to the first for og_image", async () => {
    const [id] = await someIds(1);
    if (!id) throw new Error("no variant");
    await t.database.db.update(variants).set({ ogImage: "" }).where(eq(variants.id, id));
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(variants, eq(variants.productId, products.id))
      .where(eq(variants.id, id));
    await t.database.db
      .update(products)
      .set({ ogImage: "" })
      .where(eq(products.id, product?.id ?? ""));
    const pictures = await t.database.db
      .select({ url: variantImages.url, alt: variantImages.alt })
      .from(variantImages)
      .where(eq(variantImages.variantId, id))
      .orderBy(asc(variantImages.position), asc(variantImages.id));
    const detail = (await t.app.inject(`/api/variant/${id}`)).json().data;
    expect(detail.images).toEqual(pictures);
    expect(detail.og_image).toBe(pictures[0]?.url);
  });
});

describe("prefix search", () => {
  it('finds Ajrakh pieces for "ajra", each with a word that starts so', async () => {
    const body = (await t.app.inject("/api/variant/search?search=ajra&limit=48")).json();
    expect(body.data.length).toBeGreaterThan(0);
    const ids = body.data.map((v: { _id: string }) => v._id);
    const matching = await t.database.db
      .select({ id: variants.id })
      .from(variants)
      .where(sql`${inArray(variants.id, ids)} and ${variants.searchDocument} @@ to_tsquery('english', 'ajra:*')`);
    expect(matching.length).toBe(ids.length);
    expect(body.data.some((v: { product: { name: string } }) => /ajrakh/i.test(v.product.name))).toBe(true);
  });

  it("lists a prefix search too broad to count newest first, walking the catalog in that order", async () => {
    const capped = await searchVariantIds(t.database.db, { text: "ajra", limit: 12, offset: 12 }, { maxCounted: 20 });
    expect(capped.total).toBe(20);
    const newest = await t.database.db
      .select({ id: variants.id })
      .from(variants)
      .where(sql`${variants.searchDocument} @@ to_tsquery('english', 'ajra:*')`)
      .orderBy(desc(variants.createdAt), asc(variants.id))
      .limit(12)
      .offset(12);
    expect(capped.ids).toEqual(newest.map((row) => row.id));
  });
});
