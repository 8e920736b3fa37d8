/** About and home collection texts keep their paragraphs apart with a blank line (contract `homeCollectionDetail`). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}
