import type { ReactNode } from "react";

/** What the last answer said, shown beside Save. `at` tells one answer from the next, even with the same words. */
export interface SaveNotice {
  tone: "success" | "danger";
  text: string;
  at: number;
}

/**
 * The foot of a long editor: Save, kept in reach at the bottom of the screen, with what the last answer
 * said beside it. Staff press Save at the foot of a long page, so the confirmation shows (and is announced)
 * there rather than at the top, out of view. The status itself takes the focus after a save (`statusId`).
 */
export function SaveBar({
  busy,
  notice,
  saveId,
  statusId,
  children,
}: {
  busy: boolean;
  notice: SaveNotice | null;
  saveId?: string;
  statusId: string;
  /** Further buttons, after Save. */
  children?: ReactNode;
}) {
  return (
    <div className="admin-actions admin-sticky-actions admin-save-bar">
      <button type="submit" id={saveId} name="intent" value="save" className="admin-button admin-button--primary" disabled={busy}>
        {busy ? "Saving…" : "Save"}
      </button>
      {children}
      <div role="status" id={statusId} tabIndex={-1} className="admin-save-bar__status">
        {notice ? (
          // A new paragraph for each answer: a screen reader announces it even when the words repeat.
          <p key={notice.at} className={`admin-save-bar__notice admin-save-bar__notice--${notice.tone}`}>
            {notice.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Under a form whose save was refused: the answer's message and each field it refused (the message is
 * also announced beside Save). Nothing when no field was refused.
 */
export function RefusedFields({ message, refusals }: { message: string | undefined; refusals: [field: string, text: string][] }) {
  if (refusals.length === 0) return null;
  return (
    <div className="admin-message admin-message--danger admin-form__summary">
      <p>{message}</p>
      <ul>
        {refusals.map(([field, text]) => (
          <li key={field}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
