import { RELATED_VARIANTS_MAX } from "@chhaap/contract/catalog";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";

/**
 * Variants as the API sends them, written as JSON text by PostgreSQL in the statement that finds
 * them: one round trip per answer instead of one per table, and no rows for this process to turn
 * into objects, check and serialise again. The shapes are the contract's (`variant`,
 * `variantSummary`, `variantDetail` in @chhaap/contract/catalog); tests parse every answer with
 * those schemas and compare it with what the objects would have been.
 *
 * Amounts are paise divided by 100 as double precision (what `rupees` in money.ts computes), the
 * discount is rounded half up like `discountPercent`, and a variant's empty SEO text falls back to
 * its product's. `row_to_json` writes compact JSON (no spaces), unlike `json_build_object`.
 */

/** Full: the contract's `variant`; summary: its `variantSummary`, what a search result's card shows. */
export type VariantShape = "full" | "summary";

/**
 * The JSON object of variant `v` (joined with its product `p` and category `c`); a detail adds the
 * product's stories and its category's size chart.
 */
function variantObject(shape: VariantShape | "detail"): SQL {
  if (shape === "summary") {
    // What a search result's card shows, plus sizes and item code: the contract's `variantSummary`.
    return sql`select
      v.id as "_id",
      (select row_to_json(x) from (select p.id as "_id", p.name) x) as product,
      ${prices},
      (select coalesce(array_to_json(array_agg(row_to_json(i))), '[]') from
        (select url, alt from variant_images where variant_id = v.id order by position, id limit 1) i) as images,
      ${sizes},
      v.item_code,
      ${stock},
      (select row_to_json(x) from (select v.colour as color) x) as attributes,
      (select row_to_json(x) from (select c.name) x) as category,
      ${rating}`;
  }
  const product =
    shape === "detail"
      ? sql`(select row_to_json(x) from
          (select p.id as "_id", p.name, p.description, p.details, p.craft_story as "craftStory", p.care_guide as "careGuide") x)`
      : sql`(select row_to_json(x) from (select p.id as "_id", p.name, p.description, p.details) x)`;
  // The product page's size guide: its category's chart, measurements in inches as plain numbers.
  const sizeChart =
    shape === "detail"
      ? sql`,
      (select row_to_json(x) from
        (select sc.kind, sc.measures,
          (select coalesce(array_to_json(array_agg(row_to_json(r))), '[]') from
            (select label, inches::float8[] as inches from size_chart_rows where chart_id = sc.id order by position) r) as "rows"
          from size_charts sc where sc.id = c.size_chart_id) x) as "sizeChart"`
      : sql``;
  return sql`select
      v.id as "_id",
      ${product} as product,
      ${prices},
      (select coalesce(array_to_json(array_agg(row_to_json(i))), '[]') from
        (select url, alt from variant_images where variant_id = v.id order by position, id) i) as images,
      ${sizes},
      v.item_code,
      ${stock},
      (select row_to_json(x) from (select v.colour as color, v.material, v.weight_kg::float8 as weight) x) as attributes,
      (select row_to_json(x) from
        (select v.width_cm::float8 as width, v.height_cm::float8 as height, v.length_cm::float8 as length) x) as dimensions,
      (select row_to_json(x) from (select c.id as "_id", c.name) x) as category,
      ${rating},
      coalesce(nullif(v.meta_title, ''), p.meta_title) as meta_title,
      coalesce(nullif(v.meta_description, ''), p.meta_description) as meta_description,
      coalesce(nullif(v.keywords, ''), p.keywords) as keywords,
      coalesce(nullif(v.og_title, ''), p.og_title) as og_title,
      coalesce(nullif(v.og_description, ''), p.og_description) as og_description,
      coalesce(nullif(v.og_type, ''), p.og_type) as og_type,
      coalesce(nullif(v.og_image, ''), nullif(p.og_image, ''),
        (select url from variant_images where variant_id = v.id order by position, id limit 1), '') as og_image${sizeChart}`;
}

const prices = sql`v.price_paise::float8 / 100 as price,
      v.sale_price_paise::float8 / 100 as "salePrice",
      case when v.price_paise <= 0 then 0
        else floor((v.price_paise - v.sale_price_paise)::float8 / v.price_paise * 100 + 0.5)::int end as discount`;
const sizes = sql`(select coalesce(array_to_json(array_agg(row_to_json(s))), '[]') from
        (select size_name as "sizeName", quantity > 0 as "inStock" from variant_sizes
          where variant_id = v.id order by position, size_name) s) as size`;
const stock = sql`(select row_to_json(x) from (select v.stock_status as status) x) as stock`;
// Reviews staff hid are kept but count nowhere.
const rating = sql`(select row_to_json(x) from
        (select coalesce(round(avg(r.rating), 1)::float8, 0) as average, count(*)::int as count
          from reviews r where r.variant_id = v.id and r.hidden_at is null) x) as rating`;

const DETAIL = variantObject("detail");
const FULL = variantObject("full");
const SUMMARY = variantObject("summary");

/**
 * `GET /api/variant/{id}`: the variant and its product's other colourways (in the order they were
 * added, each with its first picture), as JSON text; undefined for an unknown id or one shoppers do
 * not see (its product a draft or archived).
 */
export async function findVariantDetailJson(db: Database, id: string): Promise<string | undefined> {
  const rows = await prepared(db, "variant_detail_json", () =>
    db
      .select({
        json: sql<string>`(select row_to_json(d)::text from (${DETAIL},
          (select coalesce(array_to_json(array_agg(row_to_json(o))), '[]') from
            (select other.id as "_id", other.colour as color,
                coalesce((select url from variant_images where variant_id = other.id order by position, id limit 1), '') as image
              from variants other where other.product_id = v.product_id and other.id <> v.id and other.listed
              order by other.created_at, other.item_code) o) as "otherColourways"
          from variants v join products p on p.id = v.product_id join categories c on c.id = p.category_id
          where v.id = ${sql.placeholder("id")}::uuid and v.listed) d)`,
      })
      .from(sql`(select 1) as one`)
      .prepare("variant_detail_json"),
  ).execute({ id });
  return rows[0]?.json ?? undefined;
}

/**
 * The variants of `ids` in that order (unknown and unlisted ids left out) as a JSON array in the shape asked for:
 * home blocks and the bag take full variants, search results summaries.
 */
export async function findVariantsJson(db: Database, ids: readonly string[], shape: VariantShape = "full"): Promise<string> {
  if (ids.length === 0) return "[]";
  const name = `variant_list_json_${shape}`;
  const rows = await prepared(db, name, () =>
    db
      .select({ json: variantListJson(sql`unnest(${sql.placeholder("ids")}::uuid[])`, shape) })
      .from(sql`(select 1) as one`)
      .prepare(name),
  ).execute({ ids: `{${ids.join(",")}}` });
  return rows[0]?.json ?? "[]";
}

/** `GET /api/variant/ids`: one page of the ids of the variants shoppers see, in id order, as a JSON array, and how many there are. */
export async function findListedIdsJson(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ total: number; json: string }> {
  const [row] = await db
    .select({
      total: sql<number>`(select count(*) from variants where listed)::int`.mapWith(Number),
      // json_agg keeps the order of the sorted subquery it reads.
      json: sql<string>`(select coalesce(json_agg(id), '[]')::text from
        (select id from variants where listed order by id limit ${page.limit} offset ${page.offset}) x)`,
    })
    .from(sql`(select 1) as one`);
  return { total: row?.total ?? 0, json: row?.json ?? "[]" };
}

/**
 * `GET /api/variant/{id}/related` in one statement: up to RELATED_VARIANTS_MAX other active products of the
 * variant's category, newest first, each by its first colourway (so related products show variety
 * rather than three colours of one piece), as a JSON array of card summaries (what the page's cards
 * show, like search results); undefined when there is no such variant shoppers see.
 */
export async function findRelatedVariantsJson(db: Database, id: string): Promise<string | undefined> {
  const rows = await prepared(db, "variant_related_json", () =>
    db
      .select({
        json: sql<string | null>`(select case when placed.product_id is null then null else ${variantListJson(
          sql`unnest(array(select first_variant.id from products other
            join lateral (select id from variants where product_id = other.id
              order by created_at, item_code limit 1) first_variant on true
            where other.category_id = placed.category_id and other.id <> placed.product_id and other.status = 'active'
            order by other.created_at desc, other.id limit ${sql.raw(String(RELATED_VARIANTS_MAX))}))`,
          "summary",
        )} end)`,
      })
      .from(
        sql`(select 1) as one left join (select p.id as product_id, p.category_id from variants v
          join products p on p.id = v.product_id where v.id = ${sql.placeholder("id")}::uuid and v.listed) as placed on true`,
      )
      .prepare("variant_related_json"),
  ).execute({ id });
  return rows[0]?.json ?? undefined;
}

/**
 * A page found by the in-process search index (search-index.ts): the search epoch and, when `shape`
 * is given, the cards of `ids`, in one statement, so the caller knows whether the index it used was
 * current for these cards.
 */
export async function findIndexedPageJson(
  db: Database,
  ids: readonly string[],
  shape: VariantShape | undefined,
): Promise<{ epoch: number; json: string }> {
  const name = `search_page_${shape ?? "epoch"}`;
  const rows = await prepared(db, name, () =>
    db
      .select({
        epoch: sql<string>`(select n from search_epoch)::text`,
        json: shape ? variantListJson(sql`unnest(${sql.placeholder("ids")}::uuid[])`, shape) : sql<string>`'[]'`,
      })
      .from(sql`(select 1) as one`)
      .prepare(name),
  ).execute({ ids: `{${ids.join(",")}}` });
  return { epoch: Number(rows[0]?.epoch), json: rows[0]?.json ?? "[]" };
}

function variantListJson(ids: SQL, shape: VariantShape): SQL<string> {
  // array_agg keeps the order of the sorted subquery it reads.
  return sql<string>`(select coalesce(array_to_json(array_agg(row_to_json(d))), '[]')::text from
    (${shape === "full" ? FULL : SUMMARY}
      from ${ids} with ordinality as wanted(id, n)
      join variants v on v.id = wanted.id and v.listed
      join products p on p.id = v.product_id
      join categories c on c.id = p.category_id
      order by wanted.n) d)`;
}

/**
 * These statements are built once per database handle and, on PostgreSQL, prepared by name: each
 * connection parses and plans them once (planning the JSON subqueries costs about as much as running them).
 * Only ids are parameters: PostgreSQL plans a statement again for every execution when its generic
 * plan looks dearer than one made for the values, as it does with a `limit $1` (planned for a tenth of
 * the rows). The related products' limit was one, and planning them cost twice their running.
 */
interface Statement<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}
const statements = new WeakMap<Database, Map<string, Statement<unknown>>>();

export function prepared<Row = { json: string | null }>(
  db: Database,
  name: string,
  prepare: () => Statement<Row>,
): Statement<Row> {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as Statement<Row> | undefined;
  if (!statement) {
    statement = prepare();
    byName.set(name, statement);
  }
  return statement;
}
