import { WISHLIST_MAX } from "@chhaap/contract/wishlist-limits";
import { describe, expect, it } from "vitest";
import { readGuestWishlist, withoutPieces, withSavedPiece } from "./guest-wishlist.ts";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const now = new Date("2026-11-28T10:00:00.000Z");

describe("the guest wishlist", () => {
  it("saves a piece at the front, once, keeping the first date", () => {
    const first = withSavedPiece(null, id(1), new Date("2026-11-01T00:00:00.000Z")).stored;
    const second = withSavedPiece(first, id(2), now).stored;
    const again = withSavedPiece(second, id(1).toUpperCase(), now).stored;
    expect(readGuestWishlist(again)).toEqual([
      { id: id(2), addedAt: now.toISOString() },
      { id: id(1), addedAt: "2026-11-01T00:00:00.000Z" },
    ]);
  });

  it("refuses a piece past the limit and leaves the list as it was", () => {
    let stored: string | null = null;
    for (let n = 0; n < WISHLIST_MAX; n++) stored = withSavedPiece(stored, id(n), now).stored;
    const past = withSavedPiece(stored, id(WISHLIST_MAX), now);
    expect(past.full).toBe(true);
    expect(readGuestWishlist(past.stored)).toHaveLength(WISHLIST_MAX);
    expect(readGuestWishlist(past.stored).some((piece) => piece.id === id(WISHLIST_MAX))).toBe(false);
  });

  it("removes pieces", () => {
    const stored = withSavedPiece(withSavedPiece(null, id(1), now).stored, id(2), now).stored;
    expect(readGuestWishlist(withoutPieces(stored, [id(1)])).map((piece) => piece.id)).toEqual([id(2)]);
  });

  it("reads whatever else is stored as the entries still readable", () => {
    expect(readGuestWishlist("not json")).toEqual([]);
    expect(readGuestWishlist('{"id":"x"}')).toEqual([]);
    const mixed = JSON.stringify([
      { id: id(1), addedAt: "yesterday" },
      "text",
      { id: "no-uuid" },
      { id: id(1) },
      { id: id(2), addedAt: now.toISOString() },
    ]);
    expect(readGuestWishlist(mixed)).toEqual([
      { id: id(1), addedAt: new Date(0).toISOString() },
      { id: id(2), addedAt: now.toISOString() },
    ]);
  });

  it("ignores an id that is not a colourway's", () => {
    expect(withSavedPiece(null, "../etc", now)).toEqual({ stored: "[]", full: false });
  });
});
