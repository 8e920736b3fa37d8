/**
 * Readers for the two answers the browser still asks the API for itself, as a shopper types or picks:
 * search suggestions and a country's id. Checked by hand instead of shipping the contract's schemas to
 * every phone; everything else reaches the API through the pages' loaders and actions.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One search suggestion: a product's name and its first colourway (id, sale price in INR, picture). */
export interface Suggestion {
  name: string;
  variantId: string;
  salePrice: number;
  image: string | null;
}

/** GET /api/product/searchSuggestion: `data` is a list of `{name, _id, salePrice, image}`; names once each. */
export function readSuggestions(body: unknown): Suggestion[] {
  if (!isRecord(body) || body.status !== true || !Array.isArray(body.data)) return [];
  const found: Suggestion[] = [];
  for (const entry of body.data) {
    if (!isRecord(entry) || typeof entry.name !== "string" || entry.name.trim() === "") continue;
    if (typeof entry._id !== "string" || typeof entry.salePrice !== "number") continue;
    if (found.some((known) => known.name === entry.name)) continue;
    found.push({
      name: entry.name,
      variantId: entry._id,
      salePrice: entry.salePrice,
      image: typeof entry.image === "string" ? entry.image : null,
    });
  }
  return found;
}

/** GET /api/country?countryName: the first country's `_id`. */
export function readFirstCountryId(body: unknown): string | null {
  if (!isRecord(body) || !Array.isArray(body.data)) return null;
  const first: unknown = body.data[0];
  return isRecord(first) && typeof first._id === "string" ? first._id : null;
}
