import type { ReactNode } from "react";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useFormatSum } from "#app/lib/use-display-currency.ts";

/** The bag's amounts as shown: the server's summary for a logged-in shopper, the browser's sums for a guest's bag. */
export interface BagAmounts {
  items: number;
  listTotal: number;
  subtotal: number;
  /** The coupon's discount; 0 without one. */
  discount: number;
  total: number;
}

/**
 * The bag page's price details: the total at list prices, what the sale prices save, the coupon,
 * delivery (known only once checkout has the address, whose country sets the rate) and the total so
 * far. Display only; the server computes what is charged.
 */
export function PriceDetails({ amounts, children }: { amounts: BagAmounts; children?: ReactNode }) {
  const t = useT();
  const savings = Math.max(0, amounts.listTotal - amounts.subtotal);
  const sum = useFormatSum()(amounts.total, [amounts.listTotal, -savings, -amounts.discount]);
  const [listTotal, bagDiscount, couponDiscount] = sum.parts;
  return (
    <section className="price-details" aria-labelledby="price-details-title">
      <h2 id="price-details-title" className="price-details__title">
        {t("priceDetails")} <span className="price-details__count">{t("itemsCount", { count: amounts.items })}</span>
      </h2>
      <dl className="price-details__rows">
        <div>
          <dt>{t("listPriceTotal")}</dt>
          <dd>{listTotal}</dd>
        </div>
        {savings > 0 ? (
          <div className="price-details__saving">
            <dt>{t("bagDiscount")}</dt>
            <dd>−{bagDiscount}</dd>
          </div>
        ) : null}
        {amounts.discount > 0 ? (
          <div className="price-details__saving">
            <dt>{t("couponDiscount")}</dt>
            <dd>−{couponDiscount}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("deliveryCharges")}</dt>
          <dd className="price-details__note">{t("deliveryAtCheckout")}</dd>
        </div>
        <div className="price-details__total">
          <dt>{t("orderTotal")}</dt>
          <dd>{sum.total}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
