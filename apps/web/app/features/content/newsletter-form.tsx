import { type FormEvent, useId, useState } from "react";
import { useNotify } from "#app/components/notification.tsx";
import { readAnswer } from "#app/lib/api-body.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/**
 * Footer newsletter box. ARCHITECTURE.md: unlike the spec's inert box, it stores the subscription
 * (POST /api/newsletter) and says so through the notification popup, without leaving the page.
 */
export function NewsletterForm() {
  const t = useT();
  const notify = useNotify();
  const id = useId();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFieldError(null);
    try {
      const response = await fetch("/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ email: email.trim() }),
      });
      const answer = readAnswer(await response.json().catch(() => null));
      if (response.ok && answer.ok) {
        notify("success", answer.message ?? t("subscribe"));
        setEmail("");
      } else if (response.status === 400) {
        const message = answer.fieldErrors.email ?? answer.message ?? t("somethingWrong");
        setFieldError(message);
        notify("warning", answer.message ?? message);
      } else {
        notify("danger", answer.message ?? t("somethingWrong"));
      }
    } catch {
      notify("danger", t("somethingWrong"));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="newsletter" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-email`} className="newsletter__label">
        {t("emailAddress")}
      </label>
      <div className="newsletter__row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
        <button type="submit" className="button button--light" disabled={pending}>
          {pending ? t("subscribing") : t("subscribe")}
        </button>
      </div>
      {fieldError ? (
        <p id={`${id}-error`} className="field-error">
          {fieldError}
        </p>
      ) : null}
    </form>
  );
}
