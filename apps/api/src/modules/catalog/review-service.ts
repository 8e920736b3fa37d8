import {
  type Review,
  type ReviewCreate,
  type ReviewEligibility,
  type ReviewUpdate,
  VARIANT_NOT_FOUND,
} from "@chhaap/contract/catalog";
import { isUuid } from "@chhaap/contract/ids";
import { REVIEW_MESSAGES } from "@chhaap/contract/review-rules";
import type { Database } from "#src/db/client.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import {
  deleteOwnReview,
  findReview,
  findReviewAuthor,
  findReviewEligibility,
  hasReceived,
  insertReview,
  updateOwnReview,
  variantExists,
} from "./review-queries.ts";

/**
 * Customers review what they received (review-received.ts); the author is the session user, whatever
 * the body says. A review is public at once: staff hide what should not stay (the back office).
 */
export async function createReview(db: Database, userId: string, input: ReviewCreate): Promise<Review> {
  const variantId = input.varient.toLowerCase();
  if (!isUuid(variantId) || !(await variantExists(db, variantId))) throw notFound("catalog.variant_not_found", VARIANT_NOT_FOUND);
  if (!(await hasReceived(db, userId, variantId))) throw new ApiError(403, "review.not_received", REVIEW_MESSAGES.notReceived);
  // The unique index decides, so two submits at once still leave one review.
  const id = await insertReview(db, { userId, variantId, rating: input.rating, review: input.review });
  if (!id) throw new ApiError(409, "review.duplicate", REVIEW_MESSAGES.duplicate);
  return mustFind(db, id);
}

/** What the product page offers the user: the form, or why not. An id naming no colourway was not received. */
export async function reviewEligibility(db: Database, userId: string, rawVariantId: string): Promise<ReviewEligibility> {
  const variantId = rawVariantId.toLowerCase();
  if (!isUuid(variantId)) return { received: false, own: "none" };
  return findReviewEligibility(db, userId, variantId);
}

/** Only the author changes a review (403 for anyone else, 404 when there is none). */
export async function updateReview(db: Database, userId: string, reviewId: string, input: ReviewUpdate): Promise<Review> {
  const id = knownId(reviewId);
  const changed = await updateOwnReview(db, id, userId, { rating: input.rating, review: input.review });
  if (!changed) await refuse(db, id);
  return mustFind(db, id);
}

/** Answers the review as it was before it went. */
export async function deleteReview(db: Database, userId: string, reviewId: string): Promise<Review> {
  const id = knownId(reviewId);
  const before = await findReview(db, id);
  if (!before) throw notFound("review.not_found", REVIEW_MESSAGES.notFound);
  if (before.user._id !== userId) throw new ApiError(403, "review.not_yours", REVIEW_MESSAGES.notYours);
  if (!(await deleteOwnReview(db, id, userId))) throw notFound("review.not_found", REVIEW_MESSAGES.notFound);
  return before;
}

function knownId(reviewId: string): string {
  const id = reviewId.toLowerCase();
  if (!isUuid(id)) throw notFound("review.not_found", REVIEW_MESSAGES.notFound);
  return id;
}

/** Why an owner-only write touched nothing: someone else's review (403) or none at all (404). */
async function refuse(db: Database, id: string): Promise<never> {
  const author = await findReviewAuthor(db, id);
  if (author === undefined) throw notFound("review.not_found", REVIEW_MESSAGES.notFound);
  throw new ApiError(403, "review.not_yours", REVIEW_MESSAGES.notYours);
}

async function mustFind(db: Database, id: string): Promise<Review> {
  const found = await findReview(db, id);
  // Deleted between our write and this read (its author or variant went): nothing to show.
  if (!found) throw notFound("review.not_found", REVIEW_MESSAGES.notFound);
  return found;
}
