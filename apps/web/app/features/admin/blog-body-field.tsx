import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";

// Loaded only when this field is shown in a browser: the editor's scripts stay off every other page.
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx").then((module) => ({ default: module.RichTextEditor })));

/**
 * The post's body. The server renders a plain textarea of HTML, which is what a browser without
 * scripts posts; once the page runs, the rich-text editor takes its place and posts the same field.
 */
export function BlogBodyField({ name, html, error }: { name: string; html: string; error?: string }) {
  const id = useId();
  const plain = useRef<HTMLTextAreaElement>(null);
  const [start, setStart] = useState<string | null>(null);
  useEffect(() => {
    // Whatever was typed into the plain field before the page came alive is kept.
    setStart(plain.current?.value ?? html);
  }, [html]);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : ""].filter(Boolean).join(" ");
  const fallback = (
    <textarea
      ref={plain}
      id={id}
      name={name}
      rows={16}
      defaultValue={html}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      className="admin-rich-text__plain"
    />
  );
  return (
    <div className="admin-field admin-field--wide">
      <label id={`${id}-label`} htmlFor={id}>
        Post
      </label>
      {start === null ? (
        fallback
      ) : (
        <Suspense fallback={fallback}>
          <RichTextEditor
            name={name}
            initialHtml={start}
            labelId={`${id}-label`}
            describedBy={describedBy}
            invalid={Boolean(error)}
          />
        </Suspense>
      )}
      <span id={hintId} className="admin-field__hint">
        Headings, bold, italic, lists, quotes and links are kept; anything else is removed when the post is saved.
      </span>
      {error ? (
        <span id={errorId} className="admin-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
