import { ShoppingBag } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CART_CHANGED_EVENT, countGuestCart, GUEST_CART_KEY } from "#app/features/cart/guest-cart.ts";
import { readCount } from "#app/lib/api-body.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { readLocal } from "#app/lib/local-store.ts";

/** Spec 4: the cart count is loading, loaded with a count, or failed. */
type CartCount = { state: "loading" } | { state: "loaded"; count: number } | { state: "error" };

/** Header Bag link with the number of lines in the bag. The count lives in the browser, so it loads after hydration. */
export function BagLink() {
  const t = useT();
  const [cartCount, setCartCount] = useState<CartCount>({ state: "loading" });

  useEffect(() => {
    let controller: AbortController | undefined;

    function refresh() {
      controller?.abort();
      if (readLocal("isLogin") !== "true") {
        setCartCount({ state: "loaded", count: countGuestCart(readLocal(GUEST_CART_KEY)) });
        return;
      }
      const cartId = readLocal("cart-id");
      // Spec 4: a signed-in shopper's count is fetched with the cart id; nothing is fetched without one.
      if (!cartId) {
        setCartCount({ state: "loaded", count: 0 });
        return;
      }
      const current = new AbortController();
      controller = current;
      setCartCount({ state: "loading" });
      fetch(`/api/cart-item/count/${encodeURIComponent(cartId)}`, {
        headers: { accept: "application/json" },
        signal: current.signal,
      })
        .then(async (response) => {
          const count = response.ok ? readCount(await response.json()) : null;
          setCartCount(count === null ? { state: "error" } : { state: "loaded", count });
        })
        .catch(() => {
          if (!current.signal.aborted) setCartCount({ state: "error" });
        });
    }

    refresh();
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    window.addEventListener("storage", refresh);
    return () => {
      controller?.abort();
      window.removeEventListener(CART_CHANGED_EVENT, refresh);
      window.removeEventListener("storage", refresh);
    };
  }, []);

  const label =
    cartCount.state === "loaded"
      ? t("bagCount", { count: cartCount.count })
      : cartCount.state === "loading"
        ? t("bagLoading")
        : `${t("bag")}: ${t("bagError")}`;

  return (
    <Link
      to="/cart"
      className="header-action bag-link"
      aria-label={label}
      title={cartCount.state === "error" ? t("bagError") : undefined}
    >
      <ShoppingBag aria-hidden="true" size={22} />
      <span
        className={`bag-link__count bag-link__count--${cartCount.state === "loaded" && cartCount.count === 0 ? "empty" : cartCount.state}`}
        aria-hidden="true"
      >
        {cartCount.state === "loaded" ? cartCount.count : cartCount.state === "error" ? "!" : "·"}
      </span>
    </Link>
  );
}
