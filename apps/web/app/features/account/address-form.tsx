import { ADDRESS_TYPES, type Address, addressInput } from "@chhaap/contract/address";
import { addressInputFor } from "@chhaap/contract/address-country";
import { type FormEvent, useState } from "react";
import { Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import { TextField } from "#app/components/text-field.tsx";
import { translateMessage } from "#app/lib/account-messages.ts";
import { type FieldErrors, fieldErrorsOf, focusFirstError, formText } from "#app/lib/form-values.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import type { loader as rootLoader } from "#app/root.tsx";

/** The form's fields, named as the API takes them (spec 3 "Address"). */
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

export function addressValues(address: Address | null): AddressValues {
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

/** What the add and edit actions answer when the address was not saved. */
export type AddressFailure = { sentAt: number; values: AddressValues; errors: FieldErrors; message: string | null };

/**
 * The address book's add and edit form: full name, phone, e-mail, country, lines 1 and 2, PIN code,
 * town/city, state (the order people write an address in, after the country that decides how the
 * phone and PIN code are checked) and the address type; Save and Back. The contract schema checks it
 * here, with the shop's countries, and the API checks it again.
 */
export function AddressForm({ initial, failure }: { initial: AddressValues; failure: AddressFailure | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const countries = useRouteLoaderData<typeof rootLoader>("root")?.countries ?? [];
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? failure?.errors ?? {};
  const values = failure?.values ?? initial;
  const saving = navigation.state === "submitting";

  const countryNames = countries.map((entry) => entry.countryName);
  if (values.country && !countryNames.includes(values.country)) countryNames.unshift(values.country);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Without the shop's countries (their list failed to load) only the shape is checked here; the API checks the rest.
    const schema = countries.length > 0 ? addressInputFor(countries) : addressInput;
    const parsed = schema.safeParse(formText(new FormData(event.currentTarget), ADDRESS_FIELDS));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = fieldErrorsOf(parsed.error);
    setClientErrors(found);
    focusFirstError(event.currentTarget, ADDRESS_FIELDS, found);
  }

  function field(name: (typeof ADDRESS_FIELDS)[number], label: MessageKey, extra: Record<string, unknown> = {}) {
    return (
      <TextField
        id={`address-${name}`}
        name={name}
        label={t(label)}
        defaultValue={values[name]}
        error={errors[name]}
        {...extra}
      />
    );
  }

  return (
    <Form method="post" className="address-form" noValidate onSubmit={onSubmit}>
      <p className="address-form__note">{t("addressRequiredNote")}</p>
      <div className="address-form__grid">
        {field("name", "addressFullName", { autoComplete: "name", required: true })}
        {field("phone", "addressPhone", { type: "tel", autoComplete: "tel", required: true, hint: t("addressPhoneHint") })}
        {field("email", "addressEmail", { type: "email", autoComplete: "email" })}
        <div className="auth-field">
          <label htmlFor="address-country" className="auth-field__label">
            {t("addressCountry")}
          </label>
          <select
            id="address-country"
            name="country"
            className="auth-field__control"
            defaultValue={values.country}
            autoComplete="country-name"
            required
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? "address-country-error" : undefined}
          >
            <option value="">{t("addressChooseCountry")}</option>
            {countryNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {errors.country ? (
            <p id="address-country-error" className="field-error auth-field__error">
              {translateMessage(t, errors.country)}
            </p>
          ) : null}
        </div>
        {field("addressLine1", "addressLine1", { autoComplete: "address-line1", required: true })}
        {field("addressLine2", "addressLine2Optional", { autoComplete: "address-line2" })}
        {field("zip", "addressZip", { autoComplete: "postal-code", required: true, hint: t("addressZipHint") })}
        {field("city", "addressCity", { autoComplete: "address-level2", required: true })}
        {field("state", "addressState", { autoComplete: "address-level1", required: true })}
        <fieldset className="address-form__types">
          <legend className="auth-field__label">{t("addressTypeLabel")}</legend>
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className="auth-check">
              <input type="radio" name="addressType" value={type} defaultChecked={values.addressType === type} />
              <span>{t(ADDRESS_TYPE_LABELS[type])}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <div role="alert" className="auth-form__alert">
        {failure?.message && !clientErrors ? (
          <p className="auth-message auth-message--danger">{translateMessage(t, failure.message)}</p>
        ) : null}
      </div>
      <div className="address-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t("addressSaving") : t("addressSave")}
        </button>
        <Link to="/your-address" className="button button--ghost">
          {t("addressBack")}
        </Link>
      </div>
    </Form>
  );
}
