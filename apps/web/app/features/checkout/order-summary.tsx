import type { CartSummary } from "@chhaap/contract/cart";
import { useId, useState } from "react";
import { ChevronDown } from "#app/components/icons.tsx";
import { Picture } from "#app/components/picture.tsx";
import { BASE_CURRENCY, formatPrice } from "#app/lib/currency.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useDisplayCurrency, useFormatPrice, useFormatSum } from "#app/lib/use-display-currency.ts";

/**
 * The checkout summary: items with struck list price and sale price, size and quantity; bag total;
 * cart weight in KG With Packing; delivery charges for the delivery address's country; coupon discount
 * when above 0; order total. Every amount is the server's (`GET /api/cart/summary`).
 * On phones it sits above the form, folded to one line with the order total, and opens on a tap
 * (checkout.css); on wide screens it is always open beside the form.
 */
export function OrderSummary({ summary, updating }: { summary: CartSummary; updating: boolean }) {
  const t = useT();
  const format = useFormatPrice();
  const currency = useDisplayCurrency();
  const sum = useFormatSum()(summary.total, [summary.subtotal, summary.shipping_charges ?? 0, -summary.discount]);
  const [bagTotal, delivery, discount] = sum.parts;
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section
      className={`order-summary${updating ? " order-summary--updating" : ""}`}
      aria-labelledby="order-summary-title"
      aria-busy={updating || undefined}
      data-open={open || undefined}
    >
      <h2 id="order-summary-title" className="order-summary__title">
        <button
          type="button"
          className="order-summary__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((was) => !was)}
        >
          <span>{t("orderSummary")}</span>
          <span className="order-summary__toggle-total">{sum.total}</span>
          <ChevronDown aria-hidden="true" size={20} className="order-summary__chevron" />
        </button>
        <span className="order-summary__heading">{t("orderSummary")}</span>
      </h2>
      <div id={bodyId} className="order-summary__body">
        <ul className="order-summary__items">
          {summary.lines.map((line) => {
            const variant = line.product_variant_id;
            const image = variant.images[0]?.url;
            return (
              <li key={line._id} className="summary-item">
                {image ? (
                  <Picture src={image} at={320} alt="" width={56} height={70} loading="lazy" className="summary-item__image" />
                ) : null}
                <div className="summary-item__body">
                  <p className="summary-item__name" dir="auto">
                    {variant.product.name}
                  </p>
                  <p className="summary-item__meta">
                    {t("sizeValue", { size: line.size })} · {t("quantityValue", { count: line.quantity })}
                  </p>
                  <p className="summary-item__prices">
                    {variant.price > variant.salePrice ? (
                      <s className="summary-item__list">
                        <span className="visually-hidden">{t("listPrice")} </span>
                        {format(variant.price)}
                      </s>
                    ) : null}
                    <span className="summary-item__sale">
                      <span className="visually-hidden">{t("salePrice")} </span>
                      {format(variant.salePrice)}
                    </span>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <dl className="order-summary__rows">
          <div>
            <dt>{t("bagTotal")}</dt>
            <dd>{bagTotal}</dd>
          </div>
          <div>
            <dt>{t("cartWeight")}</dt>
            <dd>{t("weightWithPacking", { kg: summary.cart_weight.toFixed(2) })}</dd>
          </div>
          <div>
            <dt>{summary.countryName ? t("deliveryChargesTo", { country: summary.countryName }) : t("deliveryCharges")}</dt>
            <dd>{summary.shipping_charges === null ? t("deliveryChooseAddress") : delivery}</dd>
          </div>
          {summary.discount > 0 ? (
            <div className="order-summary__saving">
              <dt>{summary.coupon ? t("couponDiscountCode", { code: summary.coupon.code }) : t("couponDiscount")}</dt>
              <dd>−{discount}</dd>
            </div>
          ) : null}
          <div className="order-summary__total">
            <dt>{t("orderTotal")}</dt>
            <dd>{sum.total}</dd>
          </div>
        </dl>
        {currency.code !== BASE_CURRENCY.code ? (
          // What is owed is INR; other currencies are shown for reference.
          <p className="order-summary__inr">{t("payableInInr", { amount: formatPrice(summary.total, BASE_CURRENCY) })}</p>
        ) : null}
      </div>
    </section>
  );
}
