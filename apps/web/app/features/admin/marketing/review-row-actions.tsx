import type { AdminReview } from "@chhaap/contract/admin/reviews";
import { useRef } from "react";
import { Form, useNavigation } from "react-router";

/**
 * What staff do to one review: hide it from shoppers or show it again (one press, undone as easily),
 * and delete it, which asks first in a dialog that names the review.
 */
export function ReviewRowActions({ review }: { review: AdminReview }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pending = useNavigation().state !== "idle";
  const hidden = review.state === "hidden";
  const titleId = `delete-review-${review._id}`;
  // Each row has the same buttons: their names say which review they act on.
  const who = `${review.author.name || "a customer"}'s review of ${review.product.name}`;
  return (
    <div className="admin-actions admin-review__actions">
      <Form method="post">
        <input type="hidden" name="intent" value={hidden ? "show" : "hide"} />
        <input type="hidden" name="id" value={review._id} />
        <button
          type="submit"
          className="admin-button admin-button--ghost"
          disabled={pending}
          aria-label={`${hidden ? "Show again" : "Hide"}: ${who}`}
        >
          {hidden ? "Show again" : "Hide"}
        </button>
      </Form>
      <button
        type="button"
        className="admin-button admin-button--ghost admin-button--danger"
        aria-label={`Delete: ${who}`}
        onClick={() => dialog.current?.showModal()}
      >
        Delete
      </button>
      <dialog ref={dialog} className="admin-dialog" aria-labelledby={titleId}>
        {/* Closed as it is sent: the page then moves focus to the answer, which an open dialog would keep. */}
        <Form method="post" className="admin-form" onSubmit={() => dialog.current?.close()}>
          <h2 id={titleId}>Delete this review?</h2>
          <p>
            {who}, rated {review.rating} of 5, is removed for good: shoppers, its author and this list lose it. The activity log
            keeps what it said. To take it off the shop but keep it, hide it instead.
          </p>
          <blockquote className="admin-review__quote">{review.review}</blockquote>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={review._id} />
          <div className="admin-dialog__buttons">
            <button type="button" className="admin-button admin-button--ghost" onClick={() => dialog.current?.close()}>
              Keep it
            </button>
            <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
              Delete review
            </button>
          </div>
        </Form>
      </dialog>
    </div>
  );
}
