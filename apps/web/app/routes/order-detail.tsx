import "#app/styles/orders.css";
import "#app/styles/checkout.css";
import "#app/styles/online-payment.css";
import { hasInvoice } from "@chhaap/contract/invoice";
import { orderDetail } from "@chhaap/contract/orders";
import { data, useRouteLoaderData } from "react-router";
import { ChevronLeft } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { afterSaleFieldText } from "#app/features/orders/after-sale-text.ts";
import { type CancelAnswer, CancelOrder } from "#app/features/orders/cancel-order.tsx";
import { LineReturnAction } from "#app/features/orders/line-return-action.tsx";
import { NewPaymentEvidence } from "#app/features/orders/new-payment-evidence.tsx";
import { OnlinePaymentStatus } from "#app/features/orders/online-payment-status.tsx";
import { OrderAfterSales, RefundDue } from "#app/features/orders/order-after-sales.tsx";
import { OrderDetailView } from "#app/features/orders/order-detail-view.tsx";
import { type PayRefusal, payOrder } from "#app/features/orders/pay-order.server.ts";
import { callApi, fetchData } from "#app/lib/api.server.ts";
import { type ErrorReason, refusalText } from "#app/lib/error-text.ts";
import { formText } from "#app/lib/form-values.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { PRIVATE_PAGE_HEADERS, requireSessionUser } from "#app/lib/session.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/order-detail";

/**
 * `/orders/{orderNumber}` (ours): one of the shopper's orders; anyone else's is 404 (the API's answer).
 * `?requested=` names the return request just sent from the return page, said once at the top.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireSessionUser(request, context);
  const order = await fetchData(context, `/api/order/${encodeURIComponent(params.orderNumber)}`, orderDetail);
  if (!order) throw data(null, { status: 404 });
  const requested = new URL(request.url).searchParams.get("requested") ?? "";
  const justRequested = order.return_requests.some((entry) => entry.number === requested) ? requested : null;
  return data({ order, justRequested }, { headers: PRIVATE_PAGE_HEADERS });
}

type ActionResult =
  | { intent: "payment"; ok: boolean; message: string | null; refusedReference?: string }
  | ({ intent: "cancel"; message: string | null; error: ErrorReason | null } & CancelAnswer)
  | PayRefusal;

/**
 * The page's changes, each passed to the API as the form was: new payment evidence after the shop
 * could not verify the first (multipart), cancelling the order with its reason, or paying an order
 * paid online on the gateway's page (also the return page's "Try again").
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireSessionUser(request, context);
  const form = await request.formData();
  const orderPath = `/api/order/${encodeURIComponent(params.orderNumber)}`;
  const intent = form.get("intent");
  if (intent === "pay") {
    const refused: ActionResult = await payOrder(context, params.orderNumber);
    return data(refused, { status: refused.status || 502, headers: PRIVATE_PAGE_HEADERS });
  }
  if (intent === "cancel") {
    const values = formText(form, ["reason", "note"]);
    const sent = await callApi(context, `${orderPath}/cancel`, { method: "POST", json: values });
    const result: ActionResult = {
      intent: "cancel",
      ok: sent.status === 200,
      message: sent.answer.message,
      error: sent.answer.error,
      errors: sent.answer.fieldErrors,
      values,
    };
    return data(result, { status: sent.status, headers: PRIVATE_PAGE_HEADERS });
  }
  if (intent !== "payment") {
    const unknown: ActionResult = { intent: "payment", ok: false, message: null };
    return data(unknown, { status: 400 });
  }
  const evidence = new FormData();
  const snap = form.get("payment_snap");
  if (snap instanceof File && snap.size > 0) evidence.append("payment_snap", snap, snap.name);
  const reference = form.get("payment_id");
  if (typeof reference === "string" && reference.trim() !== "") evidence.append("payment_id", reference.trim());
  const sent = await callApi(context, `${orderPath}/payment`, { method: "POST", multipart: evidence });
  const result: ActionResult = {
    intent: "payment",
    ok: sent.status === 200,
    message: sent.answer.message,
    // A reference the API cannot accept is said at its field, filled again as typed.
    ...(sent.answer.fieldErrors.payment_id && typeof reference === "string" ? { refusedReference: reference } : {}),
  };
  return data(result, { status: sent.status, headers: PRIVATE_PAGE_HEADERS });
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
  const language = useRouteLoaderData<typeof rootLoader>("root")?.language.code ?? "en";
  const { order, justRequested } = loaderData;
  const payment = actionData?.intent === "payment" ? actionData : null;
  const cancel = actionData?.intent === "cancel" ? actionData : null;
  const payRefusal = actionData?.intent === "pay" ? refusalText(t, actionData) : null;
  // A refusal (packed meanwhile, asked already) is said above the order: the form may be gone by now.
  const cancelRefusal = cancel && !cancel.ok && cancel.error?.code !== "validation.field" ? refusalText(t, cancel) : null;
  const lastDay = order.return_window?.last_day ?? null;
  return (
    <div className="orders-page">
      <Link to="/orders" className="orders-page__back">
        <ChevronLeft aria-hidden="true" size={16} />
        {t("backToOrders")}
      </Link>
      <h1 className="orders-page__title">{t("orderTitle", { number: order.order_id })}</h1>
      <div role="alert">{cancelRefusal ? <p className="order-detail__notice">{cancelRefusal}</p> : null}</div>
      <div role="status">
        {payment?.ok ? <p className="order-detail__notice">{t("orderNewEvidenceSent")}</p> : null}
        {cancel?.ok && cancel.message ? <p className="order-detail__notice">{afterSaleFieldText(t, cancel.message)}</p> : null}
        {justRequested ? <p className="order-detail__notice">{t("returnRequestedNotice", { number: justRequested })}</p> : null}
      </div>
      <OrderDetailView
        order={order}
        withNumber={false}
        lineAction={(lineId) => (
          <LineReturnAction
            orderNumber={order.order_id}
            options={order.line_returns.find((entry) => entry.line_id === lineId)}
            lastDay={lastDay}
            language={language}
          />
        )}
      >
        {order.online_payment ? (
          <OnlinePaymentStatus
            orderNumber={order.order_id}
            payment={order.online_payment}
            language={language}
            refusal={payRefusal}
          />
        ) : null}
        <RefundDue dueOn={order.refund_due_on} language={language} />
        <CancelOrder order={order} answer={cancel} language={language} />
      </OrderDetailView>
      <OrderAfterSales order={order} language={language} />
      {hasInvoice({ invoiceNumber: order.invoice_number, status: order.order_status }) ? (
        <p className="order-detail__invoice">
          <Link to={`/orders/${order.order_id}/invoice`}>
            {t("taxInvoiceLink")} {order.invoice_number ?? ""}
          </Link>
        </p>
      ) : null}
      {order.payment_rejection ? (
        <NewPaymentEvidence
          problem={payment && !payment.ok && !payment.refusedReference ? payment.message : null}
          refused={payment?.refusedReference ?? null}
        />
      ) : null}
    </div>
  );
}
