import type { FieldErrors } from "#app/lib/form-values.ts";

/** What the checkout and place-order actions answer for `intent=address`. */
export interface CheckoutAddressResult {
  ok: boolean;
  errors: FieldErrors;
  message: string | null;
  /** The new address, to select it at once. */
  addressId: string | null;
}
