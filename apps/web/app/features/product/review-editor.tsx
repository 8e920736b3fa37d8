import type { Review } from "@chhaap/contract/catalog";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

/**
 * The review form's state (hidden or shown, create or edit mode), shared by the form above the list and the
 * author's Edit and Delete buttons inside it. `focusForm` is set when the form opens from a review
 * further down, so focus follows the shopper there; the WRITE REVIEW toggle keeps focus on itself.
 */
export interface ReviewEditorState {
  open: boolean;
  /** The review being edited; null writes a new one. */
  target: Review | null;
  focusForm: boolean;
  /** The review waiting for the shopper to confirm its deletion. */
  deleting: Review | null;
}

export interface ReviewEditor extends ReviewEditorState {
  /** WRITE REVIEW / Hide REVIEW: a shopper who already reviewed this piece edits that review. */
  toggle(own: Review | null): void;
  edit(review: Review): void;
  close(): void;
  askDelete(review: Review): void;
  cancelDelete(): void;
}

const CLOSED: ReviewEditorState = { open: false, target: null, focusForm: false, deleting: null };

const ReviewEditorContext = createContext<ReviewEditor | null>(null);

/** Key it by the variant: moving to another product starts closed. */
export function ReviewEditorProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ReviewEditorState>(CLOSED);
  const editor = useMemo<ReviewEditor>(
    () => ({
      ...state,
      toggle: (own) =>
        setState((s) => (s.open ? { ...s, open: false, target: null } : { ...s, open: true, target: own, focusForm: false })),
      edit: (review) => setState((s) => ({ ...s, open: true, target: review, focusForm: true })),
      close: () => setState((s) => ({ ...s, open: false, target: null, focusForm: false })),
      askDelete: (review) => setState((s) => ({ ...s, deleting: review })),
      cancelDelete: () => setState((s) => ({ ...s, deleting: null })),
    }),
    [state],
  );
  return <ReviewEditorContext.Provider value={editor}>{children}</ReviewEditorContext.Provider>;
}

export function useReviewEditor(): ReviewEditor {
  const editor = useContext(ReviewEditorContext);
  if (!editor) throw new Error("useReviewEditor needs a ReviewEditorProvider");
  return editor;
}
