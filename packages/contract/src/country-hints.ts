/**
 * The countries a browser's languages point to, most wanted first, as ISO codes: the region of each
 * language tag ("en-IN" → IN, "en-GB" → GB), and for a language spoken mainly in one of the shop's
 * markets, that country ("hi" → IN). A first visit shows prices in the first of these the shop has.
 */
const LANGUAGE_COUNTRIES: Readonly<Record<string, string>> = {
  hi: "IN",
  gu: "IN",
  mr: "IN",
  ta: "IN",
  te: "IN",
  kn: "IN",
  ml: "IN",
  pa: "IN",
};

export function countryHints(acceptLanguage: string | null | undefined): string[] {
  if (!acceptLanguage) return [];
  const tags = acceptLanguage
    .slice(0, 500)
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => tag !== "" && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const hints: string[] = [];
  for (const { tag } of tags) {
    const [language = "", ...rest] = tag.toLowerCase().split("-");
    const region = rest.find((part) => /^[a-z]{2}$/.test(part))?.toUpperCase() ?? LANGUAGE_COUNTRIES[language];
    if (region && !hints.includes(region)) hints.push(region);
  }
  return hints;
}
