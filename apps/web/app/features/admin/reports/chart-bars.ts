import type { Report } from "@chhaap/contract/admin/reports";
import { longDay, shortDay } from "./report-format.ts";

/**
 * The chart's bars from the report's days: one a day up to two months; beyond that a bar for each
 * week (or fortnight, past fourteen months), so a long custom range still fits a phone. Amounts are
 * added in paise, as every sum of money is. A previous period shorter than this one (September before
 * October) has no day beside the last ones: those bars have no previous side.
 */

interface SalesBar {
  /** For the axis: "5 Nov". */
  label: string;
  /** Written out: "Thu, 5 Nov 2026", or "Thu, 5 Nov 2026 to Wed, 11 Nov 2026" for a week. */
  title: string;
  /** The same place in the period before, written out the same way; "–" past its end. */
  previousTitle: string;
  current: number;
  /** Null (with previousOrders) past the end of a shorter period before. */
  previous: number | null;
  orders: number;
  previousOrders: number | null;
}

/** How many days one bar stands for in a period of `days` days. */
export function daysPerBar(days: number): number {
  if (days <= 62) return 1;
  if (days <= 434) return 7;
  return 14;
}

/** How the page names what one bar stands for: the chart's heading ("by week") and its table's first column. */
export function barWords(days: number): { by: string; column: string } {
  const size = daysPerBar(days);
  if (size === 1) return { by: "by day", column: "Day" };
  if (size === 7) return { by: "by week", column: "Week from" };
  return { by: "by fortnight", column: "Fortnight from" };
}

function span(first: string | undefined, last: string | undefined): string {
  if (!first || !last) return "–";
  return first === last ? longDay(first) : `${longDay(first)} to ${longDay(last)}`;
}

const paise = (rupees: number) => Math.round(rupees * 100);

export function salesBars(days: Report["days"]): SalesBar[] {
  const size = daysPerBar(days.length);
  const bars: SalesBar[] = [];
  for (let start = 0; start < days.length; start += size) {
    const group = days.slice(start, start + size);
    const first = group[0];
    const last = group.at(-1);
    if (!first || !last) continue;
    const sum = (pick: (day: (typeof group)[number]) => number) => group.reduce((total, day) => total + pick(day), 0);
    const previousDates = group.flatMap((day) => (day.previousDate ? [day.previousDate] : []));
    const hasPrevious = previousDates.length > 0;
    bars.push({
      label: shortDay(first.date),
      title: span(first.date, last.date),
      previousTitle: span(previousDates[0], previousDates.at(-1)),
      current: sum((day) => paise(day.netSales.current)) / 100,
      previous: hasPrevious ? sum((day) => paise(day.netSales.previous)) / 100 : null,
      orders: sum((day) => day.orders.current),
      previousOrders: hasPrevious ? sum((day) => day.orders.previous) : null,
    });
  }
  return bars;
}
