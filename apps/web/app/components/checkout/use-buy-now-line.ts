import type { CartSummary } from "@chhaap/contract/cart";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useNotify } from "#app/components/notification.tsx";
import type { GuestCartLine } from "#app/components/product/guest-cart-line.ts";
import { addServerLine, updateServerQuantity } from "#app/lib/cart-api.ts";
import { errorText } from "#app/lib/error-text.ts";
import { announceCartChanged } from "#app/lib/guest-cart.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { type BuyNowItem, buyNowParam, parseBuyNowParam } from "./buy-now-param.ts";

/** The one line BUY NOW carries in navigation state (spec 4), read defensively: state can be anything. */
function buyNowItemOf(state: unknown): BuyNowItem | null {
  if (typeof state !== "object" || state === null || !("items" in state) || !Array.isArray(state.items)) return null;
  const [line] = state.items as unknown[];
  if (typeof line !== "object" || line === null || !("size" in line) || !("product_variant_id" in line)) return null;
  const { size, product_variant_id: variant } = line as GuestCartLine;
  if (typeof variant !== "object" || variant === null || typeof variant._id !== "string" || typeof size !== "string") return null;
  const quantity = "quantity" in line && typeof line.quantity === "number" ? line.quantity : 1;
  return { variantId: variant._id, size, quantity };
}

/**
 * BUY NOW (spec 4) arrives here with one item, in navigation state from the product page or as
 * `?buy={variant}~{size}~{quantity}` after a guest's login, and only that item is checked out. Orders
 * are placed from the server bag, so the item joins it (a line already there takes the BUY NOW
 * quantity) and the page continues as `?line={cart line id}`, which the summary and the order honour;
 * the rest of the bag stays in it. A guest must log in first (spec 6): `returnPath` is where login
 * should come back to. If the item cannot be added, the shopper reads why and goes to the bag: never
 * to a checkout of the whole bag they did not ask for. `pending` while under way.
 */
export function useBuyNowLine(
  user: { _id: string } | null,
  summary: CartSummary | null,
): { pending: boolean; returnPath: string | null } {
  const location = useLocation();
  const navigate = useNavigate();
  const [item] = useState(
    () => buyNowItemOf(location.state) ?? parseBuyNowParam(new URLSearchParams(location.search).get("buy")),
  );
  const [pending, setPending] = useState(item !== null);
  const [returnPath, setReturnPath] = useState<string | null>(null);
  // The line the page is moving to: until its summary has arrived the old one (the whole bag) shows.
  const [target, setTarget] = useState<string | null>(null);
  const started = useRef(false);
  const t = useT();
  const notify = useNotify();
  const say = useRef({ t, notify });
  say.current = { t, notify };

  useEffect(() => {
    if (!item || started.current) return;
    started.current = true;
    if (!user) {
      setReturnPath(`${location.pathname}?${new URLSearchParams({ buy: buyNowParam(item) })}`);
      setPending(false);
      return;
    }
    const toTheBag = () => navigate("/cart", { replace: true });
    if (!summary) {
      say.current.notify("danger", say.current.t("cartLoadFailed"));
      toTheBag();
      return;
    }
    (async () => {
      const { variantId, size, quantity } = item;
      const outcome = await addServerLine({ cartId: summary.cartId, variantId, size, quantity });
      if (outcome.ok) return addedLineId(outcome.body);
      const existing = summary.lines.find((entry) => entry.product_variant_id._id === variantId && entry.size === size);
      const { notify, t } = say.current;
      if (!existing) {
        // Out of stock, only a few left, product gone: the shopper reads why it cannot be bought.
        notify("warning", errorText(t, outcome, "addToCartFailed"));
        return null;
      }
      if (existing.quantity !== quantity) {
        const update = await updateServerQuantity(existing._id, quantity);
        if (!update.ok) {
          notify("warning", errorText(t, update, "quantityUpdateFailed"));
          return null;
        }
      }
      return existing._id;
    })().then((lineId) => {
      announceCartChanged();
      setPending(false);
      if (!lineId) {
        toTheBag();
        return;
      }
      // The loader runs again for the new URL: the summary of the bought line alone.
      setTarget(lineId);
      const params = new URLSearchParams(location.search);
      params.delete("buy");
      params.set("line", lineId);
      navigate({ pathname: location.pathname, search: `?${params}` }, { replace: true, state: null });
    });
  }, [item, user, summary, navigate, location.pathname, location.search]);

  const currentLine = new URLSearchParams(location.search).get("line");
  useEffect(() => {
    if (target !== null && currentLine === target) setTarget(null);
  }, [target, currentLine]);

  return { pending: pending || target !== null, returnPath };
}

function addedLineId(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("data" in body)) return null;
  const data: unknown = body.data;
  return typeof data === "object" && data !== null && "_id" in data && typeof data._id === "string" ? data._id : null;
}
