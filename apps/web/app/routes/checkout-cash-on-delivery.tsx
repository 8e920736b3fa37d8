import "#app/styles/cart.css";
import "#app/styles/checkout.css";
import { siteInfo } from "@chhaap/contract/site";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, redirect, useActionData, useFetcher, useLocation, useNavigation } from "react-router";
import { Banknote, Plus } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { appliedCouponNotice, isSoldOut, refusedCouponMessage } from "#app/features/cart/index.ts";
import { BuyNowNotice } from "#app/features/checkout/buy-now-notice.tsx";
import { payOnlineDestination, runCheckoutIntent } from "#app/features/checkout/checkout-action.server.ts";
import type { CheckoutAddressResult } from "#app/features/checkout/checkout-address-fields.ts";
import { CheckoutAddressForm } from "#app/features/checkout/checkout-address-form.tsx";
import { loadCheckoutData } from "#app/features/checkout/checkout-data.server.ts";
import { CheckoutDelivery, codRefusedHere } from "#app/features/checkout/checkout-delivery.tsx";
import type { CheckoutAnswer } from "#app/features/checkout/checkout-intent.ts";
import { CheckoutUnavailable } from "#app/features/checkout/checkout-unavailable.tsx";
import { type Coordinates, DetectLocation } from "#app/features/checkout/detect-location.tsx";
import { newIdempotencyKey } from "#app/features/checkout/idempotency-key.ts";
import { OrderSummary } from "#app/features/checkout/order-summary.tsx";
import { PayOnlineOption } from "#app/features/checkout/pay-online-option.tsx";
import { useCheckoutParams } from "#app/features/checkout/use-checkout-params.ts";
import { fetchSharedData } from "#app/lib/api.server.ts";
import { refusalText } from "#app/lib/error-text.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { PRIVATE_PAGE_HEADERS, requireSessionUser } from "#app/lib/session.server.ts";
import { useAnnounce } from "#app/lib/use-announce.ts";
import { useDisplayCurrency } from "#app/lib/use-display-currency.ts";
import { useTypedBeforeHydration } from "#app/lib/use-typed-before-hydration.ts";
import type { Route } from "./+types/checkout-cash-on-delivery";

/**
 * The one-page checkout at /place-order, beside the step-by-step checkout at /shopping-cart
 * (routes/checkout.tsx), which also takes bank transfers. One page: address select or a new address,
 * Detect location, coupon code, payment method (cash on delivery, and paying online where the shop has
 * its gateway keys), summary and Place Order, then /order-confirmation/{orderNumber}, or the gateway's
 * page to pay on.
 * Its forms work before the scripts have loaded: the coupon and the order post to the action like any
 * form. Both checkouts share their loader, action, address form and summary (features/checkout/).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSessionUser(request, context);
  const [checkout, site] = await Promise.all([
    loadCheckoutData(request, context),
    fetchSharedData(context, "/api/site", siteInfo),
  ]);
  // One key per visit of the page, in the form: a double submit or a retry is one order.
  const orderKey = newIdempotencyKey(checkout.lineId);
  return data({ ...checkout, orderKey, online: site?.onlinePayment === true }, { headers: PRIVATE_PAGE_HEADERS });
}

/** A new address, a coupon, or the order (which then shows its confirmation page, or is paid online). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const answer = await runCheckoutIntent(request, context, form);
  const payAt = payOnlineDestination(answer, form.get("scripted") === "1");
  if (payAt) throw redirect(payAt);
  if ("intent" in answer && answer.intent === "place-order" && answer.ok && answer.orderNumber) {
    throw redirect(`/order-confirmation/${encodeURIComponent(answer.orderNumber)}`);
  }
  return answer;
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

const ORDER_FORM_ID = "place-order-form";

export default function CashOnDeliveryCheckout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const notify = useNotify();
  const navigation = useNavigation();
  const location = useLocation();
  const currency = useDisplayCurrency();
  const updateParams = useCheckoutParams();
  const [chosenMethod, setChosenMethod] = useState<"cash_on_delivery" | "credit_card">("cash_on_delivery");
  // Once the page runs its scripts, an order paid online goes straight on to the gateway's page.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const { user, contact, addresses, selectedAddressId, coupon, lineId, summary, orderKey, delivery, online } = loaderData;
  const [adding, setAdding] = useState(addresses.length === 0);
  const [location_, setLocation] = useState<Coordinates | null>(null);
  const [code, setCode] = useState(coupon || (summary?.coupon?.applied ? summary.coupon.code : ""));
  const codeRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(codeRef, setCode);
  const [addressMissing, setAddressMissing] = useState(false);
  const couponFetcher = useFetcher<CheckoutAnswer>({ key: "place-order-coupon" });
  const orderFetcher = useFetcher<CheckoutAnswer>({ key: "place-order-order" });
  const applying = couponFetcher.state !== "idle";
  const placing = orderFetcher.state !== "idle";
  // Without scripts the forms post as pages: their answer comes back as the page's action data.
  const posted = useActionData<CheckoutAnswer | CheckoutAddressResult>();
  const postedAnswer = posted && "intent" in posted ? posted : null;

  function answerNotice(answer: CheckoutAnswer): { type: "success" | "danger"; text: string } | null {
    if (answer.intent === "apply-coupon") return appliedCouponNotice(t, answer);
    if (answer.intent === "place-order" && !answer.ok) {
      // 'Failed to place order', with the server's reason when it gave one.
      const reason = answer.error ? ` ${refusalText(t, answer)}` : "";
      return { type: "danger", text: `${t("placeOrderFailed")}${reason}` };
    }
    return null;
  }

  // Once the pages' data has been reloaded: the URL change below would cut that reload short.
  useAnnounce(couponFetcher.state === "idle" ? couponFetcher.data?.at : undefined, () => {
    const answer = couponFetcher.data;
    if (!answer) return;
    const notice = answerNotice(answer);
    if (notice) notify(notice.type, notice.text);
    if (answer.ok && answer.code) updateParams({ coupon: answer.code });
  });
  useAnnounce(orderFetcher.data?.at, () => {
    const notice = orderFetcher.data && answerNotice(orderFetcher.data);
    if (notice) notify(notice.type, notice.text);
  });
  // A placed order redirects to its confirmation: said as the page changes.
  const confirming = orderFetcher.state === "loading" && navigation.location?.pathname.startsWith("/order-confirmation/");
  const saidPlaced = useRef(false);
  useEffect(() => {
    if (!confirming || saidPlaced.current) return;
    saidPlaced.current = true;
    notify("success", t("orderPlaced"));
  }, [confirming, notify, t]);

  if (!user || !summary || summary.lines.length === 0) {
    return <CheckoutUnavailable title={t("placeOrderTitle")} loadFailed={!summary} />;
  }

  const summaryUpdating = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const cannotShip = Boolean(selectedAddressId) && summary.shipping_charges === null;
  // Cash on delivery is for Indian addresses and customers whose parcels do not keep coming back;
  // otherwise paying online where the shop offers it, or the checkout's transfer.
  // Not at the address's PIN code or district either, when the shop has turned it off there (its reason said).
  // The browser's own check of the PIN code first (it follows typing), else the summary's for the chosen address.
  const codHere = codRefusedHere(delivery) ?? summary.cash_on_delivery_refused_here;
  const noCashOnDelivery = Boolean(selectedAddressId) && !cannotShip && (!summary.cash_on_delivery || codHere !== null);
  // The server's refusal for this address when the order was sent (the list of places changed meanwhile).
  const orderAnswer = orderFetcher.data ?? (postedAnswer?.intent === "place-order" ? postedAnswer : null);
  const codRefusal =
    orderAnswer && !orderAnswer.ok && orderAnswer.error?.code === "checkout.cod_unavailable_here"
      ? refusalText(t, orderAnswer)
      : null;
  const method = online && (chosenMethod === "credit_card" || noCashOnDelivery) ? "credit_card" : "cash_on_delivery";
  const soldOut = summary.lines.some(isSoldOut);

  function applyCode(event: FormEvent<HTMLFormElement>) {
    // An empty code asks for the bag's summary without one; the server judges any other.
    if (code.trim() === "") {
      event.preventDefault();
      updateParams({ coupon: null });
    }
  }

  function place(event: FormEvent<HTMLFormElement>) {
    if (selectedAddressId) return;
    // Not placed without an address: said beside the choice.
    event.preventDefault();
    setAddressMissing(true);
  }

  const postedNotice = postedAnswer ? answerNotice(postedAnswer) : null;

  return (
    <div className="checkout-page container">
      <h1 className="checkout-page__title">{t("placeOrderTitle")}</h1>
      {lineId ? <BuyNowNotice /> : null}
      {postedNotice ? (
        <p className="checkout-panel__notice" role={postedNotice.type === "success" ? "status" : "alert"}>
          {postedNotice.text}
        </p>
      ) : null}
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
                  name="addressId"
                  form={ORDER_FORM_ID}
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
                variantIds={summary.lines.map((line) => line.product_variant_id._id)}
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
            <CheckoutDelivery check={delivery} />
            <DetectLocation value={location_} onChange={setLocation} />
          </section>

          <section className="checkout-panel" aria-labelledby="place-coupon-title">
            <h2 id="place-coupon-title" className="checkout-panel__title">
              {t("couponTitle")}
            </h2>
            <couponFetcher.Form method="post" className="coupon-box__form" onSubmit={applyCode}>
              <input type="hidden" name="intent" value="apply-coupon" />
              <label htmlFor="place-coupon" className="visually-hidden">
                {t("couponLabel")}
              </label>
              <input
                ref={codeRef}
                id="place-coupon"
                type="text"
                name="code"
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
            </couponFetcher.Form>
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
                  form={ORDER_FORM_ID}
                  value="cash_on_delivery"
                  checked={method === "cash_on_delivery"}
                  onChange={() => setChosenMethod("cash_on_delivery")}
                  disabled={noCashOnDelivery}
                  aria-describedby={noCashOnDelivery ? "place-cod-unavailable" : undefined}
                />
                <Banknote aria-hidden="true" size={20} />
                <span>
                  <strong>{t("cashOnDelivery")}</strong>
                  <span className="payment-method__note">{t("cashOnDeliveryNote")}</span>
                </span>
              </label>
              {online ? (
                <PayOnlineOption
                  checked={method === "credit_card"}
                  onChoose={() => setChosenMethod("credit_card")}
                  form={ORDER_FORM_ID}
                />
              ) : null}
            </fieldset>
            {noCashOnDelivery ? (
              <p id="place-cod-unavailable" className="checkout-panel__notice" role="status">
                {summary.cash_on_delivery_refused
                  ? t("orderCashOnDeliveryRefused")
                  : codHere
                    ? codHere.reason
                      ? t("deliveryCodUnavailableBecause", { reason: codHere.reason })
                      : t("deliveryCodUnavailable")
                    : online
                      ? t("cashOnDeliveryIndiaOnly")
                      : t("orderCashOnDeliveryIndiaOnly")}{" "}
                <Link to={`/shopping-cart?${new URLSearchParams(selectedAddressId ? { address: selectedAddressId } : {})}`}>
                  {t("payByBankTransfer")}
                </Link>
              </p>
            ) : null}
            {codRefusal && !noCashOnDelivery ? (
              <p className="checkout-panel__notice" role="alert" dir="auto" data-testid="cod-unavailable">
                {codRefusal}
              </p>
            ) : null}
          </section>

          {soldOut ? (
            <p id="place-sold-out" className="checkout-panel__notice" role="alert">
              {t("removeSoldOutToOrder")}
            </p>
          ) : null}
          {/* The address choice and the payment method above belong to this form too (their `form` attribute). */}
          <orderFetcher.Form method="post" id={ORDER_FORM_ID} className="checkout-panel__actions" onSubmit={place}>
            <input type="hidden" name="intent" value="place-order" />
            <input type="hidden" name="idempotencyKey" value={orderKey} />
            {scripted ? <input type="hidden" name="scripted" value="1" /> : null}
            <input type="hidden" name="currency" value={currency.code} />
            {/* A code the server refused (shown above) is not sent: the order would be refused with it. */}
            {summary.coupon?.applied ? <input type="hidden" name="couponCode" value={summary.coupon.code} /> : null}
            {lineId ? <input type="hidden" name="lineId" value={lineId} /> : null}
            {location_ ? (
              <>
                <input type="hidden" name="lat" value={location_.lat} />
                <input type="hidden" name="lng" value={location_.lng} />
              </>
            ) : null}
            <Link to="/cart" className="button button--ghost">
              {t("backToBag")}
            </Link>
            <button
              type="submit"
              className="button button--primary"
              disabled={
                placing || summaryUpdating || cannotShip || (method === "cash_on_delivery" && noCashOnDelivery) || soldOut
              }
              aria-describedby={soldOut ? "place-sold-out" : undefined}
            >
              {placing ? t("placingOrder") : method === "credit_card" ? t("payOnlineSubmit") : t("placeOrder")}
            </button>
          </orderFetcher.Form>
        </div>
        <aside className="checkout-aside">
          <OrderSummary summary={summary} updating={summaryUpdating} />
        </aside>
      </div>
    </div>
  );
}
