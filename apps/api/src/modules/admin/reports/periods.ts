import type { ReportPeriod } from "@chhaap/contract/admin/reports";
import { reportDayCount } from "@chhaap/contract/admin/reports";
import { addDays, indiaDate, indiaInstant } from "#src/india-time.ts";

/** Whole days in India, both ends included. */
export interface DayRange {
  from: string;
  to: string;
  days: number;
}

/** A report's two periods, and the instants that bound them: previous.from ≤ t < end. */
export interface ReportRange {
  current: DayRange;
  previous: DayRange;
  start: Date;
  middle: Date;
  end: Date;
}

function firstOfMonth(day: string, monthsBack = 0): string {
  const at = new Date(`${day.slice(0, 7)}-01T00:00:00.000Z`);
  at.setUTCMonth(at.getUTCMonth() - monthsBack);
  return at.toISOString().slice(0, 10);
}

/** The first day of the quarter of `day`: quarters start in January, April, July and October. */
function firstOfQuarter(day: string): string {
  const month = Number(day.slice(5, 7));
  const quarterMonth = month - ((month - 1) % 3);
  return `${day.slice(0, 4)}-${String(quarterMonth).padStart(2, "0")}-01`;
}

function days(from: string, to: string): DayRange {
  return { from, to, days: reportDayCount(from, to) };
}

/**
 * The days a preset stands for on `now`'s date in India (custom: the days given), and the period of
 * the same length just before, with the instants a query filters on.
 */
export function resolvePeriod(query: { period: ReportPeriod; from?: string; to?: string }, now: Date): ReportRange {
  const today = indiaDate(now);
  const current = (() => {
    switch (query.period) {
      case "today":
        return days(today, today);
      case "7-days":
        return days(addDays(today, -6), today);
      case "this-month":
        return days(firstOfMonth(today), today);
      case "last-month": {
        const first = firstOfMonth(today, 1);
        return days(first, addDays(firstOfMonth(today), -1));
      }
      case "this-quarter":
        return days(firstOfQuarter(today), today);
      case "last-quarter": {
        const thisQuarter = firstOfQuarter(today);
        return days(firstOfQuarter(addDays(thisQuarter, -1)), addDays(thisQuarter, -1));
      }
      case "custom":
        // The contract requires both days for a custom period.
        return days(query.from ?? today, query.to ?? today);
    }
  })();
  const previous = days(addDays(current.from, -current.days), addDays(current.from, -1));
  return {
    current,
    previous,
    start: indiaInstant(previous.from),
    middle: indiaInstant(current.from),
    end: indiaInstant(addDays(current.to, 1)),
  };
}
