import { addDays, indiaDate, indiaInstant, weekdayOf } from "#src/india-time.ts";

/**
 * The clocks of the shop's after-sale policy, as pure functions of the policy and the instants
 * involved, all counted in India's time.
 */

/**
 * Until when an order may be cancelled at once: the first cut-off ("HH:MM") at or after it was
 * placed. Placed at 10:00 with a 14:00 cut-off, until 14:00 that day; placed at 16:00, until 14:00
 * the next day. After it the shop may be packing, so a cancellation is a request to staff.
 */
export function cancelAtOnceUntil(placedAt: Date, cutoff: string): Date {
  const sameDay = indiaInstant(indiaDate(placedAt), cutoff);
  return sameDay.getTime() >= placedAt.getTime() ? sameDay : indiaInstant(addDays(indiaDate(placedAt), 1), cutoff);
}

/**
 * The last day (YYYY-MM-DD, in India) a return or exchange may be asked for: the day of delivery is
 * day 0, and day `windowDays` counts whole.
 */
export function returnWindowLastDay(deliveredAt: Date, windowDays: number): string {
  return addDays(indiaDate(deliveredAt), windowDays);
}

export function withinReturnWindow(deliveredAt: Date, now: Date, windowDays: number): boolean {
  return indiaDate(now) <= returnWindowLastDay(deliveredAt, windowDays);
}

/**
 * The date an owed refund is due: `workingDays` of the shop's working weekdays after the day it
 * became owed (that day does not count).
 */
export function refundDueOn(owedAt: Date, workingDays: number, workingWeekdays: readonly number[]): string {
  let day = indiaDate(owedAt);
  // A week without a working day would never end; the policy's form refuses one, this guards the loop.
  if (workingWeekdays.length === 0) return addDays(day, workingDays);
  for (let counted = 0; counted < workingDays; ) {
    day = addDays(day, 1);
    if (workingWeekdays.includes(weekdayOf(day))) counted += 1;
  }
  return day;
}
