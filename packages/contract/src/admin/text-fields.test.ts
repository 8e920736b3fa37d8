import { describe, expect, it } from "vitest";
import { line, paragraphs } from "./text-fields.ts";

describe("line", () => {
  it("drops invisible formatting and surrounding spaces before counting", () => {
    expect(line(5).parse("  Sa\u200bree  ")).toBe("Saree");
    expect(line(4).safeParse("Sarees").error?.issues[0]?.message).toBe("Please keep this under 4 characters.");
  });

  it("asks for an empty required line, and folds spaces only when single-spaced", () => {
    expect(line(10, "Please enter a name.").safeParse("   ").error?.issues[0]?.message).toBe("Please enter a name.");
    expect(line(40).parse("12  Khatri\n Chowk")).toBe("12  Khatri\n Chowk");
    expect(line(40, undefined, { singleSpaced: true }).parse("12  Khatri\n Chowk")).toBe("12 Khatri Chowk");
  });

  it("says `missing` when the field is not text at all", () => {
    expect(
      line(10, "Please enter a name.", { missing: "Please fill this in." }).safeParse(undefined).error?.issues[0]?.message,
    ).toBe("Please fill this in.");
  });
});

describe("paragraphs", () => {
  it("keeps line breaks, stored as LF, and counts in Indian digit groups", () => {
    expect(paragraphs(100).parse(" One.\r\n\r\nTwo. ")).toBe("One.\n\nTwo.");
    expect(paragraphs(1_000).safeParse("x".repeat(1_001)).error?.issues[0]?.message).toBe(
      "Please keep this under 1,000 characters.",
    );
  });
});
