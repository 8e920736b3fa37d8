import { describe, expect, it } from "vitest";
import { formatMeasure, sizeChartFor } from "./size-chart.ts";

describe("sizeChartFor", () => {
  it("gives drapes their dimensions", () => {
    expect(sizeChartFor("Sarees")?.kind).toBe("piece");
    expect(sizeChartFor("Dupattas")?.kind).toBe("piece");
    expect(sizeChartFor("Stoles")?.kind).toBe("piece");
  });

  it("gives stitched wear chest or bust, waist and length for each size", () => {
    const suits = sizeChartFor("Suits");
    expect(suits?.kind).toBe("body");
    if (suits?.kind === "body") expect(suits.rows.map((row) => row.size)).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    const shirts = sizeChartFor("Men's Shirts");
    expect(shirts?.kind === "body" && shirts.columns).toEqual(["sizeChest", "sizeWaist", "sizeLength"]);
    expect(sizeChartFor("Men's Kurtas")).not.toBe(sizeChartFor("Kurtas"));
  });

  it("has no chart for goods without sizes", () => {
    expect(sizeChartFor("Bags")).toBeNull();
    expect(sizeChartFor("Face Masks")).toBeNull();
  });
});

describe("formatMeasure", () => {
  it("converts inches to whole centimetres", () => {
    expect(formatMeasure(36, "cm")).toBe("91");
    expect(formatMeasure(216.5, "cm")).toBe("550");
    expect(formatMeasure(31.5, "in")).toBe("31.5");
    expect(formatMeasure(44, "in")).toBe("44");
  });
});
