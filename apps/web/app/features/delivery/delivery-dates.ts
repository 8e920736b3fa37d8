/** The shop's calendar: cut-offs and "today" are India's, whatever the shopper's clock says. */
const SHOP_TIME_ZONE = "Asia/Kolkata";

function dayFormat(language: string): Intl.DateTimeFormat {
  // Calendar days travel as `YYYY-MM-DD`, read as midnight UTC: formatting in UTC keeps the same day.
  const options: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" };
  try {
    return new Intl.DateTimeFormat(language, options);
  } catch {
    return new Intl.DateTimeFormat("en", options);
  }
}

/** "Tue, 2 Dec – Fri, 5 Dec" in the shopper's language; one day when both ends are the same. */
export function formatDeliveryRange(earliest: string, latest: string, language: string): string {
  const from = new Date(`${earliest}T00:00:00Z`);
  const to = new Date(`${latest}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
    return earliest === latest ? earliest : `${earliest} – ${latest}`;
  const format = dayFormat(language);
  return to.getTime() > from.getTime() ? format.formatRange(from, to) : format.format(from);
}

function shopDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );
}

/**
 * The hours and minutes left to order for the promised dates, when the cut-off is later today in
 * India; null when it has passed or is another day (the dates then already count from that day).
 */
export function timeLeftToOrder(orderBy: string | null, now: Date): { hours: number; minutes: number } | null {
  if (!orderBy) return null;
  const cutOff = new Date(orderBy);
  const left = cutOff.getTime() - now.getTime();
  if (Number.isNaN(left) || left <= 0 || shopDay(cutOff) !== shopDay(now)) return null;
  // Rounded up: "1 min" until the very last minute, never "0 h 0 min".
  const minutes = Math.ceil(left / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
