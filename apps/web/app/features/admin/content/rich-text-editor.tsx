import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { useId, useState } from "react";

/**
 * The back office's rich-text editor (Tiptap), for blog posts and the shop's pages. Only their editors
 * load it, lazily, so none of it reaches the storefront's scripts. It offers what the blog's HTML allow-list keeps (headings,
 * bold, italic, lists, quotes, links) and writes the HTML into a hidden field of the page's form; the
 * server sanitises it again on save.
 */
export function RichTextEditor({
  name,
  initialHtml,
  labelId,
  describedBy,
  invalid,
  autofocus,
}: {
  name: string;
  initialHtml: string;
  /** The plain field had the focus when the editor took its place. */
  autofocus: boolean;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
}) {
  const [html, setHtml] = useState(initialHtml);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        // Not kept by the blog's allow-list: offering them would lose the writer's work on save.
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["mailto"] },
      }),
    ],
    content: initialHtml,
    // The shop's CSP allows no inline <style>: the editor's few rules live in admin.css instead.
    injectCSS: false,
    autofocus: autofocus ? "end" : false,
    // The page is rendered on the server without the editor; it starts once in the browser.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: "admin-rich-text__content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? "" : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current?.isActive("heading", { level: 2 }) ?? false,
      h3: current?.isActive("heading", { level: 3 }) ?? false,
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      bullets: current?.isActive("bulletList") ?? false,
      numbers: current?.isActive("orderedList") ?? false,
      quote: current?.isActive("blockquote") ?? false,
      link: current?.isActive("link") ?? false,
      href: (current?.getAttributes("link").href as string | undefined) ?? "",
    }),
  });
  const [linkText, setLinkText] = useState("");
  const linkId = useId();

  const buttons = [
    { label: "Heading", pressed: state?.h2, run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run(), text: "H2" },
    { label: "Subheading", pressed: state?.h3, run: () => editor?.chain().focus().toggleHeading({ level: 3 }).run(), text: "H3" },
    { label: "Bold", pressed: state?.bold, run: () => editor?.chain().focus().toggleBold().run(), text: "B" },
    { label: "Italic", pressed: state?.italic, run: () => editor?.chain().focus().toggleItalic().run(), text: "I" },
    { label: "Bulleted list", pressed: state?.bullets, run: () => editor?.chain().focus().toggleBulletList().run(), text: "•" },
    { label: "Numbered list", pressed: state?.numbers, run: () => editor?.chain().focus().toggleOrderedList().run(), text: "1." },
    { label: "Quote", pressed: state?.quote, run: () => editor?.chain().focus().toggleBlockquote().run(), text: "❝" },
  ];

  function applyLink() {
    const href = linkText.trim();
    if (!editor) return;
    if (href === "") editor.chain().focus().extendMarkRange("link").unsetLink().run();
    else editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    setLinkText("");
  }

  return (
    <div className="admin-rich-text">
      <div role="toolbar" aria-label="Formatting" className="admin-rich-text__toolbar">
        {buttons.map((button) => (
          <button
            key={button.label}
            type="button"
            className="admin-rich-text__button"
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.pressed ?? false}
            disabled={!editor}
            onClick={button.run}
          >
            <span aria-hidden="true">{button.text}</span>
          </button>
        ))}
        <span className="admin-rich-text__link">
          <label htmlFor={linkId} className="visually-hidden">
            Link address for the selected text
          </label>
          <input
            id={linkId}
            type="url"
            inputMode="url"
            placeholder={state?.link ? state.href : "https://…"}
            value={linkText}
            onChange={(event) => setLinkText(event.target.value)}
            onKeyDown={(event) => {
              // Enter sets the link here instead of submitting the whole post.
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              }
            }}
          />
          <button
            type="button"
            className="admin-rich-text__button admin-rich-text__button--wide"
            disabled={!editor}
            onClick={applyLink}
          >
            {state?.link && linkText.trim() === "" ? "Remove link" : "Set link"}
          </button>
        </span>
      </div>
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
