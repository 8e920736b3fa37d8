import { CONTACT_MESSAGES, contactEnquiry } from "@chhaap/contract/content";
import { describe, expect, it } from "vitest";
import { en } from "#app/lib/i18n/en.ts";
import { contactErrorsOf, contactMessageKey, readContactValues } from "./contact-errors.ts";

describe("contact form errors", () => {
  it("gives every contract message a translation that says the same in English", () => {
    for (const [name, message] of Object.entries(CONTACT_MESSAGES)) {
      if (name === "submitted" || name === "failed") continue;
      const key = contactMessageKey(message);
      expect(key, name).not.toBeNull();
      if (key) expect(en[key]).toBe(message);
    }
  });

  it("reads the typed values and reports the first problem of each field", () => {
    const form = new FormData();
    form.set("email", "asha@");
    form.set("full_Name", "Asha");
    form.set("number", "12");
    const values = readContactValues(form);
    expect(values).toEqual({ email: "asha@", full_Name: "Asha", number: "12", subject_Of_Enquiry: "", your_Enquiry: "" });
    const parsed = contactEnquiry.safeParse(values);
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(contactErrorsOf(parsed.error)).toEqual({
        email: CONTACT_MESSAGES.emailInvalid,
        number: CONTACT_MESSAGES.numberInvalid,
        subject_Of_Enquiry: CONTACT_MESSAGES.subjectRequired,
        your_Enquiry: CONTACT_MESSAGES.enquiryRequired,
      });
    }
  });
});
