import { Link } from "#app/components/link.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/** Checkout and /place-order with nothing to order: an empty bag, or a bag that could not be loaded. */
export function CheckoutUnavailable({ title, loadFailed }: { title: string; loadFailed: boolean }) {
  const t = useT();
  return (
    <div className="checkout-page container">
      <h1 className="checkout-page__title">{title}</h1>
      <div className="checkout-page__message">
        <p role={loadFailed ? "alert" : undefined}>{loadFailed ? t("cartLoadFailed") : t("cartEmptyTitle")}</p>
        <Link to="/product" className="button button--primary">
          {t("continueShopping")}
        </Link>
      </div>
    </div>
  );
}
