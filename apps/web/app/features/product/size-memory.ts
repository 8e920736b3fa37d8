import type { Variant } from "@chhaap/contract/catalog";
import type { SizeChart } from "@chhaap/contract/size-charts";

/**
 * The shopper's usual size per garment type, kept in this browser only. A garment type is the size
 * chart its category uses (suits and kurtas measured on one chart share a size), or the category
 * itself when it has none. Charts reach the page without a name, so a chart is known by its
 * content: staff changing its numbers starts the memory afresh, which a changed fit deserves anyway.
 */
export const USUAL_SIZES_KEY = "usual-sizes";

/** Garment types remembered; the least recently chosen goes first. */
const TYPES_MAX = 24;
/** Size names are short ("M", "Free Size", "2.5 m"); anything longer is not one. */
const SIZE_NAME_MAX = 40;
const TYPE_MAX = 80;

/** FNV-1a, 32 bits: a short stable name for a chart's content. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function garmentTypeOf(categoryId: string, chart: SizeChart | null): string {
  if (!chart) return `category:${categoryId}`;
  return `chart:${fingerprint(JSON.stringify([chart.kind, chart.measures, chart.rows]))}`;
}

/** The stored pairs of garment type and size, most recent first; none for anything unreadable. */
function readPairs(stored: string | null): [string, string][] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const pairs: [string, string][] = [];
  for (const entry of parsed) {
    if (!Array.isArray(entry) || entry.length !== 2) continue;
    const [type, size] = entry;
    if (typeof type !== "string" || typeof size !== "string") continue;
    if (type === "" || type.length > TYPE_MAX || size === "" || size.length > SIZE_NAME_MAX) continue;
    if (pairs.some(([known]) => known === type)) continue;
    pairs.push([type, size]);
    if (pairs.length === TYPES_MAX) break;
  }
  return pairs;
}

export function readUsualSize(stored: string | null, type: string): string | null {
  return readPairs(stored).find(([known]) => known === type)?.[1] ?? null;
}

/** The memory after choosing `size` for a garment type. */
export function withUsualSize(stored: string | null, type: string, size: string): string {
  const others = readPairs(stored).filter(([known]) => known !== type);
  if (type === "" || type.length > TYPE_MAX || size === "" || size.length > SIZE_NAME_MAX) return JSON.stringify(others);
  return JSON.stringify([[type, size], ...others].slice(0, TYPES_MAX));
}

/** The usual size if this piece offers it in stock; a sold-out size is never chosen for the shopper. */
export function usualSizeToChoose(sizes: Variant["size"], usual: string | null): string | null {
  return sizes.find((entry) => entry.sizeName === usual && entry.inStock)?.sizeName ?? null;
}
