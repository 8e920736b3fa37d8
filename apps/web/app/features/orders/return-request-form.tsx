import {
  type LineReturnOptions,
  RETURN_FORM_FIELDS,
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  refundDestinationNeeded,
} from "@chhaap/contract/after-sales";
import type { OrderSummary } from "@chhaap/contract/orders";
import { RETURN_REASONS } from "@chhaap/contract/returns";
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { type FieldErrors, focusFirstError } from "#app/lib/form-values.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { afterSaleFieldText, RETURN_REASON_TEXT } from "./after-sale-text.ts";
import { photoProblem, shrinkPhoto } from "./shrink-photos.ts";

/** What the return page's action answered: the fields as typed and a message per field. */
export interface ReturnFormAnswer {
  values: Record<string, string>;
  errors: FieldErrors;
  /** A refusal that is not about one field, in the shopper's words. */
  refusal: string | null;
  /** Photos were chosen: the browser cannot keep them, so they are asked for again. */
  photosSent: boolean;
}

/**
 * The form of one line's return or exchange, posted as multipart to the page's action (it works
 * before scripts load). Which parts show follows the choices by CSS alone: the size for an exchange,
 * where the refund goes for a cash-on-delivery return, the UPI ID or the bank account.
 */
export function ReturnRequestForm({
  line,
  options,
  paymentMethod,
  answer,
}: {
  line: OrderSummary["products"][number];
  options: LineReturnOptions;
  paymentMethod: OrderSummary["payment_method"];
  answer: ReturnFormAnswer | null;
}) {
  const t = useT();
  const id = useId();
  const sending = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [clientPhotoError, setClientPhotoError] = useState<string | null>(null);
  const values = answer?.values ?? {};
  const errors: FieldErrors = { ...answer?.errors, ...(clientPhotoError ? { photos: clientPhotoError } : {}) };
  const refundAsked = refundDestinationNeeded(paymentMethod, "return");
  const canExchange = options.exchange_sizes.length > 0;
  const message = (field: string) => {
    const text = errors[field];
    if (!text) return null;
    return (
      <p id={`${id}-${field}-error`} className="field-error checkout-field__error">
        {field === "photos" ? text : afterSaleFieldText(t, text, options.quantity_left)}
      </p>
    );
  };
  /** A field's error state, and what describes it: its hint (`${id}-${field}-hint`) and its message. */
  const described = (field: string, hinted = false) => {
    const ids = [hinted ? `${id}-${field}-hint` : null, errors[field] ? `${id}-${field}-error` : null].filter(Boolean);
    return { "aria-invalid": errors[field] ? true : undefined, "aria-describedby": ids.join(" ") || undefined };
  };

  async function choosePhotos(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = [...(input.files ?? [])];
    setClientPhotoError(null);
    if (chosen.length > RETURN_PHOTOS_MAX) {
      input.value = "";
      setClientPhotoError(t("errorReturnTooManyPhotos"));
      return;
    }
    setPreparing(true);
    const photos = await Promise.all(chosen.map(shrinkPhoto));
    setPreparing(false);
    const problem = photoProblem(photos);
    if (problem) {
      input.value = "";
      setClientPhotoError(t(problem === "type" ? "errorReturnPhotoNotImage" : "errorReturnPhotoTooLarge"));
      return;
    }
    const transfer = new DataTransfer();
    for (const photo of photos) transfer.items.add(photo);
    input.files = transfer.files;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!preparing && !clientPhotoError) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLElement>('[name="photos"]')?.focus();
  }

  // A refused form lands the keyboard on its first field with a message.
  useEffect(() => {
    if (answer && formRef.current) focusFirstError(formRef.current, RETURN_FORM_FIELDS, answer.errors);
  }, [answer]);

  return (
    <Form ref={formRef} method="post" encType="multipart/form-data" className="return-form" onSubmit={submit}>
      <input type="hidden" name="line" value={options.line_id} />
      <fieldset className="order-choices" {...described("kind")}>
        <legend className="checkout-field__label">{t("returnKindLegend")}</legend>
        <Choice name="kind" value="return" checked={values.kind === "return"} title={t("returnKindReturn")}>
          {t("returnKindReturnNote")}
        </Choice>
        <Choice
          name="kind"
          value="exchange"
          checked={values.kind === "exchange"}
          disabled={!canExchange}
          title={t("returnKindExchange")}
        >
          {canExchange ? t("returnKindExchangeNote") : t("returnNoOtherSize")}
        </Choice>
      </fieldset>
      {message("kind")}

      <div className="checkout-field">
        <label htmlFor={`${id}-quantity`} className="checkout-field__label">
          {t("returnQuantityLabel")}
        </label>
        <select
          id={`${id}-quantity`}
          name="quantity"
          className="checkout-field__control"
          defaultValue={values.quantity || "1"}
          {...described("quantity")}
        >
          {Array.from({ length: options.quantity_left }, (_, index) => String(index + 1)).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
        {message("quantity")}
      </div>

      {canExchange ? (
        <div className="checkout-field return-form__exchange">
          <label htmlFor={`${id}-size`} className="checkout-field__label">
            {t("returnSizeLabel")}
          </label>
          <select
            id={`${id}-size`}
            name="size"
            className="checkout-field__control"
            defaultValue={values.size ?? ""}
            {...described("size", true)}
          >
            <option value="">{t("returnSizeChoose")}</option>
            {options.exchange_sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <p id={`${id}-size-hint`} className="checkout-field__hint">
            {t("returnSizeHint", { size: line.size })}
          </p>
          {message("size")}
        </div>
      ) : null}

      <fieldset className="order-choices" {...described("reason")}>
        <legend className="checkout-field__label">{t("returnReasonLabel")}</legend>
        {RETURN_REASONS.map((reason) => (
          <label key={reason} className="order-choice">
            <input type="radio" name="reason" value={reason} required defaultChecked={values.reason === reason} />
            {t(RETURN_REASON_TEXT[reason])}
          </label>
        ))}
      </fieldset>
      {message("reason")}

      <div className="checkout-field">
        <label htmlFor={`${id}-note`} className="checkout-field__label">
          {t("returnNoteLabel")}
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          className="checkout-field__control"
          rows={3}
          maxLength={RETURN_NOTE_MAX}
          defaultValue={values.note ?? ""}
          dir="auto"
          {...described("note")}
        />
        {message("note")}
      </div>

      {refundAsked ? (
        <div className="return-form__refund">
          <fieldset className="order-choices" {...described("refund_to")}>
            <legend className="checkout-field__label">{t("returnRefundToLegend")}</legend>
            <p className="checkout-field__hint">{t("returnRefundToHint")}</p>
            <Choice name="refund_to" value="upi" checked={values.refund_to === "upi"} title={t("returnRefundUpi")} />
            <Choice name="refund_to" value="bank" checked={values.refund_to === "bank"} title={t("returnRefundBank")} />
          </fieldset>
          {message("refund_to")}
          <div className="return-form__upi">
            <Field id={`${id}-upi_id`} label={t("returnUpiLabel")} hint={t("returnUpiHint")} error={message("upi_id")}>
              <input
                id={`${id}-upi_id`}
                name="upi_id"
                type="text"
                className="checkout-field__control"
                defaultValue={values.upi_id ?? ""}
                autoComplete="off"
                spellCheck={false}
                inputMode="email"
                maxLength={320}
                dir="ltr"
                {...described("upi_id", true)}
              />
            </Field>
          </div>
          <div className="return-form__bank">
            <Field id={`${id}-account-name`} label={t("returnAccountNameLabel")} error={message("account_name")}>
              <input
                id={`${id}-account-name`}
                name="account_name"
                type="text"
                className="checkout-field__control"
                defaultValue={values.account_name ?? ""}
                autoComplete="name"
                maxLength={120}
                dir="auto"
                {...described("account_name")}
              />
            </Field>
            <Field id={`${id}-account-number`} label={t("returnAccountNumberLabel")} error={message("account_number")}>
              <input
                id={`${id}-account-number`}
                name="account_number"
                type="text"
                className="checkout-field__control"
                defaultValue={values.account_number ?? ""}
                autoComplete="off"
                inputMode="numeric"
                maxLength={40}
                dir="ltr"
                {...described("account_number")}
              />
            </Field>
            <Field id={`${id}-ifsc`} label={t("returnIfscLabel")} hint={t("returnIfscHint")} error={message("ifsc")}>
              <input
                id={`${id}-ifsc`}
                name="ifsc"
                type="text"
                className="checkout-field__control"
                defaultValue={values.ifsc ?? ""}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={15}
                dir="ltr"
                {...described("ifsc", true)}
              />
            </Field>
          </div>
        </div>
      ) : null}

      <Field
        id={`${id}-photos`}
        label={t("returnPhotosLabel")}
        hint={answer?.photosSent && !errors.photos ? `${t("returnPhotosHint")} ${t("returnPhotosAgain")}` : t("returnPhotosHint")}
        error={message("photos")}
      >
        <input
          id={`${id}-photos`}
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          className="checkout-field__control"
          onChange={choosePhotos}
          {...described("photos", true)}
        />
      </Field>

      <div role="alert">{answer?.refusal ? <p className="order-detail__notice">{answer.refusal}</p> : null}</div>
      <button type="submit" className="button button--primary" disabled={sending || preparing}>
        {sending || preparing ? t("returnSending") : t("returnSubmit")}
      </button>
    </Form>
  );
}

/** A radio as a card with its title and an optional note, like the checkout's payment methods. */
function Choice({
  name,
  value,
  checked,
  disabled,
  title,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  title: string;
  children?: ReactNode;
}) {
  return (
    <label className="payment-method">
      <input type="radio" name={name} value={value} defaultChecked={checked} disabled={disabled} />
      <span>
        <strong>{title}</strong>
        {children ? <span className="payment-method__note">{children}</span> : null}
      </span>
    </label>
  );
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="checkout-field">
      <label htmlFor={id} className="checkout-field__label">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="checkout-field__hint">
          {hint}
        </p>
      ) : null}
      {error}
    </div>
  );
}
