import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { FieldNotes } from "./field-notes.tsx";

export type AdminFieldProps = {
  /** The field's id when something else points at it (focus after a refused save); else its own. */
  id?: string;
  label: string;
  /** The posted field's name. */
  name: string;
  value: string;
  error?: string;
  hint?: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** Spans the whole row of the form's grid. */
  wide?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown under the field's notes. */
  children?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "value" | "defaultValue" | "children">;

/** One labelled back-office field with its hint and message, named by `aria-describedby`. */
export function AdminField({ id, label, name, value, error, hint, rows, wide, inputRef, children, ...input }: AdminFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const describedBy = [hint ? `${fieldId}-hint` : "", error ? `${fieldId}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id: fieldId,
    name,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className={`admin-field${wide ? " admin-field--wide" : ""}`}>
      <label htmlFor={fieldId}>{label}</label>
      {rows ? (
        <textarea rows={rows} maxLength={input.maxLength} {...common} />
      ) : (
        <input ref={inputRef} type="text" {...input} {...common} />
      )}
      <FieldNotes id={fieldId} hint={hint} error={error} />
      {children}
    </div>
  );
}
