/**
 * The colours a shopper filters by. A colourway's colour is free text the shop writes ("Indigo and
 * Madder Red", "Natural Tussar"); each group gathers the dye names and everyday words that mean it,
 * so one colourway may be in several groups (it is listed under each colour it names). The order is
 * the order of the filter (and of the search's colour facet). No zod here: the list page's browser
 * code reads these.
 */
export const COLOUR_GROUPS = [
  { key: "indigo", label: "Indigo", words: ["indigo", "blue", "navy"] },
  { key: "madder-red", label: "Madder red", words: ["madder", "red", "maroon", "crimson"] },
  { key: "black", label: "Black", words: ["black", "iron"] },
  { key: "ivory", label: "Natural white", words: ["natural", "white", "ivory", "cream", "offwhite", "beige", "undyed"] },
  { key: "mustard", label: "Mustard", words: ["mustard", "yellow", "ochre", "gold", "golden", "turmeric"] },
  { key: "green", label: "Green", words: ["green", "leaf", "olive"] },
  { key: "rust", label: "Rust", words: ["rust", "brown", "orange"] },
  { key: "grey", label: "Grey", words: ["grey", "gray", "charcoal"] },
  { key: "pink", label: "Pink", words: ["pink", "rose"] },
  { key: "multi", label: "Many colours", words: ["multi", "multicolour", "multicolor", "multicoloured", "multicolored"] },
] as const;

export type ColourGroupKey = (typeof COLOUR_GROUPS)[number]["key"];

export const COLOUR_GROUP_KEYS = COLOUR_GROUPS.map((group) => group.key) as [ColourGroupKey, ...ColourGroupKey[]];

/** A colourway naming this many groups or more is also "multi" (three dyes and more read as many colours). */
const MULTI_FROM = 3;

const GROUP_OF_WORD = new Map<string, ColourGroupKey>(
  COLOUR_GROUPS.flatMap((group) => group.words.map((word) => [word, group.key] as const)),
);

/**
 * The groups a colourway's colour text belongs to, in COLOUR_GROUPS order: each group one of its
 * words names ("Indigo and Madder Red": indigo, madder-red), plus multi when the text says so or
 * names three groups or more. Words are matched whole, case and hyphens aside ("off-white").
 */
export function colourGroupsOf(colourText: string): ColourGroupKey[] {
  const named = new Set<ColourGroupKey>();
  for (const word of colourText
    .toLowerCase()
    .replace(/-/g, "")
    .split(/[^\p{L}]+/u)) {
    const group = GROUP_OF_WORD.get(word);
    if (group) named.add(group);
  }
  if (named.size >= MULTI_FROM) named.add("multi");
  return COLOUR_GROUP_KEYS.filter((key) => named.has(key));
}
