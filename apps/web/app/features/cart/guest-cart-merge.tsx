import { useEffect, useRef, useState } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { useNotify } from "#app/components/notification.tsx";
import { mergeGuestCart } from "#app/features/cart/cart-api.ts";
import { guestMergeLines } from "#app/features/cart/cart-lines.ts";
import { announceCartChanged, GUEST_CART_KEY } from "#app/features/cart/guest-cart.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { readLocal } from "#app/lib/local-store.ts";

/**
 * Issue 5 "Guest": when a guest logs in or registers, the bag they filled as a guest joins their server
 * bag (`POST /api/cart/merge`; duplicates keep the larger quantity), then the `guest-cart` key is
 * cleared. Runs on the first page a logged-in shopper sees with a guest bag still stored; the pages
 * then reload their data so the merged bag shows at once.
 */
export function GuestCartMerge({ userId }: { userId: string | null }) {
  const t = useT();
  const notify = useNotify();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const say = useRef({ t, notify });
  say.current = { t, notify };
  const running = useRef(false);
  const [merged, setMerged] = useState(false);

  // A revalidation asked for while the login's own navigation is still under way would be dropped.
  useEffect(() => {
    if (!merged || navigation.state !== "idle") return;
    setMerged(false);
    revalidator.revalidate();
  }, [merged, navigation.state, revalidator]);

  useEffect(() => {
    if (!userId || running.current) return;
    const lines = guestMergeLines(readLocal(GUEST_CART_KEY));
    if (lines.length === 0) return;
    running.current = true;
    mergeGuestCart(lines).then((outcome) => {
      running.current = false;
      // A failed merge keeps the guest bag stored: the next page tries again.
      if (!outcome.ok) return;
      try {
        window.localStorage.removeItem(GUEST_CART_KEY);
      } catch {
        // Storage blocked: nothing was stored to clear.
      }
      announceCartChanged();
      const { t, notify } = say.current;
      const skipped = readSkipped(outcome.body);
      // Success speaks through the bag count; the login popup of spec 8 stays on screen.
      if (skipped > 0) notify("warning", t("bagMergedSkipped", { count: skipped }));
      setMerged(true);
    });
  }, [userId]);

  return null;
}

function readSkipped(body: unknown): number {
  if (typeof body !== "object" || body === null || !("data" in body)) return 0;
  const data: unknown = body.data;
  if (typeof data !== "object" || data === null || !("skipped" in data)) return 0;
  return Array.isArray(data.skipped) ? data.skipped.length : 0;
}
