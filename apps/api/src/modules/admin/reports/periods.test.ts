import { describe, expect, it } from "vitest";
import { resolvePeriod } from "./periods.ts";

// 01:00 on Saturday 28 November 2026 in India is still Friday 27 November in UTC.
const NOW = new Date("2026-11-27T19:30:00Z");
const range = (period: Parameters<typeof resolvePeriod>[0]["period"], from?: string, to?: string, now?: string) => {
  const { current, previous } = resolvePeriod({ period, from, to }, now ? new Date(now) : NOW);
  return [current.from, current.to, current.days, previous.from, previous.to];
};

describe("report periods", () => {
  it("resolve presets on the date in India; today and 7 days compare with as many days just before", () => {
    expect(range("today")).toEqual(["2026-11-28", "2026-11-28", 1, "2026-11-27", "2026-11-27"]);
    expect(range("7-days")).toEqual(["2026-11-22", "2026-11-28", 7, "2026-11-15", "2026-11-21"]);
  });

  it("compare a calendar month or quarter with the one before, and one so far with its same days", () => {
    expect(range("this-month")).toEqual(["2026-11-01", "2026-11-28", 28, "2026-10-01", "2026-10-28"]);
    expect(range("last-month")).toEqual(["2026-10-01", "2026-10-31", 31, "2026-09-01", "2026-09-30"]);
    expect(range("this-quarter")).toEqual(["2026-10-01", "2026-11-28", 59, "2026-07-01", "2026-08-28"]);
    expect(range("last-quarter")).toEqual(["2026-07-01", "2026-09-30", 92, "2026-04-01", "2026-06-30"]);
    expect(range("last-quarter", undefined, undefined, "2027-01-15T06:00:00Z")).toEqual([
      "2026-10-01",
      "2026-12-31",
      92,
      "2026-07-01",
      "2026-09-30",
    ]);
  });

  it("end the same days of a shorter month on its last day, leap years included", () => {
    const onMarch31 = "2027-03-31T06:00:00Z";
    expect(range("this-month", undefined, undefined, onMarch31)).toEqual([
      "2027-03-01",
      "2027-03-31",
      31,
      "2027-02-01",
      "2027-02-28",
    ]);
    expect(range("last-month", undefined, undefined, onMarch31)).toEqual([
      "2027-02-01",
      "2027-02-28",
      28,
      "2027-01-01",
      "2027-01-31",
    ]);
    expect(range("this-quarter", undefined, undefined, onMarch31)).toEqual([
      "2027-01-01",
      "2027-03-31",
      90,
      "2026-10-01",
      "2026-12-31",
    ]);
    expect(range("this-quarter", undefined, undefined, "2028-05-31T06:00:00Z")).toEqual([
      "2028-04-01",
      "2028-05-31",
      61,
      "2028-01-01",
      "2028-02-29",
    ]);
  });

  it("take a custom range as given, across a year's end and a leap day", () => {
    expect(range("custom", "2026-03-25", "2026-04-05")).toEqual(["2026-03-25", "2026-04-05", 12, "2026-03-13", "2026-03-24"]);
    expect(range("custom", "2028-03-01", "2028-03-01")).toEqual(["2028-03-01", "2028-03-01", 1, "2028-02-29", "2028-02-29"]);
  });

  it("bound the query by midnights in India", () => {
    const { start, middle, end } = resolvePeriod({ period: "today" }, NOW);
    expect([start, middle, end].map((at) => at.toISOString())).toEqual([
      "2026-11-26T18:30:00.000Z",
      "2026-11-27T18:30:00.000Z",
      "2026-11-28T18:30:00.000Z",
    ]);
  });
});
