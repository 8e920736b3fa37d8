import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#src/db/client.ts";
import { products, searchEpoch, variants } from "#src/db/schema.ts";
import { createTestDatabase } from "#src/test/database.ts";
import { buildSearchIndex, searchIndexed } from "./search-index.ts";
import { searchVariantIds, textQueries, type VariantSearchCriteria } from "./search-queries.ts";

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase({ seeded: true });
  db = database.db;
  close = () => database.close();
});
afterAll(async () => close?.());

/** What the index answers for a search, straight from it: undefined when it would leave the search to PostgreSQL. */
function fromIndex(criteria: VariantSearchCriteria, maxCounted: number) {
  return searchIndexed(db, { ...criteria, queries: textQueries(criteria.text), maxCounted }, "summary");
}

const epoch = async () => (await db.select({ n: searchEpoch.n }).from(searchEpoch))[0]?.n;

describe("the in-process search index answers as PostgreSQL does", () => {
  it("for words, prefixes, colour words, negation, or, stop words, nothing, and listing everything", async () => {
    await buildSearchIndex(db);
    const names = await db.select({ name: products.name }).from(products).limit(40);
    const words = [...new Set(names.flatMap((row) => row.name.toLowerCase().match(/[a-z]+/g) ?? []))].slice(0, 12);
    const texts = [
      "",
      ...words,
      ...words.map((word) => word.slice(0, 3)),
      // Two letters begin several lexemes each: their documents are marked and read back (postingsOf).
      ...new Set(words.map((word) => word.slice(0, 2))),
      `${words[0]} ${words[1]}`,
      `${words[2]} ${words[3]?.slice(0, 3)}`,
      "ajrakh",
      "ajra",
      "blue saree",
      "red dupatta",
      "saree -silk",
      "kurta or dupatta",
      "-ajrakh",
      "-ajrakh or -saree",
      "-ajrakh -saree",
      "saree -red -silk",
      "of",
      "zzzzqx",
    ];
    let answered = 0;
    for (const text of texts) {
      for (const sort of [undefined, 1, -1] as const) {
        for (const offset of [0, 5]) {
          for (const [minPaise, maxPaise] of [
            [undefined, undefined],
            [150_000, 400_000],
          ] as const) {
            for (const maxCounted of [1_200, 4]) {
              const criteria = { text, sort, offset, limit: 6, minPaise, maxPaise };
              const what = JSON.stringify({ ...criteria, maxCounted });
              const indexed = await fromIndex(criteria, maxCounted);
              if (indexed === undefined) throw new Error(`The index left ${what} to PostgreSQL`);
              const viaSql = await searchVariantIds(db, criteria, { maxCounted, useIndex: false, shape: "summary" });
              if (indexed === "no match") {
                // Nothing for the index's steps: what is left is PostgreSQL's name similarity.
                expect(await searchVariantIds(db, criteria, { maxCounted, shape: "summary" }), what).toEqual(viaSql);
              } else {
                expect(indexed, what).toEqual(viaSql);
                if (indexed.ids.length > 0) answered++;
              }
            }
          }
        }
      }
    }
    // The comparison is only worth something if most searches found pieces.
    expect(answered).toBeGreaterThan(texts.length * 24 * 0.6);
    // About 1,000 searches each way: 20–50 s on PGlite on a busy two-core machine.
  }, 120_000);

  it("with facet filters and their counts, for text, prefixes, orders, pages and price bounds", async () => {
    await buildSearchIndex(db);
    const filters = [
      {},
      { sizes: ["M"] },
      { sizes: ["M", "Free Size"], inStock: true },
      { inStock: true },
      { colours: ["indigo" as const, "black" as const] },
      { colours: ["madder-red" as const], materials: ["modal silk", "mul cotton"] },
      { materials: ["cotton cambric"], sizes: ["L"], inStock: true },
      { sizes: ["XXXL"] },
      { categories: ["sarees", "kurtas"], colours: ["ivory" as const] },
    ];
    let answered = 0;
    for (const text of ["", "ajrakh", "saree", "blue dupatta", "ajra", "-silk"]) {
      for (const filter of filters) {
        for (const sort of [undefined, -1] as const) {
          for (const [minPaise, maxPaise] of [
            [undefined, undefined],
            [150_000, 600_000],
          ] as const) {
            const criteria = { text, sort, offset: 0, limit: 12, minPaise, maxPaise, facets: true, ...filter };
            const what = JSON.stringify(criteria);
            const indexed = await fromIndex(criteria, 1_200);
            if (indexed === undefined) throw new Error(`The index left ${what} to PostgreSQL`);
            const viaSql = await searchVariantIds(db, criteria, { useIndex: false, shape: "summary" });
            expect(await searchVariantIds(db, criteria, { shape: "summary" }), what).toEqual(viaSql);
            if (indexed !== "no match" && indexed.ids.length > 0) answered++;
          }
        }
      }
    }
    expect(answered).toBeGreaterThan(6 * filters.length * 4 * 0.5);
  }, 120_000);

  it("answers ids alone when no cards are asked for", async () => {
    await buildSearchIndex(db);
    const criteria = { text: "saree", limit: 5, offset: 0 };
    const indexed = await searchIndexed(db, { ...criteria, queries: textQueries("saree"), maxCounted: 1_200 });
    if (typeof indexed !== "object") throw new Error("The index did not answer");
    expect(indexed).toEqual(await searchVariantIds(db, criteria, { useIndex: false }));
    expect(indexed.ids).toHaveLength(5);
    expect(indexed.json).toBe("[]");
  });

  it("leaves phrases (quoted or hyphenated words) to PostgreSQL", async () => {
    await buildSearchIndex(db);
    expect(await fromIndex({ text: '"block print"', limit: 12, offset: 0 }, 1_200)).toBeUndefined();
    const page = await searchVariantIds(db, { text: '"block print"', limit: 12, offset: 0 });
    expect(page).toEqual(await searchVariantIds(db, { text: '"block print"', limit: 12, offset: 0 }, { useIndex: false }));
  });
});

describe("the index is never stale", () => {
  const cheapestAjrakh = { text: "ajrakh", sort: 1 as const, limit: 3, offset: 0 };

  it("answers a change committed after it was built from PostgreSQL, until it is built again", async () => {
    await buildSearchIndex(db);
    const before = await searchVariantIds(db, cheapestAjrakh, { shape: "summary" });
    const last = (await searchVariantIds(db, { ...cheapestAjrakh, sort: -1, limit: 1 })).ids[0] as string;
    await db.update(variants).set({ salePricePaise: 1 }).where(eq(variants.id, last));

    expect(await fromIndex(cheapestAjrakh, 1_200)).toBeUndefined();
    const after = await searchVariantIds(db, cheapestAjrakh, { shape: "summary" });
    expect(after.ids[0]).toBe(last);
    expect(after.ids.slice(1)).toEqual(before.ids.slice(0, 2));

    await buildSearchIndex(db);
    expect(await fromIndex(cheapestAjrakh, 1_200)).toEqual(after);

    // A colourway no longer listed (its product made a draft) leaves every search at once.
    await db.update(variants).set({ listed: false }).where(eq(variants.id, last));
    const unlisted = await searchVariantIds(db, cheapestAjrakh);
    expect(unlisted.ids).toEqual(before.ids);
    expect(unlisted.total).toBe(after.total - 1);
  });

  it("raises the epoch once per committed transaction that changes what search reads, and not for stock or a rollback", async () => {
    // Two colourways shoppers see: the second must be found by its new words at the end.
    const [first, second] = await db.select({ id: variants.id }).from(variants).where(eq(variants.listed, true)).limit(2);
    const start = await epoch();
    await db.transaction(async (tx) => {
      await tx
        .update(variants)
        .set({ colour: "Indigo" })
        .where(eq(variants.id, first?.id as string));
      await tx
        .update(variants)
        .set({ searchDocument: sql`to_tsvector('english', 'renamed piece')` })
        .where(eq(variants.id, second?.id as string));
      await tx
        .update(variants)
        .set({ listed: true })
        .where(eq(variants.id, first?.id as string));
    });
    expect(await epoch()).toBe((start ?? 0) + 1);

    await db
      .update(variants)
      .set({ stockStatus: "low_stock" })
      .where(eq(variants.id, first?.id as string));
    await expect(
      db.transaction(async (tx) => {
        await tx
          .update(variants)
          .set({ salePricePaise: 2 })
          .where(eq(variants.id, first?.id as string));
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await epoch()).toBe((start ?? 0) + 1);
    expect((await searchVariantIds(db, { text: "renamed", limit: 12, offset: 0 })).ids).toEqual([second?.id]);
  });
});
