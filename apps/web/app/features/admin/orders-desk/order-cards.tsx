import { type DeskOrderDetail, REFUND_METHOD_LABELS } from "@chhaap/contract/admin/orders";
import { trackingLink } from "@chhaap/contract/carriers";
import { imageUrlAt } from "@chhaap/contract/media";
import { ORDER_STATUS_LABELS } from "@chhaap/contract/orders";
import { TRANSFER_REFERENCE_KIND_LABELS } from "@chhaap/contract/transfer-reference";
import type { ReactNode } from "react";
import { Link } from "#app/components/link.tsx";
import { formatInr, PAYMENT_LABELS, WHEN } from "#app/features/admin/kit/desk-format.ts";

// The cards of the order desk's page that only show the order; the route keeps those that change it.

/** What was ordered, and the totals. */
export function PiecesCard({ order }: { order: DeskOrderDetail }) {
  return (
    <div className="admin-card">
      <h2>Pieces</h2>
      <ul className="admin-lines">
        {order.lines.map((line) => (
          <li key={`${line.itemCode}-${line.size}`} className="admin-line">
            {line.image ? <img src={imageUrlAt(line.image, 320)} alt="" width={60} height={75} loading="lazy" /> : <span />}
            <span>
              <strong>{line.productName}</strong>
              <br />
              <span className="admin-muted">
                {line.itemCode} · {line.colour} · size {line.size} · {line.quantity} × {formatInr(line.salePrice)}
                {line.price > line.salePrice ? ` (list ${formatInr(line.price)})` : ""}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="admin-totals">
        <dt>Subtotal</dt>
        <dd>{formatInr(order.subtotal)}</dd>
        <dt>Shipping ({order.weightKg} kg)</dt>
        <dd>{formatInr(order.shipping)}</dd>
        {order.discount > 0 ? (
          <>
            <dt>Coupon {order.couponCode}</dt>
            <dd>−{formatInr(order.discount)}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>
          <strong>{formatInr(order.total)}</strong>
        </dd>
      </dl>
    </div>
  );
}

const ONLINE_STATE_LABELS: Record<NonNullable<DeskOrderDetail["payment"]["online"]>["state"], string> = {
  created: "Waiting for the customer to pay",
  paid: "Paid",
  cancelled: "Link cancelled",
  expired: "Not paid in time",
};

/** The payment Razorpay was asked for (the latest link): its state, and what the gateway said of it. */
function OnlinePayment({ online }: { online: NonNullable<DeskOrderDetail["payment"]["online"]> }) {
  return (
    <dl className="admin-totals">
      <dt>Razorpay payment link</dt>
      <dd>{online.linkId}</dd>
      <dt>State</dt>
      <dd>
        <strong>{ONLINE_STATE_LABELS[online.state]}</strong>
      </dd>
      <dt>Amount asked</dt>
      <dd>{formatInr(online.amount)}</dd>
      {online.paymentId ? (
        <>
          <dt>Payment id</dt>
          <dd>{online.paymentId}</dd>
        </>
      ) : null}
      {online.paidAt ? (
        <>
          <dt>Paid at</dt>
          <dd>{WHEN.format(new Date(online.paidAt))}</dd>
        </>
      ) : null}
      {online.refundId ? (
        <>
          <dt>Refund id</dt>
          <dd>{online.refundId}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * How the order is paid (the customer's reference and screenshot, the online payment, what reached
 * the shop, a refund) and shipped; `children` settle flagged payments.
 */
export function PaymentCard({ order, children }: { order: DeskOrderDetail; children?: ReactNode }) {
  const { referenceKind } = order.payment;
  return (
    <div className="admin-card">
      <h2>Payment</h2>
      <p>{PAYMENT_LABELS[order.paymentMethod]}</p>
      {order.payment.reference ? (
        <p>
          Reference typed by the customer: <strong>{order.payment.reference}</strong>
          {referenceKind ? (
            <>
              <br />
              <span className={referenceKind === "other" ? "admin-badge admin-badge--payment_pending" : "admin-muted"}>
                {TRANSFER_REFERENCE_KIND_LABELS[referenceKind]}
              </span>
            </>
          ) : null}
        </p>
      ) : null}

      {order.payment.screenshotUrl ? (
        <a href={order.payment.screenshotUrl} target="_blank" rel="noreferrer" className="admin-screenshot">
          <img src={order.payment.screenshotUrl} alt="Payment screenshot" />
          <span>Open full size</span>
        </a>
      ) : null}
      {order.payment.rejection ? (
        <p className="admin-message admin-message--warning">Turned down: {order.payment.rejection}</p>
      ) : null}
      {order.payment.received ? (
        <p>
          Received in the shop's account: <strong>{formatInr(order.payment.received.amount)}</strong>, reference{" "}
          <strong>{order.payment.received.reference}</strong>
        </p>
      ) : null}
      {order.payment.refund ? (
        <p>
          {order.payment.refund.method === "gateway"
            ? "Refunded through Razorpay"
            : `Refunded by ${REFUND_METHOD_LABELS[order.payment.refund.method]}`}
          , reference <strong>{order.payment.refund.reference}</strong>
        </p>
      ) : null}
      {order.carrier ? (
        <p>
          Shipped with {order.carrier}, tracking number <strong>{order.trackingNumber}</strong>
          {trackingLink(order.carrier, order.trackingNumber ?? "") ? (
            <>
              {" "}
              <a href={trackingLink(order.carrier, order.trackingNumber ?? "") ?? ""} target="_blank" rel="noreferrer noopener">
                Track the parcel
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {order.cancelReason ? <p>Cancelled: {order.cancelReason}</p> : null}
      {order.payment.online ? <OnlinePayment online={order.payment.online} /> : null}
      {children}
    </div>
  );
}

/** Each status the order went through, when and by whom. */
export function TimelineCard({ order }: { order: DeskOrderDetail }) {
  return (
    <div className="admin-card">
      <h2>Timeline</h2>
      <ol className="admin-timeline">
        {order.timeline.map((event) => (
          <li key={`${event.status}-${event.at}`}>
            <strong>{ORDER_STATUS_LABELS[event.status]}</strong>{" "}
            <span className="admin-muted">{WHEN.format(new Date(event.at))}</span>
            {event.by ? <span className="admin-muted"> · {event.by}</span> : null}
            {event.note ? <p>{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** An address as one block, copyable for the courier's form; `children` edits it. */
export function AddressCard({
  title,
  address,
  children,
}: {
  title: string;
  address: DeskOrderDetail["shippingAddress"];
  children?: ReactNode;
}) {
  const lines = [
    address.name,
    address.addressLine1,
    address.addressLine2,
    `${address.city} ${address.zip}`.trim(),
    `${address.state}, ${address.country}`,
    address.phone,
    address.email,
  ].filter(Boolean);
  return (
    <div className="admin-card">
      <h2>{title}</h2>
      {/* Copyable as one block for the courier's form. */}
      <address className="admin-address">{lines.join("\n")}</address>
      {children}
    </div>
  );
}

/** Order numbers as links to their desk pages: "CHP-…, CHP-… and CHP-…". */
function OrderLinks({ numbers }: { numbers: string[] }) {
  return numbers.map((number, index) => (
    <span key={number}>
      {index === 0 ? "" : index === numbers.length - 1 ? " and " : ", "}
      <Link to={`/admin/orders/${number}`}>{number}</Link>
    </span>
  ));
}

/**
 * At the head of the order's page: other orders whose customer typed the same bank reference. One
 * transfer cannot pay two orders, so this one is checked in the shop's account before it is confirmed.
 */
export function SameReferenceWarning({ order }: { order: DeskOrderDetail }) {
  const others = order.payment.sameReference;
  if (others.length === 0) return null;
  return (
    <div className="admin-message admin-message--danger" role="note">
      <p>
        <strong>
          The same reference was given on <OrderLinks numbers={others} /> — one transfer cannot pay two orders.
        </strong>
      </p>
      <p>
        Reference {order.payment.reference}: check the shop's account for this transfer before confirming either order, and ask
        the customer for the right one if it paid the other.
      </p>
    </div>
  );
}
