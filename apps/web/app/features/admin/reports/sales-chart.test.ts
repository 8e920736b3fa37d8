import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type ChartBar, SalesChart } from "./sales-chart.tsx";

function bar(day: number, current: number, previous: number | null): ChartBar {
  return { label: `${day} Nov`, title: `${day} Nov 2026`, current, previous };
}

function draw(bars: ChartBar[], size: "narrow" | "wide" = "wide"): string {
  return renderToStaticMarkup(createElement(SalesChart, { bars, size, label: "Net sales by day" }));
}

describe("SalesChart", () => {
  it("draws one bar a day, named with its day and amount, on an axis in rupees with Indian grouping", () => {
    const svg = draw([bar(1, 125_000, 90_000), bar(2, 0, 150_000), bar(3, 40_500.5, null)]);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Net sales by day"');
    expect(svg.match(/<rect /g)).toHaveLength(3);
    expect(svg).toContain("<title>1 Nov 2026: ₹1,25,000</title>");
    // The axis climbs past the largest of both periods (₹1,50,000 the day before) in round steps.
    expect(svg).toContain(">₹1,50,000</text>");
    expect(svg).toContain(">₹0</text>");
  });

  it("draws the period before as one dashed line through the days it has", () => {
    const svg = draw([bar(1, 100, 50), bar(2, 200, 80), bar(3, 300, null)]);
    const line = svg.match(/class="sales-chart__previous" d="([^"]+)"/)?.[1] ?? "";
    expect(line.match(/[ML]/g)).toEqual(["M", "L"]);
  });

  it("labels the first and last day and a few between when there are many", () => {
    const svg = draw(
      Array.from({ length: 30 }, (_, n) => bar(n + 1, n * 10, 0)),
      "narrow",
    );
    const labels = [...svg.matchAll(/>(\d+ Nov)<\/text>/g)].map((match) => match[1]);
    expect(labels).toEqual(["1 Nov", "11 Nov", "20 Nov", "30 Nov"]);
  });

  it("draws a day with negative net sales as a bar going down from the zero line, on an axis below 0", () => {
    const svg = draw([bar(1, 2_000, 1_000), bar(2, -800, 0), bar(3, 1_200, null)]);
    const rects = [...svg.matchAll(/<rect x="[^"]+" y="([^"]+)" width="[^"]+" height="([^"]+)"/g)].map((match) => ({
      top: Number(match[1]),
      height: Number(match[2]),
    }));
    const zero = Number(svg.match(/class="sales-chart__zero" x1="[^"]+" x2="[^"]+" y1="([^"]+)"/)?.[1]);
    const [sold, cancelled, third] = rects;
    if (!sold || !cancelled || !third) throw new Error("three bars expected");
    // Positive days end on the zero line; the negative day starts there and goes down, in proportion.
    expect(sold.top + sold.height).toBeCloseTo(zero);
    expect(cancelled.top).toBeCloseTo(zero);
    expect(cancelled.height).toBeCloseTo((sold.height * 800) / 2_000);
    expect(svg).toContain("<title>2 Nov 2026: -₹800</title>");
    expect(svg).toContain(">-₹1,000</text>");
    expect(svg).toContain('class="sales-chart__below"');
  });
});
