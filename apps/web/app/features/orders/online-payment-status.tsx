import type { OrderOnlinePayment } from "@chhaap/contract/online-payment";
import { Form, useNavigation } from "react-router";
import { CircleCheck, ShieldCheck } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { formatOrderDate } from "./order-date.ts";

/**
 * Where an order paid online stands, on its page: awaiting payment until a time (with "Pay now"),
 * paid, or cancelled because the time ran out. `refusal` is why the last "Pay now" did not open the
 * gateway's page.
 */
export function OnlinePaymentStatus({
  orderNumber,
  payment,
  language,
  refusal,
}: {
  orderNumber: string;
  payment: OrderOnlinePayment;
  language: string;
  refusal: string | null;
}) {
  const t = useT();
  if (payment.state === "paid") {
    return (
      <p className="online-pay online-pay--paid" role="status">
        <CircleCheck aria-hidden="true" size={20} />
        {t("onlinePaid")}
      </p>
    );
  }
  if (payment.state === "expired") {
    return (
      <p className="order-detail__notice" role="status">
        {t("onlinePaymentExpired")}
      </p>
    );
  }
  return (
    <div className="online-pay">
      <p className="online-pay__due">
        <ShieldCheck aria-hidden="true" size={20} />
        <strong>{t("onlineAwaiting", { time: formatOrderDate(payment.pay_by, language, true) })}</strong>
      </p>
      {/* No page to pay on yet: the gateway could not be reached when the order was placed. */}
      {payment.pay_url === null ? <p>{t("onlinePayLater")}</p> : null}
      <div role="alert">{refusal ? <p className="order-detail__notice">{refusal}</p> : null}</div>
      <PayOrderForm orderNumber={orderNumber} label={t("payNow")} />
    </div>
  );
}

/**
 * A button that opens the gateway's page for the order: it posts to the order page's action, which
 * asks the API for the page and sends the shopper there.
 */
export function PayOrderForm({ orderNumber, label }: { orderNumber: string; label: string }) {
  const t = useT();
  const navigation = useNavigation();
  const action = `/orders/${encodeURIComponent(orderNumber)}`;
  const opening = navigation.formAction === action && navigation.formData?.get("intent") === "pay";
  return (
    <Form method="post" action={action} className="online-pay__form">
      <input type="hidden" name="intent" value="pay" />
      <button type="submit" className="button button--primary" disabled={opening}>
        {opening ? t("payNowOpening") : label}
      </button>
    </Form>
  );
}
