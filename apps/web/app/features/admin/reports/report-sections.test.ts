import { REPORT_BREAKDOWNS, type Report } from "@chhaap/contract/admin/reports";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SalesBreakdowns, SalesByDay } from "./report-sections.tsx";

const csvHref = (section: string) => `/admin/reports/export.csv?section=${section}`;

/** `count` days from 1 Jan 2025, each with ₹100 of net sales (the period before: nothing). */
function daysFrom(count: number): Report["days"] {
  return Array.from({ length: count }, (_, n) => ({
    date: new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10),
    previousDate: new Date(Date.UTC(2025, 0, 1 + n - count)).toISOString().slice(0, 10),
    netSales: { current: 100, previous: 0 },
    orders: { current: 1, previous: 0 },
    units: { current: 1, previous: 0 },
  }));
}

/** The chart's section for `count` days (it reads only the days and the period). */
function salesByDay(count: number): string {
  const days = daysFrom(count);
  const range = (from: string, to: string) => ({ from, to, days: count });
  const period = {
    name: "custom",
    current: range(days[0]?.date ?? "", days.at(-1)?.date ?? ""),
    previous: range(days[0]?.previousDate ?? "", days.at(-1)?.previousDate ?? ""),
  };
  const report = { days, period } as unknown as Report;
  return renderToStaticMarkup(createElement(SalesByDay, { report, csvHref }));
}

describe("SalesByDay", () => {
  it("names what a bar stands for: a day, a week, or past 434 days a fortnight", () => {
    expect(salesByDay(31)).toContain(">Net sales by day</h2>");
    expect(salesByDay(92)).toContain(">Net sales by week</h2>");
    const long = salesByDay(500);
    expect(long).toContain(">Net sales by fortnight</h2>");
    expect(long).toContain('aria-label="Net sales by fortnight, Wed, 1 Jan 2025 to');
    expect(long).toContain(">Fortnight from</th>");
    expect(long).not.toContain("week");
  });
});

describe("SalesBreakdowns", () => {
  const breakdowns = Object.fromEntries(REPORT_BREAKDOWNS.map((key) => [key, []])) as unknown as Report["breakdowns"];
  breakdowns.category = [
    {
      key: "sarees",
      label: "Sarees",
      netSales: { current: 1_250, previous: 1_000 },
      orders: { current: 2, previous: 1 },
      units: { current: 2, previous: 1 },
      share: 100,
    },
  ];
  const html = renderToStaticMarkup(createElement(SalesBreakdowns, { breakdowns, csvHref }));

  it("says a row's change in words to a screen reader, the arrow only to the eye", () => {
    expect(html).toContain(
      '<span aria-hidden="true">↑ 25%</span><span class="visually-hidden">up 25% on the previous period</span>',
    );
  });

  it("frames each table as a group named by its caption, not as one more landmark", () => {
    const frame = html.match(/<div class="report-table-wrap" tabindex="0" role="group" aria-labelledby="([^"]+)">/);
    expect(frame).not.toBeNull();
    expect(html).toContain(`<caption id="${frame?.[1]}" class="visually-hidden">Net sales by category</caption>`);
    // The breakdowns' own sections, one each, are the only regions.
    expect(html.match(/<section/g)).toHaveLength(REPORT_BREAKDOWNS.length);
  });
});
