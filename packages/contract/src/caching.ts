/**
 * How long an answer may be kept, read from its Cache-Control or Surrogate-Control header: the
 * max-age in milliseconds, or 0 when there is none or the answer must not be kept (`no-store`,
 * `private`, `no-cache`). With `shared`, only answers marked `public` count: those are the same
 * whoever asked.
 */
export function keepForMs(header: string | null | undefined, options: { shared?: boolean } = {}): number {
  if (!header) return 0;
  const directives = header
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim());
  if (directives.some((d) => d === "no-store" || d === "private" || d === "no-cache")) return 0;
  if (options.shared && !directives.includes("public")) return 0;
  const maxAge = directives.find((d) => d.startsWith("max-age="));
  const seconds = maxAge ? Number(maxAge.slice("max-age=".length)) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}
