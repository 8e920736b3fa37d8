import { useRouteLoaderData } from "react-router";
import { Heart } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { useSavedPieces } from "./saved-pieces.ts";

/**
 * Header link to /wishlist with the number of pieces saved, beside the bag's. Both a guest's (browser
 * storage) and a customer's (asked once per page load) count appear after hydration.
 */
export function WishlistLink() {
  const t = useT();
  const userId = useRouteLoaderData<typeof rootLoader>("root")?.user?._id ?? null;
  const saved = useSavedPieces(userId);
  const count = saved.state === "ready" ? saved.ids.size : null;
  const label =
    count !== null ? t("wishlistCount", { count }) : saved.state === "loading" ? t("wishlistCounting") : t("wishlist");
  return (
    <Link to="/wishlist" className="header-action bag-link wishlist-link" aria-label={label}>
      <Heart aria-hidden="true" size={22} />
      <span
        className={`bag-link__count bag-link__count--${count === 0 ? "empty" : saved.state === "failed" ? "error" : count === null ? "loading" : "loaded"}`}
        aria-hidden="true"
      >
        {count ?? (saved.state === "failed" ? "!" : "·")}
      </span>
    </Link>
  );
}
