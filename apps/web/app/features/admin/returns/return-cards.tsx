import { REFUND_METHOD_LABELS } from "@chhaap/contract/admin/orders";
import { RETURN_CONDITION_LABELS, type ReturnDetail } from "@chhaap/contract/admin/returns";
import { creditNoteSlug } from "@chhaap/contract/credit-note";
import { imageUrlAt } from "@chhaap/contract/media";
import { RETURN_REASON_LABELS, RETURN_STATE_LABELS } from "@chhaap/contract/returns";
import { Link } from "#app/components/link.tsx";
import { formatDay, formatInr, PAYMENT_LABELS, WHEN } from "#app/features/admin/kit/desk-format.ts";
import { RETURN_KIND_LABELS } from "./return-badges.tsx";

// The cards of a return request's page that only show it; the route keeps the steps that change it.

/** The piece sent back, what the customer says about it, and their photos. */
export function RequestCard({ request }: { request: ReturnDetail }) {
  const { line } = request;
  return (
    <div className="admin-card">
      <h2>{RETURN_KIND_LABELS[request.kind]}</h2>
      <div className="admin-line">
        {line.image ? <img src={imageUrlAt(line.image, 320)} alt="" width={60} height={75} loading="lazy" /> : <span />}
        <span>
          <strong>{line.productName}</strong>
          <br />
          <span className="admin-muted">
            {line.itemCode} · {line.colour} · size {line.size} · {formatInr(line.price)} a piece
          </span>
          <br />
          {request.quantity} of the {line.quantity} ordered
          {request.exchangeSize ? (
            <>
              {" "}
              · wants size <strong>{request.exchangeSize}</strong>
            </>
          ) : null}
        </span>
      </div>
      <p>
        Reason: <strong>{RETURN_REASON_LABELS[request.reason]}</strong>
      </p>
      {request.note ? <p>In their words: “{request.note}”</p> : null}
      {request.rejectionReason ? (
        <p className="admin-message admin-message--warning">Not accepted: {request.rejectionReason}</p>
      ) : null}
      {request.photos.length > 0 ? (
        <ul className="admin-lines" aria-label="The customer's photos">
          {request.photos.map((photo, n) => (
            <li key={photo._id}>
              <a href={photo.url} target="_blank" rel="noreferrer" className="admin-screenshot">
                <img src={photo.url} alt={`Sent by the customer, ${n + 1} of ${request.photos.length}`} loading="lazy" />
                <span>Open full size</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-muted">No photos sent.</p>
      )}
    </div>
  );
}

/** Who asked, about which order. */
export function CustomerCard({ request }: { request: ReturnDetail }) {
  const { customer, order } = request;
  return (
    <div className="admin-card">
      <h2>Customer and order</h2>
      <p>
        {customer.name}
        <br />
        <a href={`mailto:${customer.email}`}>{customer.email}</a>
        <br />
        <a href={`tel:${customer.phone}`}>{customer.phone}</a>
      </p>
      <p>
        Order <Link to={`/admin/orders/${request.orderNumber}`}>{request.orderNumber}</Link>
        <br />
        <span className="admin-muted">
          {PAYMENT_LABELS[order.paymentMethod]}, payment {order.paymentStatus} · total {formatInr(order.total)}
          {order.deliveredAt ? ` · delivered ${WHEN.format(new Date(order.deliveredAt))}` : ""}
        </span>
      </p>
    </div>
  );
}

/** Where the money goes back, what was credited, by when it is owed and what was paid. */
export function RefundCard({ request }: { request: ReturnDetail }) {
  if (request.kind === "exchange" && !request.refundTo) return null;
  const destination = request.refundTo;
  return (
    <div className="admin-card">
      <h2>Refund</h2>
      {destination ? (
        <>
          <p>The customer paid cash on delivery and asks for the refund to go to:</p>
          {/* Copyable as one block for the bank's form. */}
          <address className="admin-address">
            {destination.kind === "upi"
              ? `UPI ID: ${destination.upiId}`
              : [
                  `Account name: ${destination.accountName}`,
                  `Account number: ${destination.accountNumber}`,
                  `IFSC: ${destination.ifsc}`,
                ].join("\n")}
          </address>
        </>
      ) : (
        <p>Refund to the way the customer paid.</p>
      )}
      {request.creditNote ? (
        <p>
          Credit note{" "}
          <Link to={`/admin/orders/${request.orderNumber}/credit-notes/${creditNoteSlug(request.creditNote.number)}`}>
            {request.creditNote.number}
          </Link>{" "}
          for {formatInr(request.creditNote.amount)}
        </p>
      ) : null}
      {request.refundDueOn && !request.refund ? (
        <p>
          Due by <strong>{formatDay(request.refundDueOn)}</strong>
        </p>
      ) : null}
      {request.refund ? (
        <p>
          Refunded <strong>{formatInr(request.refund.amount)}</strong> by {REFUND_METHOD_LABELS[request.refund.method]}, reference{" "}
          <strong>{request.refund.reference}</strong>, on {formatDay(request.refund.date)}
        </p>
      ) : null}
    </div>
  );
}

/** The couriers both ways: the pickup, and an exchange's replacement. */
export function ShippingCard({ request }: { request: ReturnDetail }) {
  if (!request.pickup && !request.received && !request.replacement) return null;
  return (
    <div className="admin-card">
      <h2>Pickup and delivery</h2>
      {request.pickup ? (
        <p>
          Pickup by {request.pickup.carrier}, AWB <strong>{request.pickup.awb}</strong>
        </p>
      ) : null}
      {request.received ? (
        <p>
          Received {WHEN.format(new Date(request.received.at))}: {RETURN_CONDITION_LABELS[request.received.condition]}
        </p>
      ) : null}
      {request.replacement ? (
        <p>
          Replacement with {request.replacement.carrier}, tracking number <strong>{request.replacement.awb}</strong>
        </p>
      ) : null}
    </div>
  );
}

/** Each state the request went through, when and by whom (no name: the customer). */
export function HistoryCard({ request }: { request: ReturnDetail }) {
  return (
    <div className="admin-card">
      <h2>History</h2>
      <ol className="admin-timeline">
        {request.history.map((event) => (
          <li key={`${event.state}-${event.at}`}>
            <strong>{RETURN_STATE_LABELS[event.state]}</strong>{" "}
            <span className="admin-muted">
              {WHEN.format(new Date(event.at))} · {event.by ?? "the customer"}
            </span>
            {event.note ? <p>{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
