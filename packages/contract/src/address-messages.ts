/**
 * Address messages and limits without their schemas: the browser can translate them without loading zod.
 */

/**
 * A 15-character cap on the country would refuse countries the shop ships to
 * ("United Arab Emirates"); docs/decisions/0005 raises it to fit every country name.
 */
export const COUNTRY_MAX = 60;
/**
 * A 20-character cap would refuse Indian states ("Andaman and Nicobar Islands", "Dadra and
 * Nagar Haveli and Daman and Diu"); docs/decisions/0012 raises it to 40.
 */
export const STATE_MAX = 40;
export const CITY_MAX = 30;

export const ADDRESS_MESSAGES = {
  saved: "Address saved successfully",
  deleted: "Address deleted successfully",
  notFound: "Address not found",
  ownAddressesOnly: "You can only see your own addresses.",
  tooMany: "You can keep up to 50 addresses. Please remove one first.",
  nameRequired: "Please enter the full name.",
  nameTooLong: "Please keep the name under 80 characters.",
  phoneInvalid: "Please enter a valid 10-digit phone number.",
  phoneInvalidForCountry: "Please enter a valid phone number for the delivery country, or start it with + and its country code.",
  emailInvalid: "Please enter a valid email address.",
  line1Required: "Please enter the address.",
  lineTooLong: "Please keep each address line under 120 characters.",
  cityRequired: "Please enter the town or city.",
  cityTooLong: "City must be at most 30 characters.",
  stateRequired: "Please enter the state.",
  stateTooLong: `State must be at most ${STATE_MAX} characters.`,
  stateNotListed: "Please choose the state or union territory from the list.",
  pinOtherState: "This PIN code is in another state. Please check the PIN code and the state.",
  countryRequired: "Please enter the country.",
  countryNotShipped: "Please choose a country we deliver to.",
  countryTooLong: `Country must be at most ${COUNTRY_MAX} characters.`,
  zipInvalid: "Please enter a valid postcode (2 to 12 letters, digits, spaces or hyphens).",
  pinInvalid: "Please enter a valid 6-digit PIN code.",
  addressTypeInvalid: "Address type must be home, work or other.",
} as const;
