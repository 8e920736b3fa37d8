/**
 * The paragraphs of a stored text: the back office's editors keep them apart with a blank line (the
 * contract's `paragraphs()` fields), and a single line break stays inside its paragraph. Shown as
 * text, never as HTML.
 */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}
