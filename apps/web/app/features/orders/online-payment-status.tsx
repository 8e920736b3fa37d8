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
      <PayOrderButton orderNumber={orderNumber} payUrl={payment.pay_url} label={t("payNow")} />
    </div>
  );
}

/**
 * Opens the gateway's page for the order. While the order has one it is a plain link to it, which
 * works without scripts too (the pages' content security policy keeps a form post from being
 * redirected to another site). Without one it posts to the order page's action, which asks the API
 * to make it and sends the shopper there.
 */
export function PayOrderButton({ orderNumber, payUrl, label }: { orderNumber: string; payUrl: string | null; label: string }) {
  const t = useT();
  const navigation = useNavigation();
  if (payUrl) {
    return (
      <a href={payUrl} className="button button--primary">
        {label}
      </a>
    );
  }
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
