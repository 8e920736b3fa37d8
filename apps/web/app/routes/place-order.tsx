import "#app/styles/cart.css";
import "#app/styles/checkout.css";
import { Banknote, Plus } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Link, useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import { refusedCouponMessage } from "#app/components/cart/refused-coupon-message.ts";
import { BuyNowNotice } from "#app/components/checkout/buy-now-notice.tsx";
import { CheckoutAddressForm } from "#app/components/checkout/checkout-address-form.tsx";
import { loadCheckoutData } from "#app/components/checkout/checkout-data.server.ts";
import { CheckoutUnavailable } from "#app/components/checkout/checkout-unavailable.tsx";
import { type Coordinates, DetectLocation } from "#app/components/checkout/detect-location.tsx";
import { OrderSummary } from "#app/components/checkout/order-summary.tsx";
import { saveCheckoutAddress } from "#app/components/checkout/save-checkout-address.server.ts";
import { useNotify } from "#app/components/notification.tsx";
import { applyCoupon } from "#app/lib/cart-api.ts";
import { errorText } from "#app/lib/error-text.ts";
import { announceCartChanged } from "#app/lib/guest-cart.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { newIdempotencyKey, submitOrder } from "#app/lib/order-api.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { PRIVATE_PAGE_HEADERS, requireSessionUser } from "#app/lib/session.server.ts";
import { useDisplayCurrency } from "#app/lib/use-display-currency.ts";
import type { Route } from "./+types/place-order";

/**
 * Spec 2 "/place-order": the simpler checkout. Address select or a new address, Detect location,
 * coupon code, payment method (cash on delivery by default; credit card only with a card gateway,
 * and none ships: spec 9, issue 5), summary and Place Order, then /order-confirmation/{orderNumber}.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSessionUser(request, context);
  return data(await loadCheckoutData(request, context), { headers: PRIVATE_PAGE_HEADERS });
}

/** `intent=address`: the new-address form (spec 5 "New address in checkout"). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSessionUser(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "address") throw data(null, { status: 400 });
  // A refused address is an answer for the form (its messages), not a failed request.
  return saveCheckoutAddress(form, context, user._id);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return [
    ...pageMeta({
      title: translate(messages, "placeOrderTitle"),
      description: translate(messages, "cartDescription"),
      publicUrl: root?.publicUrl,
      pathname: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function PlaceOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const currency = useDisplayCurrency();
  const [, setSearchParams] = useSearchParams();
  const { user, contact, addresses, selectedAddressId, coupon, lineId, summary } = loaderData;
  const [adding, setAdding] = useState(addresses.length === 0);
  const [location_, setLocation] = useState<Coordinates | null>(null);
  const [code, setCode] = useState(coupon || (summary?.coupon?.applied ? summary.coupon.code : ""));
  const [applying, setApplying] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [addressMissing, setAddressMissing] = useState(false);
  const [orderKey, setOrderKey] = useState<string | null>(null);
  const orderKeyRef = useRef(orderKey);
  orderKeyRef.current = orderKey;
  useEffect(() => setOrderKey(newIdempotencyKey(lineId)), [lineId]);

  function updateParams(changes: Record<string, string | null>) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  if (!user || !summary || summary.lines.length === 0) {
    return <CheckoutUnavailable title={t("placeOrderTitle")} loadFailed={!summary} />;
  }

  const summaryUpdating = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const cannotShip = Boolean(selectedAddressId) && summary.shipping_charges === null;
  // Cash on delivery, this page's only method, is for Indian addresses; elsewhere the checkout's transfer.
  const noCashOnDelivery = Boolean(selectedAddressId) && !cannotShip && !summary.cash_on_delivery;

  async function applyCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    const trimmed = code.trim();
    if (trimmed === "") {
      updateParams({ coupon: null });
      return;
    }
    setApplying(true);
    const { outcome } = await applyCoupon(trimmed, user._id, summary?.subtotal ?? 0);
    setApplying(false);
    if (outcome.ok) {
      notify("success", t("couponApplied"));
      updateParams({ coupon: trimmed.toUpperCase() });
    } else if (outcome.status === 0) {
      notify("danger", t("couponNetworkError"));
    } else {
      notify("danger", errorText(t, outcome, "couponInvalid"));
    }
  }

  async function place() {
    const key = orderKeyRef.current;
    if (placing || !key) return;
    if (!selectedAddressId) {
      // Spec 5's 'please address filed seletect' alert, in words a shopper reads, beside the choice.
      setAddressMissing(true);
      return;
    }
    setPlacing(true);
    const outcome = await submitOrder(
      {
        addressId: selectedAddressId,
        payment_method: "cash_on_delivery",
        // A code the server refused (shown above) is not sent: the order would be refused with it.
        couponCode: summary?.coupon?.applied ? summary.coupon.code : undefined,
        location: location_,
        currency: currency.code,
        userId: user?._id,
        lineId: lineId ?? undefined,
      },
      key,
    );
    setPlacing(false);
    if (outcome.ok && outcome.orderNumber) {
      announceCartChanged();
      // Spec 8: 'Order placed successfully!' then /order-confirmation.
      notify("success", t("orderPlaced"));
      navigate(`/order-confirmation/${encodeURIComponent(outcome.orderNumber)}`);
      return;
    }
    // Spec 8: 'Failed to place order', with the server's reason when it gave one.
    notify("danger", outcome.code ? `${t("placeOrderFailed")} ${errorText(t, outcome)}` : t("placeOrderFailed"));
  }

  return (
    <div className="checkout-page container">
      <h1 className="checkout-page__title">{t("placeOrderTitle")}</h1>
      {lineId ? <BuyNowNotice /> : null}
      <div className="checkout-layout">
        <div className="checkout-main">
          <section className="checkout-panel" aria-labelledby="place-address-title">
            <h2 id="place-address-title" className="checkout-panel__title">
              {t("deliveryAddress")}
            </h2>
            {addresses.length > 0 ? (
              <div className="checkout-field">
                <label htmlFor="place-address" className="checkout-field__label">
                  {t("chooseAddress")}
                </label>
                <select
                  id="place-address"
                  className="checkout-field__control"
                  value={selectedAddressId ?? ""}
                  onChange={(event) => {
                    setAddressMissing(false);
                    updateParams({ address: event.target.value || null });
                  }}
                  aria-invalid={addressMissing || undefined}
                  aria-describedby={addressMissing ? "place-address-error" : undefined}
                >
                  {addresses.map((entry) => (
                    <option key={entry._id} value={entry._id}>
                      {[entry.name, entry.addressLine1, entry.city, entry.country].filter(Boolean).join(", ")}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {addressMissing ? (
              <p id="place-address-error" className="field-error checkout-field__error" role="alert">
                {t("orderAddressRequired")}
              </p>
            ) : null}
            {cannotShip ? (
              <p className="checkout-panel__notice" role="alert">
                {t("cartNoShipping")}
              </p>
            ) : null}
            {adding ? (
              <CheckoutAddressForm
                contact={contact ?? { name: "", email: "", phone: "" }}
                onSaved={(addressId) => {
                  setAdding(false);
                  setAddressMissing(false);
                  updateParams({ address: addressId });
                }}
                onCancel={() => setAdding(false)}
              />
            ) : (
              <button type="button" className="button button--ghost checkout-add-address" onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" size={18} />
                {t("addNewAddress")}
              </button>
            )}
            <DetectLocation value={location_} onChange={setLocation} />
          </section>

          <section className="checkout-panel" aria-labelledby="place-coupon-title">
            <h2 id="place-coupon-title" className="checkout-panel__title">
              {t("couponTitle")}
            </h2>
            <form className="coupon-box__form" onSubmit={applyCode}>
              <label htmlFor="place-coupon" className="visually-hidden">
                {t("couponLabel")}
              </label>
              <input
                id="place-coupon"
                type="text"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                placeholder={t("couponPlaceholder")}
                maxLength={40}
                autoComplete="off"
                spellCheck={false}
              />
              <button type="submit" className="button button--ghost" disabled={applying}>
                {applying ? t("couponApplying") : t("couponApply")}
              </button>
            </form>
            {summary.coupon && !summary.coupon.applied ? (
              <p className="checkout-panel__notice" role="status">
                {refusedCouponMessage(t, summary.coupon)}
              </p>
            ) : null}
          </section>

          <section className="checkout-panel" aria-labelledby="place-payment-title">
            <h2 id="place-payment-title" className="checkout-panel__title">
              {t("paymentMethod")}
            </h2>
            <fieldset className="payment-methods">
              <legend className="visually-hidden">{t("paymentMethod")}</legend>
              <label className="payment-method">
                <input
                  type="radio"
                  name="payment_method"
                  value="cash_on_delivery"
                  defaultChecked
                  disabled={noCashOnDelivery}
                  aria-describedby={noCashOnDelivery ? "place-cod-unavailable" : undefined}
                />
                <Banknote aria-hidden="true" size={20} />
                <span>
                  <strong>{t("cashOnDelivery")}</strong>
                  <span className="payment-method__note">{t("cashOnDeliveryNote")}</span>
                </span>
              </label>
            </fieldset>
            {noCashOnDelivery ? (
              <p id="place-cod-unavailable" className="checkout-panel__notice" role="status">
                {t("orderCashOnDeliveryIndiaOnly")}{" "}
                <Link to={`/shopping-cart?${new URLSearchParams(selectedAddressId ? { address: selectedAddressId } : {})}`}>
                  {t("payByBankTransfer")}
                </Link>
              </p>
            ) : null}
          </section>

          <div className="checkout-panel__actions">
            <Link to="/cart" className="button button--ghost">
              {t("backToBag")}
            </Link>
            <button
              type="button"
              className="button button--primary"
              onClick={place}
              disabled={placing || summaryUpdating || cannotShip || noCashOnDelivery}
            >
              {placing ? t("placingOrder") : t("placeOrder")}
            </button>
          </div>
        </div>
        <aside className="checkout-aside">
          <OrderSummary summary={summary} updating={summaryUpdating} />
        </aside>
      </div>
    </div>
  );
}
