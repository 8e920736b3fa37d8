import { addressInput } from "@chhaap/contract/address";
import { addressInputFor } from "@chhaap/contract/address-country";
import { type FormEvent, useState } from "react";
import { Form, useNavigation, useRouteLoaderData } from "react-router";
import { Link } from "#app/components/link.tsx";
import { translateMessage } from "#app/lib/account-messages.ts";
import { type FieldErrors, fieldErrorsOf, focusFirstError, formText } from "#app/lib/form-values.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { ADDRESS_FIELDS, AddressFields, type AddressValues } from "./address-fields.tsx";

/** What the add and edit actions answer when the address was not saved. */
export type AddressFailure = { sentAt: number; values: AddressValues; errors: FieldErrors; message: string | null };

/**
 * The address book's add and edit form: the address fields, Save and Back. The contract schema checks
 * it here, with the shop's countries, and the API checks it again.
 */
export function AddressForm({ initial, failure }: { initial: AddressValues; failure: AddressFailure | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const countries = useRouteLoaderData<typeof rootLoader>("root")?.countries ?? [];
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? failure?.errors ?? {};
  const values = failure?.values ?? initial;
  const saving = navigation.state === "submitting";

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

  return (
    <Form method="post" className="address-form" noValidate onSubmit={onSubmit}>
      <p className="address-form__note">{t("addressRequiredNote")}</p>
      <AddressFields look="account" idPrefix="address" values={values} errors={errors} />
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
