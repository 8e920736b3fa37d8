import { and, asc, desc, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { products, variants } from "../../db/schema.ts";
import { splitColourWords } from "./colour-words.ts";
import { escapeLike } from "./search-suggestion-queries.ts";
import { findVariantsJson, type VariantShape } from "./variant-json.ts";

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

interface VariantIdPage {
  ids: string[];
  /** Matches across all pages. */
  total: number;
}

/** A page of matches, with the variants themselves as a JSON array in the shape asked for ("[]" when none was). */
export interface VariantPage extends VariantIdPage {
  json: string;
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
 * A search for text counts at most this many matches: 100 pages of 12, 25 of 48. Counting and
 * ranking are the whole cost of a search nobody made in the last seconds, and they grow with the
 * cap: counting "ajrakh" to 10,000 takes PostgreSQL about 10 ms, to 1,200 about 1 ms, which decides
 * whether two cores answer a hundred such searches a second or a thousand. Listing without text
 * keeps the larger cap (the sitemap pages through it; counting without a text test is cheap).
 */
const MAX_COUNTED_TEXT_MATCHES = 1_200;

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
  options: { maxCounted?: number; shape?: VariantShape } = {},
): Promise<VariantPage> {
  const { shape } = options;
  const maxCounted = options.maxCounted ?? (criteria.text === "" ? MAX_COUNTED_MATCHES : MAX_COUNTED_TEXT_MATCHES);
  const price = and(
    criteria.minPaise === undefined ? undefined : gte(variants.salePricePaise, criteria.minPaise),
    criteria.maxPaise === undefined ? undefined : lte(variants.salePricePaise, criteria.maxPaise),
  );
  const { sort } = criteria;
  const newestFirst = [desc(variants.createdAt), asc(variants.id)];
  if (criteria.text === "") {
    const order = sort ? (counted: number) => priceOrder(sort, counted > maxCounted) : newestFirst;
    return findPage(db, { where: price }, order, criteria, maxCounted, shape);
  }

  for (const query of [wordsQuery(criteria.text), prefixQuery(criteria.text)]) {
    if (!query) continue;
    const rank = sql`ts_rank(${variants.searchDocument}, ${query})`;
    const page = await findPage(
      db,
      {
        where: and(sql`${variants.searchDocument} @@ ${query}`, price),
        // With more matches than a search counts, one in ten pieces or more matches: walking the
        // order's index and testing each piece finds a page sooner than fetching every match through
        // the text index and sorting them, which PostgreSQL picks for prefixes, whose matches it
        // cannot estimate ("ajra":* looks rare). Written so the text index cannot serve it.
        walking: and(sql`(${variants.searchDocument} @@ ${query}) is true`, price),
      },
      sort
        ? (counted) => priceOrder(sort, counted > maxCounted)
        : (counted) => (counted > maxCounted ? newestFirst : [desc(rank), ...newestFirst]),
      criteria,
      maxCounted,
      shape,
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
    shape,
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
 * The number of matches (counted up to the cap) and one page of their ids in one statement, then,
 * when `shape` is given, those variants as JSON text. A price order and the relevance order depend on
 * the count (see priceOrder and searchVariantIds), so the statement holds the page's query once per
 * order and PostgreSQL runs only the one the count picks, and none for a page past the end.
 */
async function findPage(
  db: Database,
  filter: { where: SQL | undefined; walking?: SQL | undefined; joinProducts?: boolean },
  order: Order | ((counted: number) => Order),
  criteria: VariantSearchCriteria,
  maxCounted: number,
  shape: VariantShape | undefined,
): Promise<VariantPage> {
  const from = filter.joinProducts
    ? sql`${variants} join ${products} on ${products.id} = ${variants.productId}`
    : sql`${variants}`;
  // Only what shoppers see: colourways of active products.
  const where = sql`where ${and(variants.listed, filter.where)}`;
  const walking = filter.walking ? sql`where ${and(variants.listed, filter.walking)}` : where;
  const pageOf = (orderBy: Order, condition: SQL) =>
    sql`(select array_agg(id) from (select ${variants.id} as id from ${from} ${condition}
      order by ${sql.join(orderBy, sql`, `)} limit ${criteria.limit} offset ${criteria.offset}) ordered)`;
  const [many, few] = Array.isArray(order) ? [order, order] : [order(maxCounted + 1), order(maxCounted)];
  // One past the cap tells "exactly the cap" from "more than we count".
  const statement = sql`with counted as (
      select count(*)::int as n from (select 1 from ${from} ${where} limit ${maxCounted + 1}) matches
    ), page as (
      select coalesce(case
        when (select n from counted) <= ${criteria.offset} then null
        when (select n from counted) > ${maxCounted} then ${pageOf(many, walking)}
        else ${pageOf(few, where)} end, '{}') as ids
    )
    select (select n from counted) as total, array_to_json((select ids from page))::text as ids`;
  const [row] = await db.select({ total: sql<number>`total`, ids: sql<string>`ids` }).from(sql`(${statement}) as found`);
  const total = Math.min(row?.total ?? 0, maxCounted);
  const ids = JSON.parse(row?.ids ?? "[]") as string[];
  // The cards in a statement of their own: prepared once, where this one is planned for every search.
  return { ids, total, json: shape ? await findVariantsJson(db, ids, shape) : "[]" };
}
