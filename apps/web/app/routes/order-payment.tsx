import "#app/styles/orders.css";
import "#app/styles/online-payment.css";
import { type RazorpayReturnAnswer, razorpayReturn, razorpayReturnAnswer } from "@chhaap/contract/online-payment";
import { orderDetail } from "@chhaap/contract/orders";
import { useRef } from "react";
import { data, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { CircleAlert, CircleCheck, ShieldCheck } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { PayOrderButton } from "#app/features/orders/online-payment-status.tsx";
import { formatOrderDate } from "#app/features/orders/order-date.ts";
import { callApi, dataFrom, fetchData } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { PRIVATE_PAGE_HEADERS } from "#app/lib/session.server.ts";
import { useAnnounce } from "#app/lib/use-announce.ts";
import { useFormatPrice } from "#app/lib/use-display-currency.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/order-payment";

/**
 * What happened: the gateway's answer (`paid`, `pending`, `failed`, `expired`), `not_verified` when its
 * signature did not hold (a link altered or made up), `unknown` when the shop could not be asked.
 */
type Outcome = RazorpayReturnAnswer["outcome"] | "not_verified" | "unknown";

/**
 * `/orders/{orderNumber}/payment`: where the gateway sends the shopper back after paying online, its
 * query signed by the gateway. The loader has the API verify it (no session needed: the signature is
 * the proof), then says what happened; the order's own details only when it is the shopper's.
 * Loading it again asks again, which is how a payment still being confirmed is checked.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const query = razorpayReturn.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  let outcome: Outcome = "not_verified";
  let orderNumber = params.orderNumber;
  if (query.success) {
    const sent = await callApi(context, "/api/payments/razorpay/return", { method: "POST", json: query.data });
    const answer = dataFrom(sent, razorpayReturnAnswer);
    if (answer) {
      outcome = answer.outcome;
      orderNumber = answer.order_id;
    } else if (sent.status !== 400) {
      outcome = "unknown";
    }
  }
  // Anyone else's order (or a guest's visit) is not found: the page then says only what happened.
  const order = await fetchData(context, `/api/order/${encodeURIComponent(orderNumber)}`, orderDetail);
  return data({ outcome, orderNumber, order, checkedAt: Date.now() }, { headers: PRIVATE_PAGE_HEADERS });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return [
    ...pageMeta({
      title: translate(messages, "paymentReturnTitle"),
      description: translate(messages, "cartDescription"),
      publicUrl: root?.publicUrl,
      pathname: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

const WORDS: Record<Outcome, { title: MessageKey; note: MessageKey; tone: "done" | "wait" | "problem" }> = {
  paid: { title: "paymentReceivedTitle", note: "paymentReceivedNote", tone: "done" },
  pending: { title: "paymentConfirmingTitle", note: "paymentConfirmingNote", tone: "wait" },
  failed: { title: "paymentFailedTitle", note: "paymentFailedNote", tone: "problem" },
  expired: { title: "paymentExpiredTitle", note: "onlinePaymentExpired", tone: "problem" },
  not_verified: { title: "paymentNotVerifiedTitle", note: "onlinePaymentNotVerified", tone: "problem" },
  unknown: { title: "paymentCheckFailedTitle", note: "paymentCheckFailedNote", tone: "wait" },
};

const ICONS = { done: CircleCheck, wait: ShieldCheck, problem: CircleAlert };

export default function OrderPayment({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormatPrice();
  const location = useLocation();
  const navigation = useNavigation();
  const language = useRouteLoaderData<typeof rootLoader>("root")?.language.code ?? "en";
  const { outcome, orderNumber, order, checkedAt } = loaderData;
  const words = WORDS[outcome];
  const Icon = ICONS[words.tone];
  const here = location.pathname + location.search;
  // Asking again is loading this page again: said on its button while it runs.
  const checking = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each answer, the one after "Check again" too, is read out by moving focus to what it says.
  useAnnounce(checkedAt, () => headingRef.current?.focus());
  const orderLink = `/orders/${encodeURIComponent(orderNumber)}`;
  const awaiting = order?.online_payment?.state === "awaiting" ? order.online_payment : null;
  return (
    <div className="orders-page">
      <section className={`payment-result payment-result--${words.tone}`} aria-labelledby="payment-result-title">
        <Icon aria-hidden="true" size={48} className="payment-result__icon" />
        <h1 id="payment-result-title" className="payment-result__title" tabIndex={-1} ref={headingRef}>
          {t(words.title)}
        </h1>
        <p className="payment-result__note">{t(words.note)}</p>
        {outcome === "failed" && awaiting ? (
          <p className="payment-result__note">
            {t("paymentKeptUntil", { time: formatOrderDate(awaiting.pay_by, language, true) })}
          </p>
        ) : null}
        <p className="payment-result__order">
          {t("orderNumberLabel")} <strong>{orderNumber}</strong>
          {order ? (
            <>
              {" · "}
              {t("orderTotal")}: <strong>{format(order.total_amount)}</strong>
            </>
          ) : null}
        </p>
        <div className="payment-result__actions">
          {outcome === "pending" || outcome === "unknown" ? (
            <Link to={here} replace className="button button--primary" aria-disabled={checking || undefined}>
              {checking ? t("paymentChecking") : t("paymentCheckAgain")}
            </Link>
          ) : null}
          {outcome === "failed" ? (
            <PayOrderButton orderNumber={orderNumber} payUrl={awaiting?.pay_url ?? null} label={t("paymentTryAgain")} />
          ) : null}
          <Link to={orderLink} className={`button ${outcome === "paid" ? "button--primary" : "button--ghost"}`}>
            {t("viewOrder")}
          </Link>
          {outcome === "paid" || outcome === "expired" ? (
            <Link to="/" className="button button--ghost">
              {t("continueShopping")}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}
