import { type MouseEvent, type SyntheticEvent, useEffect, useRef } from "react";

/**
 * A native modal <dialog> driven by React state: `open` shows it with showModal() (focus trap, inert
 * page, Escape), the page behind stops scrolling, and Escape or a click on the backdrop asks the owner
 * to close through `onClose`, so state and dialog never disagree. Spread the result on the <dialog>.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    // Only an open dialog touches the lock: a closed one mounting later (a home section that hydrates
    // late) must not unlock the page under another dialog.
    if (!open) return;
    document.documentElement.classList.add("scroll-locked");
    return () => document.documentElement.classList.remove("scroll-locked");
  }, [open]);

  return {
    ref,
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      event.preventDefault();
      onClose();
    },
    // The panel fills the dialog box, so a click that lands on the dialog itself is on the backdrop.
    onClick(event: MouseEvent<HTMLDialogElement>) {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
