import { describe, expect, it } from "vitest";
import { splitColourWords } from "./colour-words.ts";

describe("splitColourWords", () => {
  it("pairs a shopper's colour word with the shop's dye names and keeps the other words", () => {
    expect(splitColourWords("blue saree")).toEqual({ colours: [["blue", "indigo"]], rest: ["saree"] });
    expect(splitColourWords("red and off-white dupatta")).toEqual({
      colours: [
        ["red", "madder"],
        ["off-white", "natural"],
      ],
      rest: ["and", "dupatta"],
    });
  });

  it("leaves dye names, other words and exclusions alone", () => {
    expect(splitColourWords("indigo saree")).toEqual({ colours: [], rest: ["indigo", "saree"] });
    expect(splitColourWords("saree -blue")).toEqual({ colours: [], rest: ["saree", "-blue"] });
  });
});
