import { WISHLIST_MAX } from "@chhaap/contract/wishlist-limits";

/**
 * A guest's wishlist, kept in this browser until they log in (then merged into their account's list
 * and cleared). Stored as a JSON array of `{id, addedAt}` under one localStorage key, newest first;
 * whatever else is found there (a hand edit, a cut-off write) reads as the entries still readable.
 */
export const GUEST_WISHLIST_KEY = "wishlist";

export interface SavedPiece {
  id: string;
  /** When it was saved (ISO time): the merge keeps the older of two dates. */
  addedAt: string;
}

const COLOURWAY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The stored pieces, newest first, each once, at most WISHLIST_MAX; an empty list for anything unreadable. */
export function readGuestWishlist(stored: string | null): SavedPiece[] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const pieces: SavedPiece[] = [];
  for (const entry of parsed) {
    if (!isRecord(entry) || typeof entry.id !== "string" || !COLOURWAY_ID.test(entry.id)) continue;
    const id = entry.id.toLowerCase();
    if (pieces.some((piece) => piece.id === id)) continue;
    const addedAt = typeof entry.addedAt === "string" && !Number.isNaN(Date.parse(entry.addedAt)) ? entry.addedAt : null;
    pieces.push({ id, addedAt: addedAt ? new Date(addedAt).toISOString() : new Date(0).toISOString() });
    if (pieces.length === WISHLIST_MAX) break;
  }
  return pieces;
}

/**
 * The list with `id` saved (at the front, dated `now`); a piece already saved keeps its date. A full
 * list is answered as `full` and left as it is, as the server refuses a 201st piece.
 */
export function withSavedPiece(stored: string | null, id: string, now: Date): { stored: string; full: boolean } {
  const pieces = readGuestWishlist(stored);
  const saved = id.toLowerCase();
  if (!COLOURWAY_ID.test(saved) || pieces.some((piece) => piece.id === saved))
    return { stored: JSON.stringify(pieces), full: false };
  if (pieces.length >= WISHLIST_MAX) return { stored: JSON.stringify(pieces), full: true };
  return { stored: JSON.stringify([{ id: saved, addedAt: now.toISOString() }, ...pieces]), full: false };
}

/** The list without these pieces (removed by the shopper, or no longer listed by the shop). */
export function withoutPieces(stored: string | null, ids: readonly string[]): string {
  const drop = new Set(ids.map((id) => id.toLowerCase()));
  return JSON.stringify(readGuestWishlist(stored).filter((piece) => !drop.has(piece.id)));
}
