/**
 * The pieces a shopper opened, newest first, kept in this browser only (the server never learns them).
 * Stored as a JSON array of colourway ids under one localStorage key; whatever else is found there
 * (another version's shape, a hand edit, a cut-off write) reads as the entries that are still ids.
 */
export const RECENT_PIECES_KEY = "recently-viewed";

/** A row of twelve: enough to find a piece again, few enough for one cards request. */
export const RECENT_PIECES_MAX = 12;

const COLOURWAY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored ids, newest first: each once, at most twelve; an empty list for anything unreadable. */
export function readRecentPieces(stored: string | null): string[] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids: string[] = [];
  for (const entry of parsed) {
    if (typeof entry !== "string" || !COLOURWAY_ID.test(entry)) continue;
    const id = entry.toLowerCase();
    if (!ids.includes(id)) ids.push(id);
    if (ids.length === RECENT_PIECES_MAX) break;
  }
  return ids;
}

/** The list after opening `id`: it moves to the front, the oldest falls off past twelve. */
export function withViewedPiece(stored: string | null, id: string): string {
  const viewed = id.toLowerCase();
  const ids = COLOURWAY_ID.test(viewed)
    ? [viewed, ...readRecentPieces(stored).filter((each) => each !== viewed)]
    : readRecentPieces(stored);
  return JSON.stringify(ids.slice(0, RECENT_PIECES_MAX));
}

/** The list without pieces the shop no longer lists. */
export function withoutPieces(stored: string | null, gone: readonly string[]): string {
  const drop = new Set(gone.map((id) => id.toLowerCase()));
  return JSON.stringify(readRecentPieces(stored).filter((id) => !drop.has(id)));
}
