import { describe, expect, it } from "vitest";
import { splitParagraphs } from "./paragraphs.ts";

describe("splitParagraphs", () => {
  it("splits on blank lines and trims each paragraph", () => {
    expect(splitParagraphs("First one.\n\n  Second one.  \r\n\r\nThird.")).toEqual(["First one.", "Second one.", "Third."]);
  });

  it("keeps single line breaks inside a paragraph and drops empty ones", () => {
    expect(splitParagraphs("\n\nLine one\nline two\n\n\n\n")).toEqual(["Line one\nline two"]);
    expect(splitParagraphs("   ")).toEqual([]);
  });
});
