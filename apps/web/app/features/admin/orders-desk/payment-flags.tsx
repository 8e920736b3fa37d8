import type { DeskOrderDetail } from "@chhaap/contract/admin/orders";
import { Form, useNavigation } from "react-router";
import { formatInr, WHEN } from "#app/features/admin/kit/desk-format.ts";
import { FieldNotes } from "#app/features/admin/kit/field-notes.tsx";
import type { OrderActionResult } from "./step-button.tsx";

type PaymentFlag = DeskOrderDetail["payment"]["flags"][number];

/**
 * One flagged payment the gateway took and the shop must not keep as it is, with the form that
 * settles it: refund it through Razorpay, or keep it and say how it was settled. A plain form, so it
 * works before scripts do; the refund's amount is on the choice itself.
 */
function FlagForm({ flag, result }: { flag: PaymentFlag; result: OrderActionResult | undefined }) {
  const busy = useNavigation().state !== "idle";
  const mine = result?.intent === "flag" && result.flagId === flag._id && !result.ok;
  const errors = mine ? result.errors : {};
  const id = `flag-${flag._id}`;
  return (
    <Form method="post" className="admin-form">
      <input type="hidden" name="intent" value="flag" />
      <input type="hidden" name="flagId" value={flag._id} />
      <fieldset className="admin-field" aria-describedby={errors.resolution ? `${id}-resolution-error` : undefined}>
        <legend>How is it settled?</legend>
        <label className="admin-check">
          <input
            type="radio"
            name="resolution"
            value="refund"
            required
            defaultChecked={mine && result?.values?.resolution === "refund"}
          />
          Refund {formatInr(flag.amount)} through Razorpay
        </label>
        <label className="admin-check">
          <input type="radio" name="resolution" value="keep" defaultChecked={mine && result?.values?.resolution === "keep"} />
          Keep it: settled another way
        </label>
        <FieldNotes id={`${id}-resolution`} error={errors.resolution} />
      </fieldset>
      <div className="admin-field">
        <label htmlFor={`${id}-note`}>Note</label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={300}
          defaultValue={mine ? result?.values?.note : ""}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`${id}-note-hint${errors.note ? ` ${id}-note-error` : ""}`}
        />
        <FieldNotes
          id={`${id}-note`}
          hint="Needed when keeping it: how it was settled (the customer paid the difference, it pays another order…)."
          error={errors.note}
        />
      </div>
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        Settle this payment
      </button>
    </Form>
  );
}

/** The order's flagged payments: those still open with their form, the settled ones with how. */
export function PaymentFlags({ order, result }: { order: DeskOrderDetail; result: OrderActionResult | undefined }) {
  const { flags } = order.payment;
  if (flags.length === 0) return null;
  return (
    <>
      <h3>Flagged payments</h3>
      <ul className="admin-notes">
        {flags.map((flag) => (
          <li key={flag._id} className={flag.resolved ? undefined : "admin-message admin-message--danger"}>
            <p>
              <strong>{flag.label}</strong>: {formatInr(flag.amount)}, payment {flag.paymentId}
            </p>
            {flag.detail ? <p>{flag.detail}</p> : null}
            <p className="admin-muted">Flagged {WHEN.format(new Date(flag.createdAt))}</p>
            {flag.resolved ? (
              <p>
                Settled: {flag.resolved.resolution}{" "}
                <span className="admin-muted">
                  ({flag.resolved.by}, {WHEN.format(new Date(flag.resolved.at))})
                </span>
              </p>
            ) : (
              <FlagForm flag={flag} result={result} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
