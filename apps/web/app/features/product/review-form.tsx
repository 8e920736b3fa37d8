import type { Review } from "@chhaap/contract/catalog";
import { REVIEW_TEXT_MAX } from "@chhaap/contract/review-rules";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useNotify } from "#app/components/notification.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { REVIEW_FETCHER_KEY, type ReviewActionResult, readReviewDraft, reviewDraftProblem } from "./review-draft.ts";
import { REVIEW_POPUP_MS } from "./review-messages.ts";
import { ReviewStarInput } from "./review-star-input.tsx";

export const REVIEW_FORM_ID = "review-form";

/**
 * The review form, in create mode (empty) or edit mode (prefilled with `target`). It posts
 * to the product page's action; the check of both fields runs first and warns 'All fields are required!'.
 */
export function ReviewForm({ target, focusOnMount }: { target: Review | null; focusOnMount: boolean }) {
  const t = useT();
  const notify = useNotify();
  const fetcher = useFetcher<ReviewActionResult>({ key: REVIEW_FETCHER_KEY });
  const [rating, setRating] = useState(target?.rating ?? 0);
  const [invalid, setInvalid] = useState<{ rating: boolean; review: boolean }>({ rating: false, review: false });
  const textRef = useRef<HTMLTextAreaElement>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (focusOnMount) textRef.current?.focus();
  }, [focusOnMount]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const draft = readReviewDraft(new FormData(event.currentTarget));
    const problem = reviewDraftProblem(draft);
    if (!problem) {
      setInvalid({ rating: false, review: false });
      return;
    }
    event.preventDefault();
    const missingRating = rating < 1;
    setInvalid({ rating: missingRating, review: !missingRating || draft.review.trim() === "" });
    notify("warning", t(problem === "tooLong" ? "reviewTooLong" : "reviewsAllRequired", { max: REVIEW_TEXT_MAX }), {
      timeoutMs: REVIEW_POPUP_MS,
    });
    if (missingRating) event.currentTarget.querySelector<HTMLInputElement>('input[name="rating"]')?.focus();
    else textRef.current?.focus();
  }

  return (
    <fetcher.Form
      method="post"
      id={REVIEW_FORM_ID}
      className="review-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="review-form-title"
    >
      <h3 id="review-form-title" className="review-form__title">
        {t(target ? "reviewFormEdit" : "reviewFormNew")}
      </h3>
      <input type="hidden" name="intent" value={target ? "update" : "create"} />
      {target ? <input type="hidden" name="reviewId" value={target._id} /> : null}
      <ReviewStarInput
        value={rating}
        onChange={(chosen) => {
          setRating(chosen);
          setInvalid((was) => ({ ...was, rating: false }));
        }}
        invalid={invalid.rating}
      />
      <div className="review-form__field">
        <label htmlFor="review-text" className="review-form__label">
          {t("yourReviewText")}
        </label>
        <p id="review-text-hint" className="review-form__hint">
          {t("reviewHint", { max: REVIEW_TEXT_MAX })}
        </p>
        <textarea
          ref={textRef}
          id="review-text"
          name="review"
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          defaultValue={target?.review ?? ""}
          aria-describedby="review-text-hint"
          aria-invalid={invalid.review || undefined}
          onInput={() => setInvalid((was) => (was.review ? { ...was, review: false } : was))}
          dir="auto"
        />
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t("savingReview") : t(target ? "updateReview" : "submitReview")}
      </button>
    </fetcher.Form>
  );
}
