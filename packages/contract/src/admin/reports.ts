import { z } from "zod";
import type { PAYMENT_METHODS } from "../orders.ts";

/**
 * The owner's sales reports (`GET /api/admin/reports`, `GET /api/admin/reports/csv`), decision 0053.
 *
 * Definitions (every figure, every breakdown):
 * - Days are dates in India (Asia/Kolkata, UTC+5:30); a period is whole days, both ends included.
 * - A **counted order** is one the shop accepted: paid online, its bank transfer confirmed, or a cash on
 *   delivery order confirmed; that is, it reached `confirmed` (it may have moved on since, to packed,
 *   shipped, delivered, cancelled or returned to origin). Orders still placed or awaiting payment, and
 *   those cancelled before they were ever confirmed, are not sales.
 * - A sale falls on the order's day (when it was placed, in India); a deduction falls on its own day: a
 *   cancellation or a return to origin on the day it happened, a return on the day of its credit note.
 * - **Gross sales**: the merchandise of counted orders (prices as shown, GST included; shipping excluded).
 *   **Discounts**: coupons on those orders. **Cancellations**: merchandise after discount of counted orders
 *   cancelled or returned to origin in the period. **Returns**: the merchandise credited by return credit
 *   notes in the period. **Net sales** = gross sales − discounts − cancellations − returns.
 *   **Refunds** is money paid back in the period (of any of those): shown, not subtracted again.
 * - **Orders**: counted orders placed in the period (cancelled later or not). **Units**: their pieces.
 *   **Average order value**: (gross sales − discounts) ÷ orders.
 * - Categories are today's: a product's sales (and their undoing) are under the category it is in now;
 *   a category's orders count an order once for each of its products.
 * - A **new customer** placed their first counted order ever in the period; a returning one had one before.
 * - **COD share**: percent of orders paid cash on delivery. **RTO rate**: of the orders of the period that
 *   have an outcome (delivered or returned to origin), the percent returned to origin; orders still on the
 *   way are left out.
 * Amounts are rupees (two decimals at most, summed exactly in paise); percents have one decimal and are
 * null when there is nothing to divide by.
 */

export const REPORT_PERIODS = ["today", "7-days", "this-month", "last-month", "this-quarter", "last-quarter", "custom"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  today: "Today",
  "7-days": "Last 7 days",
  "this-month": "This month",
  "last-month": "Last month",
  "this-quarter": "This quarter",
  "last-quarter": "Last quarter",
  custom: "Custom dates",
};

/** How the payment-method breakdown names each method (its rows' `label`). */
export const REPORT_PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  bank_transfer: "Bank transfer",
  cash_on_delivery: "Cash on delivery",
  credit_card: "Paid online",
};

/** The longest custom range: two years (731 days, a leap day included). */
export const REPORT_MAX_DAYS = 731;

const REPORT_MESSAGES = {
  periodInvalid: "Please choose a period.",
  dateInvalid: "Please enter a date as YYYY-MM-DD.",
  datesRequired: "Please enter both the first and the last day.",
  toBeforeFrom: "The last day must be on or after the first day.",
  rangeTooLong: "Please choose at most two years.",
  sectionInvalid: "Please choose which report to download.",
} as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date from 2000 to 2099, `YYYY-MM-DD`. */
export function isReportDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value && value >= "2000-01-01" && value < "2100-01-01";
}

/** Days from `from` to `to`, both included. */
export function reportDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const reportDay = z.string({ error: REPORT_MESSAGES.dateInvalid }).max(10).refine(isReportDay, REPORT_MESSAGES.dateInvalid);

const periodFields = {
  period: z.enum(REPORT_PERIODS, { error: REPORT_MESSAGES.periodInvalid }).default("this-month"),
  /** Only with `custom` (ignored otherwise): the first and last day, in India, both included. */
  from: reportDay.optional(),
  to: reportDay.optional(),
};

function checkRange(query: { period: ReportPeriod; from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (query.period !== "custom") return;
  if (!query.from || !query.to) {
    ctx.addIssue({ code: "custom", path: [query.from ? "to" : "from"], message: REPORT_MESSAGES.datesRequired });
    return;
  }
  if (query.to < query.from) ctx.addIssue({ code: "custom", path: ["to"], message: REPORT_MESSAGES.toBeforeFrom });
  else if (reportDayCount(query.from, query.to) > REPORT_MAX_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: REPORT_MESSAGES.rangeTooLong });
}

/**
 * `?period=this-month` or `?period=custom&from=2026-03-25&to=2026-04-05`. The server resolves a preset
 * to dates in India on the day asked (this month: its 1st to today; 7 days: today and the 6 before; a
 * quarter: April–June, July–September, October–December, January–March). The previous period: last
 * month and last quarter are compared with the month or quarter before them; this month and this quarter
 * (so far) with the same days of the month or quarter before (its 1st to the same date, or to its last
 * day if shorter: 31 March with 1–28 February); today, 7 days and custom days with the same number of
 * days ending the day before `from`.
 */
export const reportsQuery = z.object(periodFields).superRefine(checkRange);
export type ReportsQuery = z.infer<typeof reportsQuery>;

/** The breakdowns, keyed as in `report.breakdowns` and as CSV sections. */
export const REPORT_BREAKDOWNS = [
  "category",
  "product",
  "colourway",
  "size",
  "payment-method",
  "delivery-state",
  "country",
] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];

export const REPORT_SECTIONS = [
  "summary",
  "days",
  ...REPORT_BREAKDOWNS,
  "customers",
  "rto-state",
  "rto-pin-prefix",
  "rto-carrier",
  "search-misses",
  "coupons",
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export const REPORT_SECTION_LABELS: Record<ReportSection, string> = {
  summary: "Summary",
  days: "By day",
  category: "By category",
  product: "By product",
  colourway: "By colourway",
  size: "By size",
  "payment-method": "By payment method",
  "delivery-state": "By delivery state",
  country: "By country",
  customers: "New and returning customers",
  "rto-state": "Returns to origin by state",
  "rto-pin-prefix": "Returns to origin by PIN code prefix",
  "rto-carrier": "Returns to origin by carrier",
  "search-misses": "Searches with no results",
  coupons: "Coupon use",
};

/**
 * `GET /api/admin/reports/csv?section=product&period=last-month`: one section as `text/csv` (UTF-8,
 * header row, every row, not only the top ones), named `chhaap-<section>-<from>-to-<to>.csv`. Columns
 * follow the JSON fields, current then previous.
 */
export const reportsCsvQuery = z
  .object({ ...periodFields, section: z.enum(REPORT_SECTIONS, { error: REPORT_MESSAGES.sectionInvalid }) })
  .superRefine(checkRange);

/** A figure for the period asked and for the period before it. */
const reportFigure = z.object({ current: z.number(), previous: z.number() });
export type ReportFigure = z.infer<typeof reportFigure>;

/** A percent for both periods; null where nothing was there to divide by. */
const reportRate = z.object({ current: z.number().nullable(), previous: z.number().nullable() });
export type ReportRate = z.infer<typeof reportRate>;

const dayRange = z.object({ from: z.string(), to: z.string(), days: z.number().int() });

/** One line of a breakdown: sales by the key, both periods. */
const breakdownRow = z.object({
  /** Stable key (an id, a code, a size, a state name); `label` is what to show. */
  key: z.string(),
  label: z.string(),
  netSales: reportFigure,
  orders: reportFigure,
  units: reportFigure,
  /** This row's percent of the period's net sales (null when those are 0). */
  share: z.number().nullable(),
});
export type BreakdownRow = z.infer<typeof breakdownRow>;

/** Returns to origin for one state, PIN-code prefix (first 3 digits) or carrier. */
const rtoRow = z.object({
  key: z.string(),
  label: z.string(),
  /** Orders of the period with an outcome: delivered or returned to origin. */
  outcomes: reportFigure,
  returnedToOrigin: reportFigure,
  rate: reportRate,
});
export type RtoRow = z.infer<typeof rtoRow>;

/**
 * Customers of the period and their orders; `netSales` here is their orders' gross sales − discounts
 * (cancellations and returns fall on their own days and are not split by customer).
 */
const customerGroup = z.object({ customers: reportFigure, orders: reportFigure, netSales: reportFigure });

export const report = z.object({
  period: z.object({
    name: z.enum(REPORT_PERIODS),
    /** The period asked, resolved: first and last day in India, and its number of days. */
    current: dayRange,
    /** The period compared with (see `reportsQuery`); it may be shorter or longer than `current`. */
    previous: dayRange,
  }),
  /** When these figures were read (ISO instant). */
  generatedAt: z.string(),
  summary: z.object({
    grossSales: reportFigure,
    discounts: reportFigure,
    cancellations: reportFigure,
    returns: reportFigure,
    netSales: reportFigure,
    refunds: reportFigure,
    orders: reportFigure,
    averageOrderValue: reportFigure,
    units: reportFigure,
    newCustomers: reportFigure,
    returningCustomers: reportFigure,
    codShare: reportRate,
    rtoRate: reportRate,
  }),
  /**
   * One entry per day of the current period, oldest first; `previousDate` is the day at the same place
   * in the previous period, whose figures are the `previous` side (for a comparison line on the chart);
   * null, with previous figures 0, past the end of a shorter previous period (31 October after September).
   */
  days: z.array(
    z.object({
      date: z.string(),
      previousDate: z.string().nullable(),
      netSales: reportFigure,
      orders: reportFigure,
      units: reportFigure,
    }),
  ),
  /**
   * Up to 50 rows each, by current net sales, largest first (rows sold only in the previous period
   * follow); the CSV has every row. Payment method keys are the order's (`cash_on_delivery`, …);
   * delivery state and country are the shipping address's; colourway is the product's colour.
   */
  breakdowns: z.object({
    category: z.array(breakdownRow),
    product: z.array(breakdownRow),
    colourway: z.array(breakdownRow),
    size: z.array(breakdownRow),
    "payment-method": z.array(breakdownRow),
    "delivery-state": z.array(breakdownRow),
    country: z.array(breakdownRow),
  }),
  customers: z.object({ new: customerGroup, returning: customerGroup }),
  /** Up to 50 rows each, the most returns to origin first; `all` is the whole shop. */
  rto: z.object({
    all: rtoRow,
    byState: z.array(rtoRow),
    byPinPrefix: z.array(rtoRow),
    byCarrier: z.array(rtoRow),
  }),
  /** Up to 20 storefront search terms (lower-cased, trimmed) that found nothing, most searched first. */
  searchMisses: z.array(z.object({ term: z.string(), searches: reportFigure })),
  /** Every coupon used on counted orders in either period, most used first. */
  coupons: z.array(
    z.object({
      code: z.string(),
      orders: reportFigure,
      discount: reportFigure,
      /** Gross sales − discount of the orders that used it. */
      netSales: reportFigure,
    }),
  ),
});
export type Report = z.infer<typeof report>;
