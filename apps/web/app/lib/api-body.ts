import type { ErrorCode } from "@chhaap/contract/error-codes";
import { isErrorCode } from "./error-text.ts";

/**
 * Small readers for API answers fetched from the browser. They check the shape by hand instead of
 * shipping zod to every shopper's phone; the server side parses with the contract schemas.
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

/** GET /api/country?countryName: the first country's `_id` (spec 7). */
export function readFirstCountryId(body: unknown): string | null {
  if (!isRecord(body) || !Array.isArray(body.data)) return null;
  const first: unknown = body.data[0];
  return isRecord(first) && typeof first._id === "string" ? first._id : null;
}

/** GET /api/cart-item/count/{cartId}: `data` is the count (spec 7). */
export function readCount(body: unknown): number | null {
  if (!isRecord(body) || body.status !== true) return null;
  return typeof body.data === "number" && Number.isInteger(body.data) && body.data >= 0 ? body.data : null;
}

export interface ApiAnswer {
  ok: boolean;
  message: string | null;
  /** An error answer's code and the values its message names (lib/error-text.ts translates them). */
  code: ErrorCode | null;
  params: Record<string, string | number> | null;
  fieldErrors: Record<string, string>;
}

/** Any envelope answer: whether it succeeded, its message and per-field messages of a 400. */
export function readAnswer(body: unknown): ApiAnswer {
  if (!isRecord(body)) return { ok: false, message: null, code: null, params: null, fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  if (isRecord(body.errors)) {
    for (const [field, text] of Object.entries(body.errors)) if (typeof text === "string") fieldErrors[field] = text;
  }
  return {
    ok: body.status === true,
    message: typeof body.message === "string" && body.message !== "" ? body.message : null,
    code: isErrorCode(body.code) ? body.code : null,
    params: readParams(body.params),
    fieldErrors,
  };
}

function readParams(value: unknown): Record<string, string | number> | null {
  if (!isRecord(value)) return null;
  const params: Record<string, string | number> = {};
  for (const [name, item] of Object.entries(value)) if (typeof item === "string" || typeof item === "number") params[name] = item;
  return params;
}
