import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import { escapeLike } from "#src/db/like-pattern.ts";
import { products, variantImages, variants } from "#src/db/schema.ts";
import { splitColourWords } from "./colour-words.ts";
import { isStatementTimeout, timeBoxed } from "./search-time-box.ts";

/**
 * At most this many active products whose names are close to a text word by word (pg_trgm's `<%`)
 * are looked at for it, and, in a search's last step, as many whose names contain it. A word the
 * catalog is full of beside one it does not have ("kurta 4") is close to every kurta's name: 5,000
 * of 33,000 products at 100,000 colourways, each compared word by word (word_similarity, about
 * 7 µs a name) and sorted, 0.2–0.9 s of PostgreSQL for one search or keystroke. Four hundred
 * products are about 1,200 colourways, as many as a text search counts; past that, names are ranked
 * among the first found rather than among every close one.
 */
export const MAX_CLOSE_NAMES = 400;

/**
 * The active products whose names contain `text` or are close to it word by word, at most
 * MAX_CLOSE_NAMES of each, with what a search's last step ranks them by: `starts` (the name begins
 * with the text), `holds` (contains it) and `closeness` (word_similarity). `%` and `_` are plain
 * text. Columns: id, name, starts, holds, closeness.
 */
export function closeNames(text: string): SQL {
  const escaped = escapeLike(text);
  const holds = `%${escaped}%`;
  const active = sql`${products.status} = 'active'`;
  return sql`select id, name, name ilike ${`${escaped}%`} as starts, name ilike ${holds} as holds,
      word_similarity(${text}, name) as closeness
    from (
      (select ${products.id}, ${products.name} from ${products}
        where ${active} and ${products.name} ilike ${holds} limit ${MAX_CLOSE_NAMES})
      union
      (select ${products.id}, ${products.name} from ${products}
        where ${active} and ${text} <% ${products.name} limit ${MAX_CLOSE_NAMES})
    ) as found`;
}

/**
 * Suggestions rank names that begin with the text, then names that contain it, each by closeness;
 * at most this many distinct names of either kind are ranked. A few letters begin 1,500 of 14,700
 * names at 100,000 colourways (10 ms to rank), and the next kind is read only when the first has
 * too few: what a shopper types gets the same suggestions as when every name was compared.
 */
const MAX_RANKED_NAMES = 2_000;

/**
 * Names that begin with the text, then names that contain it, then names that hold every word typed
 * in any order (the last as a word's beginning, since it may be half typed: "indigo sa" and "saree
 * indigo" both find "Kutch Indigo Ajrakh Modal Silk Saree"), then names that are close to it word by
 * word (pg_trgm), so "ajrak sare" still finds "Ajrakh ... Saree"; within each, the closest first,
 * then by name. Each kind is read only when those before it give fewer than `limit` names, and the
 * last, dearest one among at most MAX_CLOSE_NAMES products. Each name comes with the products bearing
 * it. Within the search's time limit: a keystroke that would take longer gets no suggestions.
 */
async function suggestProductNames(db: Database, text: string, limit: number): Promise<SuggestedName[]> {
  const query = text.trim().replace(/\s+/g, " ");
  if (query.length === 0) return [];
  const escaped = escapeLike(query);
  const active = sql`${products.status} = 'active'`;
  const starts = sql`${products.name} ilike ${`${escaped}%`}`;
  const holds = sql`${products.name} ilike ${`%${escaped}%`}`;
  const everyWord = holdsEveryWord(query);
  const named = (where: SQL) =>
    sql`select ${products.name} as name, array_agg(${products.id}::text) as product_ids from ${products}
      where ${active} and ${where} group by ${products.name} limit ${MAX_RANKED_NAMES}`;
  try {
    return await timeBoxed(db, (tx) =>
      tx
        .select({ name: sql<string>`name`, productIds: sql<string[]>`product_ids` })
        .from(
          // A kind's rows are read only when the condition before it lets them: the ones after a kind
          // with enough names are never worked out.
          sql`(with starting as materialized (${named(starts)}),
              holding as materialized (${named(sql`${holds} and not ${starts}`)}),
              every_word as materialized (${named(sql`${everyWord} and not ${holds}`)}),
              close as materialized (
                select name, array_agg(id::text) as product_ids from (
                  select ${products.id}, ${products.name} from ${products}
                  where ${active} and ${query} <% ${products.name} and not ${holds} and not ${everyWord}
                  limit ${MAX_CLOSE_NAMES}
                ) as found group by name
              )
            select name, product_ids, 4 as kind, word_similarity(${query}, name) as closeness from starting
            union all
            select name, product_ids, 3, word_similarity(${query}, name) from holding
              where ${within(["starting"], limit)}
            union all
            select name, product_ids, 2, word_similarity(${query}, name) from every_word
              where ${within(["starting", "holding"], limit)}
            union all
            select name, product_ids, 1, word_similarity(${query}, name) from close
              where ${within(["starting", "holding", "every_word"], limit)}
          ) as ranked`,
        )
        .orderBy(sql`kind desc, closeness desc, name asc`)
        .limit(limit),
    );
  } catch (error) {
    if (isStatementTimeout(error)) return [];
    throw error;
  }
}

/**
 * "The kinds before this one gave fewer than `limit` names", counted one kind at a time so that a
 * kind after one with enough names is never read (`and` stops at the first false count).
 */
function within(kinds: string[], limit: number): SQL {
  return sql.join(
    kinds.map(
      (_, i) =>
        sql`${sql.raw(
          kinds
            .slice(0, i + 1)
            .map((kind) => `(select count(*) from ${kind})`)
            .join(" + "),
        )} < ${limit}`,
    ),
    sql` and `,
  );
}

/**
 * A name holds every word of a text of two words or more, the last as the beginning of one of the
 * name's words. One word is the "contains" kind already: false.
 */
function holdsEveryWord(query: string): SQL {
  const words = [...new Set(query.toLowerCase().split(" "))];
  if (words.length < 2) return sql`false`;
  const last = escapeLike(words.at(-1) ?? "");
  const rest = words.slice(0, -1).map((word) => sql`${products.name} ilike ${`%${escapeLike(word)}%`}`);
  return sql.join([...rest, sql`(${products.name} ilike ${`${last}%`} or ${products.name} ilike ${`% ${last}%`})`], sql` and `);
}

interface SuggestedName {
  name: string;
  productIds: string[];
}

export interface ProductSuggestion {
  name: string;
  variantId: string;
  salePricePaise: number;
  image: string | null;
}

/**
 * The suggested names with what the box shows beside each: the product's first colourway (the one
 * that stands for it elsewhere too), its sale price and first picture. A name several products share
 * stands for the oldest of them.
 */
export async function suggestProducts(db: Database, text: string, limit: number): Promise<ProductSuggestion[]> {
  // Product names use the shop's dye names: "blue dupatta" is asked as "indigo dupatta" first.
  const { colours } = splitColourWords(text);
  const inDyes = text
    .split(" ")
    .map((word) => colours.find(([typed]) => typed === word)?.[1] ?? word)
    .join(" ");
  let names = inDyes === text ? [] : await suggestProductNames(db, inDyes, limit);
  if (names.length === 0) names = await suggestProductNames(db, text, limit);
  if (names.length === 0) return [];
  // By the products found with each name: looking names up again went through the trigram index,
  // 50 ms for eight long names at 33,000 products.
  const rows = await db
    .selectDistinctOn([products.name], {
      name: products.name,
      variantId: variants.id,
      salePricePaise: variants.salePricePaise,
      image: sql<string | null>`(select ${variantImages.url} from ${variantImages}
        where ${variantImages.variantId} = ${variants.id} order by ${variantImages.position} limit 1)`,
    })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(
      and(
        inArray(
          products.id,
          names.flatMap((named) => named.productIds),
        ),
        variants.listed,
      ),
    )
    .orderBy(products.name, asc(products.createdAt), asc(variants.createdAt), asc(variants.itemCode));
  const byName = new Map(rows.map((row) => [row.name, row]));
  return names.flatMap(({ name }) => {
    const row = byName.get(name);
    return row ? [row] : [];
  });
}
