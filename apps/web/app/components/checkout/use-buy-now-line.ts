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
import { buyNowParam } from "./buy-now-param.ts";

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
 * BUY NOW (spec 4) arrives here with one line in navigation state, and only that line is checked out.
 * Orders are placed from the server bag, so the line joins it (a line already there takes the Buy Now
 * quantity) and the page continues as `?line={cart line id}`, which the summary and the order honour;
 * the rest of the bag stays in it. A guest's line goes into the guest bag, and `returnPath` is where
 * login should come back to: `?buy={variant}~{size}` names the line once the bags have merged. The
 * navigation state is dropped so a reload does not add the line again. `pending` while under way.
 */
export function useBuyNowLine(
  user: { _id: string } | null,
  summary: CartSummary | null,
): { pending: boolean; returnPath: string | null } {
  const location = useLocation();
  const navigate = useNavigate();
  const [line] = useState(() => buyNowLineOf(location.state));
  const [pending, setPending] = useState(line !== null);
  const [returnPath, setReturnPath] = useState<string | null>(null);
  const started = useRef(false);
  const t = useT();
  const notify = useNotify();
  const say = useRef({ t, notify });
  say.current = { t, notify };

  useEffect(() => {
    if (!line || started.current) return;
    started.current = true;
    const continueWith = (lineId: string | null) => {
      const params = new URLSearchParams(location.search);
      params.delete("line");
      params.delete("buy");
      if (lineId) params.set("line", lineId);
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, { replace: true, state: null });
    };
    const variantId = line.product_variant_id._id;
    if (!user) {
      const added = addGuestCartLine(readLocal(GUEST_CART_KEY), line);
      if (added.added) writeLocal(GUEST_CART_KEY, added.stored);
      announceCartChanged();
      setReturnPath(`${location.pathname}?${new URLSearchParams({ buy: buyNowParam(variantId, line.size) })}`);
      setPending(false);
      return;
    }
    if (!summary) {
      setPending(false);
      continueWith(null);
      return;
    }
    (async () => {
      const outcome = await addServerLine({ cartId: summary.cartId, variantId, size: line.size, quantity: line.quantity });
      if (outcome.ok) return addedLineId(outcome.body);
      const existing = summary.lines.find((entry) => entry.product_variant_id._id === variantId && entry.size === line.size);
      const { notify, t } = say.current;
      if (!existing) {
        // Out of stock, only a few left, product gone: the shopper reads why it cannot be bought.
        notify("warning", outcome.message ? translateShopMessage(t, outcome.message) : t("addToCartFailed"));
        return null;
      }
      if (existing.quantity !== line.quantity) {
        const update = await updateServerQuantity(existing._id, line.quantity);
        if (!update.ok && update.message) notify("warning", translateShopMessage(t, update.message));
      }
      return existing._id;
    })().then((lineId) => {
      announceCartChanged();
      setPending(false);
      // The loader runs again for the new URL: the summary of the bought line alone.
      continueWith(lineId);
    });
  }, [line, user, summary, navigate, location.pathname, location.search]);

  return { pending, returnPath };
}

function addedLineId(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("data" in body)) return null;
  const data: unknown = body.data;
  return typeof data === "object" && data !== null && "_id" in data && typeof data._id === "string" ? data._id : null;
}
