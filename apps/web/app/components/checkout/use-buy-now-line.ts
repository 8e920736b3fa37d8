import type { CartSummary } from "@chhaap/contract/cart";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { translateShopMessage } from "#app/components/cart/cart-messages.ts";
import { useNotify } from "#app/components/notification.tsx";
import { addGuestCartLine, type GuestCartLine } from "#app/components/product/guest-cart-line.ts";
import { addServerLine, updateServerQuantity } from "#app/lib/cart-api.ts";
import { announceCartChanged, GUEST_CART_KEY } from "#app/lib/guest-cart.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { readLocal, writeLocal } from "#app/lib/local-store.ts";

/** The one line BUY NOW carries in navigation state (spec 4), read defensively: state can be anything. */
function buyNowLineOf(state: unknown): GuestCartLine | null {
  if (typeof state !== "object" || state === null || !("items" in state) || !Array.isArray(state.items)) return null;
  const [line] = state.items as unknown[];
  if (typeof line !== "object" || line === null || !("size" in line) || !("product_variant_id" in line)) return null;
  const variant = line.product_variant_id;
  if (typeof variant !== "object" || variant === null || !("_id" in variant) || typeof variant._id !== "string") return null;
  return line as GuestCartLine;
}

/**
 * BUY NOW (spec 4) arrives here with one line in navigation state. Orders are placed from the server
 * bag, so the line joins it first (a line already there takes the Buy Now quantity); a guest's goes
 * into the guest bag, which joins the server bag when they log in. The state is then dropped so a
 * reload does not add it again. True while that is under way.
 */
export function useBuyNowLine(user: { _id: string } | null, summary: CartSummary | null): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [line] = useState(() => buyNowLineOf(location.state));
  const [pending, setPending] = useState(line !== null);
  const started = useRef(false);
  const t = useT();
  const notify = useNotify();
  const say = useRef({ t, notify });
  say.current = { t, notify };

  useEffect(() => {
    if (!line || started.current) return;
    started.current = true;
    const clearState = () => navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    if (!user) {
      const added = addGuestCartLine(readLocal(GUEST_CART_KEY), line);
      if (added.added) writeLocal(GUEST_CART_KEY, added.stored);
      announceCartChanged();
      setPending(false);
      return;
    }
    if (!summary) {
      setPending(false);
      return;
    }
    const variantId = line.product_variant_id._id;
    addServerLine({ cartId: summary.cartId, variantId, size: line.size, quantity: line.quantity })
      .then(async (outcome) => {
        const existing = summary.lines.find((entry) => entry.product_variant_id._id === variantId && entry.size === line.size);
        if (!outcome.ok && existing && existing.quantity !== line.quantity) {
          const update = await updateServerQuantity(existing._id, line.quantity);
          if (!update.ok && update.message) say.current.notify("warning", translateShopMessage(say.current.t, update.message));
        } else if (!outcome.ok && !existing) {
          // Out of stock, only a few left, product gone: the shopper reads why the bag lacks it.
          const { notify, t } = say.current;
          notify("warning", outcome.message ? translateShopMessage(t, outcome.message) : t("addToCartFailed"));
        }
        announceCartChanged();
      })
      .finally(() => {
        setPending(false);
        // Same URL without the state: the loader runs again and the summary includes the line.
        clearState();
      });
  }, [line, user, summary, navigate, location.pathname, location.search]);

  return pending;
}
