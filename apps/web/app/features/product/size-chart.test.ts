import { SIZE_PIECES } from "@chhaap/contract/size-charts";
import { describe, expect, it } from "vitest";
import { formatMeasure, pieceWord } from "./size-chart.ts";

describe("formatMeasure", () => {
  it("converts inches to whole centimetres and keeps the inches entered", () => {
    expect(formatMeasure(36, "cm")).toBe("91");
    expect(formatMeasure(216.5, "cm")).toBe("550");
    expect(formatMeasure(31.5, "in")).toBe("31.5");
    expect(formatMeasure(44, "in")).toBe("44");
    expect(formatMeasure(38.25, "in")).toBe("38.25");
  });
});

describe("pieceWord", () => {
  it("has a word for every piece a chart may list, and none for anything else", () => {
    for (const piece of SIZE_PIECES) expect(pieceWord(piece)).toBeDefined();
    expect(pieceWord("toString")).toBeUndefined();
    expect(pieceWord("XL")).toBeUndefined();
  });
});
