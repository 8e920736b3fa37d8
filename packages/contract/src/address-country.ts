import { z } from "zod";
import { ADDRESS_MESSAGES, type AddressInput, addressInput } from "./address.ts";
import { isPhoneForCountry, isPostcodeForCountry } from "./phone.ts";

/**
 * The address rules that need the shop's countries, apart from `address.ts` so that only the forms
 * with a phone field load the phone rules of every country.
 */

/** A country the shop delivers to: its name as shoppers see it and its ISO 3166 code. */
export interface DeliveryCountry {
  countryName: string;
  isoCode: string;
}

/**
 * The rules that need the shop's countries: the country must be one the shop delivers to (named as
 * the shop names it, whatever the case typed), the phone a number of that country (or of the country
 * its `+` prefix names; Indian numbers 10 digits), the postcode that country's (6 digits in India,
 * kept as typed elsewhere). Answers the shop's spelling of the country, or the per-field messages.
 */
export function checkAddressCountry(
  value: Pick<AddressInput, "country" | "phone" | "zip">,
  countries: readonly DeliveryCountry[],
): { ok: true; country: DeliveryCountry } | { ok: false; errors: Partial<Record<"country" | "phone" | "zip", string>> } {
  const wanted = value.country.trim().toLowerCase();
  const country = countries.find((entry) => entry.countryName.toLowerCase() === wanted || entry.isoCode.toLowerCase() === wanted);
  if (!country) return { ok: false, errors: { country: ADDRESS_MESSAGES.countryNotShipped } };
  const india = country.isoCode.toUpperCase() === "IN";
  const errors: Partial<Record<"phone" | "zip", string>> = {};
  if (!isPhoneForCountry(value.phone, country.isoCode))
    errors.phone = india ? ADDRESS_MESSAGES.phoneInvalid : ADDRESS_MESSAGES.phoneInvalidForCountry;
  if (!isPostcodeForCountry(value.zip, country.isoCode))
    errors.zip = india ? ADDRESS_MESSAGES.pinInvalid : ADDRESS_MESSAGES.zipInvalid;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, country };
}

/** `addressInput` with the country rules of `checkAddressCountry`: what the web forms check before sending. */
export function addressInputFor(countries: readonly DeliveryCountry[]) {
  return addressInput.transform((value, ctx) => {
    const checked = checkAddressCountry(value, countries);
    if (!checked.ok) {
      for (const [path, message] of Object.entries(checked.errors)) ctx.addIssue({ code: "custom", path: [path], message });
      return z.NEVER;
    }
    return { ...value, country: checked.country.countryName };
  });
}
