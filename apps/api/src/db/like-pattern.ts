/** Treats % and _ in what someone typed as text, not LIKE wildcards: `ilike '%' || escaped || '%'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
