import type { Report } from "@chhaap/contract/admin/reports";
import { longDay, shortDay } from "./report-format.ts";

/**
 * The chart's bars from the report's days: one a day up to two months; beyond that a bar for each
 * week (or fortnight, past fourteen months), so a long custom range still fits a phone. Amounts are
 * added in paise, as every sum of money is.
 */

interface SalesBar {
  /** For the axis: "5 Nov". */
  label: string;
  /** Written out: "Thu, 5 Nov 2026", or "Thu, 5 Nov 2026 to Wed, 11 Nov 2026" for a week. */
  title: string;
  /** The same place in the period before, written out the same way. */
  previousTitle: string;
  current: number;
  previous: number;
  orders: number;
  previousOrders: number;
}

/** How many days one bar stands for in a period of `days` days. */
export function daysPerBar(days: number): number {
  if (days <= 62) return 1;
  if (days <= 434) return 7;
  return 14;
}

function span(first: string, last: string): string {
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
    bars.push({
      label: shortDay(first.date),
      title: span(first.date, last.date),
      previousTitle: span(first.previousDate, last.previousDate),
      current: sum((day) => paise(day.netSales.current)) / 100,
      previous: sum((day) => paise(day.netSales.previous)) / 100,
      orders: sum((day) => day.orders.current),
      previousOrders: sum((day) => day.orders.previous),
    });
  }
  return bars;
}
