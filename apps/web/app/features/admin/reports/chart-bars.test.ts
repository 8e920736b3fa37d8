import type { Report } from "@chhaap/contract/admin/reports";
import { describe, expect, it } from "vitest";
import { daysPerBar, salesBars } from "./chart-bars.ts";

/** `count` days from 1 Oct 2026, each selling `sales(n)`, the period before half as much. */
function days(count: number, sales: (n: number) => number): Report["days"] {
  return Array.from({ length: count }, (_, n) => {
    const date = new Date(Date.UTC(2026, 9, 1 + n)).toISOString().slice(0, 10);
    const previousDate = new Date(Date.UTC(2026, 9, 1 + n - count)).toISOString().slice(0, 10);
    const amount = sales(n);
    return {
      date,
      previousDate,
      netSales: { current: amount, previous: amount / 2 },
      orders: { current: 1, previous: 0 },
      units: { current: 1, previous: 0 },
    };
  });
}

describe("salesBars", () => {
  it("draws a bar a day for up to two months, each with its day and the day before it stands against", () => {
    const bars = salesBars(days(31, () => 1000));
    expect(bars).toHaveLength(31);
    expect(bars[0]).toMatchObject({
      label: "1 Oct",
      title: "Thu, 1 Oct 2026",
      previousTitle: "Mon, 31 Aug 2026",
      current: 1000,
      previous: 500,
      orders: 1,
    });
  });

  it("adds a longer period up by the week, exactly to the paisa", () => {
    const bars = salesBars(days(92, () => 0.1));
    expect(daysPerBar(92)).toBe(7);
    expect(bars).toHaveLength(14);
    // Seven times ₹0.10 is ₹0.70, not 0.7000000000000001.
    expect(bars[0]).toMatchObject({ current: 0.7, previous: 0.35, orders: 7, title: "Thu, 1 Oct 2026 to Wed, 7 Oct 2026" });
    // The last week has the one day left.
    expect(bars.at(-1)).toMatchObject({ current: 0.1, orders: 1, title: "Thu, 31 Dec 2026" });
  });

  it("keeps a two-year range to a phone's width", () => {
    expect(salesBars(days(731, () => 1)).length).toBeLessThanOrEqual(53);
  });

  it("leaves the previous side empty past the end of a shorter period before", () => {
    // October against September: 31 October has no day beside it.
    const october = days(31, () => 1000).map((day, n) =>
      n === 30
        ? { ...day, previousDate: null, netSales: { current: 1000, previous: 0 }, orders: { current: 1, previous: 0 } }
        : day,
    );
    const bars = salesBars(october);
    expect(bars.at(-1)).toMatchObject({ previousTitle: "–", previous: null, previousOrders: null });
    expect(bars.at(-2)).toMatchObject({ previous: 500, previousOrders: 0 });
  });
});
