import "#app/styles/checkout.css";
import { siteInfo } from "@chhaap/contract/site";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  data,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useLocation,
  useNavigate,
  useNavigation,
} from "react-router";
import { CircleCheck, Plus } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { isSoldOut, refusedCouponMessage } from "#app/features/cart/index.ts";
import { AddressChoice } from "#app/features/checkout/address-choice.tsx";
import { BuyNowNotice } from "#app/features/checkout/buy-now-notice.tsx";
import { payOnlineDestination, runCheckoutIntent } from "#app/features/checkout/checkout-action.server.ts";
import { CheckoutAddressForm } from "#app/features/checkout/checkout-address-form.tsx";
import { loadCheckoutData } from "#app/features/checkout/checkout-data.server.ts";
import { CheckoutDelivery, codRefusedHere } from "#app/features/checkout/checkout-delivery.tsx";
import type { CheckoutAnswer } from "#app/features/checkout/checkout-intent.ts";
import { type CheckoutStep, CheckoutSteps } from "#app/features/checkout/checkout-steps.tsx";
import { CheckoutUnavailable } from "#app/features/checkout/checkout-unavailable.tsx";
import { newIdempotencyKey } from "#app/features/checkout/idempotency-key.ts";
import { OrderSummary } from "#app/features/checkout/order-summary.tsx";
import { type CheckoutPaymentMethod, type PaymentEvidence, PaymentStep } from "#app/features/checkout/payment-step.tsx";
import { transferReferenceRefused } from "#app/features/checkout/transfer-reference-field.tsx";
import { useBuyNowLine } from "#app/features/checkout/use-buy-now-line.ts";
import { useCheckoutParams } from "#app/features/checkout/use-checkout-params.ts";
import { fetchSharedData } from "#app/lib/api.server.ts";
import { refusalText } from "#app/lib/error-text.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { PRIVATE_PAGE_HEADERS } from "#app/lib/session.server.ts";
import { useAnnounce } from "#app/lib/use-announce.ts";
import { useDisplayCurrency } from "#app/lib/use-display-currency.ts";
import type { Route } from "./+types/checkout";

/**
 * The step-by-step checkout at /shopping-cart, where the bag's Place Order leads: delivery, payment (a
 * manual bank transfer, cash on delivery where the address is in India, or online through the gateway
 * when the shop has its keys), confirmation, beside the order summary. (/place-order is the other, one-page checkout: routes/checkout-cash-on-delivery.tsx.)
 * The chosen delivery address lives in the URL and the coupon with the bag, so the loader asks the
 * server for the summary of exactly that choice (shipping by the address's country), including the
 * order number the transfer is to quote. Guests are sent to log in: placing an order needs an account.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [checkout, site] = await Promise.all([
    loadCheckoutData(request, context),
    fetchSharedData(context, "/api/site", siteInfo),
  ]);
  // The bank details and the gateway switch come with this page, not with every page's root data.
  const payment = { online: site?.onlinePayment === true, bank: site?.bank ?? null };
  return data({ ...checkout, payment }, { headers: PRIVATE_PAGE_HEADERS });
}

/**
 * The page's forms, by `intent`: '+ Add New Address', BUY NOW's item joining the bag, and the order.
 * An order paid online goes on to the gateway's page to pay.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await runCheckoutIntent(request, context, await request.formData());
  // This checkout places its order from its scripts only.
  const payAt = payOnlineDestination(answer, true);
  if (payAt) throw redirect(payAt);
  return answer;
}

/**
 * A placed order shows its confirmation in place: reloading this page would find the ordered lines
 * gone from the bag and leave for it. The other routes (the header's bag count) still reload.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const placed = (actionResult as Partial<CheckoutAnswer> | undefined)?.intent === "place-order" && actionResult?.ok === true;
  return placed ? false : defaultShouldRevalidate;
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return [
    ...pageMeta({
      title: translate(messages, "checkoutTitle"),
      description: translate(messages, "cartDescription"),
      publicUrl: root?.publicUrl,
      pathname: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

const EMPTY_EVIDENCE: PaymentEvidence = { snap: null, preview: null, paymentId: "" };
const NO_CONTACT = { name: "", email: "", phone: "" };

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const setParams = useCheckoutParams();
  const currency = useDisplayCurrency();
  const { user, contact, addresses, selectedAddressId, lineId, summary, delivery } = loaderData;

  const [step, setStep] = useState<CheckoutStep>(1);
  const [adding, setAdding] = useState(addresses.length === 0);
  const [billingSame, setBillingSame] = useState(true);
  const [billingId, setBillingId] = useState<string | null>(null);
  const [evidence, setEvidence] = useState<PaymentEvidence>(EMPTY_EVIDENCE);
  const [chosenMethod, setChosenMethod] = useState<CheckoutPaymentMethod>("bank_transfer");
  const orderFetcher = useFetcher<CheckoutAnswer>({ key: "checkout-order" });
  const submitting = orderFetcher.state !== "idle";
  const submittedMethod = useRef<CheckoutPaymentMethod>("bank_transfer");
  const submittedReference = useRef("");
  // The reference refused as typed (here or by the server): its message stays until the shopper edits it.
  const [refusedReference, setRefusedReference] = useState<string | null>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  const [placed, setPlaced] = useState<{ number: string; method: CheckoutPaymentMethod } | null>(null);
  // Cash on delivery refused by the server for an address (its PIN code or district): said at the payment choice.
  const [codRefusal, setCodRefusal] = useState<{ addressId: string | null; text: string } | null>(null);
  // One key per checkout: a double click or a retry after a lost answer is the same order.
  const [checkoutKey, setCheckoutKey] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new key when the checkout changes between one BUY NOW item and the whole bag: a different order.
  useEffect(() => setCheckoutKey(newIdempotencyKey(lineId)), [lineId]);

  const buyNow = useBuyNowLine(user, summary);
  const buyNowPending = buyNow.pending;

  // Guests cannot place an order; they log in and come back here (the message as a popup).
  // The way back keeps the query, or carries a guest's BUY NOW (`?buy=`) through login.
  const loginPath = `/login?${new URLSearchParams({ redirectTo: buyNow.returnPath ?? location.pathname + location.search })}`;
  const sentToLogin = useRef(false);
  const loginMessage = t("loginToPlaceOrder");
  useEffect(() => {
    if (user || buyNowPending || sentToLogin.current) return;
    sentToLogin.current = true;
    notify("danger", loginMessage);
    navigate(loginPath, { replace: true });
  }, [user, buyNowPending, notify, loginMessage, navigate, loginPath]);

  const goToStep = useCallback((next: CheckoutStep) => {
    setStep(next);
    // The step changes in place: move focus and view to its heading.
    requestAnimationFrame(() => headingRef.current?.focus());
  }, []);

  // Said at the field, which takes focus once the message is there (it describes the field).
  const refuseReference = useCallback((typed: string) => {
    setRefusedReference(typed);
    requestAnimationFrame(() => referenceRef.current?.focus());
  }, []);

  // The order's answer: the confirmation in place (the ordered lines have left the bag, in the order's
  // transaction), a refused reference at its field (a client older than the server's formats), or the
  // server's reason (or 'Something went wrong!') and back to step 1.
  useAnnounce(orderFetcher.data?.at, () => {
    const answer = orderFetcher.data;
    if (answer?.ok && answer.orderNumber) {
      setPlaced({ number: answer.orderNumber, method: submittedMethod.current });
      requestAnimationFrame(() => headingRef.current?.focus());
      return;
    }
    if (answer?.fieldErrors?.payment_id && submittedMethod.current === "bank_transfer") {
      refuseReference(submittedReference.current);
      return;
    }
    // The payment step stays as it was, with the reason beside the choice and the transfer chosen instead.
    if (answer?.error?.code === "checkout.cod_unavailable_here") {
      setCodRefusal({ addressId: selectedAddressId, text: refusalText(t, answer) });
      return;
    }
    notify("danger", answer ? refusalText(t, answer) : t("somethingWentWrong"));
    goToStep(1);
  });

  const selectAddress = useCallback((addressId: string) => setParams({ address: addressId }), [setParams]);

  if (!user) {
    return (
      <div className="checkout-page container">
        <h1 className="checkout-page__title">{t("checkoutTitle")}</h1>
        <p className="checkout-page__message">
          {t("loginToPlaceOrder")} <Link to={loginPath}>{t("login")}</Link>
        </p>
      </div>
    );
  }

  if (placed) {
    return (
      <div className="checkout-page container">
        <h1 className="checkout-page__title">{t("checkoutTitle")}</h1>
        <CheckoutSteps current={3} />
        <section className="checkout-panel checkout-confirmed" aria-labelledby="confirmed-title">
          <CircleCheck aria-hidden="true" size={48} className="checkout-confirmed__icon" />
          {/* An unverified transfer is received, not confirmed: the mail says the same. */}
          <h2 id="confirmed-title" className="checkout-panel__title" tabIndex={-1} ref={headingRef}>
            {placed.method === "cash_on_delivery" ? t("orderPlaced") : t("orderReceivedTitle")}
          </h2>
          <p className="checkout-confirmed__number">
            {t("orderNumberLabel")} <strong>{placed.number}</strong>
          </p>
          <p>{placed.method === "cash_on_delivery" ? t("codConfirmedNote") : t("orderReceivedNote")}</p>
          <div className="checkout-panel__actions">
            <Link to="/" className="button button--primary">
              {t("continueShopping")}
            </Link>
            <Link to={`/orders/${encodeURIComponent(placed.number)}`} className="button button--ghost">
              {t("viewOrder")}
            </Link>
          </div>
        </section>
      </div>
    );
  }

  if (buyNowPending) {
    return (
      <div className="checkout-page container">
        <h1 className="checkout-page__title">{t("checkoutTitle")}</h1>
        <p role="status">{t("addingToBag")}</p>
      </div>
    );
  }

  if (!summary || summary.lines.length === 0) {
    return <CheckoutUnavailable title={t("checkoutTitle")} loadFailed={!summary} />;
  }

  const summaryUpdating = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const cannotShip = Boolean(selectedAddressId) && summary.shipping_charges === null;
  // Refused by the server when placed: stopped here, before the shopper is asked to pay.
  const soldOut = summary.lines.some(isSoldOut);
  const couponRefused = summary.coupon && !summary.coupon.applied ? refusedCouponMessage(t, summary.coupon) : null;
  // Cash on delivery only while the chosen address allows it; a switch to an address abroad falls back.
  const online = loaderData.payment.online;
  // The browser's own check of the PIN code first (it follows typing), else the summary's for the chosen address.
  const codHere = codRefusedHere(delivery) ?? summary.cash_on_delivery_refused_here;
  const codRefusalText = codRefusal && codRefusal.addressId === selectedAddressId ? codRefusal.text : null;
  const codOffered = summary.cash_on_delivery && !codHere && !codRefusalText;
  const method: CheckoutPaymentMethod =
    (chosenMethod === "cash_on_delivery" && !codOffered) || (chosenMethod === "credit_card" && !online)
      ? "bank_transfer"
      : chosenMethod;

  function next() {
    const billingChosen = billingSame || (billingId !== null && addresses.some((entry) => entry._id === billingId));
    if (!selectedAddressId || !billingChosen) {
      // 'Address Warning!' / 'Please select or Please confirm billing information by checking the box.'
      notify("warning", t("addressWarning"));
      return;
    }
    if (cannotShip) {
      notify("warning", t("cartNoShipping"));
      return;
    }
    if (soldOut) {
      notify("warning", t("removeSoldOutToOrder"));
      return;
    }
    goToStep(2);
  }

  async function submit() {
    if (!selectedAddressId || !checkoutKey || submitting) return;
    // A code the server refused (step 1 says why) is not sent: the order would be refused with it.
    const couponCode = summary?.coupon?.applied ? summary.coupon.code : undefined;
    const paymentId = evidence.paymentId.trim();
    // A transfer needs a screenshot or a non-empty trimmed reference.
    if (method === "bank_transfer" && !evidence.snap && paymentId === "") {
      notify("warning", t("paymentValidationFailed"));
      return;
    }
    if (method === "bank_transfer" && transferReferenceRefused(paymentId)) {
      refuseReference(evidence.paymentId);
      return;
    }
    submittedMethod.current = method;
    submittedReference.current = evidence.paymentId;
    const form = new FormData();
    form.append("intent", "place-order");
    form.append("idempotencyKey", checkoutKey);
    form.append("payment_method", method);
    if (method === "bank_transfer") {
      if (evidence.snap) form.append("payment_snap", evidence.snap);
      if (paymentId) form.append("payment_id", paymentId);
    }
    form.append("addressId", selectedAddressId);
    form.append("billingAddressId", billingSame ? selectedAddressId : (billingId ?? selectedAddressId));
    if (couponCode) form.append("couponCode", couponCode);
    form.append("currency", currency.code);
    if (lineId) form.append("lineId", lineId);
    void orderFetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  }

  return (
    <div className="checkout-page container">
      <h1 className="checkout-page__title">{t("checkoutTitle")}</h1>
      <CheckoutSteps current={step} />
      {lineId ? <BuyNowNotice /> : null}
      <div className="checkout-layout">
        <div className="checkout-main">
          {step === 1 ? (
            <section className="checkout-panel" aria-labelledby="delivery-title">
              <h2 id="delivery-title" className="checkout-panel__title" tabIndex={-1} ref={headingRef}>
                {t("stepDelivery")}
              </h2>
              {addresses.length > 0 ? (
                <AddressChoice
                  name="shipping-address"
                  legend={t("deliveryAddress")}
                  addresses={addresses}
                  selectedId={selectedAddressId}
                  onSelect={selectAddress}
                />
              ) : (
                <p className="checkout-panel__hint">{t("noSavedAddresses")}</p>
              )}
              <CheckoutDelivery check={delivery} />
              {cannotShip ? (
                <p className="checkout-panel__notice" role="alert">
                  {t("cartNoShipping")}
                </p>
              ) : null}
              {soldOut ? (
                <p className="checkout-panel__notice" role="alert">
                  {t("removeSoldOutToOrder")}
                </p>
              ) : null}
              {adding ? (
                <CheckoutAddressForm
                  contact={contact ?? NO_CONTACT}
                  variantIds={summary.lines.map((line) => line.product_variant_id._id)}
                  onSaved={(addressId) => {
                    setAdding(false);
                    selectAddress(addressId);
                  }}
                  onCancel={() => setAdding(false)}
                />
              ) : (
                <button type="button" className="button button--ghost checkout-add-address" onClick={() => setAdding(true)}>
                  <Plus aria-hidden="true" size={18} />
                  {t("addNewAddress")}
                </button>
              )}
              <label className="checkout-check checkout-billing">
                <input type="checkbox" checked={billingSame} onChange={(event) => setBillingSame(event.target.checked)} />
                <span>{t("billingSameAsDelivery")}</span>
              </label>
              {!billingSame && addresses.length > 0 ? (
                <AddressChoice
                  name="billing-address"
                  legend={t("billingAddress")}
                  addresses={addresses}
                  selectedId={billingId}
                  onSelect={setBillingId}
                />
              ) : null}
              {couponRefused ? (
                <p className="checkout-panel__notice" role="status">
                  {couponRefused}
                </p>
              ) : null}
              <div className="checkout-panel__actions">
                <Link to="/cart" className="button button--ghost">
                  {t("backToBag")}
                </Link>
                <button type="button" className="button button--primary" onClick={next} disabled={summaryUpdating}>
                  {t("nextStep")}
                </button>
              </div>
            </section>
          ) : (
            <PaymentStep
              bank={loaderData.payment.bank}
              amountInr={summary.total}
              reference={summary.order_number ?? ""}
              method={method}
              cashOnDelivery={summary.cash_on_delivery}
              cashOnDeliveryRefused={summary.cash_on_delivery_refused}
              codRefusedHere={codHere}
              codRefusal={codRefusalText}
              online={online}
              abroad={summary.delivery_zone === "abroad"}
              onMethod={setChosenMethod}
              evidence={evidence}
              onEvidence={setEvidence}
              referenceRefused={refusedReference !== null && refusedReference === evidence.paymentId}
              referenceRef={referenceRef}
              submitting={submitting}
              onPrevious={() => goToStep(1)}
              onSubmit={submit}
              headingRef={headingRef}
            />
          )}
        </div>
        <aside className="checkout-aside">
          <OrderSummary summary={summary} updating={summaryUpdating} />
        </aside>
      </div>
    </div>
  );
}
