import type { variantCardsRequest } from "@chhaap/contract/catalog";
import { useCallback, useEffect, useState } from "react";
import type { z } from "zod";
import { type ProductCardVariant, readCards } from "#app/features/product/index.ts";
import { readLocal, writeLocal } from "#app/lib/local-store.ts";
import { RECENT_PIECES_KEY, readRecentPieces, withoutPieces, withViewedPiece } from "./recent-pieces.ts";

/**
 * What the row shows. Nothing until the browser's list has been read (the server cannot know it), and
 * nothing for a shopper with no other piece viewed, so first visits render no row at all.
 */
export type RecentCards =
  | { state: "none" }
  | { state: "loading"; count: number }
  | { state: "ready"; cards: ProductCardVariant[] }
  | { state: "failed" }
  | { state: "cleared" };

/** The cards of up to twelve pieces; null when the request or its answer failed. */
async function fetchCards(ids: string[], signal: AbortSignal): Promise<ReturnType<typeof readCards>> {
  const request: z.input<typeof variantCardsRequest> = { ids };
  try {
    const response = await fetch("/api/variant/cards", {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify(request),
      signal,
    });
    return response.ok ? readCards(await response.json()) : null;
  } catch {
    return null;
  }
}

/**
 * The recently viewed pieces as cards, after hydration. `current` (the product on screen) is recorded
 * as the newest and left out of the row. Pieces the shop no longer lists are forgotten.
 */
export function useRecentCards(current: string | undefined): { cards: RecentCards; retry: () => void; clear: () => void } {
  const [cards, setCards] = useState<RecentCards>({ state: "none" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` asks again after a failure.
  useEffect(() => {
    if (current) writeLocal(RECENT_PIECES_KEY, withViewedPiece(readLocal(RECENT_PIECES_KEY), current));
    const ids = readRecentPieces(readLocal(RECENT_PIECES_KEY)).filter((id) => id !== current?.toLowerCase());
    if (ids.length === 0) {
      setCards({ state: "none" });
      return;
    }
    setCards({ state: "loading", count: ids.length });
    const controller = new AbortController();
    void fetchCards(ids, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      if (!answer) {
        setCards({ state: "failed" });
        return;
      }
      const listed = new Set(answer.listed.map((id) => id.toLowerCase()));
      const gone = ids.filter((id) => !listed.has(id));
      if (gone.length > 0) writeLocal(RECENT_PIECES_KEY, withoutPieces(readLocal(RECENT_PIECES_KEY), gone));
      setCards(answer.cards.length > 0 ? { state: "ready", cards: answer.cards } : { state: "none" });
    });
    return () => controller.abort();
  }, [current, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const clear = useCallback(() => {
    writeLocal(RECENT_PIECES_KEY, JSON.stringify([]));
    setCards({ state: "cleared" });
  }, []);
  return { cards, retry, clear };
}
