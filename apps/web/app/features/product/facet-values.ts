import type { SearchFacets } from "@chhaap/contract/catalog";
import type { ColourGroupKey } from "@chhaap/contract/colour-groups";
import type { Translate } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import type { ListQuery } from "./list-query.ts";

/** One value of a facet as the filter shows it: its words, its count, whether it is chosen. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** The box's name, what a screen reader says instead of the label and its bare number: "Indigo, 40 pieces". */
  spoken: string;
}

/** The colour groups' names in the shopper's language. */
const COLOUR_LABELS: Record<ColourGroupKey, MessageKey> = {
  indigo: "colourIndigo",
  "madder-red": "colourMadderRed",
  black: "colourBlack",
  ivory: "colourIvory",
  mustard: "colourMustard",
  green: "colourGreen",
  rust: "colourRust",
  grey: "colourGrey",
  pink: "colourPink",
  multi: "colourMulti",
};

function colourLabel(key: string, t: Translate): string {
  const label = COLOUR_LABELS[key as ColourGroupKey] as MessageKey | undefined;
  return label ? t(label) : key;
}

/** "Indigo, 40 pieces" (one piece in the singular). */
function piecesText(label: string, count: number, t: Translate): string {
  return t(count === 1 ? "facetValueOnePiece" : "facetValuePieces", { label, count });
}

interface Words {
  t: Translate;
  /** The shop's own words (category and fabric names, sizes such as "Free Size") in the shopper's language. */
  shopText: (source: string) => string;
}

/** Every facet's values in the API's order, labelled, counted and marked as chosen when the URL names them. */
export function facetValues(facets: SearchFacets, query: ListQuery, { t, shopText }: Words) {
  function entries(
    list: readonly { value: string; count: number; label?: string }[],
    chosen: readonly string[],
    labelOf: (entry: { value: string; label?: string }) => string,
  ): FacetValue[] {
    return list.map((entry) => {
      const label = labelOf(entry);
      const selected = chosen.includes(entry.value);
      return { value: entry.value, label, count: entry.count, selected, spoken: piecesText(label, entry.count, t) };
    });
  }
  return {
    category: entries(facets.category, query.categories, (entry) => shopText(entry.label ?? entry.value)),
    size: entries(facets.size, query.sizes, (entry) => shopText(entry.value)),
    color: entries(facets.color, query.colours, (entry) => colourLabel(entry.value, t)),
    material: entries(facets.material, query.materials, (entry) => shopText(entry.label ?? entry.value)),
    inStockSpoken: piecesText(t("inStockOnly"), facets.inStock, t),
  };
}

/** A price range's words: "Under ₹1,000", "₹1,000 – ₹2,000", "₹5,000 and above". */
export function priceRangeLabel(
  range: { min: number | undefined; max: number | undefined },
  t: Translate,
  format: (rupees: number) => string,
): string {
  const values = { min: format(range.min ?? 0), max: format(range.max ?? 0) };
  if (range.min === undefined) return t("priceUnder", values);
  if (range.max === undefined) return t("priceAndAbove", values);
  return t("priceBetween", values);
}

/**
 * Pieces the list holds with every filter on. Each piece is in exactly one category, and the category
 * counts apply every other filter: their sum over the chosen categories (all, when none is) is the total.
 */
export function resultTotal(facets: SearchFacets, query: ListQuery): number {
  const counted =
    query.categories.length > 0 ? facets.category.filter((entry) => query.categories.includes(entry.value)) : facets.category;
  return counted.reduce((sum, entry) => sum + entry.count, 0);
}
