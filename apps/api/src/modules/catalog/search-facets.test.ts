import { type SearchFacets, variantSearchAnswer } from "@chhaap/contract/catalog";
import { COLOUR_GROUPS } from "@chhaap/contract/colour-groups";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#src/db/client.ts";
import { variantSizes } from "#src/db/schema.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";
import { buildSearchIndex, searchIndexed } from "./search-index.ts";
import { searchVariantIds, textQueries } from "./search-queries.ts";

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await buildSearchIndex(db);
});
afterAll(async () => t?.close());

/** Each from an address of its own: the test asks more than the per-address rate allows. */
function get(query: string) {
  return t.app.inject({ url: `/api/variant/search?${query}`, remoteAddress: clientAddress() });
}

async function search(query: string) {
  const res = await get(query);
  expect(res.statusCode, query).toBe(200);
  return variantSearchAnswer.parse(res.json());
}

async function facetsOf(query: string): Promise<SearchFacets> {
  const answer = await search(`${query}&facets=1`);
  if (!answer.facets) throw new Error(`No facets for ${query}`);
  return answer.facets;
}

/** A selection of facet values, as the query string names them. */
interface Selection {
  size?: string[];
  color?: string[];
  material?: string[];
  category?: string[];
  inStock?: boolean;
}

function queryOf(selection: Selection): string {
  const params = new URLSearchParams();
  for (const name of ["size", "color", "material", "category"] as const)
    for (const value of selection[name] ?? []) params.append(name, value);
  if (selection.inStock) params.set("inStock", "1");
  return params.toString();
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The test's own reading of the rule, in SQL written here: a colourway's colour groups by regular
 * expression over its colour text (whole words, hyphens aside; three groups or more also "multi").
 */
const GROUPS = sql`(with named as (
    select v.id, g.key from variants v
    join (values ${sql.join(
      COLOUR_GROUPS.filter((group) => group.key !== "multi").map(
        (group) => sql`(${group.key}, ${`\\m(${group.words.join("|")})\\M`})`,
      ),
      sql`, `,
    )}) as g(key, pattern) on lower(replace(v.colour, '-', '')) ~ g.pattern
  )
  select id, key from named
  union select id, 'multi' from named group by id having count(*) >= 3
  union select id, 'multi' from variants where lower(replace(colour, '-', '')) ~ '\\mmulti(colou?red|colou?r)?\\M')`;

/** Each filter of a selection as a condition on `v` (a variant) and `p` (its product); true when not selected. */
function conditions(selection: Selection) {
  const { size = [], color = [], material = [], category = [] } = selection;
  const sizeStock =
    size.length > 0
      ? sql`exists (select 1 from variant_sizes s where s.variant_id = v.id and s.size_name in (${list(size)})${
          selection.inStock ? sql` and s.quantity > 0` : sql``
        })`
      : selection.inStock
        ? sql`exists (select 1 from variant_sizes s where s.variant_id = v.id and s.quantity > 0)`
        : sql`true`;
  return {
    category:
      category.length > 0 ? sql`p.category_id in (select id from categories where slug in (${list(category)}))` : sql`true`,
    color: color.length > 0 ? sql`v.id in (select id from ${GROUPS} g where key in (${list(color)}))` : sql`true`,
    material: material.length > 0 ? sql`lower(btrim(v.material)) in (${list(material)})` : sql`true`,
    sizeStock,
    stock:
      size.length > 0
        ? sql`exists (select 1 from variant_sizes s where s.variant_id = v.id and s.size_name in (${list(size)}) and s.quantity > 0)`
        : sql`exists (select 1 from variant_sizes s where s.variant_id = v.id and s.quantity > 0)`,
  };
}

type Dimension = "category" | "color" | "material" | "sizeStock";

/** Listed colourways meeting every filter but `except`'s. */
function meeting(selection: Selection, except?: Dimension) {
  const c = conditions(selection);
  const kept = (["category", "color", "material", "sizeStock"] as const).filter((name) => name !== except).map((name) => c[name]);
  return sql`from variants v join products p on p.id = v.product_id where v.listed and ${sql.join(kept, sql` and `)}`;
}

async function counted(query: ReturnType<typeof sql>): Promise<Map<string, number>> {
  const { rows } = (await db.execute(query)) as { rows: { value: string; n: number }[] };
  return new Map(rows.map((row) => [row.value, Number(row.n)]));
}

/** The facets the rule gives, by the test's own SQL: each dimension with every filter but its own. */
async function expectedFacets(selection: Selection) {
  const sizes = await counted(
    sql`select s.size_name as value, count(distinct v.id) as n from variants v join products p on p.id = v.product_id
      join variant_sizes s on s.variant_id = v.id where v.listed and ${conditions(selection).category}
      and ${conditions(selection).color} and ${conditions(selection).material}${selection.inStock ? sql` and s.quantity > 0` : sql``}
      group by 1`,
  );
  const colours = await counted(
    sql`select g.key as value, count(*) as n from ${GROUPS} g where g.id in (select v.id ${meeting(selection, "color")}) group by 1`,
  );
  const materials = await counted(
    sql`select lower(btrim(v.material)) as value, count(*) as n ${meeting(selection, "material")} group by 1`,
  );
  const categories = await counted(
    sql`select (select slug from categories where id = p.category_id) as value, count(*) as n ${meeting(selection, "category")} group by 1`,
  );
  const inStock = await counted(
    sql`select 'all' as value, count(*) as n ${meeting(selection, "sizeStock")} and ${conditions(selection).stock}`,
  );
  const total = await counted(sql`select 'all' as value, count(*) as n ${meeting(selection)}`);
  const price = await counted(
    sql`select 'min' as value, min(v.sale_price_paise) as n ${meeting(selection)}
      union all select 'max', max(v.sale_price_paise) ${meeting(selection)}`,
  );
  // As the answer lists them: values with a match, and the selected ones.
  const listed = (counts: Map<string, number>, selected: string[] = []) => {
    const out = new Map([...counts].filter(([, n]) => n > 0));
    for (const value of selected) out.set(value, counts.get(value) ?? 0);
    return out;
  };
  return {
    size: listed(sizes, selection.size),
    color: listed(colours, selection.color),
    material: listed(materials, selection.material),
    category: listed(categories, selection.category),
    inStock: inStock.get("all") ?? 0,
    total: total.get("all") ?? 0,
    price: { min: (price.get("min") ?? 0) / 100, max: (price.get("max") ?? 0) / 100 },
  };
}

const asMap = (values: { value: string; count: number }[]) => new Map(values.map(({ value, count }) => [value, count]));

/** Checks the API's answer for a selection against expectedFacets, on the index or the SQL path. */
async function expectRuleHolds(selection: Selection) {
  const query = queryOf(selection);
  const answer = await search(`${query}&facets=1&limit=48`);
  const expected = await expectedFacets(selection);
  const facets = answer.facets as SearchFacets;
  expect(asMap(facets.size), `size for ${query}`).toEqual(expected.size);
  expect(asMap(facets.color), `color for ${query}`).toEqual(expected.color);
  expect(asMap(facets.material), `material for ${query}`).toEqual(expected.material);
  expect(asMap(facets.category), `category for ${query}`).toEqual(expected.category);
  expect(facets.inStock, `inStock for ${query}`).toBe(expected.inStock);
  expect(answer.totalPages, `total for ${query}`).toBe(Math.ceil(expected.total / 48));
  // The price range is that of the matches (no price bound is selected here).
  if (expected.total > 0) expect(facets.price, `price for ${query}`).toEqual(expected.price);
  return expected.total;
}

describe("facet counts of /api/variant/search", () => {
  it("equal the test's own SQL for every combination of two facets on the demo catalogue", async () => {
    const all = await facetsOf("");
    // Every value of each facet, and inStock, taken two facets at a time.
    const choices: Record<keyof Selection, Selection[]> = {
      size: all.size.map(({ value }) => ({ size: [value] })),
      color: all.color.map(({ value }) => ({ color: [value] })),
      material: all.material.map(({ value }) => ({ material: [value] })),
      category: all.category.map(({ value }) => ({ category: [value] })),
      inStock: [{ inStock: true }],
    };
    expect(choices.size.length).toBeGreaterThan(5);
    expect(choices.color.length).toBeGreaterThan(4);
    const names = Object.keys(choices) as (keyof Selection)[];
    let combinations = 0;
    let found = 0;
    await expectRuleHolds({});
    for (let a = 0; a < names.length; a++) {
      for (let b = a + 1; b < names.length; b++) {
        for (const first of choices[names[a] as keyof Selection]) {
          for (const second of choices[names[b] as keyof Selection]) {
            combinations++;
            if ((await expectRuleHolds({ ...first, ...second })) > 0) found++;
          }
        }
      }
    }
    expect(combinations).toBeGreaterThan(300);
    // Worth something only if many combinations match pieces.
    expect(found).toBeGreaterThan(combinations / 4);
  }, 240_000);

  it("follows the rule with several values of a facet, text and a price bound", async () => {
    await expectRuleHolds({ size: ["M", "Free Size"], color: ["indigo", "black"], inStock: true });
    await expectRuleHolds({ material: ["modal silk", "cotton cambric"], category: ["sarees", "kurtas"] });
    const withText = await search("search=indigo&facets=1&size=M");
    const bySql = await searchVariantIds(
      db,
      { text: "indigo", sizes: ["M"], facets: true, limit: 12, offset: 0 },
      { useIndex: false, shape: "summary" },
    );
    expect(withText.facets).toEqual(bySql.facets);
    // A price bound narrows every dimension but the price range, which stays that of the matches without it.
    const unbounded = await facetsOf("");
    const bounded = await facetsOf("minPrice=2000&maxPrice=5000");
    expect(bounded.price).toEqual(unbounded.price);
    expect(bounded.color.reduce((n, c) => n + c.count, 0)).toBeLessThan(unbounded.color.reduce((n, c) => n + c.count, 0));
  });

  it("lists a selected value that matches nothing with 0, and keeps the other values of its facet (disjunctive)", async () => {
    const answer = await search("size=XXXL&facets=1");
    expect(answer.totalPages).toBe(0);
    expect(answer.data).toEqual([]);
    const facets = answer.facets as SearchFacets;
    expect(facets.size).toContainEqual({ value: "XXXL", count: 0 });
    // Choosing XXXL still shows how many M there are: the same as asking for M alone.
    const m = (await search("size=M&limit=1")).totalPages;
    expect(facets.size.find((size) => size.value === "M")?.count).toBe(m);
    // Other dimensions apply the size: nothing is XXXL, so no colour or material is listed.
    expect(facets.color).toEqual([]);
    expect(facets.material).toEqual([]);
    expect(facets.price).toEqual({ min: 0, max: 0 });
    expect((await search("color=grey&facets=1")).facets?.color).toContainEqual({ value: "grey", count: 0 });
    expect((await search("category=no-such-category&facets=1")).facets?.category).toContainEqual({
      value: "no-such-category",
      label: "no-such-category",
      count: 0,
    });
  });

  it("orders sizes, colours, materials and categories as the contract says", async () => {
    const facets = await facetsOf("");
    const sizes = facets.size.map((size) => size.value);
    const letters = ["XS", "S", "M", "L", "XL", "XXL", "Free Size"].filter((size) => sizes.includes(size));
    expect(sizes.slice(0, letters.length)).toEqual(letters);
    const keys = COLOUR_GROUPS.map((group) => group.key as string);
    const colours = facets.color.map((colour) => colour.value);
    expect([...colours].sort((a, b) => keys.indexOf(a) - keys.indexOf(b))).toEqual(colours);
    const materialCounts = facets.material.map((material) => material.count);
    expect([...materialCounts].sort((a, b) => b - a)).toEqual(materialCounts);
    expect(facets.material).toContainEqual(expect.objectContaining({ value: "modal silk", label: "Modal silk" }));
    const menu = (await db.execute(sql`select slug from categories order by sort_order, name`)) as { rows: { slug: string }[] };
    const slugs = menu.rows.map((row) => row.slug);
    const listed = facets.category.map((category) => category.value);
    expect(slugs.filter((slug) => listed.includes(slug))).toEqual(listed);
  });

  it("is answered without facets unless asked", async () => {
    expect((await search("size=M")).facets).toBeUndefined();
  });

  it("refuses too many values, too long a value, an unknown colour and a malformed flag with 400", async () => {
    const sizes = Array.from({ length: 21 }, (_, n) => `size=S${n}`).join("&");
    const materials = Array.from({ length: 21 }, (_, n) => `material=m${n}`).join("&");
    for (const query of [
      sizes,
      materials,
      `size=${"X".repeat(41)}`,
      `material=${"silk".repeat(11)}`,
      "color=blue",
      "color=indigo&color=teal",
      "inStock=yes",
      "facets=2",
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ status: false, message: expect.any(String), code: expect.any(String) });
    }
  });
});

describe("in stock is never stale", () => {
  it("follows a size selling out and coming back without rebuilding the index", async () => {
    await buildSearchIndex(db);
    const search = { text: "", sizes: ["M"], inStock: true, facets: true, limit: 48, offset: 0 };
    const fromIndex = () => searchIndexed(db, { ...search, queries: textQueries(""), maxCounted: 10_000 }, "summary");
    const before = await fromIndex();
    if (typeof before !== "object") throw new Error("The index did not answer");
    const [held] = await db
      .select({ variantId: variantSizes.variantId })
      .from(variantSizes)
      .where(and(eq(variantSizes.sizeName, "M"), sql`${variantSizes.quantity} > 0`))
      .limit(1);
    const variantId = held?.variantId as string;
    const restock = await db.select().from(variantSizes).where(eq(variantSizes.variantId, variantId));

    // The last M sold: the colourway leaves the in-stock M list at once, answered by the index.
    await db
      .update(variantSizes)
      .set({ quantity: 0 })
      .where(and(eq(variantSizes.variantId, variantId), eq(variantSizes.sizeName, "M")));
    const soldOut = await fromIndex();
    if (typeof soldOut !== "object") throw new Error("The index left a stock change to PostgreSQL");
    expect(soldOut.total).toBe(before.total - 1);
    expect(soldOut.ids).not.toContain(variantId);
    expect(soldOut).toEqual(await fromIndex());
    const bySql = await searchVariantIds(db, search, { useIndex: false, shape: "summary" });
    expect(soldOut.ids).toEqual(bySql.ids);
    expect(await searchVariantIds(db, search, { shape: "summary" })).toEqual(bySql);

    // An order that leaves pieces in a size changes nothing the filters read, and is still right.
    await db
      .update(variantSizes)
      .set({ quantity: sql`${variantSizes.quantity} + 1` })
      .where(eq(variantSizes.sizeName, "L"));
    expect(await searchVariantIds(db, search, { shape: "summary" })).toEqual(
      await searchVariantIds(db, search, { useIndex: false, shape: "summary" }),
    );

    // Back in stock: listed again.
    for (const size of restock)
      await db.update(variantSizes).set({ quantity: size.quantity }).where(eq(variantSizes.id, size.id));
    const back = await fromIndex();
    if (typeof back !== "object") throw new Error("The index did not answer");
    expect(back.total).toBe(before.total);
    expect(back.ids).toEqual(before.ids);
  });
});
