import type { SearchFacets } from "@chhaap/contract/catalog";
import { COLOUR_GROUP_KEYS, type ColourGroupKey, colourGroupsOf } from "@chhaap/contract/colour-groups";
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { categories, variantSizes, variants } from "#src/db/schema.ts";

/**
 * The facet filters of a search (`size`, `color`, `material`, `inStock`) and the counts of its
 * `facets` block. Within a filter values are alternatives; filters must all hold. A dimension's counts
 * apply every filter but its own ("disjunctive"), so choosing M still shows how many L there are.
 * The in-process index counts in one pass over its matches (search-index.ts); the SQL path below in
 * one statement; both end in facetsAnswer, so their answers are the same.
 */
export interface FacetFilters {
  /** Size names as the shop writes them: colourways offering one of them. */
  sizes?: string[];
  colours?: ColourGroupKey[];
  /** Materials lower-cased and trimmed. */
  materials?: string[];
  /** Only colourways with a size in stock; with `sizes`, one of those sizes in stock. */
  inStock?: boolean;
}

/** What a search's counts come to before they are named and ordered (facetsAnswer). */
export interface FacetCounts {
  sizes: Map<string, number>;
  colours: Map<ColourGroupKey, number>;
  materials: Map<string, number>;
  /** By category id. */
  categories: Map<string, number>;
  inStock: number;
  /** The sale prices of the matches without a price bound; undefined when there are none. */
  minPaise: number | undefined;
  maxPaise: number | undefined;
}

/** A category as the facet names it, in menu order. */
export interface FacetCategory {
  id: string;
  slug: string;
  name: string;
}

/** The shop's categories in menu order (the header menu's order within its lists). */
export function facetCategories(db: Database): Promise<FacetCategory[]> {
  return db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** The filters a criteria object carries, selected or not. */
export function hasFacetFilters(filters: FacetFilters): boolean {
  return Boolean(filters.sizes?.length || filters.colours?.length || filters.materials?.length || filters.inStock);
}

/** Letter sizes smallest first, then free size; every other size (lengths, bed sizes) after them, A to Z. */
const SIZE_ORDER = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "FREE SIZE"];

function compareSizes(a: string, b: string): number {
  const placeOf = (size: string) => {
    const place = SIZE_ORDER.indexOf(size.toUpperCase());
    return place === -1 ? SIZE_ORDER.length : place;
  };
  return placeOf(a) - placeOf(b) || a.localeCompare(b, "en", { numeric: true }) || (a < b ? -1 : a > b ? 1 : 0);
}

/** "modal silk" as a shopper reads it: "Modal silk", as the shop writes materials. */
function materialLabel(material: string): string {
  return material.charAt(0).toUpperCase() + material.slice(1);
}

/**
 * The `facets` block: values ordered as the contract says, those with no match left out unless
 * selected (then listed with 0). `selectedCategories` are slugs.
 */
export function facetsAnswer(
  counts: FacetCounts,
  filters: FacetFilters,
  selectedCategories: readonly string[],
  menu: readonly FacetCategory[],
): SearchFacets {
  const listed = <T>(values: Iterable<T>, count: (value: T) => number, selected: readonly T[] = []) =>
    [...new Set([...values, ...selected])].filter((value) => count(value) > 0 || selected.includes(value));

  const sizeCount = (size: string) => counts.sizes.get(size) ?? 0;
  const colourCount = (key: ColourGroupKey) => counts.colours.get(key) ?? 0;
  const materialCount = (material: string) => counts.materials.get(material) ?? 0;
  const bySlug = new Map(menu.map((category) => [category.slug, category]));
  const categoryCount = (slug: string) => counts.categories.get(bySlug.get(slug)?.id ?? "") ?? 0;
  return {
    size: listed(counts.sizes.keys(), sizeCount, filters.sizes)
      .sort(compareSizes)
      .map((value) => ({ value, count: sizeCount(value) })),
    color: COLOUR_GROUP_KEYS.filter((key) => colourCount(key) > 0 || filters.colours?.includes(key)).map((value) => ({
      value,
      count: colourCount(value),
    })),
    material: listed(counts.materials.keys(), materialCount, filters.materials)
      .sort((a, b) => materialCount(b) - materialCount(a) || (a < b ? -1 : a > b ? 1 : 0))
      .map((value) => ({ value, label: materialLabel(value), count: materialCount(value) })),
    category: [
      ...menu
        .filter((category) => categoryCount(category.slug) > 0 || selectedCategories.includes(category.slug))
        .map((category) => ({ value: category.slug, label: category.name, count: categoryCount(category.slug) })),
      // A slug the shop does not have, still shown as chosen.
      ...selectedCategories.filter((slug) => !bySlug.has(slug)).map((slug) => ({ value: slug, label: slug, count: 0 })),
    ],
    inStock: counts.inStock,
    price: { min: (counts.minPaise ?? 0) / 100, max: (counts.maxPaise ?? 0) / 100 },
  };
}

// ---------------------------------------------------------------- the SQL path

/** The colour texts of listed colourways in one of the groups (a colour filter becomes `colour in (...)`). */
async function colourTextsIn(db: Database | Transaction, keys: readonly ColourGroupKey[]): Promise<string[]> {
  const rows = await db.selectDistinct({ colour: variants.colour }).from(variants).where(eq(variants.listed, true));
  return rows.map((row) => row.colour).filter((colour) => colourGroupsOf(colour).some((key) => keys.includes(key)));
}

/** The SQL conditions of each facet filter and of the price bounds, on a row of `variants`. */
export interface FacetConditions {
  category: SQL | undefined;
  price: SQL | undefined;
  colour: SQL | undefined;
  material: SQL | undefined;
  /** Offers a selected size and, with inStock, has one of them (or, without sizes, any size) in stock. */
  sizeAndStock: SQL | undefined;
  /** Has a selected size (or, without sizes, any size) in stock: what the inStock count counts. */
  stock: SQL;
}

const materialKey = sql`lower(btrim(${variants.material}))`;

/** Conditions for the filters (see FacetConditions); categoryCondition is the search's own. */
export async function facetConditions(
  db: Database | Transaction,
  filters: FacetFilters,
  range: { minPaise?: number; maxPaise?: number },
  categoryCondition: SQL | undefined,
): Promise<FacetConditions> {
  const { sizes = [], colours = [], materials = [] } = filters;
  const sizeHeld = (inStock: boolean) =>
    sql`exists (select 1 from ${variantSizes} where ${variantSizes.variantId} = ${variants.id}
      and ${inArray(variantSizes.sizeName, sizes)}${inStock ? sql` and ${variantSizes.quantity} > 0` : sql``})`;
  const stock = sizes.length > 0 ? sizeHeld(true) : sql`${variants.piecesLeft} > 0`;
  return {
    category: categoryCondition,
    price: and(
      range.minPaise === undefined ? undefined : gte(variants.salePricePaise, range.minPaise),
      range.maxPaise === undefined ? undefined : lte(variants.salePricePaise, range.maxPaise),
    ),
    colour: colours.length > 0 ? inArray(variants.colour, await colourTextsIn(db, colours)) : undefined,
    material: materials.length > 0 ? inArray(materialKey, materials) : undefined,
    sizeAndStock: filters.inStock ? stock : sizes.length > 0 ? sizeHeld(false) : undefined,
    stock,
  };
}

/** Every facet condition together: what a listed match must meet. */
export function allConditions(conditions: FacetConditions): SQL | undefined {
  return and(conditions.category, conditions.price, conditions.colour, conditions.material, conditions.sizeAndStock);
}

/**
 * The counts by SQL, over the listed colourways of `from` meeting `where` (the text's condition), in
 * one statement: each match is read once with a flag per condition, then counted per dimension with
 * every flag but that dimension's.
 */
export async function facetCountsBySql(
  db: Database | Transaction,
  source: { where: SQL | undefined; with?: SQL; from?: SQL },
  conditions: FacetConditions,
  filters: FacetFilters,
): Promise<FacetCounts> {
  const flag = (condition: SQL | undefined) => (condition ? sql`coalesce(${condition}, false)` : sql`true`);
  const from = source.from ?? sql`${variants}`;
  const all = ["ok_category", "ok_price", "ok_colour", "ok_material", "ok_size_stock"];
  const but = (...left: string[]) => sql.raw(all.filter((name) => !left.includes(name)).join(" and "));
  const statement = sql`with ${source.with ? sql`${source.with}, ` : sql``}matches as materialized (
      select ${variants.id} as id, ${variants.colour} as colour, ${materialKey} as material,
        ${variants.salePricePaise} as price, (select category_id from products where products.id = ${variants.productId}) as category,
        ${flag(conditions.category)} as ok_category, ${flag(conditions.price)} as ok_price,
        ${flag(conditions.colour)} as ok_colour, ${flag(conditions.material)} as ok_material,
        ${flag(conditions.sizeAndStock)} as ok_size_stock, ${flag(conditions.stock)} as ok_stock
      from ${from} where ${and(variants.listed, source.where)}
    )
    select json_build_object(
      'sizes', (select coalesce(json_object_agg(size_name, n), '{}') from (
        select s.size_name, count(*)::int as n from matches join variant_sizes s on s.variant_id = matches.id
        where ${but("ok_size_stock")}${filters.inStock ? sql` and s.quantity > 0` : sql``} group by s.size_name) c),
      'colours', (select coalesce(json_object_agg(colour, n), '{}') from (
        select colour, count(*)::int as n from matches where ${but("ok_colour")} group by colour) c),
      'materials', (select coalesce(json_object_agg(material, n), '{}') from (
        select material, count(*)::int as n from matches where ${but("ok_material")} group by material) c),
      'categories', (select coalesce(json_object_agg(category, n), '{}') from (
        select category, count(*)::int as n from matches where ${but("ok_category")} group by category) c),
      'inStock', (select count(*)::int from matches where ${but("ok_size_stock")} and ok_stock),
      'price', (select json_build_array(min(price), max(price)) from matches where ${but("ok_price")})
    )::text as facets`;
  const [row] = await db.select({ facets: sql<string>`facets` }).from(sql`(${statement}) as found`);
  const found = JSON.parse(row?.facets ?? "{}") as {
    sizes: Record<string, number>;
    colours: Record<string, number>;
    materials: Record<string, number>;
    categories: Record<string, number>;
    inStock: number;
    price: [number | null, number | null];
  };
  const colours = new Map<ColourGroupKey, number>();
  for (const [text, n] of Object.entries(found.colours))
    for (const key of colourGroupsOf(text)) colours.set(key, (colours.get(key) ?? 0) + n);
  return {
    sizes: new Map(Object.entries(found.sizes)),
    colours,
    materials: new Map(Object.entries(found.materials)),
    categories: new Map(Object.entries(found.categories)),
    inStock: found.inStock,
    minPaise: found.price[0] ?? undefined,
    maxPaise: found.price[1] ?? undefined,
  };
}
