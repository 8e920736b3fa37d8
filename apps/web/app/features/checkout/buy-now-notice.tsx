import { useLocation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/** Checkout and /place-order of one BUY NOW item say so, with the way to the same page for the whole bag. */
export function BuyNowNotice() {
  const t = useT();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("line");
  const rest = params.toString();
  return (
    <p className="checkout-page__buy-now" role="status">
      {t("buyNowOnlyThisItem")} <Link to={rest ? `${pathname}?${rest}` : pathname}>{t("checkoutWholeBag")}</Link>
    </p>
  );
}
