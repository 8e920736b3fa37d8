import type { PublicUser } from "@chhaap/contract/accounts";
import { addressInput } from "@chhaap/contract/address";
import { type AppLoadContext, data, redirect } from "react-router";
import { callApi } from "#app/lib/api.server.ts";
import { fieldErrorsOf, formText } from "#app/lib/form-values.ts";
import { ADDRESS_FIELDS } from "./address-fields.tsx";
import type { AddressFailure } from "./address-form.tsx";

/**
 * The add and edit actions: the contract schema, then POST /api/address or PUT /api/address/{id}
 * (with the userId, which the API checks against the session). After a save,
 * /your-address, which says "Address saved successfully".
 */
export async function saveAddress(request: Request, context: AppLoadContext, user: PublicUser, addressId?: string) {
  const values = formText(await request.formData(), ADDRESS_FIELDS);
  const sentAt = Date.now();
  const parsed = addressInput.safeParse(values);
  if (!parsed.success) {
    return data({ sentAt, values, errors: fieldErrorsOf(parsed.error), message: null } satisfies AddressFailure, { status: 400 });
  }
  const answer = await callApi(context, addressId ? `/api/address/${encodeURIComponent(addressId)}` : "/api/address", {
    method: addressId ? "PUT" : "POST",
    json: { ...parsed.data, userId: user._id },
  });
  if (answer.answer.ok) throw redirect("/your-address?notice=saved");
  // A failure shows the server's message, or "Something went wrong!".
  const errors = answer.status === 400 ? answer.answer.fieldErrors : {};
  const message = Object.keys(errors).length > 0 ? null : (answer.answer.message ?? "Something went wrong!");
  const failure: AddressFailure = { sentAt, values, errors, message };
  return data(failure, { status: answer.status });
}
