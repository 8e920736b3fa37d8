import { MAX_SEARCH_SUGGESTIONS } from "@chhaap/contract/reference";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#src/db/client.ts";
import { escapeLike } from "#src/db/like-pattern.ts";
import { products, variants } from "#src/db/schema.ts";
import { createTestDatabase } from "#src/test/database.ts";
import { buildSearchIndex, searchIndexed, suggestedNamesIndexed } from "./search-index.ts";
import { NameIndex, namesAnswerable, wordSimilarity } from "./search-names.ts";
import { searchVariantIds, textQueries } from "./search-queries.ts";
import { suggestProducts } from "./search-suggestion-queries.ts";

let db: Database;
let close: () => Promise<void>;
let names: string[];
beforeAll(async () => {
  const database = await createTestDatabase({ seeded: true });
  db = database.db;
  close = () => database.close();
  names = [...new Set((await db.select({ name: products.name }).from(products)).map((row) => row.name))];
});
afterAll(async () => close?.());

/** What shoppers type that the index's words and prefixes do not find, beside texts that are in names. */
const typed = [
  // Typos: a letter left out, doubled, swapped, wrong.
  "ajrkh",
  "ajrakhh",
  "ajarkh",
  "dupattta",
  "dupatat",
  "sarre",
  "kurat",
  "indgo",
  "madder rde",
  "modal slik",
  // Inside a word, and across words ("contains").
  "jrakh",
  "rakh mod",
  "upatta",
  "block print",
  // A word and a number, made-up words, a word beside a made-up one, many words.
  "kurta 4",
  "saree 42",
  "xl 42",
  "qzxv",
  "plomf wertig",
  "ajrakh qzxvw",
  "xqzt saree",
  "indigo ajrakh modal silk saree dupatta",
  "cotton kurta mul stole black madder red",
  // Punctuation, digits alone, repeated words, letters pg_trgm does not read as words.
  "ajrakh-print",
  "a.j.r.a.k.h",
  "saree saree saree",
  "1234",
  "%_%_",
  "!!!!",
  "  ",
];

describe("pg_trgm's word_similarity, reproduced", () => {
  it("gives PostgreSQL's value for every typed text against every product name", async () => {
    const list = await db
      .select({
        text: sql<string>`t.text`,
        name: sql<string>`n.name`,
        similarity: sql<string>`word_similarity(t.text, n.name)::text`,
      })
      .from(sql`unnest(${sql.param(typed)}::text[]) as t(text), unnest(${sql.param(names)}::text[]) as n(name)`);
    expect(list.length).toBe(typed.length * names.length);
    const wrong = list.filter((row) => wordSimilarity(row.text, row.name) !== Math.fround(Number(row.similarity)));
    expect(wrong.slice(0, 5)).toEqual([]);
    // Enough of them close for the comparison to mean something.
    expect(list.filter((row) => Number(row.similarity) >= 0.6).length).toBeGreaterThan(100);
  });

  it("keeps the names `<%` finds and those containing the text, as closeNames does when fewer than its caps qualify", async () => {
    const index = new NameIndex(names);
    for (const text of typed.filter((text) => text.trim().length >= 4)) {
      const escaped = escapeLike(text);
      const rows = await db
        .select({
          name: sql<string>`name`,
          starts: sql<boolean>`name ilike ${`${escaped}%`}`,
          holds: sql<boolean>`name ilike ${`%${escaped}%`}`,
          closeness: sql<string>`word_similarity(${text}, name)::text`,
        })
        .from(sql`unnest(${sql.param(names)}::text[]) as n(name)`)
        .where(sql`${text} <% name or name ilike ${`%${escaped}%`}`);
      const expected = rows
        .map((row) => ({ name: row.name, starts: row.starts, holds: row.holds, closeness: Math.fround(Number(row.closeness)) }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const found = index
        .close(text, 10_000, () => 1)
        .map(({ place, starts, holds, closeness }) => ({ name: names[place] as string, starts, holds, closeness }))
        .sort((a, b) => a.name.localeCompare(b.name));
      expect(found, text).toEqual(expected);
    }
  });

  it("stops at the cap of names of each kind", () => {
    const index = new NameIndex(names);
    const holding = index.close("saree", 3, () => 1);
    expect(holding.filter((name) => name.holds).length).toBe(3);
  });
});

describe("the names step answered by the search index", () => {
  it("gives the SQL path's pages, totals, orders and facet counts", async () => {
    await buildSearchIndex(db);
    let named = 0;
    for (const text of typed.map((text) => text.trim().replace(/\s+/g, " ")).filter((text) => text !== "")) {
      for (const sort of [undefined, 1, -1] as const) {
        for (const [offset, minPaise, facets, sizes] of [
          [0, undefined, false, undefined],
          [5, undefined, false, undefined],
          [0, 150_000, true, undefined],
          [0, undefined, true, ["M"]],
        ] as const) {
          const criteria = { text, sort, offset, limit: 6, minPaise, facets, sizes: sizes && [...sizes] };
          const what = JSON.stringify(criteria);
          const indexed = await searchIndexed(db, { ...criteria, queries: textQueries(text), maxCounted: 1_200 }, "summary");
          // A hyphenated word is a phrase, which the index leaves to PostgreSQL (search-index.test.ts).
          if (typeof indexed !== "object" && !text.includes("-")) throw new Error(`The index left ${what} to PostgreSQL`);
          const viaSql = await searchVariantIds(db, criteria, { useIndex: false, shape: "summary" });
          expect(await searchVariantIds(db, criteria, { shape: "summary" }), what).toEqual(viaSql);
          if (viaSql.ids.length > 0) named++;
        }
      }
    }
    expect(named).toBeGreaterThan(100);
  }, 120_000);

  it("leaves text beyond printable ASCII to PostgreSQL, with the same answers", async () => {
    await buildSearchIndex(db);
    for (const text of ["साड़ी", "ajrakh साड़ी", "ülkü", "ajrákh", "बटिक प्रिंट", "坎肩"]) {
      expect(namesAnswerable(text)).toBe(false);
      const criteria = { text, limit: 12, offset: 0 };
      expect(await searchIndexed(db, { ...criteria, queries: textQueries(text), maxCounted: 1_200 })).toBe("no match");
      expect(await searchVariantIds(db, criteria, { shape: "summary" })).toEqual(
        await searchVariantIds(db, criteria, { useIndex: false, shape: "summary" }),
      );
    }
  });
});

describe("search suggestions answered by the search index", () => {
  /** What a shopper types letter by letter: every beginning of the typed texts and of names' first two words. */
  const keystrokes = () => {
    const texts = new Set<string>();
    const whole = [...typed, ...names.slice(0, 40).map((name) => name.split(" ").slice(0, 2).join(" "))];
    for (const text of whole.map((text) => text.trim().replace(/\s+/g, " ").toLowerCase()))
      for (let length = 1; length <= text.length; length++) texts.add(text.slice(0, length).trim());
    texts.delete("");
    return [...texts];
  };

  it("suggests what PostgreSQL suggests, in the same order, for every keystroke", async () => {
    await buildSearchIndex(db);
    const asked = keystrokes();
    let suggested = 0;
    for (const text of asked) {
      expect(await suggestedNamesIndexed(db, text, MAX_SEARCH_SUGGESTIONS), text).toBeDefined();
      const viaSql = await suggestProducts(db, text, MAX_SEARCH_SUGGESTIONS, { useIndex: false });
      expect(await suggestProducts(db, text, MAX_SEARCH_SUGGESTIONS), text).toEqual(viaSql);
      if (viaSql.length > 0) suggested++;
    }
    // Most keystrokes find something: the comparison is not of empty lists.
    expect(suggested).toBeGreaterThan(asked.length / 2);
  }, 120_000);

  it("never suggests from an index behind the catalog: a product renamed a moment ago is suggested by its new name", async () => {
    await buildSearchIndex(db);
    const [product] = await db.select({ id: products.id, name: products.name }).from(products).limit(1);
    if (!product) throw new Error("the demo catalog has products");
    expect((await suggestProducts(db, "quokkafern", MAX_SEARCH_SUGGESTIONS)).map((found) => found.name)).toEqual([]);
    // As the back office saves a product: its colourways' search documents are written again with it.
    const rename = (name: string) =>
      db.transaction(async (tx) => {
        await tx.update(products).set({ name }).where(eq(products.id, product.id));
        await tx
          .update(variants)
          .set({ searchDocument: sql`to_tsvector('english', ${name})` })
          .where(eq(variants.productId, product.id));
      });
    await rename("Quokkafern Ajrakh Saree");
    try {
      const renamed = await suggestProducts(db, "quokkafern", MAX_SEARCH_SUGGESTIONS);
      expect(renamed.map((found) => found.name)).toEqual(["Quokkafern Ajrakh Saree"]);
      // The old name is no longer this product's.
      const old = await suggestProducts(db, product.name.toLowerCase(), 50);
      expect(old.filter((found) => found.name === "Quokkafern Ajrakh Saree")).toEqual([]);
    } finally {
      await rename(product.name);
      await buildSearchIndex(db);
    }
  });
});
