import { trackingLink } from "@chhaap/contract/carriers";
import type { OrderDetail } from "@chhaap/contract/orders";
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { OrderAddress } from "./order-address.tsx";
import { formatOrderDate } from "./order-date.ts";
import { OrderLines } from "./order-lines.tsx";
import { OrderTotals } from "./order-totals.tsx";
import { promisedDeliveryText } from "./promised-delivery.ts";
import { StatusBadge, StatusTimeline } from "./status-timeline.tsx";

/** Statuses after which no delivery date is promised. */
const ENDED: readonly OrderDetail["order_status"][] = ["cancelled", "delivered", "returned_to_origin"];

/**
 * One order in full: number, date, status timeline, lines, totals, payment and addresses.
 * `withNumber` is off where the page heading already names the order; `lineAction` adds what may be
 * done with each line; `children` follow the order's news (the order page's cancel form).
 */
export function OrderDetailView({
  order,
  withNumber = true,
  lineAction,
  children,
}: {
  order: OrderDetail;
  withNumber?: boolean;
  lineAction?: (lineId: string) => ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const language = useRouteLoaderData<typeof rootLoader>("root")?.language.code ?? "en";
  const sameBilling = JSON.stringify(order.billing_address) === JSON.stringify(order.shipping_address);
  return (
    <div className="order-detail">
      <div className="order-detail__head">
        {withNumber ? (
          <p className="order-detail__number">
            {t("orderNumberLabel")} <strong>{order.order_id}</strong>
          </p>
        ) : null}
        <p className="order-detail__date">{t("orderedOn", { date: formatOrderDate(order.createdAt, language) })}</p>
        <StatusBadge status={order.order_status} method={order.payment_method} />
      </div>
      {order.delivery_estimate && !ENDED.includes(order.order_status) ? (
        // One text; a promised range is worded by the server's Intl and then the browser's, which may differ.
        <p className="order-detail__estimate" suppressHydrationWarning>
          {/* A payment turned down, or not made yet online, holds the order: no date is promised until it is in. */}
          {order.payment_status === "failed" || order.online_payment?.state === "awaiting"
            ? t("deliveryAfterPayment")
            : promisedDeliveryText(t, order.deliveryEarliest, order.delivery_estimate, language)}
        </p>
      ) : null}
      <OrderNews order={order} />
      {children}
      <div className="order-detail__grid">
        <section className="order-detail__section" aria-labelledby="order-status-title">
          <h2 id="order-status-title" className="order-detail__title">
            {t("orderStatus")}
          </h2>
          <StatusTimeline
            current={order.order_status}
            history={order.timeline}
            language={language}
            method={order.payment_method}
          />
        </section>
        <section className="order-detail__section" aria-labelledby="order-items-title">
          <h2 id="order-items-title" className="order-detail__title">
            {t("orderItems", { count: order.total_bag_items })}
          </h2>
          <OrderLines products={order.products} lineAction={lineAction} />
          <OrderTotals order={order} />
          {order.payment_proof?.payment_id ? (
            <p className="order-detail__payment-id">{t("paymentIdValue", { id: order.payment_proof.payment_id })}</p>
          ) : null}
        </section>
        <section className="order-detail__section order-detail__addresses" aria-labelledby="order-addresses-title">
          <h2 id="order-addresses-title" className="order-detail__title">
            {t("addresses")}
          </h2>
          <OrderAddress title={t("deliveryAddress")} address={order.shipping_address} />
          {sameBilling ? (
            <p className="order-detail__same-billing">{t("billingSameAsDeliveryShort")}</p>
          ) : (
            <OrderAddress title={t("billingAddress")} address={order.billing_address} />
          )}
        </section>
      </div>
    </div>
  );
}

/** What staff told the customer: the shipment to track, a payment they could not verify, why it was cancelled. */
function OrderNews({ order }: { order: Pick<OrderDetail, "shipment" | "payment_rejection" | "cancel_reason"> }) {
  const t = useT();
  return (
    <>
      {order.shipment ? <Shipment carrier={order.shipment.carrier} number={order.shipment.tracking_number} /> : null}
      {order.payment_rejection ? (
        <p className="order-detail__notice" role="status">
          {t("orderPaymentRejected", { reason: order.payment_rejection })}
        </p>
      ) : null}
      {order.cancel_reason ? (
        <p className="order-detail__notice">{t("orderCancelReason", { reason: order.cancel_reason })}</p>
      ) : null}
    </>
  );
}

/** The carrier and number, and the carrier's own tracking page where it has one. */
export function Shipment({ carrier, number }: { carrier: string; number: string }) {
  const t = useT();
  const link = trackingLink(carrier, number);
  return (
    <p className="order-detail__estimate">
      {t("orderShipment", { carrier, number })}
      {link ? (
        <>
          {" "}
          <a href={link} target="_blank" rel="noreferrer noopener">
            {t("orderTrackParcel")}
          </a>
        </>
      ) : null}
    </p>
  );
}
