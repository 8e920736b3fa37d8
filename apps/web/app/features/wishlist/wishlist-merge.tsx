import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { useNotify } from "#app/components/notification.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { readLocal } from "#app/lib/local-store.ts";
import { useAnnounce } from "#app/lib/use-announce.ts";
import { GUEST_WISHLIST_KEY, readGuestWishlist } from "./guest-wishlist.ts";
import { reloadSavedPieces } from "./saved-pieces.ts";
import type { WishlistAnswer } from "./wishlist-action.server.ts";

/**
 * When a guest logs in or registers, the pieces they saved in this browser join their account's
 * wishlist (`POST /api/wishlist/merge`: a piece in both keeps the older date, the list stops at 200),
 * then the browser's list is cleared, as the guest bag does. A failed merge keeps the browser's list:
 * the next page tries again.
 */
export function WishlistMerge({ userId }: { userId: string | null }) {
  const t = useT();
  const notify = useNotify();
  const fetcher = useFetcher<WishlistAnswer>({ key: "guest-wishlist-merge" });
  const asked = useRef(false);
  const page = useLocation().key;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page tries again after a failed merge.
  useEffect(() => {
    if (!userId || asked.current) return;
    const pieces = readGuestWishlist(readLocal(GUEST_WISHLIST_KEY));
    if (pieces.length === 0) return;
    asked.current = true;
    void fetcher.submit({ intent: "merge", pieces: JSON.stringify(pieces) }, { method: "post", action: "/wishlist" });
  }, [userId, page, fetcher.submit]);

  useAnnounce(fetcher.data?.at, () => {
    const answer = fetcher.data;
    if (answer?.intent !== "merge") return;
    if (!answer.ok) {
      asked.current = false;
      return;
    }
    try {
      window.localStorage.removeItem(GUEST_WISHLIST_KEY);
    } catch {
      // Storage blocked: nothing was stored to clear.
    }
    void reloadSavedPieces();
    if (answer.dropped > 0) notify("warning", t("wishlistMergedDropped", { count: answer.dropped }));
  });

  return null;
}
