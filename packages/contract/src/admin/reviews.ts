import { z } from "zod";
import { queryId } from "../ids.ts";

/**
 * Reviews as staff moderate them: every review, public or hidden. A hidden review is kept (its author
 * and the audit log still know it) but shoppers no longer see it and the rating leaves it out.
 */

export const REVIEW_STATES = ["shown", "hidden"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  shown: "Public",
  hidden: "Hidden",
};

export const REVIEW_ADMIN_MESSAGES = {
  reviewNotFound: "No such review.",
  hidden: "Review hidden: shoppers no longer see it.",
  shown: "Review shown again.",
  deleted: "Review deleted.",
} as const;

/** One review as the back office lists it. */
export const adminReview = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    /** The reviewed colourway: the storefront's page is /product-details/{variantId}. */
    variantId: z.string(),
    colour: z.string(),
    itemCode: z.string(),
  }),
  /** Staff see whom to write to about a review; shoppers see the name only. */
  author: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  /** The author received this colourway (an order of theirs holding it was delivered). */
  verified: z.boolean(),
  state: z.enum(REVIEW_STATES),
  hiddenAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReview>;

export const REVIEW_PAGE_SIZE = 25;

/** `GET /api/admin/reviews`: newest first, 25 a page. */
export const adminReviewListQuery = z.object({
  productId: queryId,
  rating: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number({ error: "Please choose 1 to 5 stars." }).int().min(1).max(5).optional(),
  ),
  state: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(REVIEW_STATES, { error: "Please choose public or hidden." }).optional(),
  ),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminReviewFilter = Omit<z.output<typeof adminReviewListQuery>, "page">;

/** `GET /api/admin/reviews/products`: the products that have reviews, for the list's filter. */
export const reviewedProduct = z.object({ _id: z.string(), name: z.string(), reviews: z.number().int() });
export type ReviewedProduct = z.infer<typeof reviewedProduct>;

export const adminReviewIdParams = z.object({ id: z.string().max(100) });

/** `PUT /api/admin/reviews/{id}/hidden`: true hides the review from shoppers, false shows it again. */
export const reviewHiddenChange = z.object({ hidden: z.boolean({ error: "hidden must be true or false." }) });
