import { ADDRESS_TYPES, type Address, isIndia } from "@chhaap/contract/address";
import { GST_STATE_NAMES, gstState } from "@chhaap/contract/gst-states";
import { stateOfPinCode } from "@chhaap/contract/pin-code-states";
import { type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { translateMessage } from "#app/lib/account-messages.ts";
import type { FieldErrors } from "#app/lib/form-values.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import type { loader as rootLoader } from "#app/root.tsx";

/** An address's fields, named as `POST /api/address` takes them. */
export const ADDRESS_FIELDS = [
  "name",
  "phone",
  "email",
  "country",
  "addressLine1",
  "addressLine2",
  "zip",
  "city",
  "state",
  "addressType",
] as const;
export type AddressValues = Record<(typeof ADDRESS_FIELDS)[number], string>;

export const ADDRESS_TYPE_LABELS: Record<(typeof ADDRESS_TYPES)[number], MessageKey> = {
  home: "addressTypeHome",
  work: "addressTypeWork",
  other: "addressTypeOther",
};

export function addressValues(address: Partial<Address> | null): AddressValues {
  return {
    name: address?.name ?? "",
    phone: address?.phone ?? "",
    email: address?.email ?? "",
    addressLine1: address?.addressLine1 ?? "",
    addressLine2: address?.addressLine2 ?? "",
    city: address?.city ?? "",
    state: address?.state ?? "",
    country: address?.country ?? "",
    zip: address?.zip ?? "",
    addressType: address?.addressType ?? "home",
  };
}

/** Chooses, in the state list, the state the PIN code's first digits name, when they name only one. */
function chooseStateOfPin(list: HTMLSelectElement | null, pin: string) {
  const named = stateOfPinCode(pin);
  if (named && list) list.value = named;
}

/** The class names of the address book's page and of checkout's panel. */
const LOOKS = {
  account: {
    grid: "address-form__grid",
    field: "auth-field",
    label: "auth-field__label",
    control: "auth-field__control",
    hint: "auth-field__hint",
    error: "field-error auth-field__error",
    types: "address-form__types",
    check: "auth-check",
  },
  checkout: {
    grid: "checkout-address-form__grid",
    field: "checkout-field",
    label: "checkout-field__label",
    control: "checkout-field__control",
    hint: "checkout-field__hint",
    error: "field-error checkout-field__error",
    types: "checkout-address-form__types",
    check: "checkout-check",
  },
} as const;

/**
 * The one set of address fields, in the address book and at checkout: full name, phone, e-mail,
 * country, lines 1 and 2 (2 optional), PIN code, town/city, state (the order people write an address
 * in, after the country that decides how the phone and PIN code are checked) and the address type.
 * The country list is the shop's; an address saved with a country no longer listed keeps it. In India
 * the state is chosen from the list (its GST code goes on the invoice), and a PIN code whose first
 * digits name one state chooses it; elsewhere it is typed.
 */
export function AddressFields({
  look,
  idPrefix,
  values,
  errors,
}: {
  look: keyof typeof LOOKS;
  idPrefix: string;
  values: AddressValues;
  errors: FieldErrors;
}) {
  const t = useT();
  const css = LOOKS[look];
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const countries = root?.countries ?? [];
  const countryNames = countries.map((entry) => entry.countryName);
  if (values.country && !countryNames.includes(values.country)) countryNames.unshift(values.country);
  // A new address starts in the country the shopper chose in the header (or their first visit's).
  const initialCountry = values.country || (root && countryNames.includes(root.countryName) ? root.countryName : "");
  const [country, setCountry] = useState(initialCountry);
  const countryRef = useRef<HTMLSelectElement>(null);
  const stateRef = useRef<HTMLSelectElement>(null);
  const inIndia = isIndia(country) || countries.some((entry) => entry.countryName === country && entry.isoCode === "IN");

  // The fields stay uncontrolled, so what was typed before the page's scripts ran is kept: a country
  // picked by then is read back once they run.
  useEffect(() => {
    if (countryRef.current) setCountry(countryRef.current.value);
  }, []);
  // On turning to India, a PIN code already typed chooses the state of the list that has just appeared.
  useEffect(() => {
    const zip = stateRef.current?.form?.elements.namedItem("zip");
    if (inIndia && zip instanceof HTMLInputElement) chooseStateOfPin(stateRef.current, zip.value);
  }, [inIndia]);

  function field(
    name: (typeof ADDRESS_FIELDS)[number],
    label: MessageKey,
    { hint, ...input }: InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {},
  ) {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
    return (
      <div className={css.field}>
        <label htmlFor={id} className={css.label}>
          {t(label)}
        </label>
        <input
          id={id}
          name={name}
          type="text"
          className={css.control}
          defaultValue={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {hint ? (
          <p id={`${id}-hint`} className={css.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className={css.error}>
            {translateMessage(t, error)}
          </p>
        ) : null}
      </div>
    );
  }

  const countryId = `${idPrefix}-country`;
  const stateId = `${idPrefix}-state`;
  return (
    <div className={css.grid}>
      {field("name", "addressFullName", { autoComplete: "name", required: true })}
      {field("phone", "addressPhone", { type: "tel", autoComplete: "tel", required: true, hint: t("addressPhoneHint") })}
      {field("email", "addressEmail", { type: "email", autoComplete: "email" })}
      <div className={css.field}>
        <label htmlFor={countryId} className={css.label}>
          {t("addressCountry")}
        </label>
        <select
          id={countryId}
          name="country"
          className={css.control}
          ref={countryRef}
          defaultValue={initialCountry}
          onChange={(event) => setCountry(event.currentTarget.value)}
          autoComplete="country-name"
          required
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${countryId}-error` : undefined}
        >
          <option value="">{t("addressChooseCountry")}</option>
          {countryNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {errors.country ? (
          <p id={`${countryId}-error`} className={css.error}>
            {translateMessage(t, errors.country)}
          </p>
        ) : null}
      </div>
      {field("addressLine1", "addressLine1", { autoComplete: "address-line1", required: true })}
      {field("addressLine2", "addressLine2Optional", { autoComplete: "address-line2" })}
      {field("zip", "addressZip", {
        autoComplete: "postal-code",
        required: true,
        hint: t("addressZipHint"),
        onChange: inIndia ? (event) => chooseStateOfPin(stateRef.current, event.currentTarget.value) : undefined,
      })}
      {field("city", "addressCity", { autoComplete: "address-level2", required: true })}
      {inIndia ? (
        <div className={css.field}>
          <label htmlFor={stateId} className={css.label}>
            {t("addressState")}
          </label>
          {/* A state saved in another case or by an older name shows as the list names it; one not listed, as none chosen. */}
          <select
            ref={stateRef}
            id={stateId}
            name="state"
            className={css.control}
            defaultValue={gstState(values.state)?.name ?? ""}
            autoComplete="address-level1"
            required
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? `${stateId}-error` : undefined}
          >
            <option value="">{t("addressChooseState")}</option>
            {GST_STATE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {errors.state ? (
            <p id={`${stateId}-error`} className={css.error}>
              {translateMessage(t, errors.state)}
            </p>
          ) : null}
        </div>
      ) : (
        field("state", "addressState", { autoComplete: "address-level1", required: true })
      )}
      <fieldset className={css.types}>
        <legend className={css.label}>{t("addressTypeLabel")}</legend>
        {ADDRESS_TYPES.map((type) => (
          <label key={type} className={css.check}>
            <input type="radio" name="addressType" value={type} defaultChecked={values.addressType === type} />
            <span>{t(ADDRESS_TYPE_LABELS[type])}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
