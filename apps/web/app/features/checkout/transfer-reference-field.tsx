import { readTransferReference } from "@chhaap/contract/transfer-reference";
import { type ChangeEventHandler, type Ref, useId } from "react";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/**
 * A typed bank reference the API would refuse (contract transfer-reference.ts): checked in the browser
 * before sending, so a digit dropped while copying is caught at the field. Empty is not refused here:
 * a screenshot may stand in for it.
 */
export function transferReferenceRefused(typed: string): boolean {
  return typed.trim() !== "" && !readTransferReference(typed).ok;
}

/**
 * The transaction / reference ID of a bank transfer, with what a UTR looks like under its label and,
 * when refused (here or by the server), the formats the shop accepts under the field.
 */
export function TransferReferenceField({
  refused,
  inputRef,
  value,
  defaultValue,
  onChange,
}: {
  refused: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Controlled (checkout keeps it in its state) … */
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** … or a plain form field, filled again after the server refused it. */
  defaultValue?: string;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="checkout-field">
      <label htmlFor={id} className="checkout-field__label">
        {t("paymentIdLabel")}
      </label>
      <p id={`${id}-hint`} className="checkout-field__hint">
        {t("paymentIdHint")}
      </p>
      <input
        id={id}
        ref={inputRef}
        type="text"
        name="payment_id"
        className="checkout-field__control"
        value={value}
        defaultValue={defaultValue}
        onChange={onChange}
        maxLength={120}
        autoComplete="off"
        dir="ltr"
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {refused ? (
        <p id={`${id}-error`} className="field-error checkout-field__error">
          {t("paymentIdFormat")}
        </p>
      ) : null}
    </div>
  );
}
