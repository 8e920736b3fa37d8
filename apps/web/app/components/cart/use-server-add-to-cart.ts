import { useNavigate, useRouteLoaderData } from "react-router";
import { useNotify } from "#app/components/notification.tsx";
import type { GuestCartLine } from "#app/components/product/guest-cart-line.ts";
import { addServerLine, fetchCartId } from "#app/lib/cart-api.ts";
import { errorText } from "#app/lib/error-text.ts";
import { announceCartChanged } from "#app/lib/guest-cart.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { readLocal, writeLocal } from "#app/lib/local-store.ts";
import type { loader as rootLoader } from "#app/root.tsx";

/**
 * ADD TO CART for a logged-in shopper (spec 4): the cart id from the session (or browser storage, or
 * fetched and stored when missing), then `POST /api/cart-item`; success goes to /cart, 409 is the
 * duplicate warning of spec 8. Null for guests, whose bag stays in browser storage.
 */
export function useServerAddToCart(): ((line: GuestCartLine) => Promise<void>) | null {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  if (!user) return null;
  const userId = user._id;
  const sessionCartId = user.cartId;

  return async (line) => {
    let cartId = sessionCartId ?? readLocal("cart-id");
    if (!cartId) {
      cartId = await fetchCartId(userId);
      if (cartId) writeLocal("cart-id", cartId);
    }
    if (!cartId) {
      notify("danger", t("addToCartFailed"));
      return;
    }
    const outcome = await addServerLine({
      cartId,
      variantId: line.product_variant_id._id,
      size: line.size,
      quantity: line.quantity,
    });
    if (outcome.ok) {
      announceCartChanged();
      navigate("/cart");
      return;
    }
    if (outcome.status === 409 && (!outcome.code || outcome.code === "cart.duplicate")) {
      notify("warning", t("alreadyInCart"));
      return;
    }
    // A refusal the shopper can act on (only 2 left, size gone) is shown in their words, by its code.
    if (outcome.status >= 400 && outcome.status < 500 && outcome.code) notify("warning", errorText(t, outcome));
    else notify("danger", t("addToCartFailed"));
  };
}
