import type { OrderSummary } from "@chhaap/contract/orders";
import { BASE_CURRENCY, formatPrice } from "#app/lib/currency.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import { useDisplayCurrency, useFormatSum } from "#app/lib/use-display-currency.ts";

const METHOD_LABELS: Record<OrderSummary["payment_method"], MessageKey> = {
  bank_transfer: "bankTransfer",
  cash_on_delivery: "cashOnDelivery",
  credit_card: "creditCard",
};

const PAYMENT_STATUS_LABELS: Record<OrderSummary["payment_status"], MessageKey> = {
  pending: "paymentPending",
  paid: "paymentPaid",
  failed: "paymentFailed",
  refunded: "paymentRefunded",
};

/**
 * An order's money as recorded by the server. Shown in the shopper's currency like every price, with
 * the INR total beside it: what a customer owes is INR.
 */
export function OrderTotals({ order }: { order: OrderSummary }) {
  const t = useT();
  const currency = useDisplayCurrency();
  const sum = useFormatSum()(order.total_amount, [order.subtotal, order.shipping_charges, -order.discount]);
  const [bagTotal, delivery, discount] = sum.parts;
  return (
    <dl className="order-totals">
      <div>
        <dt>{t("bagTotal")}</dt>
        <dd>{bagTotal}</dd>
      </div>
      <div>
        <dt>{t("cartWeight")}</dt>
        <dd>{t("weightWithPacking", { kg: order.cart_weight.toFixed(2) })}</dd>
      </div>
      <div>
        <dt>{t("deliveryCharges")}</dt>
        <dd>{delivery}</dd>
      </div>
      {order.discount > 0 ? (
        <div className="order-totals__saving">
          <dt>{order.coupon_code ? t("couponDiscountCode", { code: order.coupon_code }) : t("couponDiscount")}</dt>
          <dd>−{discount}</dd>
        </div>
      ) : null}
      <div className="order-totals__total">
        <dt>{t("orderTotal")}</dt>
        <dd>{sum.total}</dd>
      </div>
      {currency.code !== BASE_CURRENCY.code ? (
        <div>
          <dt>{t("chargedInInr")}</dt>
          <dd>{formatPrice(order.total_amount, BASE_CURRENCY)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t("paymentMethod")}</dt>
        <dd>{t(METHOD_LABELS[order.payment_method])}</dd>
      </div>
      <div>
        <dt>{t("paymentStatus")}</dt>
        <dd>{t(PAYMENT_STATUS_LABELS[order.payment_status])}</dd>
      </div>
    </dl>
  );
}
