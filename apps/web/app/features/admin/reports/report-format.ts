/**
 * How the reports page writes its numbers: rupees with Indian grouping (₹1,25,000), a figure's change
 * against the period before (an arrow and a word as well as a colour), and the chart's axis steps.
 */

const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const RUPEES_PAISE = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const COUNT = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });

/** "₹1,25,000.50", or "₹1,25,000" for whole rupees. */
function formatRupees(rupees: number): string {
  return Number.isInteger(rupees) ? RUPEES.format(rupees) : RUPEES_PAISE.format(rupees);
}

/** "₹1,25,000": whole rupees, for the chart's axis. */
export function formatAxisRupees(rupees: number): string {
  // "+ 0": a loss under half a rupee rounds to -0, which would read "-₹0".
  return RUPEES.format(Math.round(rupees) + 0);
}

/** "12,345". */
function formatCount(count: number): string {
  return COUNT.format(count);
}

/** "12.5%" from a percentage (12.5), not a fraction. */
function formatPercent(percent: number): string {
  return `${ONE_DECIMAL.format(percent)}%`;
}

/** What a figure counts, which decides how it and its change are written. */
export type FigureKind = "rupees" | "count" | "percent";

/** A figure as the page writes it; "–" for a rate with nothing to divide by. */
export function formatFigure(value: number | null, kind: FigureKind): string {
  if (value === null) return "–";
  if (kind === "rupees") return formatRupees(value);
  if (kind === "percent") return formatPercent(value);
  return formatCount(value);
}

/** Which way is good news for a figure: more sales are, more parcels sent back are not, a COD share is neither. */
export type BetterWhen = "higher" | "lower" | "neither";

interface FigureChange {
  direction: "up" | "down" | "same" | "new" | "none";
  /** "↑ 12.5%", "↓ 3 pts", "no change", "new", "–": what the figure card shows. */
  text: string;
  /** The same in words, for a screen reader: "up 12.5% on the previous period". */
  words: string;
  tone: "good" | "bad" | "neutral";
}

/**
 * A figure against the period before. Amounts and counts change by a percentage of the previous
 * value (none when it was 0: "new"); a rate (COD share, RTO rate) changes by percentage points,
 * since "RTO up 50%" from 2% to 3% would alarm for nothing.
 */
export function figureChange(
  current: number | null,
  previous: number | null,
  kind: FigureKind,
  better: BetterWhen = "higher",
): FigureChange {
  if (current === null) return { direction: "none", text: "–", words: "nothing to compare", tone: "neutral" };
  if (previous === null) return { direction: "new", text: "new", words: "none in the previous period", tone: "neutral" };
  const difference = kind === "percent" ? current - previous : previous === 0 ? null : ((current - previous) / previous) * 100;
  if (difference === null) {
    return current === 0
      ? { direction: "none", text: "–", words: "nothing in either period", tone: "neutral" }
      : { direction: "new", text: "new", words: "none in the previous period", tone: "neutral" };
  }
  const size = Math.abs(Math.round(difference * 10) / 10);
  if (size === 0) return { direction: "same", text: "no change", words: "the same as the previous period", tone: "neutral" };
  const up = difference > 0;
  const points = size === 1 ? "point" : "points";
  const amount = kind === "percent" ? `${ONE_DECIMAL.format(size)} ${size === 1 ? "pt" : "pts"}` : `${ONE_DECIMAL.format(size)}%`;
  const spoken = kind === "percent" ? `${ONE_DECIMAL.format(size)} percentage ${points}` : amount;
  return {
    direction: up ? "up" : "down",
    text: `${up ? "↑" : "↓"} ${amount}`,
    words: `${up ? "up" : "down"} ${spoken} on the previous period`,
    tone: better === "neither" ? "neutral" : up === (better === "higher") ? "good" : "bad",
  };
}

/**
 * Round steps for an axis from min(0, `min`) to at least `max`: 1, 2, 2.5 or 5 times a power of ten,
 * about `count` of them. A day whose cancellations outweigh its sales is below 0, so the axis goes
 * down to it. A period without sales still gets an axis (0 to 1,000).
 */
export function axisSteps(max: number, count = 4, min = 0): number[] {
  const bottom = Math.min(0, min);
  const top = max > 0 || bottom < 0 ? Math.max(0, max) : 1000;
  const rough = (top - bottom) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const steps: number[] = [];
  // Counted in whole steps from the lowest (multiplying, not adding, so no rounding creeps in); "+ 0" turns -0 into 0.
  for (let index = Math.floor(bottom / step); ; index++) {
    const value = index * step + 0;
    steps.push(value);
    if (value >= top) break;
  }
  return steps;
}

const DAY_SHORT = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const DAY_LONG = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "5 Nov" for an India date written YYYY-MM-DD (read as that calendar day, whatever the server's zone). */
export function shortDay(day: string): string {
  return DAY_SHORT.format(new Date(`${day}T00:00:00Z`));
}

/** "Thu, 5 Nov 2026", put together from its parts: ICU versions differ on the comma after the month. */
export function longDay(day: string): string {
  const parts = Object.fromEntries(DAY_LONG.formatToParts(new Date(`${day}T00:00:00Z`)).map((part) => [part.type, part.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}
