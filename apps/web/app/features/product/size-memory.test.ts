import type { SizeChart } from "@chhaap/contract/size-charts";
import { describe, expect, it } from "vitest";
import { garmentTypeOf, readUsualSize, usualSizeToChoose, withUsualSize } from "./size-memory.ts";

const womenswear: SizeChart = {
  kind: "body",
  measures: ["bust", "waist", "length"],
  rows: [
    { label: "S", inches: [36, 30, 44] },
    { label: "M", inches: [38, 32, 44] },
  ],
};

describe("the usual size per garment type", () => {
  it("is one per size chart: categories measured on the same chart share it", () => {
    const suits = garmentTypeOf("category-suits", womenswear);
    const kurtas = garmentTypeOf("category-kurtas", structuredClone(womenswear));
    expect(kurtas).toBe(suits);
    const shirts = garmentTypeOf("category-shirts", { ...womenswear, measures: ["chest", "waist", "length"] });
    expect(shirts).not.toBe(suits);
  });

  it("is per category where the category has no chart", () => {
    expect(garmentTypeOf("bags", null)).not.toBe(garmentTypeOf("masks", null));
    expect(garmentTypeOf("bags", null)).toBe(garmentTypeOf("bags", null));
  });

  it("remembers the last size chosen for each type", () => {
    let stored: string | null = null;
    stored = withUsualSize(stored, "chart:a", "S");
    stored = withUsualSize(stored, "chart:b", "XL");
    stored = withUsualSize(stored, "chart:a", "M");
    expect(readUsualSize(stored, "chart:a")).toBe("M");
    expect(readUsualSize(stored, "chart:b")).toBe("XL");
    expect(readUsualSize(stored, "chart:c")).toBeNull();
  });

  it("keeps the types chosen most recently", () => {
    let stored: string | null = null;
    for (let n = 0; n < 30; n++) stored = withUsualSize(stored, `category:${n}`, "M");
    expect(readUsualSize(stored, "category:29")).toBe("M");
    expect(readUsualSize(stored, "category:0")).toBeNull();
  });

  it("reads garbage as nothing remembered, and stores no size that is not one", () => {
    for (const garbage of [null, "", "{", "[1,2]", '{"chart:a":"M"}', '[["chart:a"]]', '[["chart:a", 3]]']) {
      expect(readUsualSize(garbage, "chart:a")).toBeNull();
    }
    expect(readUsualSize(withUsualSize("{broken", "chart:a", "L"), "chart:a")).toBe("L");
    expect(readUsualSize(withUsualSize(null, "chart:a", "x".repeat(41)), "chart:a")).toBeNull();
  });

  it("is chosen only where the piece offers it in stock", () => {
    const sizes = [
      { sizeName: "S", inStock: true },
      { sizeName: "M", inStock: false },
      { sizeName: "L", inStock: true },
    ];
    expect(usualSizeToChoose(sizes, "L")).toBe("L");
    expect(usualSizeToChoose(sizes, "M")).toBeNull();
    expect(usualSizeToChoose(sizes, "XXL")).toBeNull();
    expect(usualSizeToChoose(sizes, null)).toBeNull();
  });
});
