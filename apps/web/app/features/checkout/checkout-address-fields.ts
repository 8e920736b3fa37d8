import type { FieldErrors } from "#app/lib/form-values.ts";

/** The checkout address form's fields, named as `POST /api/address` takes them (spec 3 "Address"). */
export const CHECKOUT_ADDRESS_FIELDS = [
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

/** What the checkout and place-order actions answer for `intent=address`. */
export interface CheckoutAddressResult {
  ok: boolean;
  errors: FieldErrors;
  message: string | null;
  /** The new address, to select it at once. */
  addressId: string | null;
}
