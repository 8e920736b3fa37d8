/**
 * Rules for any text a client sends. Control characters have no place in a name, an address or a
 * search: a NUL byte cannot even be stored by PostgreSQL. Tab, line feed and carriage return stay
 * allowed, since reviews and enquiries are written over several lines.
 */

export const CONTROL_CHARACTER_MESSAGE = "Please remove the invisible control characters from this field.";

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** How deep a request body is searched; deeper bodies are refused by their schemas anyway. */
const MAX_DEPTH = 8;

/**
 * The path of the first string in `value` (an object, list or string, as parsed from JSON, a form or
 * a query) that holds a control character, or undefined when there is none. Keys count too.
 */
export function findControlCharacter(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === "string") return CONTROL_CHARACTER.test(value) ? path : undefined;
  if (value === null || typeof value !== "object" || path.length >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key)) return [...path, key];
    const found = findControlCharacter(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Characters that change how the text around them is shown without being seen themselves: bidi
 * embeddings, overrides and isolates (which can make "gpj.exe" read as "exe.jpg") and zero-width
 * spaces and marks. Zero-width joiner and non-joiner (U+200C, U+200D) are not among them: Hindi and
 * Urdu spelling needs them.
 */
const INVISIBLE_FORMATTING = /[\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/** A name or text shown to other shoppers, without invisible formatting characters. */
export function withoutInvisibleFormatting(text: string): string {
  return text.replace(INVISIBLE_FORMATTING, "");
}
