import type { CartSummary } from "@chhaap/contract/cart";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { useNotify } from "#app/components/notification.tsx";
import { type BuyNowItem, buyNowParam, type GuestCartLine, parseBuyNowParam } from "#app/features/cart/index.ts";
import { refusalText } from "#app/lib/error-text.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useAnnounce } from "#app/lib/use-announce.ts";
import type { CheckoutAnswer } from "./checkout-intent.ts";

/** The one line BUY NOW carries in navigation state, read defensively: state can be anything. */
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
 * BUY NOW arrives here with one item, in navigation state from the product page or as
 * `?buy={variant}~{size}~{quantity}` after a guest's login, and only that item is checked out. Orders
 * are placed from the server bag, so the item joins it (the checkout action's `buy-now` intent; a line
 * already there takes the BUY NOW quantity) and the page continues as `?line={cart line id}`, which the
 * summary and the order honour; the rest of the bag stays in it. A guest must log in first:
 * `returnPath` is where login should come back to. If the item cannot be added, the shopper reads why
 * and goes to the bag: never to a checkout of the whole bag they did not ask for. `pending` while under
 * way; `item` is what is being bought (a page without scripts offers a button that posts it).
 */
export function useBuyNowLine(
  user: { _id: string } | null,
  summary: CartSummary | null,
): { pending: boolean; returnPath: string | null; item: BuyNowItem | null } {
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<CheckoutAnswer>({ key: "checkout-buy-now" });
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
    if (!summary) {
      say.current.notify("danger", say.current.t("cartLoadFailed"));
      navigate("/cart", { replace: true });
      return;
    }
    void fetcher.submit({ intent: "buy-now", buy: buyNowParam(item) }, { method: "post" });
  }, [item, user, summary, navigate, location.pathname, fetcher.submit]);

  // After the pages' data has been reloaded (the header's count follows): a navigation started before
  // would cut that reload short.
  useAnnounce(fetcher.state === "idle" ? fetcher.data?.at : undefined, () => {
    const answer = fetcher.data;
    if (!answer) return;
    setPending(false);
    if (!answer.ok || !answer.lineId) {
      const { notify, t } = say.current;
      // Out of stock, only a few left, product gone: the shopper reads why it cannot be bought.
      notify("warning", refusalText(t, answer, "addToCartFailed"));
      navigate("/cart", { replace: true });
      return;
    }
    // The loader runs again for the new URL: the summary of the bought line alone.
    setTarget(answer.lineId);
    const params = new URLSearchParams(location.search);
    params.delete("buy");
    params.set("line", answer.lineId);
    navigate({ pathname: location.pathname, search: `?${params}` }, { replace: true, state: null });
  });

  const currentLine = new URLSearchParams(location.search).get("line");
  useEffect(() => {
    if (target !== null && currentLine === target) setTarget(null);
  }, [target, currentLine]);

  return { pending: pending || target !== null, returnPath, item };
}
