import "#app/styles/orders.css";
import { orderDetail } from "@chhaap/contract/orders";
import { data } from "react-router";
import { CircleCheck } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { OrderDetailView } from "#app/features/orders/order-detail-view.tsx";
import { fetchData } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { PRIVATE_PAGE_HEADERS, requireSessionUser } from "#app/lib/session.server.ts";
import type { Route } from "./+types/order-confirmation";

/**
 * `/order-confirmation/{orderNumber}` (or `?order=`): the screen after /place-order:
 * it shows the order number and summary.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireSessionUser(request, context);
  const number = params.orderNumber ?? new URL(request.url).searchParams.get("order") ?? "";
  const order = number ? await fetchData(context, `/api/order/${encodeURIComponent(number)}`, orderDetail) : null;
  if (!order) throw data(null, { status: 404 });
  return data({ order }, { headers: PRIVATE_PAGE_HEADERS });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return [
    ...pageMeta({
      title: translate(messages, "orderPlaced"),
      description: translate(messages, "cartDescription"),
      publicUrl: root?.publicUrl,
      pathname: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { order } = loaderData;
  return (
    <div className="orders-page container">
      <div className="order-confirmed">
        <CircleCheck aria-hidden="true" size={48} className="order-confirmed__icon" />
        <h1 className="order-confirmed__title">{t("orderPlaced")}</h1>
        <p className="order-confirmed__note">
          {order.payment_method === "cash_on_delivery" ? t("codConfirmedNote") : t("orderReceivedNote")}
        </p>
        <div className="order-confirmed__actions">
          <Link to="/" className="button button--primary">
            {t("continueShopping")}
          </Link>
          <Link to="/orders" className="button button--ghost">
            {t("myOrders")}
          </Link>
        </div>
      </div>
      <OrderDetailView order={order} />
    </div>
  );
}
