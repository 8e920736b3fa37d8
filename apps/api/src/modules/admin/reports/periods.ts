import type { ReportPeriod } from "@chhaap/contract/admin/reports";
import { reportDayCount } from "@chhaap/contract/admin/reports";
import { addDays, indiaDate, indiaInstant } from "#src/india-time.ts";

/** Whole days in India, both ends included. */
interface DayRange {
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

/** The same day `months` back, or that month's last day if it is shorter (31 March → 28 or 29 February). */
function monthsBack(day: string, months: number): string {
  const first = firstOfMonth(day, months);
  const last = addDays(firstOfMonth(addDays(first, 31)), -1);
  const same = `${first.slice(0, 8)}${day.slice(8)}`;
  return same < last ? same : last;
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

/** A period, and as many days just before it. */
function withDaysBefore(current: DayRange): [DayRange, DayRange] {
  return [current, days(addDays(current.from, -current.days), addDays(current.from, -1))];
}

/**
 * The days a preset stands for on `now`'s date in India (custom: the days given), the period it is
 * compared with, and the instants a query filters on. A calendar month or quarter is compared with the
 * one before it; one so far with the same days of the one before (the 1st to the same date, a shorter
 * month ending on its last day); today, 7 days and custom days with as many days just before.
 */
export function resolvePeriod(query: { period: ReportPeriod; from?: string; to?: string }, now: Date): ReportRange {
  const today = indiaDate(now);
  const thisMonth = firstOfMonth(today);
  const thisQuarter = firstOfQuarter(today);
  const lastQuarter = firstOfQuarter(addDays(thisQuarter, -1));
  const [current, previous] = ((): [DayRange, DayRange] => {
    switch (query.period) {
      case "this-month":
        return [days(thisMonth, today), days(firstOfMonth(today, 1), monthsBack(today, 1))];
      case "last-month":
        return [
          days(firstOfMonth(today, 1), addDays(thisMonth, -1)),
          days(firstOfMonth(today, 2), addDays(firstOfMonth(today, 1), -1)),
        ];
      case "this-quarter":
        return [days(thisQuarter, today), days(lastQuarter, monthsBack(today, 3))];
      case "last-quarter":
        return [
          days(lastQuarter, addDays(thisQuarter, -1)),
          days(firstOfQuarter(addDays(lastQuarter, -1)), addDays(lastQuarter, -1)),
        ];
      case "today":
        return withDaysBefore(days(today, today));
      case "7-days":
        return withDaysBefore(days(addDays(today, -6), today));
      case "custom":
        // The contract requires both days for a custom period.
        return withDaysBefore(days(query.from ?? today, query.to ?? today));
    }
  })();
  return {
    current,
    previous,
    start: indiaInstant(previous.from),
    middle: indiaInstant(current.from),
    end: indiaInstant(addDays(current.to, 1)),
  };
}
