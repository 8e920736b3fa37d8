import type { ReturnRequestView } from "@chhaap/contract/after-sales";
import type { OrderDetail } from "@chhaap/contract/orders";
import { Link } from "#app/components/link.tsx";
import { formatPrice } from "#app/lib/currency.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { RETURN_KIND_TEXT, RETURN_REASON_TEXT, RETURN_STATE_TEXT, refundMethodText } from "./after-sale-text.ts";
import { formatOrderDate } from "./order-date.ts";

/**
 * What happened after the order: each return or exchange request with its state and history, and
 * the credit notes issued against the invoice.
 */
export function OrderAfterSales({
  order,
  language,
}: {
  order: Pick<OrderDetail, "return_requests" | "credit_notes">;
  language: string;
}) {
  const t = useT();
  if (order.return_requests.length === 0 && order.credit_notes.length === 0) return null;
  return (
    <div className="order-after-sales">
      {order.return_requests.length > 0 ? (
        <section className="order-detail__section order-returns" aria-labelledby="order-returns-title">
          <h2 id="order-returns-title" className="order-detail__title">
            {t("returnsTitle")}
          </h2>
          <ul className="return-requests">
            {order.return_requests.map((request) => (
              <ReturnRequestCard key={request.number} request={request} language={language} />
            ))}
          </ul>
        </section>
      ) : null}
      {order.credit_notes.length > 0 ? (
        <section className="order-detail__section order-credit-notes" aria-labelledby="order-credit-notes-title">
          <h2 id="order-credit-notes-title" className="order-detail__title">
            {t("creditNotesTitle")}
          </h2>
          <ul className="order-credit-notes__list">
            {order.credit_notes.map((note) => (
              <li key={note.number}>
                <Link to={note.url}>{t("creditNoteLink", { number: note.number })}</Link>{" "}
                <span className="order-credit-notes__meta">
                  {formatOrderDate(note.issued_at, language)} · {formatPrice(note.amount)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** A paid order cancelled (or come back undelivered) owes its money back by this date. */
export function RefundDue({ dueOn, language }: { dueOn: string | null; language: string }) {
  const t = useT();
  if (!dueOn) return null;
  return <p className="order-detail__notice">{t("orderRefundDue", { date: formatOrderDate(dueOn, language) })}</p>;
}

function ReturnRequestCard({ request, language }: { request: ReturnRequestView; language: string }) {
  const t = useT();
  const date = (day: string) => formatOrderDate(day, language);
  const { refund } = request;
  return (
    <li className="return-request">
      <div className="return-request__head">
        <p className="return-request__title">
          <strong>{t(RETURN_KIND_TEXT[request.kind])}</strong> {request.number}
        </p>
        <span className={`status-badge status-badge--return-${request.state}`}>{t(RETURN_STATE_TEXT[request.state])}</span>
      </div>
      <p className="return-request__piece" dir="auto">
        {request.product_name}
        {request.colour ? `, ${request.colour}` : ""} · {t("sizeValue", { size: request.size })} ·{" "}
        {t("quantityValue", { count: request.quantity })}
      </p>
      <dl className="return-request__facts">
        {request.exchange_size ? <Fact term={t("returnNewSize")} value={request.exchange_size} /> : null}
        <Fact
          term={t("returnReasonTerm")}
          value={`${t(RETURN_REASON_TEXT[request.reason])}${request.note ? `: ${request.note}` : ""}`}
        />
        {request.refund_to ? <Fact term={t("returnRefundToTerm")} value={request.refund_to} /> : null}
        {request.rejection_reason ? <Fact term={t("returnRejectedTerm")} value={request.rejection_reason} /> : null}
        {request.pickup ? (
          <Fact
            term={t("returnPickupTerm")}
            value={[request.pickup.carrier, request.pickup.awb].filter(Boolean).join(", AWB ")}
          />
        ) : null}
        {refund.due_on && !refund.refunded_on ? <Fact term={t("returnRefundDueTerm")} value={date(refund.due_on)} /> : null}
        {refund.refunded_on ? (
          <Fact
            term={t("returnRefundedTerm")}
            value={[
              refund.amount === null ? null : formatPrice(refund.amount),
              refund.method ? refundMethodText(t, refund.method) : null,
              refund.reference,
              date(refund.refunded_on),
            ]
              .filter(Boolean)
              .join(" · ")}
          />
        ) : null}
        {request.replacement ? (
          <Fact
            term={t("returnReplacementTerm")}
            value={[request.replacement.carrier, request.replacement.awb].filter(Boolean).join(", ")}
          />
        ) : null}
      </dl>
      {request.photos.length > 0 ? (
        <ul className="return-request__photos" aria-label={t("returnPhotosTerm")}>
          {request.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noopener">
                <img
                  src={photo.url}
                  alt={t("returnPhotoAlt", { count: index + 1, number: request.number })}
                  width={64}
                  height={80}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ol className="return-request__history" aria-label={t("returnHistory")}>
        {request.history.map((step) => (
          <li key={`${step.state}-${step.at}`}>
            <span>{t(RETURN_STATE_TEXT[step.state])}</span>{" "}
            <time dateTime={step.at}>{formatOrderDate(step.at, language, true)}</time>
          </li>
        ))}
      </ol>
    </li>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd dir="auto">{value}</dd>
    </div>
  );
}
