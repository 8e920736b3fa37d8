import {
  type BreakdownRow,
  REPORT_PAYMENT_METHOD_LABELS,
  type Report,
  type ReportBreakdown,
  type ReportsQuery,
  type RtoRow,
} from "@chhaap/contract/admin/reports";
import type { Database } from "#src/db/client.ts";
import { addDays } from "#src/india-time.ts";
import { rupees } from "#src/money.ts";
import { type ReportRange, resolvePeriod } from "./periods.ts";
import { customerFacts, type FactRow, type OrderRow, orderFacts, refundsPaid, salesByDay, searchMissTerms } from "./queries.ts";

/** Rows the page gets per breakdown and RTO table; the CSV gets every row. */
const LISTED_ROWS = 50;
const LISTED_SEARCH_MISSES = 20;
/** What a CSV lists: every row, and the thousand search terms most searched. */
export const EVERY_ROW = { rows: Number.POSITIVE_INFINITY, searchMisses: 1_000 };

type Side = "c" | "p";
type Pair = { current: number; previous: number };

const pair = (read: (side: Side) => number): Pair => ({ current: read("c"), previous: read("p") });
const money = (read: (side: Side) => number): Pair => pair((side) => rupees(read(side)));

/** A percent with one decimal, or null with nothing to divide by. */
function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part * 1000) / whole) / 10;
}

/** Rows of one dimension, both periods side by side by key. */
function bySide<T extends { period: Side; key: string }>(rows: T[]): Map<string, Partial<Record<Side, T>>> {
  const keyed = new Map<string, Partial<Record<Side, T>>>();
  for (const row of rows) keyed.set(row.key, { ...keyed.get(row.key), [row.period]: row });
  return keyed;
}

const paymentMethodLabels = new Map<string, string>(Object.entries(REPORT_PAYMENT_METHOD_LABELS));

/** One breakdown's rows; `netPaise` is the current period's net sales, of which each row's share is. */
function breakdown(facts: FactRow[], dim: ReportBreakdown, netPaise: number, limit: number): BreakdownRow[] {
  const labelOf = (key: string, label: string) => (dim === "payment-method" ? (paymentMethodLabels.get(key) ?? key) : label);
  return [...bySide(facts.filter((row) => row.dim === dim))]
    .map(([key, sides]) => {
      const read = (pick: (row: FactRow) => number) => (side: Side) => {
        const row = sides[side];
        return row ? pick(row) : 0;
      };
      const label = sides.c?.label ?? sides.p?.label ?? key;
      const net = read((row) => row.net);
      return {
        key,
        label: labelOf(key, label),
        netSales: money(net),
        orders: pair(read((row) => row.orders)),
        units: pair(read((row) => row.units)),
        share: percent(net("c"), netPaise),
      };
    })
    .sort(
      (a, b) =>
        b.netSales.current - a.netSales.current || b.netSales.previous - a.netSales.previous || a.label.localeCompare(b.label),
    )
    .slice(0, limit);
}

function rtoRows(orders: OrderRow[], dim: OrderRow["dim"], limit: number): RtoRow[] {
  return [...bySide(orders.filter((row) => row.dim === dim))]
    .map(([key, sides]) => {
      const outcomes = pair((side) => sides[side]?.outcomes ?? 0);
      const returned = pair((side) => sides[side]?.rto ?? 0);
      return {
        key: key || "all",
        label: key || "All orders",
        outcomes,
        returnedToOrigin: returned,
        rate: { current: percent(returned.current, outcomes.current), previous: percent(returned.previous, outcomes.previous) },
      };
    })
    .filter((row) => row.outcomes.current + row.outcomes.previous > 0)
    .sort(
      (a, b) =>
        b.returnedToOrigin.current - a.returnedToOrigin.current ||
        b.outcomes.current - a.outcomes.current ||
        a.label.localeCompare(b.label),
    )
    .slice(0, limit);
}

const noOutcomes: RtoRow = {
  key: "all",
  label: "All orders",
  outcomes: { current: 0, previous: 0 },
  returnedToOrigin: { current: 0, previous: 0 },
  rate: { current: null, previous: null },
};

/** The report for a period (decision 0053); `limit` rows per list (the CSV asks for all). */
export async function buildReport(
  db: Database,
  query: ReportsQuery,
  now: Date,
  limit: { rows: number; searchMisses: number } = { rows: LISTED_ROWS, searchMisses: LISTED_SEARCH_MISSES },
): Promise<Report> {
  const range = resolvePeriod(query, now);
  const [facts, orders, customers, refunds, misses] = await Promise.all([
    salesByDay(db, range),
    orderFacts(db, range),
    customerFacts(db, range),
    refundsPaid(db, range),
    searchMissTerms(db, range, limit.searchMisses),
  ]);
  const total = (side: Side) => facts.find((row) => row.dim === "all" && row.period === side);
  const totalOf = (pick: (row: FactRow) => number) => (side: Side) => {
    const row = total(side);
    return row ? pick(row) : 0;
  };
  const allOrders = (side: Side) => orders.find((row) => row.dim === "all" && row.period === side);
  const codOrders = (side: Side) =>
    orders.find((row) => row.dim === "payment-method" && row.key === "cash_on_delivery" && row.period === side)?.orders ?? 0;
  const group = (side: Side, returning: boolean) => customers.find((row) => row.period === side && row.returning === returning);
  const netSales = money(totalOf((row) => row.net));
  const orderCount = pair(totalOf((row) => row.orders));
  const afterDiscounts = totalOf((row) => row.gross - row.discounts);

  return {
    period: {
      name: query.period,
      current: range.current,
      previous: range.previous,
    },
    generatedAt: now.toISOString(),
    summary: {
      grossSales: money(totalOf((row) => row.gross)),
      discounts: money(totalOf((row) => row.discounts)),
      cancellations: money(totalOf((row) => row.cancellations)),
      returns: money(totalOf((row) => row.returns)),
      netSales,
      refunds: money((side) => refunds.find((row) => row.period === side)?.refunds ?? 0),
      orders: orderCount,
      // Whole paise, so that the rupees have two decimals at most.
      averageOrderValue: money((side) => {
        const placed = totalOf((row) => row.orders)(side);
        return placed === 0 ? 0 : Math.round(afterDiscounts(side) / placed);
      }),
      units: pair(totalOf((row) => row.units)),
      newCustomers: pair((side) => group(side, false)?.customers ?? 0),
      returningCustomers: pair((side) => group(side, true)?.customers ?? 0),
      codShare: {
        current: percent(codOrders("c"), allOrders("c")?.orders ?? 0),
        previous: percent(codOrders("p"), allOrders("p")?.orders ?? 0),
      },
      rtoRate: {
        current: percent(allOrders("c")?.rto ?? 0, allOrders("c")?.outcomes ?? 0),
        previous: percent(allOrders("p")?.rto ?? 0, allOrders("p")?.outcomes ?? 0),
      },
    },
    days: days(facts, range),
    breakdowns: breakdowns(facts, totalOf((row) => row.net)("c"), limit.rows),
    customers: {
      new: customerGroup((side) => group(side, false)),
      returning: customerGroup((side) => group(side, true)),
    },
    rto: {
      all: rtoRows(orders, "all", 1)[0] ?? noOutcomes,
      byState: rtoRows(orders, "rto-state", limit.rows),
      byPinPrefix: rtoRows(orders, "rto-pin-prefix", limit.rows),
      byCarrier: rtoRows(orders, "rto-carrier", limit.rows),
    },
    searchMisses: misses.map((row) => ({ term: row.term, searches: { current: row.current, previous: row.previous } })),
    coupons: [...bySide(orders.filter((row) => row.dim === "coupon"))]
      .map(([code, sides]) => ({
        code,
        orders: pair((side) => sides[side]?.orders ?? 0),
        discount: money((side) => sides[side]?.discount ?? 0),
        netSales: money((side) => sides[side]?.sales ?? 0),
      }))
      .sort(
        (a, b) => b.orders.current - a.orders.current || b.orders.previous - a.orders.previous || a.code.localeCompare(b.code),
      ),
  };
}

function breakdowns(facts: FactRow[], netPaise: number, limit: number): Report["breakdowns"] {
  const of = (dim: ReportBreakdown) => breakdown(facts, dim, netPaise, limit);
  return {
    category: of("category"),
    product: of("product"),
    colourway: of("colourway"),
    size: of("size"),
    "payment-method": of("payment-method"),
    "delivery-state": of("delivery-state"),
    country: of("country"),
  };
}

function customerGroup(read: (side: Side) => { customers: number; orders: number; sales: number } | undefined) {
  return {
    customers: pair((side) => read(side)?.customers ?? 0),
    orders: pair((side) => read(side)?.orders ?? 0),
    netSales: money((side) => read(side)?.sales ?? 0),
  };
}

/**
 * Every day of the current period, beside the day at the same place in the previous one (none past a
 * shorter previous period's end).
 */
function days(facts: FactRow[], range: ReportRange): Report["days"] {
  const byDay = bySide(facts.filter((row) => row.dim === "day"));
  return Array.from({ length: range.current.days }, (_, n) => {
    const date = addDays(range.current.from, n);
    const previousDate = n < range.previous.days ? addDays(range.previous.from, n) : null;
    const read = (pick: (row: FactRow) => number) => (side: Side) => {
      const row = side === "c" ? byDay.get(date)?.c : previousDate ? byDay.get(previousDate)?.p : undefined;
      return row ? pick(row) : 0;
    };
    return {
      date,
      previousDate,
      netSales: money(read((row) => row.net)),
      orders: pair(read((row) => row.orders)),
      units: pair(read((row) => row.units)),
    };
  });
}
