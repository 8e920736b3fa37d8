import { z } from "zod";
import { ACCOUNT_MESSAGES, GENDERS, NAME_MAX_LENGTH, passwordHoldsEmail, passwordProblem, textField } from "./accounts.ts";
import { isEmailAddress } from "./email.ts";
import { hasLinkLikeText } from "./link-like-text.ts";
import { customerMobile } from "./phone.ts";
import { withoutInvisibleFormatting } from "./text-rules.ts";

/**
 * Registration and the profile form: the schemas that check a customer's own phone number. Apart from `accounts.ts` so that pages without a phone field (login,
 * password reset) do not load the phone rules of every country.
 */

/** A name other shoppers see beside a review: trimmed, without invisible formatting characters. */
function shownName(value: string | undefined): string {
  return withoutInvisibleFormatting(value ?? "").trim();
}

/**
 * The first problem of a name, or undefined. A name is greeted by in mails, so it may not read as a
 * link or an e-mail address (link-like-text.ts): the shop would otherwise carry whatever a stranger
 * typed, in its own words, to an address they typed too.
 */
function nameProblem(name: string): string | undefined {
  if (name.length > NAME_MAX_LENGTH) return ACCOUNT_MESSAGES.nameTooLong;
  if (hasLinkLikeText(name)) return ACCOUNT_MESSAGES.nameHasLink;
  return undefined;
}

/** The message for a 10-digit Indian number, or ours for a number given with its country code. */
function mobileProblem(number: string): string {
  return number.startsWith("+") ? ACCOUNT_MESSAGES.invalidInternationalNumber : ACCOUNT_MESSAGES.invalidNumber;
}

/**
 * `POST /api/users/` (multipart or JSON): fields are checked in order, and only the first broken rule is
 * reported, so "All fields are required." always wins over a bad email. Privilege fields (role,
 * cartId, _id) are not part of the schema and are dropped.
 */
export const registration = z
  .object({ name: textField, email: textField, number: textField, password: textField })
  .transform((input, ctx) => {
    const name = shownName(input.name);
    const email = input.email?.trim() ?? "";
    const number = input.number?.trim() ?? "";
    const password = input.password ?? "";
    const fields = { name, email, number, password };
    const missing = Object.entries(fields).filter(([, value]) => value.trim() === "");
    if (missing.length > 0) {
      for (const [field] of missing) ctx.addIssue({ code: "custom", path: [field], message: ACCOUNT_MESSAGES.allFieldsRequired });
      return z.NEVER;
    }
    if (!isEmailAddress(email)) {
      ctx.addIssue({ code: "custom", path: ["email"], message: ACCOUNT_MESSAGES.invalidEmail });
      return z.NEVER;
    }
    const mobile = customerMobile(number);
    if (mobile === undefined) {
      ctx.addIssue({ code: "custom", path: ["number"], message: mobileProblem(number) });
      return z.NEVER;
    }
    const problem =
      passwordProblem(password) ?? (passwordHoldsEmail(password, email) ? ACCOUNT_MESSAGES.passwordContainsEmail : undefined);
    if (problem) {
      ctx.addIssue({ code: "custom", path: ["password"], message: problem });
      return z.NEVER;
    }
    const badName = nameProblem(name);
    if (badName) {
      ctx.addIssue({ code: "custom", path: ["name"], message: badName });
      return z.NEVER;
    }
    // The one Full Name box fills the profile's first and last name: the last word is the last name.
    const words = name.split(/\s+/);
    const lastName = words.length > 1 ? (words.pop() ?? "") : "";
    return { ...fields, name: words.join(" "), lastName, number: mobile };
  });
export type Registration = z.output<typeof registration>;

/**
 * `PUT /api/users/{id}` (multipart or JSON): each field is optional and only sent fields change.
 * The email cannot be edited, so it is not part of the schema. The picture travels
 * as the multipart file `image`.
 */
export const profileUpdate = z
  .object({ name: textField, last_name: textField, number: textField, address: textField, gender: textField })
  .transform((input, ctx) => {
    const out: { name?: string; lastName?: string; number?: string; address?: string; gender?: string } = {};
    if (input.name !== undefined) {
      const name = shownName(input.name);
      const problem = name === "" ? ACCOUNT_MESSAGES.allFieldsRequired : nameProblem(name);
      if (problem) ctx.addIssue({ code: "custom", path: ["name"], message: problem });
      else out.name = name;
    }
    if (input.last_name !== undefined) {
      const lastName = shownName(input.last_name);
      const problem = nameProblem(lastName);
      if (problem) ctx.addIssue({ code: "custom", path: ["last_name"], message: problem });
      else out.lastName = lastName;
    }
    if (input.number !== undefined) {
      const number = input.number.trim();
      const mobile = customerMobile(number);
      if (mobile === undefined) ctx.addIssue({ code: "custom", path: ["number"], message: mobileProblem(number) });
      else out.number = mobile;
    }
    if (input.address !== undefined) {
      const address = input.address.trim();
      if (address.length > 300) ctx.addIssue({ code: "custom", path: ["address"], message: ACCOUNT_MESSAGES.addressTooLong });
      else out.address = address;
    }
    if (input.gender !== undefined) {
      const gender = input.gender.trim().toLowerCase();
      if (gender !== "" && !(GENDERS as readonly string[]).includes(gender))
        ctx.addIssue({ code: "custom", path: ["gender"], message: ACCOUNT_MESSAGES.invalidGender });
      else out.gender = gender;
    }
    return out;
  });
