/**
 * The return periods the page offers: the last twelve months and the last six quarters (QRMP), newest
 * first, counted from today's date in India. Values are what the API reads: "2026-11", "2026-Q4".
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const QUARTER_MONTHS = ["January to March", "April to June", "July to September", "October to December"];

/** "2026-11": the month in India at that instant. */
export function indiaMonth(at: Date): string {
  return new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 7);
}

/** "November 2026" or "Q4 2026 (October to December)". */
export function periodLabel(period: string): string {
  const [year, part] = period.split("-");
  if (part?.startsWith("Q")) return `${part} ${year} (${QUARTER_MONTHS[Number(part.slice(1)) - 1]})`;
  return `${MONTHS[Number(part) - 1]} ${year}`;
}

export function recentPeriods(today: Date): string[] {
  const [year, month] = indiaMonth(today).split("-").map(Number) as [number, number];
  const months = Array.from({ length: 12 }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
  const quarterIndex = year * 4 + Math.floor((month - 1) / 3);
  const quarters = Array.from({ length: 6 }, (_, back) => {
    const index = quarterIndex - back;
    return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
  });
  return [...months, ...quarters];
}
