import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from "react";
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

/**
 * The back office's editors build their forms from these: a labelled field (AdminField) or list
 * (AdminSelect), its hint and its message named by `aria-describedby`, and `draftFields`, which
 * gives each field of a draft its posted name, its value and its message, so an editor names a
 * field once.
 */

/** The names of a draft's text fields. */
type TextFieldOf<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;

/**
 * An editor's fields bound to its draft (what is saved, or what was typed and refused) and to the
 * messages of its last answer: `<AdminField label="Title" {...field("title")} />`. Fields of a
 * repeated group are posted, and refused, as `${prefix}.${name}` ("c0.price").
 */
export function draftFields<D extends object>(draft: D, errors: Record<string, string>, prefix?: string) {
  return (key: TextFieldOf<D>) => {
    const value = draft[key];
    const name = prefix ? `${prefix}.${key}` : key;
    return { name, value: typeof value === "string" ? value : "", error: errors[name] };
  };
}

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

/** One labelled back-office field with its hint and message, named by `aria-describedby`. */
export function AdminField({ id, label, name, value, error, hint, rows, wide, inputRef, children, ...input }: AdminFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const common = {
    id: fieldId,
    name,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(fieldId, hint, error),
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

export type AdminSelectProps = {
  /** The list's id when something else points at it; else its own. */
  id?: string;
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "value" | "defaultValue" | "children">;

/** One labelled back-office list to choose from, with its hint and message, as AdminField. */
export function AdminSelect({ id, label, name, value, error, hint, options, ...select }: AdminSelectProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  return (
    <div className="admin-field">
      <label htmlFor={fieldId}>{label}</label>
      <select
        {...select}
        id={fieldId}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={fieldId} hint={hint} error={error} />
    </div>
  );
}
