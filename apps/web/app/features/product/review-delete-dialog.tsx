import { useFetcher } from "react-router";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useModalDialog } from "#app/lib/use-modal-dialog.ts";
import { REVIEW_FETCHER_KEY, type ReviewActionResult } from "./review-draft.ts";
import { useReviewEditor } from "./review-editor.tsx";

/**
 * A confirmation is an accessible dialog, not a browser box. "Keep it"
 * comes first, so a stray Enter keeps the review. The answer is announced by the composer.
 */
export function ReviewDeleteDialog({ onClosed }: { onClosed: () => void }) {
  const t = useT();
  const editor = useReviewEditor();
  const fetcher = useFetcher<ReviewActionResult>({ key: REVIEW_FETCHER_KEY });
  const review = editor.deleting;
  const dialog = useModalDialog(review !== null, editor.cancelDelete);
  const busy = fetcher.state !== "idle";

  return (
    <dialog
      {...dialog}
      onClose={onClosed}
      className="review-dialog"
      aria-labelledby="review-dialog-title"
      aria-describedby="review-dialog-note"
    >
      <div className="review-dialog__panel">
        <h2 id="review-dialog-title" className="review-dialog__title">
          {t("deleteReviewTitle")}
        </h2>
        <p id="review-dialog-note">{t("deleteReviewNote")}</p>
        <fetcher.Form method="post" className="review-dialog__actions">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="reviewId" value={review?._id ?? ""} />
          <button type="button" className="button button--ghost" onClick={editor.cancelDelete}>
            {t("keepReview")}
          </button>
          <button type="submit" className="button button--danger" disabled={busy || review === null}>
            {t("confirmDeleteReview")}
          </button>
        </fetcher.Form>
      </div>
    </dialog>
  );
}
