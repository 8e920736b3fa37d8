import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** The text fields of a form as typed (a missing or file field reads as empty). Passwords are never echoed back. */
export function formText<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The first message of each field, as the API also answers (plugins/error-handler.ts). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Moves focus to the first field with a message, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, order: readonly string[], errors: FieldErrors): void {
  const first = order.find((name) => errors[name]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
