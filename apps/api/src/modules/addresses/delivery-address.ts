import type { AddressInput } from "@chhaap/contract/address";
import { checkAddressCountry } from "@chhaap/contract/address-country";
import type { Database } from "#src/db/client.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { listDeliveryCountries } from "./queries.ts";

/**
 * An address the shop can deliver to: its country one the shop ships to (stored in the shop's
 * spelling), its phone and postcode fitting that country. Anything else is a 400 with a message per
 * field, before anything is stored.
 */
export async function deliverableAddress<T extends Pick<AddressInput, "country" | "phone" | "zip">>(
  db: Database,
  value: T,
  fieldPrefix = "",
): Promise<T> {
  const checked = checkAddressCountry(value, await listDeliveryCountries(db));
  if (!checked.ok) {
    const errors = Object.fromEntries(Object.entries(checked.errors).map(([field, message]) => [fieldPrefix + field, message]));
    const [field = `${fieldPrefix}country`, message = "Invalid address"] = Object.entries(errors)[0] ?? [];
    throw new ApiError(400, "validation.field", message, { params: { field }, errors });
  }
  return { ...value, country: checked.country.countryName };
}
