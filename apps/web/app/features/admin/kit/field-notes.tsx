/**
 * What the back office's forms show under a field: its hint and its message, with the ids the field
 * names in `aria-describedby` (`{id}-hint`, `{id}-error`).
 */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="admin-field__error">
          {error}
        </span>
      ) : null}
    </>
  );
}
