import type { SearchFacets } from "@chhaap/contract/catalog";
import { describe, expect, it } from "vitest";
import { en } from "#app/lib/i18n/en.ts";
import { hi } from "#app/lib/i18n/hi.ts";
import type { Messages } from "#app/lib/i18n/messages.ts";
import { translate } from "#app/lib/i18n/translate.ts";
import { facetValues, priceRangeLabel, resultTotal } from "./facet-values.ts";
import { readListQuery } from "./list-query.ts";

const facets: SearchFacets = {
  size: [
    { value: "M", count: 12 },
    { value: "Free Size", count: 1 },
  ],
  color: [
    { value: "indigo", count: 40 },
    { value: "pink", count: 0 },
  ],
  material: [{ value: "modal silk", label: "Modal silk", count: 17 }],
  category: [
    { value: "sarees", label: "Sarees", count: 7 },
    { value: "kurtas", label: "Kurtas", count: 5 },
    { value: "dupattas", label: "Dupattas", count: 2 },
  ],
  inStock: 30,
  price: { min: 850, max: 6200 },
};

/** The strings of one language, and the shop's own translations of its words into it. */
function words(messages: Messages, shopWords: Record<string, string> = {}) {
  return {
    t: (key: keyof Messages, values?: Record<string, string | number>) => translate(messages, key, values),
    shopText: (source: string) => shopWords[source] ?? source,
  };
}

describe("facetValues", () => {
  it("labels each value, marks the chosen ones and says the count in words", () => {
    const values = facetValues(facets, readListQuery(new URLSearchParams("color=pink&size=M")), words(en));
    expect(values.color).toEqual([
      { value: "indigo", label: "Indigo", count: 40, selected: false, spoken: "Indigo, 40 pieces" },
      { value: "pink", label: "Pink", count: 0, selected: true, spoken: "Pink, 0 pieces" },
    ]);
    expect(values.size.map((entry) => [entry.spoken, entry.selected])).toEqual([
      ["M, 12 pieces", true],
      ["Free Size, 1 piece", false],
    ]);
    expect(values.material[0]?.label).toBe("Modal silk");
    expect(values.inStockSpoken).toBe("In stock only, 30 pieces");
  });

  it("names colours in the shopper's language and the shop's words as the shop translated them", () => {
    const values = facetValues(facets, readListQuery(new URLSearchParams()), words(hi, { "Free Size": "फ्री साइज़" }));
    expect(values.color[0]?.label).toBe("नील");
    expect(values.size[1]?.label).toBe("फ्री साइज़");
  });
});

describe("resultTotal", () => {
  it("adds up the categories, or only the chosen ones (a piece is in one category)", () => {
    expect(resultTotal(facets, readListQuery(new URLSearchParams()))).toBe(14);
    expect(resultTotal(facets, readListQuery(new URLSearchParams("category=sarees&category=dupattas")))).toBe(9);
  });
});

describe("priceRangeLabel", () => {
  it("reads open and closed ranges", () => {
    const { t } = words(en);
    const rupees = (amount: number) => `₹${amount}`;
    expect(priceRangeLabel({ min: undefined, max: 1000 }, t, rupees)).toBe("Under ₹1000");
    expect(priceRangeLabel({ min: 1000, max: 2000 }, t, rupees)).toBe("₹1000 – ₹2000");
    expect(priceRangeLabel({ min: 5000, max: undefined }, t, rupees)).toBe("₹5000 and above");
  });
});
