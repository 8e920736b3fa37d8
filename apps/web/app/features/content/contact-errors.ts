import { CONTACT_FIELDS, CONTACT_MESSAGES, type ContactField } from "@chhaap/contract/content";
import type { z } from "zod";
import type { MessageKey } from "#app/lib/i18n/messages.ts";

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The contract's messages are English; each has a translation key so the form speaks the shopper's language. */
const MESSAGE_KEYS: Record<string, MessageKey> = {
  [CONTACT_MESSAGES.emailRequired]: "contactEmailRequired",
  [CONTACT_MESSAGES.emailInvalid]: "contactEmailInvalid",
  [CONTACT_MESSAGES.emailTooLong]: "contactEmailTooLong",
  [CONTACT_MESSAGES.nameRequired]: "contactNameRequired",
  [CONTACT_MESSAGES.nameTooLong]: "contactNameTooLong",
  [CONTACT_MESSAGES.numberRequired]: "contactNumberRequired",
  [CONTACT_MESSAGES.numberInvalid]: "contactNumberInvalid",
  [CONTACT_MESSAGES.subjectRequired]: "contactSubjectRequired",
  [CONTACT_MESSAGES.subjectTooLong]: "contactSubjectTooLong",
  [CONTACT_MESSAGES.enquiryRequired]: "contactEnquiryRequired",
  [CONTACT_MESSAGES.enquiryTooLong]: "contactEnquiryTooLong",
};

export function contactMessageKey(message: string): MessageKey | null {
  return MESSAGE_KEYS[message] ?? null;
}

/** The five fields as typed (a missing one reads as empty). */
export function readContactValues(form: FormData): ContactValues {
  const entries = CONTACT_FIELDS.map((field) => {
    const value = form.get(field);
    return [field, typeof value === "string" ? value : ""] as const;
  });
  return Object.fromEntries(entries) as ContactValues;
}

/** The first message of each field, as the API also answers (plugins/error-handler.ts). */
export function contactErrorsOf(error: z.ZodError): ContactErrors {
  const errors: ContactErrors = {};
  for (const issue of error.issues) {
    const field = CONTACT_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Per-field messages of an API 400 answer, keeping only the five fields. */
export function contactErrorsFromAnswer(errors: Record<string, string>): ContactErrors {
  const picked: ContactErrors = {};
  for (const field of CONTACT_FIELDS) if (errors[field]) picked[field] = errors[field];
  return picked;
}
