import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useNotify } from "#app/components/notification.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { readLocal } from "#app/lib/local-store.ts";
import { useAnnounce } from "#app/lib/use-announce.ts";
import { bagChangeNotice } from "./bag-change-notice.ts";
import type { CartAnswer } from "./cart-action.server.ts";
import { guestMergeLines } from "./cart-lines.ts";
import { clearGuestCart, GUEST_CART_KEY } from "./guest-cart.ts";

/**
 * When a guest logs in or registers, the bag they filled as a guest joins their server bag (the bag
 * page's `merge-guest-bag` intent; a line in both keeps the larger quantity), then the `guest-cart`
 * key is cleared. Runs on the first page a logged-in shopper sees with a guest bag still stored; the
 * pages reload their data after the answer, so the merged bag and its count show at once.
 */
export function GuestCartMerge({ userId }: { userId: string | null }) {
  const t = useT();
  const notify = useNotify();
  const fetcher = useFetcher<CartAnswer>({ key: "guest-bag-merge" });
  const asked = useRef(false);

  useEffect(() => {
    if (!userId || asked.current) return;
    const lines = guestMergeLines(readLocal(GUEST_CART_KEY));
    if (lines.length === 0) return;
    asked.current = true;
    void fetcher.submit({ intent: "merge-guest-bag", lines: JSON.stringify(lines) }, { method: "post", action: "/cart" });
  }, [userId, fetcher.submit]);

  useAnnounce(fetcher.data?.at, () => {
    const answer = fetcher.data;
    // A failed merge keeps the guest bag stored: the next page tries again.
    if (!answer?.ok) {
      asked.current = false;
      return;
    }
    clearGuestCart();
    // Success speaks through the bag count; the login popup stays on screen.
    const notice = bagChangeNotice(t, answer);
    if (notice) notify(notice.type, notice.text);
  });

  return null;
}
