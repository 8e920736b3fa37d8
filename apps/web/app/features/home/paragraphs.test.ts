import { describe, expect, it } from "vitest";
import { paragraphs } from "./paragraphs.ts";

describe("paragraphs", () => {
  it("splits on blank lines and trims each paragraph", () => {
    expect(paragraphs("First one.\n\n  Second one.  \r\n\r\nThird.")).toEqual(["First one.", "Second one.", "Third."]);
  });

  it("keeps single line breaks inside a paragraph and drops empty ones", () => {
    expect(paragraphs("\n\nLine one\nline two\n\n\n\n")).toEqual(["Line one\nline two"]);
    expect(paragraphs("   ")).toEqual([]);
  });
});
