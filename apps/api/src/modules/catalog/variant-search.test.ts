import { SEARCH_PAGE_SIZE_MAX, type VariantSummary as Variant, variantSummary } from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { categories, products, variants } from "#src/db/schema.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";
import { buildSearchIndex } from "./search-index.ts";
import { searchVariantIds } from "./search-queries.ts";

const searchAnswer = envelope(z.array(variantSummary)).extend({ totalPages: z.number().int() });

let t: TestApp;
let variantCount: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db.select({ n: count() }).from(variants);
  variantCount = row?.n ?? 0;
});
afterAll(async () => t?.close());

async function search(query: string) {
  const res = await t.app.inject(`/api/variant/search?${query}`);
  expect(res.statusCode, query).toBe(200);
  return searchAnswer.parse(res.json());
}

async function refused(query: string) {
  const res = await t.app.inject(`/api/variant/search?${query}`);
  expect(res.statusCode, query).toBe(400);
  const body = res.json();
  expect(body.status).toBe(false);
  expect(body.message).toEqual(expect.any(String));
  return body.message as string;
}

async function allPages(query: string): Promise<Variant[]> {
  const first = await search(`${query}&limit=${SEARCH_PAGE_SIZE_MAX}&page=1`);
  const rest = [];
  for (let page = 2; page <= first.totalPages; page++) {
    rest.push(...(await search(`${query}&limit=${SEARCH_PAGE_SIZE_MAX}&page=${page}`)).data);
  }
  return [...first.data, ...rest];
}

const salePrices = (list: Variant[]) => list.map((v) => v.salePrice);

describe("GET /api/variant/search: paging", () => {
  it("answers 12 variants and the real number of pages by default", async () => {
    const body = await search("");
    expect(body.status).toBe(true);
    expect(body.data).toHaveLength(12);
    expect(body.totalPages).toBe(Math.ceil(variantCount / 12));
  });

  it("treats empty parameters, as clients send them, as absent", async () => {
    const body = await search("limit=12&page=&search=&minPrice=&maxPrice=&sortToPrice=");
    expect(body.data.map((v) => v._id)).toEqual((await search("")).data.map((v) => v._id));
  });

  it("walks every variant exactly once across pages, in a stable order", async () => {
    const ids = (await allPages("")).map((v) => v._id);
    expect(ids).toHaveLength(variantCount);
    expect(new Set(ids).size).toBe(variantCount);
    expect((await allPages("")).map((v) => v._id)).toEqual(ids);
  });

  it("clamps limit to 1..48 and page to 1 or more", async () => {
    expect((await search("limit=1000")).data).toHaveLength(48);
    expect((await search("limit=0")).data).toHaveLength(1);
    expect((await search("limit=-7")).data).toHaveLength(1);
    expect((await search("limit=2.9")).data).toHaveLength(2);
    const first = await search("page=1");
    for (const page of ["0", "-3", "0.4"]) {
      expect((await search(`page=${page}`)).data.map((v) => v._id)).toEqual(first.data.map((v) => v._id));
    }
  });

  it("answers an empty page with the real totalPages beyond the end", async () => {
    const first = await search("limit=12");
    for (const page of [first.totalPages + 1, 999_999, 10 ** 12]) {
      const body = await search(`limit=12&page=${page}`);
      expect(body.data).toEqual([]);
      expect(body.totalPages).toBe(first.totalPages);
    }
    const last = await search(`limit=12&page=${first.totalPages}`);
    expect(last.data.length).toBe(variantCount - 12 * (first.totalPages - 1));
  });

  it("uses the first of repeated parameters", async () => {
    const twice = await search("page=2&page=3&limit=5&limit=9");
    const once = await search("page=2&limit=5");
    expect(twice.data.map((v) => v._id)).toEqual(once.data.map((v) => v._id));
  });

  it("lets shared caches keep results briefly", async () => {
    const res = await t.app.inject("/api/variant/search?search=saree");
    expect(res.headers["cache-control"]).toBe("public, max-age=5, stale-while-revalidate=5");
  });
});

describe("GET /api/variant/search: bad numbers", () => {
  it("refuses text where a number belongs with a message naming the parameter", async () => {
    expect(await refused("page=abc")).toBe("page must be a number.");
    expect(await refused("limit=twelve")).toBe("limit must be a number.");
    expect(await refused("minPrice=cheap")).toBe("minPrice must be a number.");
    expect(await refused("maxPrice=1e999")).toBe("maxPrice must be a number.");
    expect(await refused("sortToPrice=up")).toBe("sortToPrice must be a number.");
    expect(await refused("minPrice=-100")).toBe("minPrice must be 0 or more.");
  });
});

describe("GET /api/variant/search: order and price filters", () => {
  it("sorts by sale price, cheapest first, across every page", async () => {
    const prices = salePrices(await allPages("sortToPrice=1"));
    expect(prices).toHaveLength(variantCount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("sorts by sale price, dearest first, also within a search", async () => {
    const prices = salePrices(await allPages("sortToPrice=-1"));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const sarees = salePrices(await allPages("search=saree&sortToPrice=-1"));
    expect(sarees.length).toBeGreaterThan(1);
    expect(sarees).toEqual([...sarees].sort((a, b) => b - a));
  });

  it("ignores other sort values and keeps the default order", async () => {
    const byDefault = (await search("")).data.map((v) => v._id);
    expect((await search("sortToPrice=0")).data.map((v) => v._id)).toEqual(byDefault);
    expect((await search("sortToPrice=5")).data.map((v) => v._id)).toEqual(byDefault);
  });

  it("keeps sale prices within minPrice and maxPrice (rupees), bounds included", async () => {
    const all = salePrices(await allPages(""));
    const [low, high] = [2000, 5000];
    const inRange = await allPages(`minPrice=${low}&maxPrice=${high}`);
    expect(inRange.length).toBe(all.filter((p) => p >= low && p <= high).length);
    for (const v of inRange) expect(v.salePrice).toBeGreaterThanOrEqual(low);
    for (const v of inRange) expect(v.salePrice).toBeLessThanOrEqual(high);
    const exact = all[0] as number;
    expect(salePrices(await allPages(`minPrice=${exact}&maxPrice=${exact}`))).toContain(exact);
  });

  it("answers nothing for an empty price range or one above every price", async () => {
    for (const query of ["minPrice=5000&maxPrice=1000", "minPrice=99999999999", "maxPrice=0.001"]) {
      const body = await search(query);
      expect(body.data).toEqual([]);
      expect(body.totalPages).toBe(0);
    }
  });

  it("combines the price filter with search and sort", async () => {
    const list = await allPages("search=saree&minPrice=3000&sortToPrice=1");
    expect(list.length).toBeGreaterThan(0);
    for (const v of list) expect(v.salePrice).toBeGreaterThanOrEqual(3000);
    expect(salePrices(list)).toEqual([...salePrices(list)].sort((a, b) => a - b));
  });
});

describe("GET /api/variant/search: text", () => {
  it("finds variants by product or category name", async () => {
    const list = await allPages("search=saree");
    expect(list.length).toBeGreaterThan(0);
    for (const v of list) expect(`${v.product.name} ${v.category.name}`.toLowerCase()).toMatch(/sare/);
    const shirts = await allPages(`search=${encodeURIComponent("Men's Shirts")}`);
    expect(shirts.length).toBeGreaterThan(0);
    expect(shirts.some((v) => v.category.name === "Men's Shirts")).toBe(true);
  });

  it("finds variants by colour and material", async () => {
    const indigo = await allPages("search=indigo");
    expect(indigo.some((v) => /indigo/i.test(v.attributes.color) && !/indigo/i.test(v.product.name))).toBe(true);
    const [row] = await t.database.db.select({ id: variants.id, material: variants.material }).from(variants).limit(1);
    const material = row?.material ?? "";
    const byMaterial = await allPages(`search=${encodeURIComponent(material)}`);
    expect(byMaterial.some((v) => v._id === row?.id)).toBe(true);
  });

  it("finds a colour word and a garment word together, everyday colour words meaning the shop's dyes", async () => {
    const blueSarees = await allPages(`search=${encodeURIComponent("blue saree")}`);
    expect(blueSarees.length).toBeGreaterThan(0);
    for (const v of blueSarees) expect(`${v.product.name} ${v.category.name}`).toMatch(/saree/i);
    expect(blueSarees.some((v) => /indigo/i.test(v.attributes.color))).toBe(true);
    const redDupattas = await allPages(`search=${encodeURIComponent("Red Dupatta")}`);
    expect(redDupattas.length).toBeGreaterThan(0);
    expect(redDupattas.some((v) => /madder/i.test(v.attributes.color))).toBe(true);
    // Both words must match: a blue search is narrower than all sarees.
    const sarees = await allPages("search=saree");
    expect(blueSarees.length).toBeLessThan(sarees.length);
  });

  it("finds variants by tag", async () => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(variants)
      .where(sql`${variants.searchDocument} @@ websearch_to_tsquery('english', 'bestsellers')`);
    expect(row?.n).toBeGreaterThan(0);
    expect((await search("search=bestsellers")).totalPages).toBe(Math.ceil((row?.n ?? 0) / 12));
  });

  it("ranks product-name matches before other matches", async () => {
    const list = await allPages("search=indigo");
    const firstOther = list.findIndex((v) => !/indigo/i.test(v.product.name));
    const lastName = list.findLastIndex((v) => /indigo/i.test(v.product.name));
    expect(firstOther).toBeGreaterThan(0);
    expect(lastName).toBeLessThan(firstOther);
  });

  it("finds partial words and small typos", async () => {
    for (const text of ["ajra", "dupat", "ajrak sare", "AJRAKH"]) {
      const body = await search(`search=${encodeURIComponent(text)}`);
      expect(body.data.length, text).toBeGreaterThan(0);
    }
  });

  it("matches the same whatever the case and spacing", async () => {
    const a = await search("search=modal%20silk");
    const b = await search("search=%20%20MODAL%20%20Silk%20");
    expect(b.data.map((v) => v._id)).toEqual(a.data.map((v) => v._id));
    expect(b.totalPages).toBe(a.totalPages);
  });

  it("answers an empty list, not an error, when nothing matches", async () => {
    const body = await search("search=qwxzvbnm");
    expect(body.data).toEqual([]);
    expect(body.totalPages).toBe(0);
  });
});

describe("GET /api/variant/search: categories (decision 0047)", () => {
  /** Every listed colourway's id in the categories with these slugs, from the tables themselves. */
  async function idsIn(...slugs: string[]): Promise<string[]> {
    const rows = await t.database.db
      .select({ id: variants.id })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(sql`${variants.listed} and ${inArray(categories.slug, slugs)}`);
    return rows.map((row) => row.id).sort();
  }
  const idsOf = (list: Variant[]) => list.map((v) => v._id).sort();

  it("lists exactly the pieces of a category: women's kurtas are not men's kurtas", async () => {
    const womens = await allPages("category=kurtas");
    expect(womens.length).toBeGreaterThan(0);
    expect(idsOf(womens)).toEqual(await idsIn("kurtas"));
    const mens = await idsIn("mens-kurtas");
    expect(mens.length).toBeGreaterThan(0);
    expect(idsOf(womens).some((id) => mens.includes(id))).toBe(false);
  });

  it("takes several categories, and combines them with text, price and sort", async () => {
    expect(idsOf(await allPages("category=kurtas&category=mens-kurtas"))).toEqual(await idsIn("kurtas", "mens-kurtas"));
    const indigo = await allPages("category=sarees&search=indigo&sortToPrice=1&minPrice=1");
    expect(indigo.length).toBeGreaterThan(0);
    const sarees = await idsIn("sarees");
    for (const piece of indigo) expect(sarees).toContain(piece._id);
    expect(salePrices(indigo)).toEqual([...salePrices(indigo)].sort((a, b) => a - b));
    // The same answer whether the in-process index or PostgreSQL gives it.
    const criteria = { text: "indigo", categories: ["sarees"], limit: 48, offset: 0 };
    await buildSearchIndex(t.database.db);
    const indexed = await searchVariantIds(t.database.db, criteria);
    const bySql = await searchVariantIds(t.database.db, criteria, { useIndex: false });
    expect(bySql.ids).toEqual(indexed.ids);
    expect(bySql.total).toBe(indexed.total);
  });

  it("finds nothing in a category the shop does not have, and refuses what is not a slug", async () => {
    const none = await search("category=no-such-category");
    expect(none.data).toEqual([]);
    expect(none.totalPages).toBe(0);
    expect(await refused("category=Kurtas%27%3B")).toMatch(/category/i);
    expect(await refused(`${"category=a&".repeat(21)}`)).toMatch(/20 categories/);
  });
});

describe("GET /api/variant/search: hostile text", () => {
  it("treats % and _ as text, not wildcards", async () => {
    for (const text of ["%", "%%", "_", "__", "%25", "%_%"]) {
      const body = await search(`search=${encodeURIComponent(text)}`);
      expect(body.data, text).toEqual([]);
    }
  });

  it("survives SQL, tsquery syntax, NUL, markup and very long text", async () => {
    for (const text of [
      "'; drop table variants; --",
      "saree' OR '1'='1",
      "!(&|:*<->)",
      "saree & | ! :* <-> ()",
      "<script>alert(1)</script>",
      "साड़ी",
      "🧵🧵",
      "x".repeat(100),
      "saree ".repeat(8),
    ]) {
      await search(`search=${encodeURIComponent(text)}`);
    }
    const [row] = await t.database.db.select({ n: count() }).from(variants);
    expect(row?.n).toBe(variantCount);
  });

  it("refuses search text over 100 characters or 8 words", async () => {
    expect(await refused(`search=${"x".repeat(101)}`)).toMatch(/100 characters/);
    expect(await refused(`search=${encodeURIComponent("a b c d e f g h i")}`)).toMatch(/8 words/);
  });

  it("finds a name containing % when asked for it", async () => {
    const [product] = await t.database.db.select({ id: products.id, name: products.name }).from(products).limit(1);
    if (!product) throw new Error("seed has no products");
    await t.database.db
      .update(products)
      .set({ name: `${product.name} 100%_Cotton` })
      .where(eq(products.id, product.id));
    const body = await search(`search=${encodeURIComponent("100%_cotton")}`);
    // Names that merely look alike (pg_trgm) may follow; the one that contains the text comes first.
    expect(body.data[0]?.product.name).toContain("100%_Cotton");
    const exact = await search(`search=${encodeURIComponent("0%_c")}`);
    expect(exact.data.length).toBeGreaterThan(0);
    for (const v of exact.data) expect(v.product.name).toContain("0%_C");
  });
});

describe("searches too broad to count (decision 0006)", () => {
  const criteria = { text: "ajrakh", limit: 12, offset: 0 };

  it("counts up to the cap and lists the broad search newest first instead of ranking every match", async () => {
    const db = t.database.db;
    const exact = await searchVariantIds(db, criteria, { maxCounted: 100_000 });
    expect(exact.total).toBeGreaterThan(20);
    const capped = await searchVariantIds(db, criteria, { maxCounted: 20 });
    expect(capped.total).toBe(20);
    const newest = await db
      .select({ id: variants.id })
      .from(variants)
      .where(sql`${variants.searchDocument} @@ websearch_to_tsquery('english', 'ajrakh')`)
      .orderBy(desc(variants.createdAt), asc(variants.id))
      .limit(12);
    expect(capped.ids).toEqual(newest.map((row) => row.id));
  });

  it("pages a broad search alike whether its order's index is walked or every match is sorted", async () => {
    const db = t.database.db;
    for (const sort of [undefined, 1, -1] as const) {
      for (const offset of [0, 12]) {
        const asked = { ...criteria, sort, offset };
        const walked = await searchVariantIds(db, asked, { maxCounted: 20, useIndex: false });
        const sorted = await searchVariantIds(db, asked, { maxCounted: 20, walkedRows: 1, useIndex: false });
        expect(walked.ids.length, `sort ${sort}, offset ${offset}`).toBe(12);
        expect(sorted, `sort ${sort}, offset ${offset}`).toEqual(walked);
      }
    }
  });

  it("keeps exact counts and ranking below the cap, and price order either way", async () => {
    const db = t.database.db;
    const narrow = await searchVariantIds(db, { ...criteria, text: "indigo saree" }, { maxCounted: 10_000 });
    const same = await searchVariantIds(db, { ...criteria, text: "indigo saree" }, { maxCounted: narrow.total });
    expect(same).toEqual(narrow);
    const cheapest = await searchVariantIds(db, { ...criteria, sort: 1 }, { maxCounted: 20 });
    const prices = await db
      .select({ id: variants.id, price: variants.salePricePaise })
      .from(variants)
      .where(inArray(variants.id, cheapest.ids));
    const byId = new Map(prices.map((row) => [row.id, row.price]));
    const ordered = cheapest.ids.map((id) => byId.get(id) ?? -1);
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
  });
});
