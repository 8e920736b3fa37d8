import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { products, variants } from "../../db/schema.ts";
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

/** Up to this many matches, sorting them all beats walking the price index (see priceOrder). */
const FEW_MATCHES = 15_000;

/**
 * One page of matching variant ids and the number of matches (spec 7 `/api/variant/search`).
 * Text is matched in three steps, each tried only when the one before finds nothing:
 * 1. full-text search over the search document (product name, category, colour, material, tags),
 *    ranked with ts_rank, as `websearch_to_tsquery` reads it ("modal silk", "indigo -black");
 * 2. the same words as prefixes, so a partial word ("ajra", "dupat") still finds something;
 * 3. product names that contain the text or are close to it (pg_trgm), with `%` and `_` as plain text.
 */
export async function searchVariantIds(db: Database, criteria: VariantSearchCriteria): Promise<VariantIdPage> {
  const price = and(
    criteria.minPaise === undefined ? undefined : gte(variants.salePricePaise, criteria.minPaise),
    criteria.maxPaise === undefined ? undefined : lte(variants.salePricePaise, criteria.maxPaise),
  );
  const { sort } = criteria;
  const newestFirst = [desc(variants.createdAt), asc(variants.id)];
  if (criteria.text === "") {
    return findPage(db, { where: price }, sort ? (total) => priceOrder(sort, total) : newestFirst, criteria);
  }

  for (const query of [sql`websearch_to_tsquery('english', ${criteria.text})`, prefixQuery(criteria.text)]) {
    if (!query) continue;
    const rank = sql`ts_rank(${variants.searchDocument}, ${query})`;
    const page = await findPage(
      db,
      { where: and(sql`${variants.searchDocument} @@ ${query}`, price) },
      sort ? (total) => priceOrder(sort, total) : [desc(rank), ...newestFirst],
      criteria,
    );
    if (page.total > 0) return page;
  }

  const text = criteria.text;
  const escaped = escapeLike(text);
  return findPage(
    db,
    { where: and(or(ilike(products.name, `%${escaped}%`), sql`${text} <% ${products.name}`), price), joinProducts: true },
    sort
      ? (total) => priceOrder(sort, total)
      : [
          desc(sql`${products.name} ilike ${`${escaped}%`}`),
          desc(sql`${products.name} ilike ${`%${escaped}%`}`),
          desc(sql`word_similarity(${text}, ${products.name})`),
          ...newestFirst,
        ],
    criteria,
  );
}

/**
 * Ties are broken by id in the same direction, so one (sale_price_paise, id) index serves both orders.
 * With many matches PostgreSQL walks that index and stops after a page. With few, walking it can mean
 * reading most of the catalog (sarees are dear, so "saree" cheapest-first skips every cheaper piece);
 * `+ 0` hides the index so the few matches are fetched through the text index and sorted instead.
 */
function priceOrder(sort: 1 | -1, total: number): SQL[] {
  const price = total <= FEW_MATCHES ? sql`${variants.salePricePaise} + 0` : sql`${variants.salePricePaise}`;
  return sort === 1 ? [asc(price), asc(variants.id)] : [desc(price), desc(variants.id)];
}

/** Every word as a prefix, all required: "ajra sare" becomes 'ajra':* & 'sare':*. Only letters and digits reach to_tsquery. */
function prefixQuery(text: string): SQL | undefined {
  const words = text.match(/[\p{L}\p{M}\p{N}]+/gu)?.slice(0, MAX_PREFIX_WORDS);
  if (!words || words.length === 0) return undefined;
  return sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(" & ")})`;
}

type Order = (SQL | PgColumn)[];

/**
 * The number of matches and one page of ids. A price order depends on the count (see priceOrder),
 * so the count runs first and a page past the end is not looked for; a relevance order does not,
 * so both run side by side.
 */
async function findPage(
  db: Database,
  filter: { where: SQL | undefined; joinProducts?: boolean },
  order: Order | ((total: number) => Order),
  criteria: VariantSearchCriteria,
): Promise<VariantIdPage> {
  const countQuery = db.select({ n: count() }).from(variants).$dynamic();
  const idQuery = db.select({ id: variants.id }).from(variants).$dynamic();
  if (filter.joinProducts) {
    // Dynamic builders add the join in place.
    countQuery.innerJoin(products, eq(products.id, variants.productId));
    idQuery.innerJoin(products, eq(products.id, variants.productId));
  }
  const countMatches = async () => (await countQuery.where(filter.where))[0]?.n ?? 0;
  const findIds = async (orderBy: Order) => {
    const rows = await idQuery
      .where(filter.where)
      .orderBy(...orderBy)
      .limit(criteria.limit)
      .offset(criteria.offset);
    return rows.map((row) => row.id);
  };
  if (Array.isArray(order)) {
    const [total, ids] = await Promise.all([countMatches(), findIds(order)]);
    return { ids, total };
  }
  const total = await countMatches();
  return { ids: total > criteria.offset ? await findIds(order(total)) : [], total };
}
