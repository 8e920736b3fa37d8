/**
 * The shop names each colourway by its dyes ("Indigo and Madder Red"); a card shows one small swatch
 * per dye named, in the order named, beside the words. Unknown words get no swatch. Answers dye keys,
 * which the stylesheet colours (the page's CSP allows no inline styles).
 */
export type Dye = "indigo" | "madder" | "rust" | "mustard" | "leaf" | "black" | "natural";

const DYE_WORDS: readonly (readonly [RegExp, Dye])[] = [
  [/\bindigo\b/i, "indigo"],
  [/\bmadder\b/i, "madder"],
  [/\brust\b/i, "rust"],
  [/\bmustard\b/i, "mustard"],
  [/\bleaf\b|\bgreen\b/i, "leaf"],
  [/\bblack\b/i, "black"],
  [/\bnatural\b|\bwhite\b|\btussar\b/i, "natural"],
];

export function dyeSwatches(colour: string): Dye[] {
  const found: { at: number; dye: Dye }[] = [];
  for (const [pattern, dye] of DYE_WORDS) {
    const match = pattern.exec(colour);
    if (match && !found.some((known) => known.dye === dye)) found.push({ at: match.index, dye });
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.dye);
}
