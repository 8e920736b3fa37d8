import { WISHLIST_MAX } from "@chhaap/contract/wishlist";
import type { FormEvent } from "react";
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
 * storage; a customer's is on the server (the /wishlist page's action). Before scripts run it is a
 * form that posts there: a customer's piece is saved and the wishlist shown, a guest is asked to log in.
 * `name` is the piece's, for cards, where many hearts share a page and each must say whose it is.
 */
export function WishlistHeart({ variantId, name, className = "" }: { variantId: string; name?: string; className?: string }) {
  const t = useT();
  const notify = useNotify();
  const userId = useRouteLoaderData<typeof rootLoader>("root")?.user?._id ?? null;
  const saved = useSavedPieces(userId);
  const fetcher = useFetcher<WishlistAnswer>({ key: `wishlist-heart-${variantId}` });
  const pressed = saved.state === "ready" && saved.ids.has(variantId.toLowerCase());

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
    if (userId) {
      // Shown at once; the answer confirms it or puts it back.
      markSaved(variantId, !pressed);
      return;
    }
    event.preventDefault();
    if (pressed) {
      writeLocal(GUEST_WISHLIST_KEY, withoutPieces(readLocal(GUEST_WISHLIST_KEY), [variantId]));
    } else {
      const next = withSavedPiece(readLocal(GUEST_WISHLIST_KEY), variantId, new Date());
      if (next.full) {
        notify("warning", t("errorWishlistFull", { limit: WISHLIST_MAX }));
        return;
      }
      writeLocal(GUEST_WISHLIST_KEY, next.stored);
    }
    announceWishlistChanged();
    notify("success", t(pressed ? "wishlistRemoved" : "wishlistAdded"));
  }

  const label = pressed ? t("wishlistSaved") : t("wishlistSave");
  return (
    <fetcher.Form method="post" action="/wishlist" className={`wishlist-heart ${className}`} onSubmit={submit}>
      <input type="hidden" name="variantId" value={variantId} />
      <button
        type="submit"
        name="intent"
        value={pressed ? "remove" : "save"}
        className="wishlist-heart__button"
        aria-pressed={pressed}
        aria-label={name ? `${label}: ${name}` : label}
        title={label}
      >
        <Heart aria-hidden="true" size={20} fill={pressed ? "currentColor" : "none"} />
      </button>
    </fetcher.Form>
  );
}
