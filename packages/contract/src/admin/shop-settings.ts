import { z } from "zod";
import { isEmailAddress } from "../email.ts";
import { gstStateOfGstin, isValidGstin } from "../gst-states.ts";
import { ACCOUNT_NUMBER_PATTERN, IFSC_PATTERN, UPI_ID_PATTERN } from "../payment-details.ts";
import { isPhoneForCountry } from "../phone.ts";
import { line } from "./text-fields.ts";

/**
 * The shop's own details, one record the owner edits at /admin/settings/shop: the seller on GST
 * invoices, the bank details shown at checkout and in mails, and the contact facts and social links
 * of the footer and contact page. The invoice's state is not typed: it is the one the GSTIN names.
 */

export const SHOP_SETTINGS_MESSAGES = {
  saved: "Shop settings saved.",
  legalNameRequired: "Please enter the shop's legal name, as registered for GST.",
  addressRequired: "Please enter the address printed on invoices.",
  gstinInvalid:
    "A GSTIN is 15 characters: 2 digits of the state, the 10-character PAN, 1 digit or letter, Z and a check character.",
  gstinCheckCharacter: "This GSTIN's last character does not match the rest. Please check it against the registration.",
  gstinState: "This GSTIN's first two digits are not the GST code of any Indian state or territory.",
  emailInvalid: "Please enter a valid e-mail address, such as care@example.com.",
  phoneInvalid: "Please enter a phone number, such as +91 98250 41763.",
  hoursRequired: "Please say when the shop answers, such as 10:00 to 18:00, Monday to Saturday.",
  accountNameRequired: "Please enter the name the bank account is held in.",
  accountNumberInvalid: "An account number is 6 to 34 letters or digits (spaces and dashes allowed).",
  ifscInvalid: "An IFSC is 11 characters: 4 letters, a 0, then 6 letters or digits (SBIN0001234).",
  swiftInvalid: "A SWIFT (BIC) code is 8 or 11 letters and digits, or leave it empty.",
  bankNameRequired: "Please enter the bank's name.",
  branchRequired: "Please enter the branch.",
  upiInvalid: "A UPI ID looks like name@bank: letters, digits, dots, dashes or underscores, an @ and the bank's handle.",
  socialUrlInvalid: "Please enter a full https:// address, or leave it empty.",
} as const;

/** The shop's details print on one line each (invoices, the footer), and a missing one is asked for. */
function detailLine(max: number, required?: string) {
  return line(max, required, { singleSpaced: true, missing: required ?? "Please fill this in." });
}

const SWIFT_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

const gstin = z
  .string({ error: SHOP_SETTINGS_MESSAGES.gstinInvalid })
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .superRefine((value, ctx) => {
    if (!/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/.test(value))
      ctx.addIssue({ code: "custom", message: SHOP_SETTINGS_MESSAGES.gstinInvalid });
    else if (!gstStateOfGstin(value)) ctx.addIssue({ code: "custom", message: SHOP_SETTINGS_MESSAGES.gstinState });
    else if (!isValidGstin(value)) ctx.addIssue({ code: "custom", message: SHOP_SETTINGS_MESSAGES.gstinCheckCharacter });
  });

const email = detailLine(254, SHOP_SETTINGS_MESSAGES.emailInvalid).refine(isEmailAddress, SHOP_SETTINGS_MESSAGES.emailInvalid);

/** The shop's phone: an Indian number, or any country's written with its + code. */
const phone = detailLine(30, SHOP_SETTINGS_MESSAGES.phoneInvalid).refine(
  (value) => isPhoneForCountry(value, "IN"),
  SHOP_SETTINGS_MESSAGES.phoneInvalid,
);

/** A social profile: a full https address (the footer links to it as it is), or empty to show none. */
const socialUrl = detailLine(300).refine((value) => {
  if (value === "") return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}, SHOP_SETTINGS_MESSAGES.socialUrlInvalid);

const upperCode = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .pipe(z.string().regex(pattern, message));

/**
 * `PUT /api/admin/shop-settings` (owner): every field at once, flat, as the settings form posts them.
 */
export const shopSettingsInput = z.object({
  legalName: detailLine(120, SHOP_SETTINGS_MESSAGES.legalNameRequired),
  gstin,
  address: detailLine(300, SHOP_SETTINGS_MESSAGES.addressRequired),
  email,
  phone,
  supportHours: detailLine(120, SHOP_SETTINGS_MESSAGES.hoursRequired),
  bankAccountName: detailLine(120, SHOP_SETTINGS_MESSAGES.accountNameRequired),
  bankAccountNumber: detailLine(40, SHOP_SETTINGS_MESSAGES.accountNumberInvalid).pipe(
    z.string().regex(ACCOUNT_NUMBER_PATTERN, SHOP_SETTINGS_MESSAGES.accountNumberInvalid),
  ),
  bankIfsc: upperCode(IFSC_PATTERN, SHOP_SETTINGS_MESSAGES.ifscInvalid),
  bankSwift: z
    .string({ error: SHOP_SETTINGS_MESSAGES.swiftInvalid })
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .refine((value) => value === "" || SWIFT_PATTERN.test(value), SHOP_SETTINGS_MESSAGES.swiftInvalid),
  bankName: detailLine(120, SHOP_SETTINGS_MESSAGES.bankNameRequired),
  bankBranch: detailLine(120, SHOP_SETTINGS_MESSAGES.branchRequired),
  upiId: detailLine(300, SHOP_SETTINGS_MESSAGES.upiInvalid).pipe(
    z.string().regex(UPI_ID_PATTERN, SHOP_SETTINGS_MESSAGES.upiInvalid),
  ),
  instagram: socialUrl,
  facebook: socialUrl,
  youtube: socialUrl,
  pinterest: socialUrl,
});
export type ShopSettingsInput = z.infer<typeof shopSettingsInput>;

/** The form's fields in the order they are shown (and focused on an error). */
export const SHOP_SETTINGS_FIELDS = shopSettingsInput.keyof().options;

/** `GET /api/admin/shop-settings`: what is in force, with the state the GSTIN names and when it last changed. */
export const shopSettings = z.object({
  legalName: z.string(),
  gstin: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  supportHours: z.string(),
  bankAccountName: z.string(),
  bankAccountNumber: z.string(),
  bankIfsc: z.string(),
  bankSwift: z.string(),
  bankName: z.string(),
  bankBranch: z.string(),
  upiId: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  youtube: z.string(),
  pinterest: z.string(),
  state: z.string(),
  stateCode: z.string(),
  updatedAt: z.string(),
});
export type ShopSettings = z.infer<typeof shopSettings>;
