import type { SearchFacets } from "@chhaap/contract/catalog";
import { and, asc, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "#src/db/client.ts";
import { categories, products, variants } from "#src/db/schema.ts";
import { splitColourWords } from "./colour-words.ts";
import {
  allConditions,
  type FacetConditions,
  type FacetCounts,
  type FacetFilters,
  facetCategories,
  facetConditions,
  facetCountsBySql,
  facetsAnswer,
  hasFacetFilters,
} from "./search-facets.ts";
import { searchIndexed } from "./search-index.ts";
import { MIN_SIMILAR_TEXT } from "./search-names.ts";
import { closeNames } from "./search-suggestion-queries.ts";
import { isStatementTimeout, timeBoxed } from "./search-time-box.ts";
import { findVariantsJson, type VariantShape } from "./variant-json.ts";

export interface VariantSearchCriteria extends FacetFilters {
  /** What the shopper typed, normalised by normaliseSearchText; "" lists everything. */
  text: string;
  minPaise?: number;
  maxPaise?: number;
  /** Category slugs: only pieces in one of them. None (or undefined) for every category. */
  categories?: string[];
  /** 1 cheapest first, -1 dearest first; otherwise relevance, then newest. */
  sort?: 1 | -1;
  limit: number;
  offset: number;
  /** Count the matches' facets too (search-facets.ts). */
  facets?: boolean;
}

interface VariantIdPage {
  ids: string[];
  /** Matches across all pages. */
  total: number;
}

/** A page of matches, with the variants themselves as a JSON array in the shape asked for ("[]" when none was). */
export interface VariantPage extends VariantIdPage {
  json: string;
  /** When asked for. */
  facets?: SearchFacets;
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
 * 3. product names that contain the text or are close to it (pg_trgm), with `%` and `_` as plain
 *    text, for a text of MIN_SIMILAR_TEXT characters or more, among a bounded number of names.
 * The three steps, and a listing without text, are answered by the in-process search index when it
 * is current and can read the query (search-index.ts; the last step for printable ASCII text,
 * search-names.ts); otherwise, or with `useIndex: false`, by the statements below, with the same
 * answers (the last step's may differ in which names it keeps when more qualify than it keeps). On PostgreSQL those statements run under the
 * search's time limit (search-time-box.ts).
 */
export async function searchVariantIds(
  db: Database,
  criteria: VariantSearchCriteria,
  options: { maxCounted?: number; walkedRows?: number; shape?: VariantShape; useIndex?: boolean } = {},
): Promise<VariantPage> {
  const { shape } = options;
  const walkedRows = options.walkedRows ?? WALKED_ROWS;
  const maxCounted = options.maxCounted ?? (criteria.text === "" ? MAX_COUNTED_MATCHES : MAX_COUNTED_TEXT_MATCHES);
  const queries = textQueries(criteria.text);
  const categoryIds = await categoryIdsOf(db, criteria.categories);
  // Only categories the shop does not have: nothing is in them (the other facets are still counted).
  if (categoryIds?.length === 0 && !criteria.facets) return NOTHING;
  const narrowed = { ...criteria, categoryIds };

  if (options.useIndex !== false) {
    const answer = await searchIndexed(db, { ...narrowed, queries, maxCounted }, shape);
    if (answer === "no match") return similarNames(db, narrowed, maxCounted, shape);
    if (answer) {
      const { facets, ...page } = answer;
      return facets ? { ...page, facets: facetsAnswer(facets.counts, criteria, criteria.categories ?? [], facets.menu) } : page;
    }
  }

  // A statement that outlasts the search's time limit answers 503 `server.too_slow` (error-handler.ts).
  const found = await timeBoxed(db, async (tx) => {
    const conditions = await facetConditions(tx, criteria, criteria, inCategories(categoryIds));
    const stepFound = await textPage(tx, narrowed, queries, maxCounted, walkedRows, conditions);
    return (
      stepFound && {
        ...stepFound,
        facets: criteria.facets ? await facetCountsBySql(tx, stepFound.source, conditions, criteria) : undefined,
      }
    );
  });
  if (!found) return similarNames(db, narrowed, maxCounted, shape);
  return withFacets(db, await withCards(db, found.page, shape), found.facets, criteria);
}

/** The page with its `facets` block, when they were counted. */
async function withFacets(
  db: Database,
  page: VariantPage,
  counts: FacetCounts | undefined,
  criteria: VariantSearchCriteria,
): Promise<VariantPage> {
  if (!counts) return page;
  return { ...page, facets: facetsAnswer(counts, criteria, criteria.categories ?? [], await facetCategories(db)) };
}

/** Criteria with the categories' ids in place of their slugs (see categoryIdsOf). */
type NarrowedCriteria = VariantSearchCriteria & { categoryIds: string[] | undefined };

/** The ids of the categories with these slugs; undefined when none is named (every category). */
async function categoryIdsOf(db: Database, slugs: string[] | undefined): Promise<string[] | undefined> {
  if (!slugs || slugs.length === 0) return undefined;
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.slug, slugs));
  return rows.map((row) => row.id);
}

/**
 * The first two steps by SQL, or a listing without text, with the text's own condition (what facets
 * are counted over); undefined when the text matched nothing. As in the index, the first query with a
 * match in the price range and categories is the one answered; the facet filters then narrow it.
 */
async function textPage(
  db: Database | Transaction,
  criteria: NarrowedCriteria,
  queries: SQL[],
  maxCounted: number,
  walkedRows: number,
  conditions: FacetConditions,
): Promise<{ page: VariantIdPage; source: { where: SQL | undefined } } | undefined> {
  const filters = allConditions(conditions);
  const { sort } = criteria;
  if (criteria.text === "") {
    const page = await findPage(
      db,
      { where: filters },
      (_many, walk) => (sort ? priceOrder(sort, walk) : newestFirst(true)),
      criteria,
      maxCounted,
    );
    return { page, source: { where: undefined } };
  }

  for (const query of queries) {
    const rank = sql`ts_rank(${variants.searchDocument}, ${query})`;
    // A query of stop words only ("of") matches nothing: said so, PostgreSQL need not read every row to find it out.
    const text = and(sql`numnode(${query}) > 0`, sql`${variants.searchDocument} @@ ${query}`);
    const page = await findPage(
      db,
      { where: and(text, filters), walkedRows },
      // With more matches than a search counts, the order is one an index can serve (see findPage).
      sort
        ? (_many, walk) => priceOrder(sort, walk)
        : (many, walk) => (many ? newestFirst(walk) : [desc(rank), ...newestFirst(false)]),
      criteria,
      maxCounted,
    );
    if (page.total > 0 || (hasFacetFilters(criteria) && (await anyListed(db, and(text, conditions.price, conditions.category)))))
      return { page, source: { where: text } };
  }
  return undefined;
}

/** Whether a listed colourway meets `where`. */
async function anyListed(db: Database | Transaction, where: SQL | undefined): Promise<boolean> {
  const rows = await db.select({ id: variants.id }).from(variants).where(and(variants.listed, where)).limit(1);
  return rows.length > 0;
}

/** The first two steps' tsqueries for a text (see searchVariantIds); none for "". */
export function textQueries(text: string): SQL[] {
  return text === "" ? [] : [wordsQuery(text), prefixQuery(text)].filter((query) => query !== undefined);
}

/** Pieces of products in one of the categories; no test when none is named. */
function inCategories(categoryIds: string[] | undefined): SQL | undefined {
  if (categoryIds === undefined) return undefined;
  return inArray(
    variants.productId,
    sql`(select ${products.id} from ${products} where ${inArray(products.categoryId, categoryIds)})`,
  );
}

const NOTHING: VariantPage = { ids: [], total: 0, json: "[]" };

/**
 * The last step: product names that contain the text or are close to it (see searchVariantIds),
 * among at most MAX_CLOSE_NAMES of each (search-suggestion-queries.ts). It is a guess at what was
 * meant: one that outlasts the search's time limit is answered as finding nothing.
 */
async function similarNames(
  db: Database,
  criteria: NarrowedCriteria,
  maxCounted: number,
  shape: VariantShape | undefined,
): Promise<VariantPage> {
  const { text, sort } = criteria;
  // Typos in a word of three letters are not worth ranking every name that holds those letters ("and").
  if (text.length < MIN_SIMILAR_TEXT) return withFacets(db, NOTHING, criteria.facets ? NO_COUNTS : undefined, criteria);
  try {
    const source = {
      with: sql`close_names as materialized (${closeNames(text)})`,
      from: sql`${variants} join close_names on close_names.id = ${variants.productId}`,
    };
    const { page, counts } = await timeBoxed(db, async (tx) => {
      const conditions = await facetConditions(tx, criteria, criteria, inCategories(criteria.categoryIds));
      const found = await findPage(
        tx,
        { ...source, where: allConditions(conditions) },
        sort
          ? (_many, walk) => priceOrder(sort, walk)
          : () => [
              sql`close_names.starts desc`,
              sql`close_names.holds desc`,
              sql`close_names.closeness desc`,
              ...newestFirst(false),
            ],
        criteria,
        maxCounted,
      );
      return {
        page: found,
        counts: criteria.facets ? await facetCountsBySql(tx, { ...source, where: undefined }, conditions, criteria) : undefined,
      };
    });
    return withFacets(db, await withCards(db, page, shape), counts, criteria);
  } catch (error) {
    if (isStatementTimeout(error)) return withFacets(db, NOTHING, criteria.facets ? NO_COUNTS : undefined, criteria);
    throw error;
  }
}

/** The counts of a search that matched nothing to count over. */
const NO_COUNTS: FacetCounts = {
  sizes: new Map(),
  colours: new Map(),
  materials: new Map(),
  categories: new Map(),
  inStock: 0,
  minPaise: undefined,
  maxPaise: undefined,
};

/** A page with its variants as JSON in the shape asked for ("[]" when none was). */
async function withCards(db: Database, page: VariantIdPage, shape: VariantShape | undefined): Promise<VariantPage> {
  // The cards in a statement of their own: prepared once, where the page's is planned for every search.
  return { ...page, json: shape ? await findVariantsJson(db, page.ids, shape) : "[]" };
}

/**
 * Ties are broken by id in the same direction, so one (sale_price_paise, id) index serves both orders.
 * `walk` false hides the index (`+ 0`), so the matches are fetched through the text index and
 * sorted: walking it can mean reading most of the catalog (sarees are dear, so "saree"
 * cheapest-first skips every cheaper piece). findPage decides when walking pays.
 */
function priceOrder(sort: 1 | -1, walk: boolean): SQL[] {
  const price = walk ? sql`${variants.salePricePaise}` : sql`${variants.salePricePaise} + 0`;
  return sort === 1 ? [asc(price), asc(variants.id)] : [desc(price), desc(variants.id)];
}

/** Newest first, by the (created_at, id) index or, `walk` false, with the index hidden as in priceOrder. */
function newestFirst(walk: boolean): SQL[] {
  const created = walk ? sql`${variants.createdAt}` : sql`${variants.createdAt} + interval '0 s'`;
  return [desc(created), asc(variants.id)];
}

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

/** Every word as a prefix, all required: "ajra sare" becomes 'ajra':* & 'sare':*. Only letters and digits reach to_tsquery. */
function prefixQuery(text: string): SQL | undefined {
  const words = text.match(/[\p{L}\p{M}\p{N}]+/gu)?.slice(0, MAX_PREFIX_WORDS);
  if (!words || words.length === 0) return undefined;
  return sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(" & ")})`;
}

type Order = (SQL | PgColumn)[];

/**
 * The order of a page, given whether the search has more matches than it counts (`many`) and whether
 * the order's index may be walked (`walk`): see priceOrder and newestFirst.
 */
type OrderFor = (many: boolean, walk: boolean) => Order;

/**
 * How many rows of an order's index a search with many matches reads to fill its page before it
 * fetches every match through the text index and sorts them instead. More than a search counts
 * matches one piece in a hundred or more, so a page of 12 is usually within the first few hundred
 * rows; but matches can gather at one end of an order (skirts are dear: "skirt" cheapest-first reads
 * through every cheaper piece), and walking the whole index then took 100 ms at 100,000 variants.
 */
const WALKED_ROWS = 3_000;

/**
 * The number of matches (counted up to the cap) and one page of their ids in one statement, from
 * the variants or `from` (with the common table expressions `with`). The order depends on the count (see
 * searchVariantIds), so the statement holds the page's query once per order and PostgreSQL runs only
 * the one the count picks, and none for a page past the end. A text search with many matches
 * first reads the order's index for at most `walkedRows` rows (WALKED_ROWS), testing each; only when that
 * does not fill the page are all matches fetched and sorted.
 */
async function findPage(
  db: Database | Transaction,
  filter: { where: SQL | undefined; walkedRows?: number; with?: SQL; from?: SQL },
  order: OrderFor,
  criteria: VariantSearchCriteria,
  maxCounted: number,
): Promise<VariantIdPage> {
  const from = filter.from ?? sql`${variants}`;
  // Only what shoppers see: colourways of active products.
  const where = sql`where ${and(variants.listed, filter.where)}`;
  const pageOf = (orderBy: Order) =>
    sql`(select array_agg(id) from (select ${variants.id} as id from ${from} ${where}
      order by ${sql.join(orderBy, sql`, `)} limit ${criteria.limit} offset ${criteria.offset}) ordered)`;
  let many = pageOf(order(true, true));
  if (filter.walkedRows !== undefined) {
    const walking = order(true, true);
    const walked = sql`(select case when count(*) = ${criteria.limit} then array_agg(id) end from (
        select ${variants.id} as id from (
          select ${variants.id}, ${variants.productId}, ${variants.listed}, ${variants.createdAt}, ${variants.salePricePaise},
            ${variants.searchDocument}, ${variants.colour}, ${variants.material}, ${variants.piecesLeft}
          from ${variants} where ${variants.listed} order by ${sql.join(walking, sql`, `)} limit ${filter.walkedRows}
        ) as ${variants} ${where} order by ${sql.join(walking, sql`, `)} limit ${criteria.limit} offset ${criteria.offset}
      ) ordered)`;
    many = sql`coalesce(${walked}, ${pageOf(order(true, false))})`;
  }
  // One past the cap tells "exactly the cap" from "more than we count".
  const statement = sql`with ${filter.with ? sql`${filter.with}, ` : sql``}counted as (
      select count(*)::int as n from (select 1 from ${from} ${where} limit ${maxCounted + 1}) matches
    ), page as (
      select coalesce(case
        when (select n from counted) <= ${criteria.offset} then null
        when (select n from counted) > ${maxCounted} then ${many}
        else ${pageOf(order(false, false))} end, '{}') as ids
    )
    select (select n from counted) as total, array_to_json((select ids from page))::text as ids`;
  const [row] = await db.select({ total: sql<number>`total`, ids: sql<string>`ids` }).from(sql`(${statement}) as found`);
  const total = Math.min(row?.total ?? 0, maxCounted);
  const ids = JSON.parse(row?.ids ?? "[]") as string[];
  return { ids, total };
}
