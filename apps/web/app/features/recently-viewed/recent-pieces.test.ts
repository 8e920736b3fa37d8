import { describe, expect, it } from "vitest";
import { RECENT_PIECES_MAX, readRecentPieces, withoutPieces, withViewedPiece } from "./recent-pieces.ts";

/** A colourway id whose last digits are `n`. */
function id(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

describe("recently viewed pieces", () => {
  it("keep the newest first, each piece once", () => {
    let stored: string | null = null;
    for (const n of [1, 2, 3, 2]) stored = withViewedPiece(stored, id(n));
    expect(readRecentPieces(stored)).toEqual([id(2), id(3), id(1)]);
  });

  it("keep the last twelve", () => {
    let stored: string | null = null;
    for (let n = 1; n <= 15; n++) stored = withViewedPiece(stored, id(n));
    const ids = readRecentPieces(stored);
    expect(ids).toHaveLength(RECENT_PIECES_MAX);
    expect(ids[0]).toBe(id(15));
    expect(ids.at(-1)).toBe(id(4));
  });

  it("read anything else in the browser's storage as the ids it still holds", () => {
    for (const garbage of [null, "", "{", "42", '{"a":1}', "null", '"text"']) expect(readRecentPieces(garbage)).toEqual([]);
    const mixed = JSON.stringify([id(1), 7, null, "not-an-id", id(1).toUpperCase(), { id: id(2) }, id(3)]);
    expect(readRecentPieces(mixed)).toEqual([id(1), id(3)]);
    const tooMany = JSON.stringify(Array.from({ length: 40 }, (_, n) => id(n)));
    expect(readRecentPieces(tooMany)).toHaveLength(RECENT_PIECES_MAX);
  });

  it("start afresh over garbage, and never store what is not an id", () => {
    expect(readRecentPieces(withViewedPiece("{broken", id(5)))).toEqual([id(5)]);
    expect(readRecentPieces(withViewedPiece(JSON.stringify([id(1)]), "<script>"))).toEqual([id(1)]);
  });

  it("drop the pieces the shop no longer lists", () => {
    const stored = JSON.stringify([id(1), id(2), id(3)]);
    expect(readRecentPieces(withoutPieces(stored, [id(2)]))).toEqual([id(1), id(3)]);
    expect(readRecentPieces(withoutPieces(stored, []))).toEqual([id(1), id(2), id(3)]);
  });
});
