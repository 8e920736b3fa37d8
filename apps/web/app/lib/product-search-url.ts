/** Categories, suggestions and search all land on the product list with `q`. */
export function productSearchUrl(query: string): string {
  return `/product?q=${encodeURIComponent(query)}`;
}
