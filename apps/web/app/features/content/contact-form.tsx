import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField, contactEnquiry } from "@chhaap/contract/content";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useNotify } from "#app/components/notification.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import {
  type ContactErrors,
  type ContactValues,
  contactErrorsOf,
  contactMessageKey,
  readContactValues,
} from "./contact-errors.ts";

/** What the /contact-us action answers. */
export type ContactResult =
  | { ok: true; sentAt: number }
  | { ok: false; sentAt: number; values: ContactValues; errors: ContactErrors; failed: boolean };

const FIELDS: {
  name: ContactField;
  label: MessageKey;
  type: "email" | "text" | "tel" | "textarea";
  autoComplete?: string;
  maxLength: number;
}[] = [
  { name: "full_Name", label: "fieldFullName", type: "text", autoComplete: "name", maxLength: CONTACT_LIMITS.fullName },
  { name: "email", label: "fieldEmail", type: "email", autoComplete: "email", maxLength: CONTACT_LIMITS.email },
  { name: "number", label: "fieldNumber", type: "tel", autoComplete: "tel", maxLength: 30 },
  { name: "subject_Of_Enquiry", label: "fieldSubject", type: "text", maxLength: CONTACT_LIMITS.subject },
  { name: "your_Enquiry", label: "fieldEnquiry", type: "textarea", maxLength: CONTACT_LIMITS.enquiry },
];

/**
 * /contact-us enquiry form. It posts to the route's action, so it works before (or without)
 * JavaScript; with it, the same contract schema checks the fields first and nothing typed is lost.
 * Success and failure are announced in the notification popup and in the page.
 */
export function ContactForm({ result }: { result: ContactResult | undefined }) {
  const t = useT();
  const notify = useNotify();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  const submitting = navigation.state === "submitting" && navigation.formAction === "/contact-us";

  // Announce each answer once: `sentAt` changes with every submission, re-renders keep it.
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!result || announced.current === result.sentAt) return;
    announced.current = result.sentAt;
    if (result.ok) {
      notify("success", t("contactSuccess"));
      formRef.current?.reset();
    } else if (result.failed) {
      notify("danger", t("contactFailed"));
    }
  }, [result, notify, t]);

  const errors: ContactErrors = clientErrors ?? (result && !result.ok ? result.errors : {});
  const values: Partial<ContactValues> = result && !result.ok ? result.values : {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = contactEnquiry.safeParse(readContactValues(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = contactErrorsOf(parsed.error);
    setClientErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    const element = first ? event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    element?.focus();
  }

  return (
    <Form method="post" className="contact-form" noValidate ref={formRef} onSubmit={onSubmit}>
      <p className="contact-form__note">{t("contactAllRequired")}</p>
      {FIELDS.map((field) => {
        const id = `contact-${field.name}`;
        const error = errors[field.name];
        const errorKey = error ? contactMessageKey(error) : null;
        const common = {
          id,
          name: field.name,
          required: true,
          maxLength: field.maxLength,
          autoComplete: field.autoComplete,
          defaultValue: values[field.name] ?? "",
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
        };
        return (
          <div key={field.name} className={`form-field${field.type === "textarea" ? " form-field--wide" : ""}`}>
            <label htmlFor={id} className="form-field__label">
              {t(field.label)}
            </label>
            {field.type === "textarea" ? (
              <textarea {...common} rows={6} className="form-field__control" />
            ) : (
              <input
                {...common}
                type={field.type}
                inputMode={field.type === "tel" ? "tel" : undefined}
                className="form-field__control"
              />
            )}
            {error ? (
              <p id={`${id}-error`} className="field-error form-field__error">
                {errorKey ? t(errorKey) : error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="contact-form__actions">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? t("sendingEnquiry") : t("submitEnquiry")}
        </button>
      </div>
      <div className="contact-form__status" role="status">
        {result?.ok ? <p className="contact-form__success">{t("contactSuccess")}</p> : null}
        {result && !result.ok && result.failed ? <p className="contact-form__failure">{t("contactFailed")}</p> : null}
      </div>
    </Form>
  );
}
