import { ADDRESS_TYPES, type Address } from "@chhaap/contract/address";
import type { InputHTMLAttributes } from "react";
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
 * The country list is the shop's; an address saved with a country no longer listed keeps it.
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
  const country = values.country || (root && countryNames.includes(root.countryName) ? root.countryName : "");

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
          defaultValue={country}
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
      {field("zip", "addressZip", { autoComplete: "postal-code", required: true, hint: t("addressZipHint") })}
      {field("city", "addressCity", { autoComplete: "address-level2", required: true })}
      {field("state", "addressState", { autoComplete: "address-level1", required: true })}
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
