import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useNotify } from "#app/components/notification.tsx";
import { AddressFields, addressValues } from "#app/features/account/index.ts";
import { translateMessage } from "#app/lib/account-messages.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { CheckoutAddressResult } from "./checkout-address-fields.ts";
import { CheckoutDelivery } from "./checkout-delivery.tsx";
import { usePinAddressFill } from "./use-pin-address-fill.ts";

/**
 * '+ Add New Address' of checkout and /place-order: the address book's fields, with name, phone and
 * e-mail filled in from the account. The route's action checks it with the contract's schema and saves
 * it with `POST /api/address`, which also checks the phone and PIN code against the country.
 * `onSaved` gets the new address's id once the list has been reloaded. An Indian PIN code fills the
 * town and state and shows when the bag's pieces (`variantIds`) would arrive there.
 */
export function CheckoutAddressForm({
  contact,
  variantIds,
  onSaved,
  onCancel,
}: {
  contact: { name: string; email: string; phone: string };
  variantIds: readonly string[];
  onSaved: (addressId: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const notify = useNotify();
  const fetcher = useFetcher<CheckoutAddressResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = result?.errors ?? {};
  const handled = useRef<CheckoutAddressResult | undefined>(undefined);
  const said = useRef({ t, notify, onSaved });
  const pinFill = usePinAddressFill(variantIds);
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

  return (
    <fetcher.Form
      method="post"
      className="checkout-address-form"
      aria-label={t("addNewAddress")}
      onChange={pinFill.onChange}
      ref={pinFill.formRef}
    >
      <input type="hidden" name="intent" value="address" />
      <AddressFields
        look="checkout"
        idPrefix="checkout-address"
        values={addressValues({ name: contact.name, phone: contact.phone, email: contact.email })}
        errors={errors}
      />
      <div role="status">
        <CheckoutDelivery check={pinFill.check} />
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
