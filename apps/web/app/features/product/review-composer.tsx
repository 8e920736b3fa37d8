import type { Review, ReviewEligibility } from "@chhaap/contract/catalog";
import { REVIEW_TEXT_MAX } from "@chhaap/contract/review-rules";
import { useEffect, useRef } from "react";
import { useFetcher, useNavigate } from "react-router";
import { Link } from "#app/components/link.tsx";
import { useNotify } from "#app/components/notification.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import { ReviewDeleteDialog } from "./review-delete-dialog.tsx";
import { ownReview, REVIEW_FETCHER_KEY, type ReviewActionResult, type ReviewIntent, reviewFormNotice } from "./review-draft.ts";
import { useReviewEditor } from "./review-editor.tsx";
import { REVIEW_FORM_ID, ReviewForm } from "./review-form.tsx";
import { REVIEW_POPUP_MS, REVIEW_PROBLEM_MESSAGES, REVIEW_SUCCESS_MESSAGES } from "./review-messages.ts";

export interface ReviewViewer {
  _id: string;
  name: string;
}

/**
 * The writing slot of the reviews section. Guests read 'Login required' with a link to log in
 * and come back here; customers who received the piece (or have a review of it to change) get the
 * WRITE REVIEW / Hide REVIEW toggle with the form, the others read why not; every customer gets the
 * deletion dialog their own review's Delete button asks for.
 */
export function ReviewComposer({
  viewer,
  loginHref,
  reviews,
  eligibility,
}: {
  viewer: ReviewViewer | null;
  loginHref: string;
  reviews: Review[];
  eligibility: ReviewEligibility | null;
}) {
  const t = useT();
  if (!viewer) {
    return (
      <p className="reviews__prompt">
        <strong>{t("reviewLoginRequired")}</strong> <Link to={loginHref}>{t("loginToReview")}</Link>
      </p>
    );
  }
  return <CustomerComposer viewer={viewer} loginHref={loginHref} reviews={reviews} notice={reviewFormNotice(eligibility)} />;
}

function CustomerComposer({
  viewer,
  loginHref,
  reviews,
  notice,
}: {
  viewer: ReviewViewer;
  loginHref: string;
  reviews: Review[];
  notice: MessageKey | null;
}) {
  const t = useT();
  const editor = useReviewEditor();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to the toggle once the form or the deleted review is gone. A modal dialog gives
  // focus back to its opener as it closes, so after a deletion the toggle takes it when that is done.
  const focusAfterDialog = useRef(false);
  useAnnounceReviewResults(loginHref, (intent) => {
    if (intent === "delete") focusAfterDialog.current = true;
    else toggleRef.current?.focus();
  });

  function onToggle() {
    const own = editor.open ? null : ownReview(reviews, viewer._id);
    editor.toggle(own);
  }

  return (
    <div className="review-composer">
      {/* The answers and the dialog stay mounted either way: deleting one's last review may take the form away. */}
      {notice ? (
        <p className="reviews__prompt">{t(notice)}</p>
      ) : (
        <button
          ref={toggleRef}
          type="button"
          className="button button--ghost review-composer__toggle"
          aria-expanded={editor.open}
          aria-controls={editor.open ? REVIEW_FORM_ID : undefined}
          onClick={onToggle}
        >
          {t(editor.open ? "hideReview" : "writeReview")}
        </button>
      )}
      {editor.open ? (
        <ReviewForm key={editor.target?._id ?? "new"} target={editor.target} focusOnMount={editor.focusForm} />
      ) : null}
      <ReviewDeleteDialog
        onClosed={() => {
          if (!focusAfterDialog.current) return;
          focusAfterDialog.current = false;
          toggleRef.current?.focus();
        }}
      />
    </div>
  );
}

/**
 * Announces each answer of the review action once, in popups that last 3 s. It lives here,
 * outside the list, because a deleted review's own buttons are gone by the time the answer arrives.
 * Success closes the form (it resets and hides; the page's data reloads by itself).
 */
function useAnnounceReviewResults(loginHref: string, onSaved: (intent: ReviewIntent) => void) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const editor = useReviewEditor();
  const fetcher = useFetcher<ReviewActionResult>({ key: REVIEW_FETCHER_KEY });
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // An answer that was already there when this product page opened belongs to another page.
  const announced = useRef(result?.at);

  useEffect(() => {
    if (!result || announced.current === result.at) return;
    announced.current = result.at;
    if (result.ok) {
      notify("success", t(REVIEW_SUCCESS_MESSAGES[result.intent]), { timeoutMs: REVIEW_POPUP_MS });
      if (result.intent === "delete") editor.cancelDelete();
      else editor.close();
      onSaved(result.intent);
      return;
    }
    const message = t(REVIEW_PROBLEM_MESSAGES[result.problem], { max: REVIEW_TEXT_MAX });
    notify(result.problem === "failed" || result.problem === "tooMany" ? "danger" : "warning", message, {
      timeoutMs: REVIEW_POPUP_MS,
    });
    if (result.intent === "delete") editor.cancelDelete();
    // Reviewing needs login; the session may have ended since the page was drawn.
    if (result.problem === "loginRequired") navigate(loginHref);
  }, [result, notify, t, editor, navigate, loginHref, onSaved]);
}
