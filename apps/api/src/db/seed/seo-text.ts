/** Lower-case, hyphenated, ASCII: "Indigo and Madder Red" -> "indigo-and-madder-red". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Meta description of at most 155 characters, cut at a word boundary. */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= 155) return flat;
  const cut = flat.slice(0, 152);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,.;:]$/, "")}...`;
}
