import type { ReactNode } from "react";
import type { BagTotals } from "#app/features/cart/cart-lines.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useFormatPrice } from "#app/lib/use-display-currency.ts";

/**
 * The bag page's price details: the total at list prices, what the sale prices save, the
 * coupon, delivery (known only once checkout has the address: spec 9 charges by its country) and the
 * total so far. Display only; the server computes what is charged.
 */
export function PriceDetails({
  totals,
  couponDiscount,
  children,
}: {
  totals: BagTotals;
  couponDiscount: number;
  children?: ReactNode;
}) {
  const t = useT();
  const format = useFormatPrice();
  const total = Math.max(0, totals.subtotal - couponDiscount);
  return (
    <section className="price-details" aria-labelledby="price-details-title">
      <h2 id="price-details-title" className="price-details__title">
        {t("priceDetails")} <span className="price-details__count">{t("itemsCount", { count: totals.items })}</span>
      </h2>
      <dl className="price-details__rows">
        <div>
          <dt>{t("listPriceTotal")}</dt>
          <dd>{format(totals.listTotal)}</dd>
        </div>
        {totals.savings > 0 ? (
          <div className="price-details__saving">
            <dt>{t("bagDiscount")}</dt>
            <dd>−{format(totals.savings)}</dd>
          </div>
        ) : null}
        {couponDiscount > 0 ? (
          <div className="price-details__saving">
            <dt>{t("couponDiscount")}</dt>
            <dd>−{format(couponDiscount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("deliveryCharges")}</dt>
          <dd className="price-details__note">{t("deliveryAtCheckout")}</dd>
        </div>
        <div className="price-details__total">
          <dt>{t("orderTotal")}</dt>
          <dd>{format(total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
