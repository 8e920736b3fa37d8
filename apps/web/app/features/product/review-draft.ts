import type { Review, ReviewEligibility } from "@chhaap/contract/catalog";
import { REVIEW_TEXT_MAX } from "@chhaap/contract/review-rules";

/** One fetcher for writing, editing and deleting: the composer announces its answers (review-composer.tsx). */
export const REVIEW_FETCHER_KEY = "product-review";

/** What the product page's review form posts (`intent`) to the route action. */
export type ReviewIntent = "create" | "update" | "delete";

/** Why a review was not saved; the page turns each into a translated message. */
export type ReviewProblem = "fieldsRequired" | "tooLong" | "loginRequired" | "notReceived" | "duplicate" | "tooMany" | "failed";

/** The action's answer. `at` tells one answer from the next, so each is announced once. */
export type ReviewActionResult =
  | { ok: true; intent: ReviewIntent; at: number }
  | { ok: false; intent: ReviewIntent | null; problem: ReviewProblem; at: number };

/** The form's fields as the browser posts them. */
export interface ReviewDraft {
  rating: string;
  review: string;
}

/**
 * A rating of 1 to 5 and non-empty text, else 'All fields are required!'. The same rule the API
 * applies with the contract schema, written without zod so the product page does not ship it.
 */
export function reviewDraftProblem(draft: ReviewDraft): "fieldsRequired" | "tooLong" | null {
  const rating = Number(draft.rating);
  const text = draft.review.trim();
  if (!Number.isInteger(rating) || rating < 1 || rating > 5 || text === "") return "fieldsRequired";
  if (text.length > REVIEW_TEXT_MAX) return "tooLong";
  return null;
}

export function readReviewDraft(form: FormData): ReviewDraft {
  const rating = form.get("rating");
  const review = form.get("review");
  return { rating: typeof rating === "string" ? rating : "", review: typeof review === "string" ? review : "" };
}

/** The viewer's own review among those listed: the author sees edit and delete on it. */
export function ownReview(reviews: Review[], viewerId: string | undefined): Review | null {
  if (!viewerId) return null;
  return reviews.find((review) => review.user._id === viewerId) ?? null;
}

/**
 * Why the page offers a customer no review form, or null to offer it: their review of this piece was
 * hidden by the shop, or they have not received it and have no review of it to change. Not knowing
 * (the question failed) offers the form; the API still refuses whom it must.
 */
export function reviewFormNotice(eligibility: ReviewEligibility | null): "reviewHiddenByShop" | "reviewOnlyReceived" | null {
  if (!eligibility) return null;
  if (eligibility.own === "hidden") return "reviewHiddenByShop";
  if (eligibility.own === "none" && !eligibility.received) return "reviewOnlyReceived";
  return null;
}
