import { describe, expect, it } from "vitest";
import { indiaMonth, periodLabel, recentPeriods } from "./return-periods.ts";

describe("GST return periods", () => {
  it("count months in India: 31 March at 20:00 UTC is already April there", () => {
    expect(indiaMonth(new Date("2027-03-31T20:00:00Z"))).toBe("2027-04");
  });

  it("offer twelve months and six quarters, newest first, across a year's end", () => {
    const periods = recentPeriods(new Date("2027-02-10T06:00:00Z"));
    expect(periods.slice(0, 3)).toEqual(["2027-02", "2027-01", "2026-12"]);
    expect(periods[11]).toBe("2026-03");
    expect(periods.slice(12)).toEqual(["2027-Q1", "2026-Q4", "2026-Q3", "2026-Q2", "2026-Q1", "2025-Q4"]);
  });

  it("name a month and a quarter in words", () => {
    expect(periodLabel("2026-11")).toBe("November 2026");
    expect(periodLabel("2026-Q4")).toBe("Q4 2026 (October to December)");
  });
});
