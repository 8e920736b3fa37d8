import { describe, expect, it } from "vitest";
import { parseTsQueryText } from "./tsquery-text.ts";

const word = (lexeme: string, prefix = false) => ({ kind: "lexeme", lexeme, prefix });

describe("parseTsQueryText", () => {
  it("reads lexemes, prefixes and the operators PostgreSQL writes, with its precedence", () => {
    expect(parseTsQueryText("'kurta' & 'ind':*")).toEqual({ kind: "and", left: word("kurta"), right: word("ind", true) });
    // `&` binds tighter than `|`, `!` tighter than both.
    expect(parseTsQueryText("'x' | !'y' & 'z'")).toEqual({
      kind: "or",
      left: word("x"),
      right: { kind: "and", left: { kind: "not", operand: word("y") }, right: word("z") },
    });
    expect(parseTsQueryText("( 'indigo' | 'blue' ) & 'sare'")).toEqual({
      kind: "and",
      left: { kind: "or", left: word("indigo"), right: word("blue") },
      right: word("sare"),
    });
  });

  it("reads quotes and backslashes written twice inside a lexeme", () => {
    expect(parseTsQueryText("'o''neil' & 'a\\\\b'")).toEqual({ kind: "and", left: word("o'neil"), right: word("a\\b") });
  });

  it("reads the empty query (stop words only) as matching nothing", () => {
    expect(parseTsQueryText("")).toBeNull();
  });

  it("refuses what needs positions or weights, so PostgreSQL answers it", () => {
    expect(parseTsQueryText("'block' <-> 'print'")).toBeUndefined();
    expect(parseTsQueryText("'a' <2> 'b'")).toBeUndefined();
    expect(parseTsQueryText("'ajra':*B")).toBeUndefined();
    expect(parseTsQueryText("'ajra':A")).toBeUndefined();
  });

  it("refuses text that is not a whole query", () => {
    for (const text of ["'open", "'a' &", "( 'a'", "'a' )", "& 'a'", "'a' 'b'"])
      expect(parseTsQueryText(text), text).toBeUndefined();
  });
});
