import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { products, variants } from "../../db/schema.ts";
import { splitColourWords } from "./colour-words.ts";
import { escapeLike } from "./search-suggestion-queries.ts";

export interface VariantSearchCriteria {
  /** What the shopper typed, normalised by normaliseSearchText; "" lists everything. */
  text: string;
  minPaise?: number;
  maxPaise?: number;
  /** 1 cheapest first, -1 dearest first; otherwise relevance, then newest. */
  sort?: 1 | -1;
  limit: number;
  offset: number;
}

export interface VariantIdPage {
  ids: string[];
  /** Matches across all pages. */
  total: number;
}

/** Case and spacing never change what matches, so equal searches share one cache entry. */
export function normaliseSearchText(text: string): string {
  return text.normalize("NFKC").replace(/\s+/g, " ").trim().toLowerCase();
}

const MAX_PREFIX_WORDS = 8;

/**
 * A search counts at most this many matches (834 pages of 12; nobody pages further). Counting all
 * of a broad search ("ajrakh" matches the whole catalog) costs 60–75 ms at 100,000 variants; counting
 * to the cap costs about 15 ms. Beyond it the total reads as the cap (decision 0006).
 */
const MAX_COUNTED_MATCHES = 10_000;

/**
 * One page of matching variant ids and the number of matches (`/api/variant/search`).
 * Text is matched in three steps, each tried only when the one before finds nothing:
 * 1. full-text search over the search document (product name, category, colour, material, tags),
 *    ranked with ts_rank, as `websearch_to_tsquery` reads it ("modal silk", "indigo -black"), with
 *    everyday colour words also matching the shop's dye names ("blue" finds "indigo"); a
 *    search too broad to count (a word nearly every piece has) lists newest first instead, since
 *    ranking every match costs about 60 ms and tells little apart;
 * 2. the same words as prefixes, so a partial word ("ajra", "dupat") still finds something;
 * 3. product names that contain the text or are close to it (pg_trgm), with `%` and `_` as plain text.
 */
export async function searchVariantIds(
  db: Database,
  criteria: VariantSearchCriteria,
  { maxCounted = MAX_COUNTED_MATCHES }: { maxCounted?: number } = {},
): Promise<VariantIdPage> {
  const price = and(
    criteria.minPaise === undefined ? undefined : gte(variants.salePricePaise, criteria.minPaise),
    criteria.maxPaise === undefined ? undefined : lte(variants.salePricePaise, criteria.maxPaise),
  );
  const { sort } = criteria;
  const newestFirst = [desc(variants.createdAt), asc(variants.id)];
  if (criteria.text === "") {
    const order = sort ? (counted: number) => priceOrder(sort, counted > maxCounted) : newestFirst;
    return findPage(db, { where: price }, order, criteria, maxCounted);
  }

  for (const query of [wordsQuery(criteria.text), prefixQuery(criteria.text)]) {
    if (!query) continue;
    const rank = sql`ts_rank(${variants.searchDocument}, ${query})`;
    const page = await findPage(
      db,
      { where: and(sql`${variants.searchDocument} @@ ${query}`, price) },
      sort
        ? (counted) => priceOrder(sort, counted > maxCounted)
        : (counted) => (counted > maxCounted ? newestFirst : [desc(rank), ...newestFirst]),
      criteria,
      maxCounted,
    );
    if (page.total > 0) return page;
  }

  const text = criteria.text;
  const escaped = escapeLike(text);
  return findPage(
    db,
    { where: and(or(ilike(products.name, `%${escaped}%`), sql`${text} <% ${products.name}`), price), joinProducts: true },
    sort
      ? (counted) => priceOrder(sort, counted > maxCounted)
      : [
          desc(sql`${products.name} ilike ${`${escaped}%`}`),
          desc(sql`${products.name} ilike ${`%${escaped}%`}`),
          desc(sql`word_similarity(${text}, ${products.name})`),
          ...newestFirst,
        ],
    criteria,
    maxCounted,
  );
}

/**
 * Ties are broken by id in the same direction, so one (sale_price_paise, id) index serves both orders.
 * With many matches (more than a search counts) PostgreSQL walks that index and stops after a page.
 * With few, walking it can mean reading most of the catalog (sarees are dear, so "saree"
 * cheapest-first skips every cheaper piece); `+ 0` hides the index so the few matches are fetched
 * through the text index and sorted instead.
 */
function priceOrder(sort: 1 | -1, many: boolean): SQL[] {
  const price = many ? sql`${variants.salePricePaise}` : sql`${variants.salePricePaise} + 0`;
  return sort === 1 ? [asc(price), asc(variants.id)] : [desc(price), desc(variants.id)];
}

/** Every word as a prefix, all required: "ajra sare" becomes 'ajra':* & 'sare':*. Only letters and digits reach to_tsquery. */
/**
 * Every word must match, as `websearch_to_tsquery` reads them ("modal silk", "indigo -black"); a
 * colour word a shopper types ("blue") matches either itself or the shop's dye for it ("indigo").
 */
function wordsQuery(text: string): SQL {
  const { colours, rest } = splitColourWords(text);
  if (colours.length === 0) return sql`websearch_to_tsquery('english', ${text})`;
  const parts = colours.map(
    (names) =>
      sql`(${sql.join(
        names.map((name) => sql`plainto_tsquery('english', ${name})`),
        sql` || `,
      )})`,
  );
  if (rest.length > 0) parts.unshift(sql`websearch_to_tsquery('english', ${rest.join(" ")})`);
  return sql`(${sql.join(parts, sql` && `)})`;
}

function prefixQuery(text: string): SQL | undefined {
  const words = text.match(/[\p{L}\p{M}\p{N}]+/gu)?.slice(0, MAX_PREFIX_WORDS);
  if (!words || words.length === 0) return undefined;
  return sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(" & ")})`;
}

type Order = (SQL | PgColumn)[];

/**
 * The number of matches (counted up to the cap) and one page of ids. A price order and the
 * relevance order depend on the count (see priceOrder and searchVariantIds), so the count runs first
 * and a page past the end is not looked for; a fixed order does not, so both run side by side.
 */
async function findPage(
  db: Database,
  filter: { where: SQL | undefined; joinProducts?: boolean },
  order: Order | ((counted: number) => Order),
  criteria: VariantSearchCriteria,
  maxCounted: number,
): Promise<VariantIdPage> {
  const matchQuery = db.select({ id: variants.id }).from(variants).$dynamic();
  const idQuery = db.select({ id: variants.id }).from(variants).$dynamic();
  if (filter.joinProducts) {
    // Dynamic builders add the join in place.
    matchQuery.innerJoin(products, eq(products.id, variants.productId));
    idQuery.innerJoin(products, eq(products.id, variants.productId));
  }
  // One past the cap tells "exactly the cap" from "more than we count".
  const countMatches = async () => {
    const matches = matchQuery
      .where(filter.where)
      .limit(maxCounted + 1)
      .as("matches");
    return (await db.select({ n: count() }).from(matches))[0]?.n ?? 0;
  };
  const findIds = async (orderBy: Order) => {
    const rows = await idQuery
      .where(filter.where)
      .orderBy(...orderBy)
      .limit(criteria.limit)
      .offset(criteria.offset);
    return rows.map((row) => row.id);
  };
  if (Array.isArray(order)) {
    const [counted, ids] = await Promise.all([countMatches(), findIds(order)]);
    return { ids, total: Math.min(counted, maxCounted) };
  }
  const counted = await countMatches();
  const total = Math.min(counted, maxCounted);
  return { ids: total > criteria.offset ? await findIds(order(counted)) : [], total };
}
