import { ADDRESS_TYPES } from "@chhaap/contract/address";
import { type InputHTMLAttributes, useEffect, useRef } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { useNotify } from "#app/components/notification.tsx";
import { translateMessage } from "#app/lib/account-messages.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { CheckoutAddressResult } from "./checkout-address-fields.ts";

const TYPE_LABELS: Record<(typeof ADDRESS_TYPES)[number], MessageKey> = {
  home: "addressTypeHome",
  work: "addressTypeWork",
  other: "addressTypeOther",
};

/**
 * '+ Add New Address' of checkout and /place-order: name, phone and e-mail (filled in from
 * the account), then the address in the order people write it: country, lines 1 and 2 (2 optional),
 * PIN code, city, state. The route's action checks it with the contract's schema and saves it with
 * `POST /api/address`, which also checks the phone and PIN code against the country. `onSaved` gets
 * the new address's id once the list has been reloaded.
 */
export function CheckoutAddressForm({
  contact,
  onSaved,
  onCancel,
}: {
  contact: { name: string; email: string; phone: string };
  onSaved: (addressId: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const notify = useNotify();
  const fetcher = useFetcher<CheckoutAddressResult>();
  const countries = useRouteLoaderData<typeof rootLoader>("root")?.countries ?? [];
  const countryNames = countries.map((entry) => entry.countryName);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = result?.errors ?? {};
  const handled = useRef<CheckoutAddressResult | undefined>(undefined);
  const said = useRef({ t, notify, onSaved });
  said.current = { t, notify, onSaved };

  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    const { t, notify, onSaved } = said.current;
    if (result.ok && result.addressId) {
      notify("success", t("addressSaved"));
      onSaved(result.addressId);
    } else if (result.message) {
      notify("danger", translateMessage(t, result.message));
    }
  }, [result]);

  function field(name: string, label: MessageKey, { hint, ...input }: InputHTMLAttributes<HTMLInputElement> & { hint?: string }) {
    const id = `checkout-address-${name}`;
    const error = errors[name];
    const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
    return (
      <div className="checkout-field">
        <label htmlFor={id} className="checkout-field__label">
          {t(label)}
        </label>
        <input
          id={id}
          name={name}
          type="text"
          className="checkout-field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {hint ? (
          <p id={`${id}-hint`} className="checkout-field__hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="field-error checkout-field__error">
            {translateMessage(t, error)}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <fetcher.Form method="post" className="checkout-address-form" aria-label={t("addNewAddress")}>
      <input type="hidden" name="intent" value="address" />
      <div className="checkout-address-form__grid">
        {field("name", "addressFullName", { autoComplete: "name", required: true, defaultValue: contact.name })}
        {field("phone", "addressPhone", {
          type: "tel",
          autoComplete: "tel",
          required: true,
          defaultValue: contact.phone,
          hint: t("addressPhoneHint"),
        })}
        {field("email", "addressEmail", { type: "email", autoComplete: "email", defaultValue: contact.email })}
        <div className="checkout-field">
          <label htmlFor="checkout-address-country" className="checkout-field__label">
            {t("addressCountry")}
          </label>
          <select
            id="checkout-address-country"
            name="country"
            className="checkout-field__control"
            autoComplete="country-name"
            required
            defaultValue=""
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? "checkout-address-country-error" : undefined}
          >
            <option value="">{t("addressChooseCountry")}</option>
            {countryNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {errors.country ? (
            <p id="checkout-address-country-error" className="field-error checkout-field__error">
              {translateMessage(t, errors.country)}
            </p>
          ) : null}
        </div>
        {field("addressLine1", "addressLine1", { autoComplete: "address-line1", required: true })}
        {field("addressLine2", "addressLine2Optional", { autoComplete: "address-line2" })}
        {field("zip", "addressZip", { autoComplete: "postal-code", required: true, hint: t("addressZipHint") })}
        {field("city", "addressCity", { autoComplete: "address-level2", required: true })}
        {field("state", "addressState", { autoComplete: "address-level1", required: true })}
        <fieldset className="checkout-address-form__types">
          <legend className="checkout-field__label">{t("addressTypeLabel")}</legend>
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className="checkout-check">
              <input type="radio" name="addressType" value={type} defaultChecked={type === "home"} />
              <span>{t(TYPE_LABELS[type])}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <div className="checkout-address-form__actions">
        <button type="submit" className="button button--primary" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t("addressSaving") : t("addressSave")}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t("cancel")}
        </button>
      </div>
    </fetcher.Form>
  );
}
