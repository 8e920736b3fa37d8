import type { DeskOrderDetail } from "@chhaap/contract/admin/orders";
import { creditNoteSlug } from "@chhaap/contract/credit-note";
import { RETURN_STATE_LABELS, RTO_REASON_LABELS } from "@chhaap/contract/returns";
import { Link } from "#app/components/link.tsx";
import { formatDay, formatInr, WHEN } from "#app/features/admin/kit/desk-format.ts";

// The order page's cards about what happened after the sale: a request to cancel, parcels that came
// back, return requests and credit notes.

const CREDIT_CAUSE_LABELS = { cancellation: "Order cancelled", rto: "Returned to origin", return: "Goods returned" } as const;

/** The customer's request to cancel, awaiting an answer: cancel the order, or decline with a reason. */
export function CancelRequestNotice({ order }: { order: DeskOrderDetail }) {
  if (!order.cancelRequest) return null;
  return (
    <div className="admin-message admin-message--warning" role="note">
      <p>
        <strong>The customer asked to cancel</strong> on {WHEN.format(new Date(order.cancelRequest.at))}
        {order.cancelRequest.reason ? `: “${order.cancelRequest.reason}”` : "."}
      </p>
      <p>
        Cancel the order if it has not left the workshop, or decline the request with a reason; either way the customer is mailed.
      </p>
    </div>
  );
}

/** What a cancelled or returned-to-origin order owes, and why it came back. */
export function RefundDueNotice({ order }: { order: DeskOrderDetail }) {
  const owed = order.refundDueOn && order.paymentStatus === "paid";
  if (!owed && !order.rtoReason) return null;
  return (
    <p className={owed ? "admin-message admin-message--warning" : "admin-message"}>
      {order.rtoReason ? `Came back undelivered: ${RTO_REASON_LABELS[order.rtoReason]}. ` : ""}
      {owed && order.refundDueOn ? (
        <>
          The customer paid: the refund is due by <strong>{formatDay(order.refundDueOn)}</strong>. Mark it refunded once paid.
        </>
      ) : null}
    </p>
  );
}

function RtoList({ title, history }: { title: string; history: DeskOrderDetail["rtoHistory"]["customer"] }) {
  return (
    <>
      <h3>
        {title}: <span className={history.count > 0 ? "admin-badge admin-badge--cancelled" : "admin-badge"}>{history.count}</span>
      </h3>
      {history.latest.length > 0 ? (
        <ul className="admin-timeline">
          {history.latest.map((order) => (
            <li key={order.orderNumber}>
              <Link to={`/admin/orders/${order.orderNumber}`}>{order.orderNumber}</Link>{" "}
              <span className="admin-muted">
                placed {WHEN.format(new Date(order.createdAt))}
                {order.reason ? ` · ${RTO_REASON_LABELS[order.reason]}` : ""}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** How often this customer's parcels, and parcels to this PIN code, came back undelivered: a cash-on-delivery risk. */
export function RtoHistoryCard({ order }: { order: DeskOrderDetail }) {
  const { customer, pinCode } = order.rtoHistory;
  return (
    <div className="admin-card">
      <h2>Returned to origin</h2>
      {customer.count === 0 && pinCode.count === 0 ? (
        <p className="admin-empty">No parcel of this customer, nor to PIN code {pinCode.zip}, has come back undelivered.</p>
      ) : (
        <>
          <RtoList title="This customer's parcels" history={customer} />
          <RtoList title={`Parcels to PIN code ${pinCode.zip}`} history={pinCode} />
        </>
      )}
    </div>
  );
}

/** The order's return and exchange requests, each opening on the returns desk. */
export function ReturnsCard({ order }: { order: DeskOrderDetail }) {
  if (order.returns.length === 0) return null;
  return (
    <div className="admin-card">
      <h2>Returns and exchanges</h2>
      <ul className="admin-timeline">
        {order.returns.map((request) => (
          <li key={request.number}>
            <Link to={`/admin/returns/${encodeURIComponent(request.number)}`}>{request.number}</Link>{" "}
            <span className="admin-badge">{RETURN_STATE_LABELS[request.state]}</span>
            <p className="admin-muted">
              {request.kind === "exchange" ? "Exchange" : "Return"} of {request.quantity} × {request.productName}, size{" "}
              {request.size} · asked {WHEN.format(new Date(request.createdAt))}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The order's GST credit notes, each opening as a sheet to print. */
export function CreditNotesCard({ order }: { order: DeskOrderDetail }) {
  if (order.creditNotes.length === 0) return null;
  return (
    <div className="admin-card">
      <h2>Credit notes</h2>
      <ul className="admin-timeline">
        {order.creditNotes.map((note) => (
          <li key={note.number}>
            <Link to={`/admin/orders/${order.orderNumber}/credit-notes/${creditNoteSlug(note.number)}`}>{note.number}</Link>{" "}
            <strong>{formatInr(note.amount)}</strong>
            <p className="admin-muted">
              {CREDIT_CAUSE_LABELS[note.cause]} · issued {WHEN.format(new Date(note.issuedAt))}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
