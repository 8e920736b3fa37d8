import { addressInput } from "@chhaap/contract/address";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { ADDRESS_FIELDS } from "#app/features/account/index.ts";
import { callApi } from "#app/lib/api.server.ts";
import { type FieldErrors, fieldErrorsOf, formText } from "#app/lib/form-values.ts";
import type { CheckoutAddressResult } from "./checkout-address-fields.ts";

/**
 * A new address at checkout, line 2 optional as in the address book: checked with the contract's
 * schema, then `POST /api/address` with the userId the API checks against the session (and the phone
 * and PIN code against the country, answering a message per field).
 */
export async function saveCheckoutAddress(
  form: FormData,
  context: AppLoadContext,
  userId: string,
): Promise<CheckoutAddressResult> {
  const values = formText(form, ADDRESS_FIELDS);
  const parsed = addressInput.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error), message: null, addressId: null };
  const result = await callApi(context, "/api/address", { method: "POST", json: { ...parsed.data, userId } });
  const saved = z.object({ data: z.object({ _id: z.string() }) }).safeParse(result.body);
  if (result.answer.ok && saved.success) return { ok: true, errors: {}, message: null, addressId: saved.data.data._id };
  // The server's message, or 'Something went wrong!'.
  const errors: FieldErrors = result.status === 400 ? result.answer.fieldErrors : {};
  return {
    ok: false,
    errors,
    message: Object.keys(errors).length > 0 ? null : (result.answer.message ?? "Something went wrong!"),
    addressId: null,
  };
}
