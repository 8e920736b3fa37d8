import { type SQL, sql } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import { escapeLike } from "#src/db/like-pattern.ts";
import { products } from "#src/db/schema.ts";
import { splitColourWords } from "./colour-words.ts";
import { searchIndexBehind, suggestedNamesIndexed } from "./search-index.ts";
import { MAX_CLOSE_NAMES, MAX_RANKED_NAMES } from "./search-names.ts";
import { isStatementTimeout, timeBoxed } from "./search-time-box.ts";
import { prepared } from "./variant-json.ts";

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
                  where ${active} and ${query} <% ${products.name} and not ${holds} and not (${everyWord})
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
 * stands for the oldest of them. Names come from the search index when it can answer (search-names.ts
 * ranks them as suggestProductNames does), else from PostgreSQL (`useIndex: false` always).
 */
export async function suggestProducts(
  db: Database,
  text: string,
  limit: number,
  { useIndex = true }: { useIndex?: boolean } = {},
): Promise<ProductSuggestion[]> {
  // Product names use the shop's dye names: "blue dupatta" is asked as "indigo dupatta" first.
  const { colours } = splitColourWords(text);
  const inDyes = text
    .split(" ")
    .map((word) => colours.find(([typed]) => typed === word)?.[1] ?? word)
    .join(" ");
  const named = (asked: string) => suggestedNames(db, asked, limit, useIndex);
  let asked = inDyes === text ? undefined : await named(inDyes);
  if (!asked?.names.length) asked = await named(text);
  const { names, epoch } = asked;
  if (names.length === 0 && epoch === undefined) return [];
  // By the products found with each name: looking names up again went through the trigram index,
  // 50 ms for eight long names at 33,000 products. One prepared statement, which reads the epoch too.
  const [found] = await prepared<{ epoch: string; json: string }>(db, "suggested_pieces", () =>
    db
      .select({
        epoch: sql<string>`(select n from search_epoch)::text`,
        json: sql<string>`(select coalesce(json_agg(json_build_array(name, variant_id, sale_price_paise, image)), '[]')::text
          from (select distinct on (p.name) p.name, v.id as variant_id, v.sale_price_paise,
              (select i.url from variant_images i where i.variant_id = v.id order by i.position limit 1) as image
            from products p join variants v on v.product_id = p.id
            where p.id = any(${sql.placeholder("ids")}::uuid[]) and v.listed
            order by p.name, p.created_at, v.created_at, v.item_code) as found)`,
      })
      .from(sql`(select 1) as one`)
      .prepare("suggested_pieces"),
  ).execute({ ids: `{${names.flatMap((name) => name.productIds).join(",")}}` });
  // Names from an index behind the catalog (a product renamed or archived since) are asked again of PostgreSQL.
  if (epoch !== undefined && Number(found?.epoch) !== epoch) {
    searchIndexBehind(db);
    return suggestProducts(db, text, limit, { useIndex: false });
  }
  const rows = (JSON.parse(found?.json ?? "[]") as [string, string, number, string | null][]).map(
    ([name, variantId, salePricePaise, image]) => ({ name, variantId, salePricePaise, image }),
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  return names.flatMap(({ name }) => {
    const row = byName.get(name);
    return row ? [row] : [];
  });
}

/** Suggested names from the search index, with the epoch it was built at, or else from PostgreSQL. */
async function suggestedNames(
  db: Database,
  text: string,
  limit: number,
  useIndex: boolean,
): Promise<{ names: SuggestedName[]; epoch?: number }> {
  const query = text.trim().replace(/\s+/g, " ").toLowerCase();
  if (query.length === 0) return { names: [] };
  const indexed = useIndex ? await suggestedNamesIndexed(db, query, limit) : undefined;
  return indexed ?? { names: await suggestProductNames(db, query, limit) };
}
