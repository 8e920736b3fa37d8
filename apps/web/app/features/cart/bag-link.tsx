import { useEffect, useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { ShoppingBag } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { readLocal } from "#app/lib/local-store.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { CART_CHANGED_EVENT, countGuestCart, GUEST_CART_KEY } from "./guest-cart.ts";

/** The count is loading (a guest's, before hydration), loaded, or failed. */
type CartCount = { state: "loading" } | { state: "loaded"; count: number } | { state: "error" };

/**
 * Header Bag link with the number of lines in the bag. A logged-in shopper's count comes with the page
 * (the root loader) and follows every change made through a form or fetcher, which reloads it; a
 * guest's bag is in browser storage, so its count appears after hydration.
 */
export function BagLink() {
  const t = useT();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const loggedIn = Boolean(root?.user);
  const serverCount = root?.bagCount ?? null;
  const revalidator = useRevalidator();
  const [guestCount, setGuestCount] = useState<number | null>(null);

  useEffect(() => {
    function refresh() {
      // A change made outside a route action (the guest bag joining after login) reloads the server count.
      if (loggedIn) void revalidator.revalidate();
      else setGuestCount(countGuestCart(readLocal(GUEST_CART_KEY)));
    }
    if (!loggedIn) refresh();
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    window.addEventListener("storage", refresh);
    return () => {
      window.removeEventListener(CART_CHANGED_EVENT, refresh);
      window.removeEventListener("storage", refresh);
    };
  }, [loggedIn, revalidator.revalidate]);

  const cartCount: CartCount = loggedIn
    ? serverCount === null
      ? { state: "error" }
      : { state: "loaded", count: serverCount }
    : guestCount === null
      ? { state: "loading" }
      : { state: "loaded", count: guestCount };

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
