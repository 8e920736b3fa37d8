import { isIndia } from "@chhaap/contract/address";
import type { DeskOrderDetail } from "@chhaap/contract/admin/orders";
import { GST_STATE_NAMES, gstState } from "@chhaap/contract/gst-states";
import { stateOfPinCode } from "@chhaap/contract/pin-code-states";
import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { AdminField } from "#app/features/admin/kit/admin-field.tsx";
import { FieldNotes } from "#app/features/admin/kit/field-notes.tsx";

type DeskAddress = DeskOrderDetail["shippingAddress"];

/** Whether an order's delivery address can go on a GST invoice: abroad, or an Indian state from the list. */
export function deliveryStateKnown(address: DeskAddress): boolean {
  return !isIndia(address.country) || gstState(address.state) !== undefined;
}

/**
 * The orders desk's correction of a delivery address, until the invoice is issued: the address
 * book's fields in a dialog, the country as it was ordered (shipping was charged for it), an Indian
 * state chosen from the list and filled from the PIN code where its first digits name one state.
 * Opened at once when the saved state is one no invoice can name.
 */
export function DeliveryAddressEditor({
  address,
  errors,
  saved,
  busy,
}: {
  address: DeskAddress;
  /** The refused correction's messages by field. */
  errors: Record<string, string>;
  /** The last correction went through: the dialog closes. */
  saved: boolean;
  busy: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stateId = useId();
  const indian = isIndia(address.country);
  const [state, setState] = useState(gstState(address.state)?.name ?? (indian ? "" : address.state));
  useEffect(() => {
    if (saved) dialog.current?.close();
  }, [saved]);
  useEffect(() => {
    if (Object.keys(errors).length > 0 && !dialog.current?.open) dialog.current?.showModal();
  }, [errors]);
  const stateHint = gstState(address.state) ? undefined : `Saved as “${address.state}”, which is not a state or union territory.`;
  const stateNotes = [stateHint ? `${stateId}-hint` : "", errors.state ? `${stateId}-error` : ""].filter(Boolean).join(" ");

  return (
    <>
      <button type="button" className="admin-button admin-button--ghost" onClick={() => dialog.current?.showModal()}>
        Edit delivery address
      </button>
      <dialog ref={dialog} className="admin-dialog admin-address-dialog" aria-labelledby="delivery-address-title">
        <Form method="post" className="admin-form">
          <h2 id="delivery-address-title">Delivery address</h2>
          <input type="hidden" name="intent" value="address" />
          <input type="hidden" name="country" value={address.country} />
          <AdminField label="Full name" name="name" value={address.name} error={errors.name} autoComplete="off" />
          <AdminField label="Phone" name="phone" value={address.phone} error={errors.phone} type="tel" />
          <AdminField label="Email" name="email" value={address.email} error={errors.email} type="email" />
          <AdminField label="Address line 1" name="addressLine1" value={address.addressLine1} error={errors.addressLine1} />
          <AdminField label="Address line 2" name="addressLine2" value={address.addressLine2} error={errors.addressLine2} />
          <AdminField
            label="PIN code / postcode"
            name="zip"
            value={address.zip}
            error={errors.zip}
            onChange={(event) => {
              const named = indian ? stateOfPinCode(event.currentTarget.value) : undefined;
              if (named) setState(named);
            }}
          />
          <AdminField label="Town / City" name="city" value={address.city} error={errors.city} />
          {indian ? (
            <div className="admin-field">
              <label htmlFor={stateId}>State</label>
              <select
                id={stateId}
                name="state"
                value={state}
                onChange={(event) => setState(event.currentTarget.value)}
                required
                aria-invalid={errors.state ? true : undefined}
                aria-describedby={stateNotes || undefined}
              >
                <option value="">Choose the state or union territory</option>
                {GST_STATE_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
              <FieldNotes id={stateId} hint={stateHint} error={errors.state} />
            </div>
          ) : (
            <AdminField label="State / region" name="state" value={address.state} error={errors.state} />
          )}
          <p className="admin-field__hint">
            Country: {address.country}. It stays: shipping was charged for it.
            {errors.country ? <span className="admin-field__error"> {errors.country}</span> : null}
          </p>
          <div className="admin-dialog__buttons">
            <button type="button" className="admin-button admin-button--ghost" onClick={() => dialog.current?.close()}>
              Back
            </button>
            <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
              Save address
            </button>
          </div>
        </Form>
      </dialog>
    </>
  );
}
