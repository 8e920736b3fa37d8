import { describe, expect, it } from "vitest";
import { axisSteps, figureChange, formatAxisRupees, formatFigure, shortDay } from "./report-format.ts";

describe("figureChange", () => {
  it("gives an amount's change as a percentage of the period before, with an arrow and words", () => {
    expect(figureChange(1250, 1000, "rupees")).toEqual({
      direction: "up",
      text: "↑ 25%",
      words: "up 25% on the previous period",
      tone: "good",
    });
    expect(figureChange(2, 3, "count")).toMatchObject({ direction: "down", text: "↓ 33.3%", tone: "bad" });
  });

  it("gives a rate's change in percentage points, and more parcels sent back is bad news", () => {
    expect(figureChange(3, 2, "percent", "lower")).toMatchObject({
      direction: "up",
      text: "↑ 1 pt",
      words: "up 1 percentage point on the previous period",
      tone: "bad",
    });
    expect(figureChange(10, 12.5, "percent")).toMatchObject({ text: "↓ 2.5 pts", tone: "bad" });
  });

  it("leaves a rate with nothing to divide by without a change, and a share without a tone", () => {
    expect(figureChange(null, 4, "percent", "lower")).toMatchObject({ direction: "none", text: "–" });
    expect(figureChange(4, null, "percent", "lower")).toMatchObject({ direction: "new", text: "new" });
    expect(figureChange(40, 30, "percent", "neither")).toMatchObject({ text: "↑ 10 pts", tone: "neutral" });
    expect(formatFigure(null, "percent")).toBe("–");
  });

  it("says 'new' instead of a percentage of nothing, and nothing when both periods are empty", () => {
    expect(figureChange(500, 0, "rupees")).toMatchObject({ direction: "new", text: "new" });
    expect(figureChange(0, 0, "count")).toMatchObject({ direction: "none", text: "–" });
    expect(figureChange(10, 10, "count")).toMatchObject({ direction: "same", text: "no change" });
  });
});

describe("numbers in Indian style", () => {
  it("groups rupees in lakhs and crores, keeping paise only when there are any", () => {
    expect(formatFigure(1250000, "rupees")).toBe("₹12,50,000");
    expect(formatFigure(1999.5, "rupees")).toBe("₹1,999.50");
    expect(formatAxisRupees(12345678)).toBe("₹1,23,45,678");
    expect(formatFigure(123456, "count")).toBe("1,23,456");
  });

  it("writes an India date as that calendar day", () => {
    expect(shortDay("2026-04-01")).toBe("1 Apr");
  });
});

describe("axisSteps", () => {
  it("climbs in round steps from 0 past the largest value", () => {
    expect(axisSteps(38_000)).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
    expect(axisSteps(9_000, 3)).toEqual([0, 5_000, 10_000]);
  });

  it("still draws an axis for a period without sales", () => {
    expect(axisSteps(0)).toEqual([0, 250, 500, 750, 1000]);
  });

  it("goes below 0 to a day whose cancellations outweigh its sales", () => {
    expect(axisSteps(1_500, 4, -600)).toEqual([-1_000, 0, 1_000, 2_000]);
    expect(axisSteps(30_000, 4, -4_000)).toEqual([-10_000, 0, 10_000, 20_000, 30_000]);
    // Nothing sold and only cancellations: the axis ends at 0.
    expect(axisSteps(0, 4, -900)).toEqual([-1_000, -750, -500, -250, 0]);
  });
});
