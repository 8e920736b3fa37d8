import { useEffect } from "react";
import { useBlocker } from "react-router";
import { useModalDialog } from "#app/lib/use-modal-dialog.ts";

/**
 * Asks before an editor with unsaved changes is left: a link or Back within the shop opens a dialog
 * (stay, or leave and lose the changes); closing or reloading the tab gets the browser's own question.
 * Posting the editor's own form is not leaving it.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === "blocked";
  const dialog = useModalDialog(blocked, () => blocker.reset?.());

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  return (
    <dialog {...dialog} className="admin-dialog" aria-labelledby="leave-guard-title">
      <h2 id="leave-guard-title">Leave without saving?</h2>
      <p>Your changes on this page have not been saved. Leaving now loses them.</p>
      <div className="admin-dialog__buttons">
        <button type="button" className="admin-button admin-button--primary" onClick={() => blocker.reset?.()}>
          Stay and save
        </button>
        <button type="button" className="admin-button admin-button--ghost" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </button>
      </div>
    </dialog>
  );
}
