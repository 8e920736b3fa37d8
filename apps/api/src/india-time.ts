/**
 * The shop keeps India's time (UTC+5:30 all year, no daylight saving): days, cut-offs and windows are
 * counted by the date in India, whatever the server's zone.
 */
export const IST_OFFSET_MS = 5.5 * 3_600_000;

/** "2026-11-28": the date in India at that instant. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a date in India (YYYY-MM-DD) reaches a time of day there ("HH:MM"). */
export function indiaInstant(date: string, time = "00:00"): Date {
  return new Date(Date.parse(`${date}T${time}:00.000Z`) - IST_OFFSET_MS);
}

/** The date `days` calendar days after a date (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, of a date (YYYY-MM-DD). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00.000Z`).getUTCDay();
}
