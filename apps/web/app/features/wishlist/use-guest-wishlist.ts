import type { VariantSummary } from "@chhaap/contract/catalog";
import { useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { readLocal, writeLocal } from "#app/lib/local-store.ts";
import { GUEST_WISHLIST_KEY, readGuestWishlist, withoutPieces } from "./guest-wishlist.ts";
import { announceWishlistChanged } from "./saved-pieces.ts";
import type { WishlistAnswer } from "./wishlist-action.server.ts";

interface GuestWishlistEntry {
  variantId: string;
  /** Null when the shop no longer lists the piece. */
  card: VariantSummary | null;
}

export type GuestWishlist =
  /** `read`: false until the browser's list has been read (never, without scripts). */
  | { state: "loading"; read: boolean }
  | { state: "failed"; retry: () => void }
  | { state: "ready"; entries: GuestWishlistEntry[]; remove: (variantId: string) => boolean };

/**
 * A guest's wishlist page: the browser's list (read after hydration), its cards asked of the page's
 * action (`POST /api/variant/cards` behind it, with the sizes Move to bag offers). A piece the shop no
 * longer lists stays, shown as no longer available, until the guest removes it.
 */
export function useGuestWishlist(enabled: boolean): GuestWishlist {
  const fetcher = useFetcher<WishlistAnswer>({ key: "guest-wishlist-cards" });
  const [ids, setIds] = useState<string[] | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    function read() {
      setIds(readGuestWishlist(readLocal(GUEST_WISHLIST_KEY)).map((piece) => piece.id));
    }
    read();
    window.addEventListener("storage", read);
    return () => window.removeEventListener("storage", read);
  }, [enabled]);

  // Cards are asked again for a longer list or a retry, not after a removal (the answer still holds).
  const [askedFor, setAskedFor] = useState<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` asks again after a failure.
  useEffect(() => {
    if (!ids || ids.length === 0 || ids.every((id) => askedFor.includes(id))) return;
    setAskedFor(ids);
    void fetcher.submit({ intent: "cards", ids: JSON.stringify(ids) }, { method: "post", action: "/wishlist" });
  }, [ids, attempt, fetcher.submit]);

  const remove = useCallback((variantId: string) => {
    if (!writeLocal(GUEST_WISHLIST_KEY, withoutPieces(readLocal(GUEST_WISHLIST_KEY), [variantId]))) return false;
    setIds((current) => (current ? current.filter((id) => id !== variantId) : current));
    announceWishlistChanged();
    return true;
  }, []);
  const retry = useCallback(() => {
    setAskedFor([]);
    setAttempt((count) => count + 1);
  }, []);

  if (!ids) return { state: "loading", read: false };
  if (ids.length === 0) return { state: "ready", entries: [], remove };
  const answer = fetcher.data?.intent === "cards" ? fetcher.data : null;
  if (fetcher.state !== "idle" || !answer) return { state: "loading", read: true };
  if (!answer.ok) return { state: "failed", retry };
  const cards = new Map(answer.cards.map((card) => [card._id.toLowerCase(), card]));
  return { state: "ready", entries: ids.map((variantId) => ({ variantId, card: cards.get(variantId) ?? null })), remove };
}
