import "#app/styles/checkout.css";
import "#app/styles/orders.css";
import { seoTag } from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import { trackedOrder } from "@chhaap/contract/orders";
import { Form, useNavigation, useRouteLoaderData } from "react-router";
import { PackageSearch } from "#app/components/icons.tsx";
import { seoFor } from "#app/features/content/seo-tag-meta.ts";
import { formatOrderDate } from "#app/features/orders/order-date.ts";
import { Shipment } from "#app/features/orders/order-detail-view.tsx";
import { promisedDeliveryText } from "#app/features/orders/promised-delivery.ts";
import { StatusBadge, StatusTimeline } from "#app/features/orders/status-timeline.tsx";
import { callApi, fetchList } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/track-order";

/** "Track order" has its own SEO tags (page name track-order). */
export async function loader({ context }: Route.LoaderArgs) {
  return { seo: seoFor(await fetchList(context, "/api/seo-tag", seoTag), "track-order") };
}

const trackAnswer = envelope(trackedOrder);

/**
 * E-mail plus order number (ours, replacing the form that did nothing): the status timeline, or one
 * friendly answer for any wrong pair (the API's), or the rate-limit message. Works without script.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const orderNumber = String(form.get("order_number") ?? "").trim();
  const values = { email, orderNumber };
  // Every outcome is an answer for the page (no failed-request noise in the console).
  if (!email || !orderNumber) return { values, order: null, message: "trackFieldsRequired" as const };
  const result = await callApi(context, "/api/order/track", { method: "POST", json: { email, order_number: orderNumber } });
  const parsed = trackAnswer.safeParse(result.body);
  if (result.answer.ok && parsed.success) return { values, order: parsed.data.data, message: null };
  const message =
    result.status === 429 ? "trackRateLimited" : result.status === 404 || result.status === 400 ? "trackNotFound" : "trackFailed";
  return { values, order: null, message } as const;
}

export function meta({ data: pageData, matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return pageMeta({
    title: pageData?.seo?.title ?? translate(messages, "trackOrderTitle"),
    description: pageData?.seo?.description ?? translate(messages, "trackOrderIntro"),
    publicUrl: root?.publicUrl,
    pathname: location.pathname,
  });
}

export default function TrackOrder({ actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const language = useRouteLoaderData<typeof rootLoader>("root")?.language.code ?? "en";
  const tracking = navigation.state === "submitting";
  const order = actionData?.order ?? null;
  return (
    <div className="track-page container">
      <h1 className="track-page__title">{t("trackOrderTitle")}</h1>
      <p className="track-page__intro">{t("trackOrderIntro")}</p>
      <Form method="post" className="track-form">
        <div className="checkout-field">
          <label htmlFor="track-email" className="checkout-field__label">
            {t("trackEmail")}
          </label>
          <input
            id="track-email"
            name="email"
            type="email"
            className="checkout-field__control"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={actionData?.values.email}
          />
        </div>
        <div className="checkout-field">
          <label htmlFor="track-number" className="checkout-field__label">
            {t("trackNumber")}
          </label>
          <input
            id="track-number"
            name="order_number"
            type="text"
            className="checkout-field__control"
            required
            maxLength={40}
            placeholder="CHP-XXXX-XXXX"
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={actionData?.values.orderNumber}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={tracking}>
          <PackageSearch aria-hidden="true" size={18} />
          {tracking ? t("tracking") : t("trackOrderButton")}
        </button>
      </Form>
      <div aria-live="polite">
        {actionData?.message ? (
          <p className="track-page__message" role="alert">
            {t(actionData.message)}
          </p>
        ) : null}
        {order ? (
          <section className="track-result" aria-labelledby="track-result-title">
            <h2 id="track-result-title" className="track-result__title">
              {t("orderTitle", { number: order.order_id })}
            </h2>
            <p className="track-result__meta">
              {t("orderedOn", { date: formatOrderDate(order.createdAt, language) })}{" "}
              <StatusBadge status={order.order_status} method={order.payment_method} />
            </p>
            {order.delivery_estimate && order.order_status !== "cancelled" && order.order_status !== "delivered" ? (
              // A promised range is worded by the server's Intl and then the browser's, which may differ.
              <p suppressHydrationWarning>{promisedDeliveryText(t, order.deliveryEarliest, order.delivery_estimate, language)}</p>
            ) : null}
            {order.shipment ? <Shipment carrier={order.shipment.carrier} number={order.shipment.tracking_number} /> : null}
            <StatusTimeline
              current={order.order_status}
              history={order.timeline}
              language={language}
              method={order.payment_method}
            />
          </section>
        ) : null}
      </div>
    </div>
  );
}
