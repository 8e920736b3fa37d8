import "#app/styles/orders.css";
import { orderSummary } from "@chhaap/contract/orders";
import { data, useRouteLoaderData } from "react-router";
import { z } from "zod";
import { ChevronRight, Package } from "#app/components/icons.tsx";
import { Link } from "#app/components/link.tsx";
import { formatOrderDate } from "#app/features/orders/order-date.ts";
import { OrderLines } from "#app/features/orders/order-lines.tsx";
import { StatusBadge } from "#app/features/orders/status-timeline.tsx";
import { fetchData } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { PRIVATE_PAGE_HEADERS, requireSessionUser } from "#app/lib/session.server.ts";
import { useFormatPrice } from "#app/lib/use-display-currency.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/orders";

/** The shopper's orders, newest first (`GET /api/order?userId=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireSessionUser(request, context);
  const orders = await fetchData(context, `/api/order?${new URLSearchParams({ userId: user._id })}`, z.array(orderSummary));
  return data({ orders: orders ?? [], failed: orders === null }, { headers: PRIVATE_PAGE_HEADERS });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return [
    ...pageMeta({
      title: translate(messages, "myOrders"),
      description: translate(messages, "cartDescription"),
      publicUrl: root?.publicUrl,
      pathname: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormatPrice();
  const language = useRouteLoaderData<typeof rootLoader>("root")?.language.code ?? "en";
  const { orders, failed } = loaderData;
  return (
    <div className="orders-page">
      <h1 className="orders-page__title">{t("myOrders")}</h1>
      {failed ? (
        <p className="orders-page__notice" role="alert">
          {t("ordersLoadFailed")}
        </p>
      ) : orders.length === 0 ? (
        <div className="orders-empty">
          <Package aria-hidden="true" size={40} />
          {/* The empty state's words are kept. */}
          <p>{t("noPendingOrders")}</p>
          <Link to="/product" className="button button--primary">
            {t("continueShopping")}
          </Link>
        </div>
      ) : (
        <ul className="order-list">
          {orders.map((order) => (
            <li key={order._id} className={`order-card${order.order_status === "cancelled" ? " order-card--cancelled" : ""}`}>
              <div className="order-card__head">
                <div>
                  <p className="order-card__number">
                    {t("orderNumberLabel")} <strong>{order.order_id}</strong>
                  </p>
                  <p className="order-card__date">{t("orderedOn", { date: formatOrderDate(order.createdAt, language) })}</p>
                </div>
                <StatusBadge status={order.order_status} method={order.payment_method} />
              </div>
              <OrderLines products={order.products} />
              <div className="order-card__foot">
                <p className="order-card__total">
                  {t("orderTotal")}: <strong>{format(order.total_amount)}</strong>
                </p>
                <Link to={`/orders/${encodeURIComponent(order.order_id)}`} className="order-card__open">
                  {t("viewOrder")}
                  <span className="visually-hidden"> {order.order_id}</span>
                  <ChevronRight aria-hidden="true" size={16} />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
