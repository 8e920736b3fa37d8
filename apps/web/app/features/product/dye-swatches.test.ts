import { describe, expect, it } from "vitest";
import { dyeSwatches } from "./dye-swatches.ts";

describe("dyeSwatches", () => {
  it("gives one swatch per dye, in the order the colourway names them", () => {
    expect(dyeSwatches("Indigo and Madder Red")).toEqual(["indigo", "madder"]);
    expect(dyeSwatches("Madder Red and Indigo")).toEqual(["madder", "indigo"]);
    expect(dyeSwatches("Leaf Green and Black")).toEqual(["leaf", "black"]);
    expect(dyeSwatches("Natural Tussar and Indigo")).toEqual(["natural", "indigo"]);
  });

  it("gives none for words it does not know", () => {
    expect(dyeSwatches("Unknown")).toEqual([]);
  });
});
