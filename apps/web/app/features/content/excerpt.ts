/**
 * The blog list shows the first 100 words of a post, the trending grid the first 50, with an
 * ellipsis when the post is longer. The posts are HTML the API has sanitised; the excerpt is plain text
 * (rendered by React as text), so tags are dropped and the few entities the sanitiser writes are decoded.
 */
export const LIST_EXCERPT_WORDS = 100;
export const TRENDING_EXCERPT_WORDS = 50;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export function htmlToText(html: string): string {
  return (
    html
      // Block ends separate words that would otherwise run together ("</p><p>").
      .replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, " ")
      .replace(/<[^>]*>/g, "")
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
        if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
        if (code.startsWith("#")) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
        return ENTITIES[code.toLowerCase()] ?? entity;
      })
      .replace(/\s+/g, " ")
      .trim()
  );
}

export function excerpt(html: string, words: number): string {
  const all = htmlToText(html).split(" ").filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(" ")}…` : all.join(" ");
}
