import { WISHLIST_MAX } from "@chhaap/contract/wishlist-limits";
import { type FormEvent, useId } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { Heart } from "#app/components/icons.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { refusalText } from "#app/lib/error-text.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { readLocal, writeLocal } from "#app/lib/local-store.ts";
import { useAnnounce } from "#app/lib/use-announce.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { GUEST_WISHLIST_KEY, withoutPieces, withSavedPiece } from "./guest-wishlist.ts";
import { announceWishlistChanged, markSaved, useSavedPieces } from "./saved-pieces.ts";
import type { WishlistAnswer } from "./wishlist-action.server.ts";

/**
 * The heart: a toggle that saves a piece to the wishlist or takes it off. A guest's list is browser
 * storage; a customer's is on the server (the /wishlist page's action). Before scripts run a customer's
 * is a form that posts there (the piece is saved and the wishlist shown); a guest's waits for them.
 * `name` is the piece's, for cards, where many hearts share a page and each must say whose it is.
 */
export function WishlistHeart({ variantId, name, className = "" }: { variantId: string; name?: string; className?: string }) {
  const t = useT();
  const notify = useNotify();
  const userId = useRouteLoaderData<typeof rootLoader>("root")?.user?._id ?? null;
  const saved = useSavedPieces(userId);
  // Each heart its own fetcher: a piece shown twice on a page (trending and recently viewed) says "Added" once.
  const fetcher = useFetcher<WishlistAnswer>({ key: `wishlist-heart-${variantId}-${useId()}` });
  const pressed = saved.state === "ready" && saved.ids.has(variantId.toLowerCase());
  // A customer's earlier tap still on its way: a second one could reach the server first.
  const busy = fetcher.state !== "idle";
  // A guest's list is in the browser: before scripts read it, the heart can do nothing.
  const guestWaiting = !userId && saved.state !== "ready";

  useAnnounce(fetcher.data?.at, () => {
    const answer = fetcher.data;
    if (!answer || (answer.intent !== "save" && answer.intent !== "remove")) return;
    if (answer.ok) {
      notify("success", t(answer.intent === "save" ? "wishlistAdded" : "wishlistRemoved"));
      return;
    }
    // Refused or unanswered: the heart goes back to what the server holds.
    markSaved(answer.variantId, answer.intent === "remove");
    notify(answer.status === 0 ? "danger" : "warning", refusalText(t, answer, "wishlistChangeFailed"));
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    if (userId && !busy) {
      // Shown at once; the answer confirms it or puts it back.
      markSaved(variantId, !pressed);
      return;
    }
    event.preventDefault();
    if (userId) return;
    let written: boolean;
    if (pressed) {
      written = writeLocal(GUEST_WISHLIST_KEY, withoutPieces(readLocal(GUEST_WISHLIST_KEY), [variantId]));
    } else {
      const next = withSavedPiece(readLocal(GUEST_WISHLIST_KEY), variantId, new Date());
      if (next.full) {
        notify("warning", t("errorWishlistFull", { limit: WISHLIST_MAX }));
        return;
      }
      written = writeLocal(GUEST_WISHLIST_KEY, next.stored);
    }
    // Storage full or blocked: the list is as it was, and the heart says so.
    if (!written) {
      notify("danger", t("wishlistChangeFailed"));
      return;
    }
    announceWishlistChanged();
    notify("success", t(pressed ? "wishlistRemoved" : "wishlistAdded"));
  }

  // The name stays; aria-pressed says whether it is saved.
  const label = t("wishlistSave");
  return (
    <fetcher.Form method="post" action="/wishlist" className={`wishlist-heart ${className}`} onSubmit={submit}>
      <input type="hidden" name="variantId" value={variantId} />
      <button
        type={guestWaiting ? "button" : "submit"}
        name="intent"
        value={pressed ? "remove" : "save"}
        className="wishlist-heart__button"
        aria-pressed={pressed}
        aria-disabled={busy || guestWaiting ? true : undefined}
        aria-label={name ? `${label}: ${name}` : label}
        title={pressed ? t("wishlistSaved") : label}
      >
        <Heart aria-hidden="true" size={20} fill={pressed ? "currentColor" : "none"} />
      </button>
    </fetcher.Form>
  );
}
