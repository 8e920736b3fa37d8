import { SEARCH_PAGE_SIZE } from "@chhaap/contract/catalog";
import { COLOUR_GROUP_KEYS } from "@chhaap/contract/colour-groups";
import { boundedSearchText, isCategorySlug } from "@chhaap/contract/search-text";
import { findControlCharacter } from "@chhaap/contract/text-rules";

/**
 * The product list's state lives in its URL so a list can be shared, reloaded and stepped back through:
 * `/product?category=&q=&size=&color=&material=&inStock=1&minPrice=&maxPrice=&sort=&page=`, the
 * facets repeatable. This module reads and writes that URL and maps it to the search call.
 */
export interface ListQuery {
  /** Categories' slugs (the menus' links name one); empty for the whole shop. */
  categories: string[];
  q: string;
  /** Size names as the shop writes them ("M", "Free Size"). */
  sizes: string[];
  /** Colour-group keys ("indigo", "madder-red"). */
  colours: string[];
  /** Material keys: the fabric's name lower-cased ("modal silk"). */
  materials: string[];
  /** Only colourways with a size in stock. */
  inStock: boolean;
  page: number;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: ListSort | undefined;
}

/** Values of one facet the API takes, and the length of a size or material (more is dropped, never sent on). */
const FACET_VALUES_MAX = 20;
const FACET_VALUE_LENGTH_MAX = 40;

/** Sort select: 1 is ascending, -1 descending (`sortToPrice`). */
const LIST_SORTS = { "price-asc": 1, "price-desc": -1 } as const;
type ListSort = keyof typeof LIST_SORTS;

/**
 * The price filter, its labels and values agreeing. Rupees against the sale price; `undefined` is an open end.
 */
export const PRICE_RANGES = [
  { value: "0-1000", min: undefined, max: 1000 },
  { value: "1000-2000", min: 1000, max: 2000 },
  { value: "2000-3000", min: 2000, max: 3000 },
  { value: "3000-4000", min: 3000, max: 4000 },
  { value: "4000-5000", min: 4000, max: 5000 },
  { value: "5000-", min: 5000, max: undefined },
] as const;
type PriceRange = (typeof PRICE_RANGES)[number];

function readPrice(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : undefined;
}

function readSort(value: string | null): ListSort | undefined {
  return value === "price-asc" || value === "price-desc" ? value : undefined;
}

/**
 * A repeated parameter's values, trimmed (and lower-cased for materials, which the API keys so), each
 * once, at most as many as the API takes; `accept` drops the rest.
 */
function readMany(params: URLSearchParams, name: string, accept: (value: string) => boolean, lowerCase = false): string[] {
  const values = new Set<string>();
  for (const raw of params.getAll(name)) {
    const value = lowerCase ? raw.trim().toLowerCase() : raw.trim();
    if (value !== "" && accept(value)) values.add(value);
  }
  return [...values].slice(0, FACET_VALUES_MAX);
}

const isColourGroup = (value: string) => (COLOUR_GROUP_KEYS as readonly string[]).includes(value);
// The API refuses a control character (a NUL byte, say) anywhere in the query: 400, which the page showed as 503.
const isPlainText = (value: string) => findControlCharacter(value) === undefined;
const isShortText = (value: string) => value.length <= FACET_VALUE_LENGTH_MAX && isPlainText(value);

/** What the shopper asked for; nonsense in the URL is dropped rather than sent on to the API. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get("page"));
  let minPrice = readPrice(params.get("minPrice"));
  let maxPrice = readPrice(params.get("maxPrice"));
  // A `price` choice comes from the filter form submitted without JavaScript (see priceRedirect).
  const range = priceRangeByValue(params.get("price"));
  if (range) {
    minPrice = range.min;
    maxPrice = range.max;
  }
  const inStock = params.get("inStock");
  const q = params.get("q") ?? "";
  return {
    categories: readMany(params, "category", isCategorySlug),
    q: isPlainText(q) ? boundedSearchText(q) : "",
    sizes: readMany(params, "size", isShortText),
    colours: readMany(params, "color", isColourGroup),
    materials: readMany(params, "material", isShortText, true),
    inStock: inStock === "1" || inStock === "true",
    page: Number.isInteger(page) && page > 1 ? page : 1,
    minPrice,
    maxPrice,
    sort: readSort(params.get("sort")),
  };
}

function priceRangeByValue(value: string | null | undefined): PriceRange | undefined {
  return PRICE_RANGES.find((range) => range.value === value);
}

/** The filter option matching the URL's bounds, or "" (any price) when they match none. */
export function priceRangeValue(query: Pick<ListQuery, "minPrice" | "maxPrice">): string {
  return PRICE_RANGES.find((range) => range.min === query.minPrice && range.max === query.maxPrice)?.value ?? "";
}

/** A search as a heading shows it: "men's shirts" reads "Men's Shirts". */
export function titleCase(text: string): string {
  return text.replace(/(^|\s)(\p{Ll})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

/** The parameters of a list's URL; empty and default values are left out so equal lists share one URL. */
export function listParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const slug of query.categories) params.append("category", slug);
  if (query.q) params.set("q", query.q);
  appendNarrowing(params, query);
  if (query.sort) params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

/** The URL of a list state. */
export function listHref(query: ListQuery): string {
  const search = listParams(query).toString();
  return search ? `/product?${search}` : "/product";
}

/** Size, colour, fabric, stock and price: what the page's URL and the search call both carry, in one order. */
function appendNarrowing(params: URLSearchParams, query: ListQuery): void {
  for (const size of query.sizes) params.append("size", size);
  for (const colour of query.colours) params.append("color", colour);
  for (const material of query.materials) params.append("material", material);
  if (query.inStock) params.set("inStock", "1");
  if (query.minPrice !== undefined) params.set("minPrice", String(query.minPrice));
  if (query.maxPrice !== undefined) params.set("maxPrice", String(query.maxPrice));
}

/** The list with no filter and no sort: only the words searched for stay. */
export function unfilteredQuery(query: Pick<ListQuery, "q">): ListQuery {
  return {
    categories: [],
    q: query.q,
    sizes: [],
    colours: [],
    materials: [],
    inStock: false,
    page: 1,
    minPrice: undefined,
    maxPrice: undefined,
    sort: undefined,
  };
}

/**
 * Where "Clear all" leads: no filter and no sort, only the words searched for. A list of one category
 * is that category's page (its menu's link, its heading), so while anything else is on it is kept;
 * with nothing else on, clearing leaves it too.
 */
export function clearedQuery(query: ListQuery): ListQuery {
  const cleared = unfilteredQuery(query);
  return query.categories.length === 1 && filterCount(query) > 1 ? { ...cleared, categories: query.categories } : cleared;
}

/** Whether anything narrows the list beyond the words searched for (the categories count). */
export function isFiltered(query: ListQuery): boolean {
  return filterCount(query) > 0;
}

/** How many filters are on: each chosen value, the stock switch and the price range count one. */
export function filterCount(query: ListQuery): number {
  return (
    query.categories.length +
    query.sizes.length +
    query.colours.length +
    query.materials.length +
    (query.inStock ? 1 : 0) +
    (query.minPrice !== undefined || query.maxPrice !== undefined ? 1 : 0)
  );
}

/**
 * Search engines see one URL per category, query and page: the other facets, price and sort only
 * narrow or reorder it.
 */
export function canonicalListPath(query: Pick<ListQuery, "categories" | "q" | "page">): string {
  return listHref({ ...unfilteredQuery(query), categories: query.categories, page: query.page });
}

/** `GET /api/variant/search` for this list state, 12 per page, with the counts of every facet. */
export function searchApiPath(query: ListQuery): string {
  const params = new URLSearchParams({ limit: String(SEARCH_PAGE_SIZE), page: String(query.page) });
  for (const slug of query.categories) params.append("category", slug);
  if (query.q) params.set("search", query.q);
  appendNarrowing(params, query);
  if (query.sort) params.set("sortToPrice", String(LIST_SORTS[query.sort]));
  params.set("facets", "1");
  return `/api/variant/search?${params}`;
}

/**
 * The filter form without JavaScript sends `price=1000-2000` (one radio cannot send two fields) and
 * empty fields; answer with the shareable URL instead. Null when the URL is already in its usual shape.
 */
export function priceRedirect(params: URLSearchParams): string | null {
  if (!params.has("price")) return null;
  return listHref({ ...readListQuery(params), page: 1 });
}
