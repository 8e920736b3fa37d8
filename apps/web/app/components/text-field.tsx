import type { InputHTMLAttributes } from "react";
import { translateMessage } from "#app/lib/account-messages.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/** A labelled input with its hint and its (translated) message, wired for screen readers. */
export function TextField({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const t = useT();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      <input
        id={id}
        className="auth-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error auth-field__error">
          {translateMessage(t, error)}
        </p>
      ) : null}
    </div>
  );
}
