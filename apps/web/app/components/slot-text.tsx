import { Fragment, type ReactNode } from "react";

/** Renders a translated sentence with one `{slot}` replaced by an element, wherever the language puts it. */
export function SlotText({ text, slot, children }: { text: string; slot: string; children: ReactNode }) {
  const parts = text.split(`{${slot}}`);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder.
        <Fragment key={index}>
          {index > 0 ? children : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
