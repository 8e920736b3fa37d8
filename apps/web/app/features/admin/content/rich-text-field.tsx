import { type ComponentProps, type ComponentType, useEffect, useId, useRef, useState } from "react";
import type { RichTextEditor as Editor } from "./rich-text-editor.tsx";

type EditorComponent = ComponentType<ComponentProps<typeof Editor>>;

const KEPT = "Headings, bold, italic, lists, quotes and links are kept; anything else is removed when saved.";

/**
 * A field of rich text (a blog post's body, a shop page's body or answer). The server renders a plain
 * textarea of HTML, which is what a browser without scripts posts; once the page runs, the rich-text
 * editor takes its place and posts the same field.
 */
export function RichTextField({
  name,
  label,
  html,
  error,
  hint = KEPT,
  rows = 16,
}: {
  name: string;
  label: string;
  html: string;
  error?: string;
  /** What the field is for; by default, what formatting is kept. */
  hint?: string;
  /** The plain field's height before the editor takes its place. */
  rows?: number;
}) {
  const id = useId();
  const plain = useRef<HTMLTextAreaElement>(null);
  const [editor, setEditor] = useState<{ Component: EditorComponent; html: string; focus: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    // Loaded only when this field is shown in a browser: the editor's scripts stay off every other
    // page. The plain field stays until they arrive, and what was typed into it meanwhile is kept.
    void import("./rich-text-editor.tsx").then((module) => {
      if (!live) return;
      const field = plain.current;
      setEditor({
        Component: module.RichTextEditor,
        html: field?.value ?? html,
        focus: field !== null && document.activeElement === field,
      });
    });
    return () => {
      live = false;
    };
  }, [html]);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className="admin-field admin-field--wide">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {editor === null ? (
        <textarea
          ref={plain}
          id={id}
          name={name}
          rows={rows}
          defaultValue={html}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="admin-rich-text__plain"
        />
      ) : (
        <editor.Component
          name={name}
          initialHtml={editor.html}
          autofocus={editor.focus}
          labelId={`${id}-label`}
          describedBy={describedBy}
          invalid={Boolean(error)}
        />
      )}
      <span id={hintId} className="admin-field__hint">
        {hint}
      </span>
      {error ? (
        <span id={errorId} className="admin-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
