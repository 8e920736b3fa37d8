import { SEARCH_PAGE_SIZE } from "@chhaap/contract/catalog";
import { boundedSearchText, isCategorySlug } from "@chhaap/contract/search-text";

/**
 * The product list's state lives in its URL so a list can be shared and reloaded:
 * `/product?category=&q=&page=&minPrice=&maxPrice=&sort=`. This module reads and writes that URL and
 * maps it to the search call.
 */
export interface ListQuery {
  /** A category's slug: its pieces only (the menus' links); undefined for the whole shop. */
  category: string | undefined;
  q: string;
  page: number;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: ListSort | undefined;
}

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
export type PriceRange = (typeof PRICE_RANGES)[number];

function readPrice(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : undefined;
}

function readSort(value: string | null): ListSort | undefined {
  return value === "price-asc" || value === "price-desc" ? value : undefined;
}

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
  const category = params.get("category") ?? "";
  return {
    category: isCategorySlug(category) ? category : undefined,
    q: boundedSearchText(params.get("q") ?? ""),
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

/** The URL of a list state; empty and default values are left out so equal lists share one URL. */
export function listHref(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.q) params.set("q", query.q);
  if (query.minPrice !== undefined) params.set("minPrice", String(query.minPrice));
  if (query.maxPrice !== undefined) params.set("maxPrice", String(query.maxPrice));
  if (query.sort) params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/product?${search}` : "/product";
}

/** Search engines see one URL per category, query and page: price and sort only reorder or narrow it. */
export function canonicalListPath(query: Pick<ListQuery, "category" | "q" | "page">): string {
  return listHref({ ...query, minPrice: undefined, maxPrice: undefined, sort: undefined });
}

/** `GET /api/variant/search` for this list state, 12 per page. */
export function searchApiPath(query: ListQuery): string {
  const params = new URLSearchParams({ limit: String(SEARCH_PAGE_SIZE), page: String(query.page) });
  if (query.category) params.set("category", query.category);
  if (query.q) params.set("search", query.q);
  if (query.minPrice !== undefined) params.set("minPrice", String(query.minPrice));
  if (query.maxPrice !== undefined) params.set("maxPrice", String(query.maxPrice));
  if (query.sort) params.set("sortToPrice", String(LIST_SORTS[query.sort]));
  return `/api/variant/search?${params}`;
}

/**
 * The filter form without JavaScript sends `price=1000-2000` (one select cannot send two fields);
 * answer with the shareable URL instead. Null when the URL is already in its usual shape.
 */
export function priceRedirect(params: URLSearchParams): string | null {
  if (!params.has("price")) return null;
  return listHref({ ...readListQuery(params), page: 1 });
}
