import type { VariantSummary } from "@chhaap/contract/catalog";
import { type FormEvent, useId } from "react";
import { useFetcher } from "react-router";
import { ShoppingBag, Trash2 } from "#app/components/icons.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { addGuestCartLine, announceCartChanged, GUEST_CART_KEY, storeGuestCart } from "#app/features/cart/index.ts";
import { ProductCard } from "#app/features/product/index.ts";
import { refusalText } from "#app/lib/error-text.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { readLocal } from "#app/lib/local-store.ts";
import { useAnnounce } from "#app/lib/use-announce.ts";
import { markSaved } from "./saved-pieces.ts";
import { useFocusAfterRemoval } from "./use-focus-after-removal.ts";
import type { WishlistAnswer } from "./wishlist-action.server.ts";

/**
 * One saved piece: its card (or "no longer available"), Move to bag with a size (sizes in stock only)
 * and Remove. Both are forms posting to the /wishlist action, so they work before scripts run; a
 * guest's are handled in the browser (`onGuestRemove`), except the bag line, which the server builds.
 */
/** Where focus goes when the last piece leaves: the empty list's heading, else the page's. */
const WISHLIST_FALLBACKS = [".empty-wishlist__title", ".wishlist-page__title"] as const;

export function WishlistEntry({
  variantId,
  card,
  onGuestRemove,
}: {
  variantId: string;
  card: VariantSummary | null;
  /** A guest's list is browser storage: this takes the piece off it (false: storage refused). Absent for a customer. */
  onGuestRemove?: (variantId: string) => boolean;
}) {
  const t = useT();
  const notify = useNotify();
  const sizeId = useId();
  const move = useFetcher<WishlistAnswer>({ key: `wishlist-move-${variantId}` });
  const remove = useFetcher<WishlistAnswer>({ key: `wishlist-remove-${variantId}` });
  const inStock = card ? card.size.filter((size) => size.inStock) : [];
  const name = card?.product.name ?? t("wishlistUnavailable");
  const focus = useFocusAfterRemoval<HTMLLIElement>(".wishlist-entry__remove", WISHLIST_FALLBACKS);

  useAnnounce(move.data?.at, () => {
    const answer = move.data;
    if (answer?.intent !== "move-to-bag") return;
    if (answer.sizeMissing) {
      focus.kept();
      notify("warning", t("selectSize"));
      return;
    }
    if (!answer.ok) {
      focus.kept();
      notify(answer.status === 0 ? "danger" : "warning", refusalText(t, answer, "wishlistMoveFailed"));
      return;
    }
    if (answer.guestLine) {
      const added = addGuestCartLine(readLocal(GUEST_CART_KEY), answer.guestLine);
      // Storage full or blocked: the piece stays saved rather than be in neither list.
      if (added.added && !storeGuestCart(added.stored)) {
        focus.kept();
        notify("danger", t("wishlistMoveFailed"));
        return;
      }
      announceCartChanged();
      onGuestRemove?.(variantId);
    } else {
      markSaved(variantId, false);
    }
    notify("success", t("wishlistMoved"));
  });

  useAnnounce(remove.data?.at, () => {
    const answer = remove.data;
    if (answer?.intent !== "remove") return;
    if (answer.ok) {
      markSaved(variantId, false);
      notify("success", t("wishlistRemoved"));
    } else {
      focus.kept();
      notify(answer.status === 0 ? "danger" : "warning", refusalText(t, answer, "wishlistChangeFailed"));
    }
  });

  function removeGuest(event: FormEvent<HTMLFormElement>) {
    focus.removing();
    if (!onGuestRemove) return;
    event.preventDefault();
    if (!onGuestRemove(variantId)) {
      focus.kept();
      notify("danger", t("wishlistChangeFailed"));
      return;
    }
    notify("success", t("wishlistRemoved"));
  }

  return (
    <li className="wishlist-entry" ref={focus.itemRef}>
      {card ? (
        <ProductCard variant={card} saveable={false} />
      ) : (
        <div className="wishlist-entry__gone">
          <p className="wishlist-entry__gone-title">{t("wishlistUnavailable")}</p>
          <p>{t("wishlistUnavailableHint")}</p>
        </div>
      )}
      {card && inStock.length > 0 ? (
        <move.Form method="post" action="/wishlist" className="wishlist-entry__move" onSubmit={focus.removing}>
          <input type="hidden" name="variantId" value={variantId} />
          <label htmlFor={sizeId} className="wishlist-entry__size-label">
            {t("size")}
          </label>
          <select id={sizeId} name="size" required defaultValue={inStock.length === 1 ? inStock[0]?.sizeName : ""}>
            {inStock.length > 1 ? (
              <option value="" disabled>
                {t("wishlistChooseSize")}
              </option>
            ) : null}
            {inStock.map((size) => (
              <option key={size.sizeName} value={size.sizeName}>
                {size.sizeName}
              </option>
            ))}
          </select>
          <button
            type="submit"
            name="intent"
            value="move-to-bag"
            className="button button--primary wishlist-entry__button"
            aria-label={t("wishlistMoveNamed", { name })}
            disabled={move.state !== "idle"}
          >
            <ShoppingBag aria-hidden="true" size={16} />
            <span>{t("wishlistMoveToBag")}</span>
          </button>
        </move.Form>
      ) : card ? (
        <p className="wishlist-entry__sold-out">{t("wishlistSoldOut")}</p>
      ) : null}
      <remove.Form method="post" action="/wishlist" onSubmit={removeGuest}>
        <input type="hidden" name="variantId" value={variantId} />
        <button
          type="submit"
          name="intent"
          value="remove"
          className="button button--ghost wishlist-entry__button wishlist-entry__remove"
          aria-label={t("wishlistRemoveNamed", { name })}
          disabled={remove.state !== "idle"}
        >
          <Trash2 aria-hidden="true" size={16} />
          <span>{t("wishlistRemove")}</span>
        </button>
      </remove.Form>
    </li>
  );
}
