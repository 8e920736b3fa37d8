/**
 * Shoppers name colours in everyday words; the shop names its natural dyes (Indigo, Madder Red,
 * Mustard, Leaf Green, Rust, Natural White, Black). Each everyday word here also finds the dyes it
 * means, so "blue saree" finds the indigo sarees and "red dupatta" the madder ones.
 */
const DYES_BY_SHOPPER_WORD: Readonly<Record<string, readonly string[]>> = {
  blue: ["indigo"],
  navy: ["indigo"],
  red: ["madder"],
  maroon: ["madder"],
  crimson: ["madder"],
  pink: ["madder"],
  yellow: ["mustard"],
  gold: ["mustard"],
  golden: ["mustard"],
  ochre: ["mustard"],
  green: ["leaf"],
  olive: ["leaf"],
  brown: ["rust"],
  orange: ["rust"],
  white: ["natural"],
  cream: ["natural"],
  ivory: ["natural"],
  beige: ["natural"],
  offwhite: ["natural"],
};

export interface ColourWordSplit {
  /** One entry per colour word typed: the word itself and the dye names it stands for. */
  colours: string[][];
  /** The other words, in the order typed. */
  rest: string[];
}

/** Splits normalised search text into the colour words a shopper typed and everything else. */
export function splitColourWords(text: string): ColourWordSplit {
  const colours: string[][] = [];
  const rest: string[] = [];
  for (const word of text.split(" ")) {
    if (word === "") continue;
    const dyes = DYES_BY_SHOPPER_WORD[word.replace(/-/g, "")];
    // "-blue" excludes: it stays with the rest, which reads it as websearch syntax.
    if (dyes && !word.startsWith("-")) colours.push([word, ...dyes]);
    else rest.push(word);
  }
  return { colours, rest };
}
