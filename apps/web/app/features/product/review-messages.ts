import type { MessageKey } from "#app/lib/i18n/messages.ts";
import type { ReviewIntent, ReviewProblem } from "./review-draft.ts";

/** Review popups vanish after 3 seconds (other popups after 4). */
export const REVIEW_POPUP_MS = 3000;

/** What each outcome says. */
export const REVIEW_SUCCESS_MESSAGES: Record<ReviewIntent, MessageKey> = {
  create: "reviewSubmitted",
  update: "reviewUpdated",
  delete: "reviewDeleted",
};

export const REVIEW_PROBLEM_MESSAGES: Record<ReviewProblem, MessageKey> = {
  fieldsRequired: "reviewsAllRequired",
  tooLong: "reviewTooLong",
  loginRequired: "reviewLoginRequired",
  notReceived: "reviewOnlyReceived",
  duplicate: "reviewDuplicate",
  tooMany: "reviewTooMany",
  failed: "reviewFailed",
};
