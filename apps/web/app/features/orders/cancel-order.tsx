import { CANCEL_NOTE_MAX, CANCEL_REASONS, type OrderDetail } from "@chhaap/contract/orders";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import type { FieldErrors } from "#app/lib/form-values.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { afterSaleFieldText, CANCEL_REASON_TEXT } from "./after-sale-text.ts";
import { formatOrderDate } from "./order-date.ts";

/** What the page's action answered to the last cancel form: field messages and what was typed. */
export interface CancelAnswer {
  ok: boolean;
  errors: FieldErrors;
  values: { reason: string; note: string };
}

/**
 * Cancelling from the order page: the reason and a note, in a disclosure that opens without scripts.
 * It says first what will happen: cancelled at once until the day's cut-off, after it a request the
 * shop answers. A request already sent is shown instead of the form.
 */
export function CancelOrder({
  order,
  answer,
  language,
}: {
  order: Pick<OrderDetail, "cancellation" | "cancel_request" | "cancel_declined">;
  answer: CancelAnswer | null;
  language: string;
}) {
  const t = useT();
  const noteId = useId();
  const howId = useId();
  const sending = useNavigation().formData?.get("intent") === "cancel";
  if (order.cancel_request) {
    return (
      <p className="order-detail__notice" role="status">
        {t("orderCancelPending", {
          date: formatOrderDate(order.cancel_request.at, language, true),
          reason: order.cancel_request.reason,
        })}
      </p>
    );
  }
  if (order.cancel_declined) {
    return (
      <p className="order-detail__notice" role="status">
        {t("orderCancelDeclined", {
          date: formatOrderDate(order.cancel_declined.at, language, true),
          reason: order.cancel_declined.reason,
        })}
      </p>
    );
  }
  const { mode, until } = order.cancellation;
  if (mode === "none") return null;
  const failed = answer && !answer.ok ? answer : null;
  const errors = failed?.errors ?? {};
  return (
    <details className="order-cancel" open={failed ? true : undefined}>
      <summary className="order-cancel__summary">{t("orderCancelTitle")}</summary>
      <Form method="post" className="order-cancel__form">
        <input type="hidden" name="intent" value="cancel" />
        <p id={howId} className="order-cancel__how">
          {mode === "at_once" && until
            ? t("orderCancelAtOnce", { time: formatOrderDate(until, language, true) })
            : t("orderCancelByRequest")}
        </p>
        <fieldset
          className="order-choices"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${howId}-reason-error` : undefined}
        >
          <legend className="checkout-field__label">{t("orderCancelReasonLabel")}</legend>
          {CANCEL_REASONS.map((reason) => (
            <label key={reason} className="order-choice">
              <input type="radio" name="reason" value={reason} required defaultChecked={failed?.values.reason === reason} />
              {t(CANCEL_REASON_TEXT[reason])}
            </label>
          ))}
        </fieldset>
        {errors.reason ? (
          <p id={`${howId}-reason-error`} className="field-error checkout-field__error">
            {afterSaleFieldText(t, errors.reason)}
          </p>
        ) : null}
        <div className="checkout-field">
          <label htmlFor={noteId} className="checkout-field__label">
            {t("orderCancelNoteLabel")}
          </label>
          <textarea
            id={noteId}
            name="note"
            className="checkout-field__control"
            rows={3}
            maxLength={CANCEL_NOTE_MAX}
            defaultValue={failed?.values.note ?? ""}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `${noteId}-error` : undefined}
            dir="auto"
          />
          {errors.note ? (
            <p id={`${noteId}-error`} className="field-error checkout-field__error">
              {afterSaleFieldText(t, errors.note)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={sending} aria-describedby={howId}>
          {sending ? t("orderCancelSending") : mode === "at_once" ? t("orderCancelSubmit") : t("orderCancelRequestSubmit")}
        </button>
      </Form>
    </details>
  );
}
