/** Suggestions, tags and search land on the product list with `q`. */
export function productSearchUrl(query: string): string {
  return `/product?q=${encodeURIComponent(query)}`;
}

/**
 * A category's menu entry opens its pieces (`category`, decision 0047), not a search for its name,
 * which found men's kurtas under Women › Kurtas.
 */
export function categoryListUrl(slug: string): string {
  return `/product?category=${encodeURIComponent(slug)}`;
}
