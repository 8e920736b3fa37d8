import { formatDeliveryRange } from "#app/features/delivery/index.ts";
import type { Translate } from "#app/lib/i18n/i18n-provider.tsx";
import { formatOrderDate } from "./order-date.ts";

/**
 * An order's promised delivery: the range promised at its PIN code ("Expected delivery Tue 2 Dec –
 * Fri 5 Dec") where the order kept its first day, else the last day alone (orders abroad, older orders).
 * Intl words a range by its own data (dashes, spaces, "2–5 Dec"), which differs between the server and
 * older browsers: the element showing it takes `suppressHydrationWarning`, and holds this text alone.
 */
export function promisedDeliveryText(t: Translate, earliest: string | null, latest: string, language: string): string {
  return earliest && earliest < latest
    ? t("deliveryPromisedRange", { dates: formatDeliveryRange(earliest, latest, language) })
    : t("deliveryEstimate", { date: formatOrderDate(latest, language) });
}
