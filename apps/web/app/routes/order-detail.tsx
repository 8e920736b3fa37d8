import "#app/styles/orders.css";
import { hasInvoice } from "@chhaap/contract/invoice";
import { orderDetail } from "@chhaap/contract/orders";
import { data } from "react-router";
import { ChevronLeft } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { NewPaymentEvidence } from "#app/features/orders/new-payment-evidence.tsx";
import { OrderDetailView } from "#app/features/orders/order-detail-view.tsx";
import { callApi, fetchData } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { PRIVATE_PAGE_HEADERS, requireSessionUser } from "#app/lib/session.server.ts";
import type { Route } from "./+types/order-detail";

/** `/orders/{orderNumber}` (ours): one of the shopper's orders; anyone else's is 404 (the API's answer). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireSessionUser(request, context);
  const order = await fetchData(context, `/api/order/${encodeURIComponent(params.orderNumber)}`, orderDetail);
  if (!order) throw data(null, { status: 404 });
  return data({ order }, { headers: PRIVATE_PAGE_HEADERS });
}

/**
 * The page's one change: new payment evidence after the shop could not verify the first, passed to
 * the API as the same multipart form.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireSessionUser(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "payment") return data({ ok: false, message: null }, { status: 400 });
  const evidence = new FormData();
  const snap = form.get("payment_snap");
  if (snap instanceof File && snap.size > 0) evidence.append("payment_snap", snap, snap.name);
  const reference = form.get("payment_id");
  if (typeof reference === "string" && reference.trim() !== "") evidence.append("payment_id", reference.trim());
  const sent = await callApi(context, `/api/order/${encodeURIComponent(params.orderNumber)}/payment`, {
    method: "POST",
    multipart: evidence,
  });
  if (sent.status === 200) return data({ ok: true, message: null }, { headers: PRIVATE_PAGE_HEADERS });
  return data({ ok: false, message: sent.answer.message }, { status: sent.status, headers: PRIVATE_PAGE_HEADERS });
}

export function meta({ data: pageData, matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return [
    ...pageMeta({
      title: translate(messages, "orderTitle", { number: pageData?.order.order_id ?? "" }),
      description: translate(messages, "cartDescription"),
      publicUrl: root?.publicUrl,
      pathname: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function OrderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { order } = loaderData;
  return (
    <div className="orders-page">
      <Link to="/orders" className="orders-page__back">
        <ChevronLeft aria-hidden="true" size={16} />
        {t("backToOrders")}
      </Link>
      <h1 className="orders-page__title">{t("orderTitle", { number: order.order_id })}</h1>
      {actionData?.ok ? (
        <p className="order-detail__notice" role="status">
          {t("orderNewEvidenceSent")}
        </p>
      ) : null}
      <OrderDetailView order={order} withNumber={false} />
      {hasInvoice({ invoiceNumber: order.invoice_number, status: order.order_status }) ? (
        <p className="order-detail__invoice">
          <Link to={`/orders/${order.order_id}/invoice`}>
            {t("taxInvoiceLink")} {order.invoice_number ?? ""}
          </Link>
        </p>
      ) : null}
      {order.payment_rejection ? <NewPaymentEvidence problem={actionData && !actionData.ok ? actionData.message : null} /> : null}
    </div>
  );
}
