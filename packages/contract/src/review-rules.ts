/**
 * Review limits and wording, kept free of zod so the product page can check a review form in the
 * browser without shipping the schema library (the API validates with the schemas of catalog.ts).
 */

/** The longest review text we keep (a bound on what one shopper can store). */
export const REVIEW_TEXT_MAX = 2000;

/** The review messages, in plain and correct English (docs/decisions/0022). */
export const REVIEW_MESSAGES = {
  fieldsRequired: "All fields are required!",
  ratingInvalid: "Please choose a rating from 1 to 5 stars.",
  textTooLong: `Please keep your review under ${REVIEW_TEXT_MAX} characters.`,
  loginRequired: "Login required",
  submitted: "Review submitted!",
  updated: "Review updated!",
  deleted: "Review deleted.",
  failed: "Failed to submit/edit review.",
  duplicate: "You have already reviewed this product.",
  notReceived: "Only customers who received this piece can review it.",
  notYours: "You can only change your own review.",
  asYourselfOnly: "You can only write reviews as yourself.",
  notFound: "Review not found",
} as const;
