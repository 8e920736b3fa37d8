import { z } from "zod";
import { ADDRESS_MESSAGES, CITY_MAX, COUNTRY_MAX, STATE_MAX } from "./address-messages.ts";
import { isIndia } from "./delivery-rules.ts";
import { isEmailAddress } from "./email.ts";
import { gstState } from "./gst-states.ts";
import { stateOfPinCode } from "./pin-code-states.ts";

export { ADDRESS_MESSAGES, COUNTRY_MAX, STATE_MAX } from "./address-messages.ts";

/** The address book, shared by the account screens, checkout and the API. */

export const ADDRESS_TYPES = ["home", "work", "other"] as const;

/** The most addresses one customer keeps (ours: a bound on what one account can store). */
export const MAX_ADDRESSES_PER_USER = 50;

/** A trimmed text field; a JSON number (phone, zip) is taken as its text. */
function text(required: string) {
  return z.preprocess(
    (value) => (typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : value),
    z.string({ error: required }),
  );
}

export { isIndia };

/**
 * The state of an Indian address as GST names it (its code goes on the invoice), or the message that
 * refuses it: a state or union territory from the list (any case and spacing, older names too), and
 * the one the PIN code's first digits name where they name only one.
 */
function indianStateOf(
  state: string,
  zip: string,
): { ok: true; state: string } | { ok: false; field: "state" | "zip"; message: string } {
  const listed = gstState(state);
  if (!listed) return { ok: false, field: "state", message: ADDRESS_MESSAGES.stateNotListed };
  const ofPin = stateOfPinCode(zip);
  if (ofPin !== undefined && ofPin !== listed.name) return { ok: false, field: "zip", message: ADDRESS_MESSAGES.pinOtherState };
  return { ok: true, state: listed.name };
}

/** Longest phone as typed: a country code, a number and the spaces people put between its groups. */
const PHONE_MAX = 30;
/** Longest postcode as typed, anywhere the shop delivers. */
const ZIP_MAX = 12;

/**
 * `POST /api/address` and `PUT /api/address/{id}`: every field is required except line 2 and the
 * e-mail; the country at most 60 characters (see COUNTRY_MAX), the state 40, the city 30. In India the
 * state is one from the list, stored as GST names it, and agrees with the PIN code (`indianStateOf`).
 * The place-order flow's `line1`/`line2` are accepted as aliases. A `userId` is not part of the address:
 * the owner is always the session's user. This checks the shape; whether the phone and postcode fit
 * the country, and whether the shop delivers there, needs the shop's countries (`address-country.ts`).
 */
export const addressInput = z
  .object({
    name: text(ADDRESS_MESSAGES.nameRequired).pipe(
      z.string().min(1, ADDRESS_MESSAGES.nameRequired).max(80, ADDRESS_MESSAGES.nameTooLong),
    ),
    phone: text(ADDRESS_MESSAGES.phoneInvalidForCountry).pipe(
      z
        .string()
        .max(PHONE_MAX, ADDRESS_MESSAGES.phoneInvalidForCountry)
        .regex(/^\+?[\d\s().-]*\d[\d\s().-]*$/, ADDRESS_MESSAGES.phoneInvalidForCountry),
    ),
    email: text(ADDRESS_MESSAGES.emailInvalid)
      .pipe(z.string().refine((email) => email === "" || isEmailAddress(email), ADDRESS_MESSAGES.emailInvalid))
      .optional(),
    addressLine1: text(ADDRESS_MESSAGES.line1Required).pipe(z.string().max(120, ADDRESS_MESSAGES.lineTooLong)).optional(),
    addressLine2: text(ADDRESS_MESSAGES.lineTooLong).pipe(z.string().max(120, ADDRESS_MESSAGES.lineTooLong)).optional(),
    line1: text(ADDRESS_MESSAGES.line1Required).pipe(z.string().max(120, ADDRESS_MESSAGES.lineTooLong)).optional(),
    line2: text(ADDRESS_MESSAGES.lineTooLong).pipe(z.string().max(120, ADDRESS_MESSAGES.lineTooLong)).optional(),
    city: text(ADDRESS_MESSAGES.cityRequired).pipe(
      z.string().min(1, ADDRESS_MESSAGES.cityRequired).max(CITY_MAX, ADDRESS_MESSAGES.cityTooLong),
    ),
    state: text(ADDRESS_MESSAGES.stateRequired).pipe(
      z.string().min(1, ADDRESS_MESSAGES.stateRequired).max(STATE_MAX, ADDRESS_MESSAGES.stateTooLong),
    ),
    zip: text(ADDRESS_MESSAGES.zipInvalid).pipe(
      z.string().min(1, ADDRESS_MESSAGES.zipInvalid).max(ZIP_MAX, ADDRESS_MESSAGES.zipInvalid),
    ),
    country: text(ADDRESS_MESSAGES.countryRequired).pipe(
      z.string().min(1, ADDRESS_MESSAGES.countryRequired).max(COUNTRY_MAX, ADDRESS_MESSAGES.countryTooLong),
    ),
    addressType: z
      .preprocess(
        (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
        z.enum(ADDRESS_TYPES, { error: ADDRESS_MESSAGES.addressTypeInvalid }),
      )
      .optional(),
    /** Sent by older clients; checked against the session by the API, never used as the owner. */
    userId: z.string().optional(),
  })
  .transform((input, ctx) => {
    const addressLine1 = input.addressLine1 || input.line1 || "";
    if (addressLine1 === "") ctx.addIssue({ code: "custom", path: ["addressLine1"], message: ADDRESS_MESSAGES.line1Required });
    const indian = isIndia(input.country) ? indianStateOf(input.state, input.zip) : undefined;
    if (indian && !indian.ok) ctx.addIssue({ code: "custom", path: [indian.field], message: indian.message });
    if (addressLine1 === "" || (indian && !indian.ok)) return z.NEVER;
    return {
      name: input.name,
      phone: input.phone,
      email: input.email ?? "",
      addressLine1,
      addressLine2: input.addressLine2 || input.line2 || "",
      city: input.city,
      state: indian?.ok ? indian.state : input.state,
      zip: input.zip,
      country: input.country,
      addressType: input.addressType ?? "home",
      userId: input.userId,
    };
  });
export type AddressInput = z.output<typeof addressInput>;

/** An address, with the place-order flow's `line1`/`line2` spellings alongside. */
export const address = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
});
export type Address = z.infer<typeof address>;

export const addressListQuery = z.object({ userId: z.string().optional() });
export const addressIdParams = z.object({ id: z.string() });
