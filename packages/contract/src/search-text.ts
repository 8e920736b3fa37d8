/**
 * A search is a few words: longer text and more words only make the database work harder (each word
 * is matched, each character of the text compared by similarity) without finding anything better.
 * No zod here: the product list's browser code reads these.
 */
const SEARCH_TEXT_MAX = 100;
const SEARCH_WORDS_MAX = 8;

function wordsIn(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** What a search box sends: its text within both bounds (the API refuses more). */
export function boundedSearchText(text: string): string {
  return wordsIn(text).slice(0, SEARCH_WORDS_MAX).join(" ").slice(0, SEARCH_TEXT_MAX).trim();
}

/** Why a search text is refused, or undefined when it is within bounds. */
export function searchTextProblem(text: string): string | undefined {
  if (text.length > SEARCH_TEXT_MAX) return `Please search with at most ${SEARCH_TEXT_MAX} characters.`;
  if (wordsIn(text).length > SEARCH_WORDS_MAX) return `Please search with at most ${SEARCH_WORDS_MAX} words.`;
  return undefined;
}

/** A category's slug as the shop writes them: lower-case letters and digits in words joined by single dashes. */
export function isCategorySlug(text: string): boolean {
  return text.length <= 100 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text);
}
