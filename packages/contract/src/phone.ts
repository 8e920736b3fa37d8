import { type CountryCode, isSupportedCountry, isValidPhoneNumber, parsePhoneNumberWithError } from "libphonenumber-js";

/**
 * Phone numbers and postcodes per country. libphonenumber-js with its smallest metadata (lengths and
 * leading digits of every country's numbers): enough to catch a missing or extra digit, small enough
 * for the browser, which checks the same forms before they are sent.
 */

/** An Indian number is exactly 10 digits once its +91 or trunk 0 is set aside. */
const INDIAN_DIGITS = 10;

/** The separators people type inside a number: spaces, hyphens, dots and brackets. */
const SEPARATORS = /[\s().-]/g;

function parse(value: string, isoCode?: CountryCode) {
  try {
    return parsePhoneNumberWithError(value, isoCode);
  } catch {
    return undefined;
  }
}

/**
 * A delivery address's phone: valid for the address's country, or for the country a `+` prefix names
 * (a London address may give an Indian mobile). Indian numbers keep their 10 digits.
 */
export function isPhoneForCountry(value: string, isoCode: string): boolean {
  const code = isoCode.toUpperCase();
  const country = isSupportedCountry(code) ? code : undefined;
  if (!country && !value.trim().startsWith("+")) return false;
  if (!isValidPhoneNumber(value, country)) return false;
  const parsed = parse(value, country);
  return parsed !== undefined && (parsed.country !== "IN" || parsed.nationalNumber.length === INDIAN_DIGITS);
}

/**
 * A customer's own mobile number (registration, profile): Indian, exactly 10 digits, unless it starts
 * with `+` and a country code, when it must be a valid number of that country. Answers the number to
 * keep (separators removed; international ones as +CC…), or undefined when it is not a number.
 */
export function customerMobile(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.startsWith("+")) {
    if (!isValidPhoneNumber(trimmed)) return undefined;
    const parsed = parse(trimmed);
    if (!parsed) return undefined;
    if (parsed.country === "IN") return parsed.nationalNumber.length === INDIAN_DIGITS ? parsed.nationalNumber : undefined;
    return parsed.number;
  }
  const digits = trimmed.replace(SEPARATORS, "");
  return /^\d+$/.test(digits) && digits.length === INDIAN_DIGITS ? digits : undefined;
}

/** Indian PIN codes are 6 digits. */
const INDIAN_PIN = /^\d{6}$/;
/** Elsewhere a postcode is kept as typed: 2 to 12 letters, digits, inner spaces or hyphens ("NW1 6XE", "10115", "K1A-0B1"). */
const POSTCODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,10})[A-Za-z0-9]$/;

export function isPostcodeForCountry(value: string, isoCode: string): boolean {
  return isoCode.toUpperCase() === "IN" ? INDIAN_PIN.test(value) : POSTCODE.test(value);
}
