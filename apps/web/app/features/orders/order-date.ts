/**
 * Order dates in the shopper's language. India Standard Time throughout: the shop and its
 * timeline live there, and the server and the browser then print the same text (no hydration drift).
 */
export function formatOrderDate(iso: string, language: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }
    : { dateStyle: "medium", timeZone: "Asia/Kolkata" };
  try {
    return new Intl.DateTimeFormat(language, options).format(date);
  } catch {
    return new Intl.DateTimeFormat("en", options).format(date);
  }
}
