import {
  adminReview,
  adminReviewIdParams,
  adminReviewListQuery,
  REVIEW_ADMIN_MESSAGES,
  reviewedProduct,
  reviewHiddenChange,
} from "@chhaap/contract/admin/reviews";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { ok } from "#src/plugins/envelope.ts";
import {
  deleteReviewByStaff,
  type ReviewsContext,
  reviewedProducts,
  reviewList,
  setReviewHiddenByStaff,
} from "./reviews-service.ts";

const tags = ["back office"];

/** Review moderation, inside the back office's guarded scope (every route needs a staff session, either role). */
export function reviewModerationRoutes(
  scope: FastifyInstance,
  ctx: ReviewsContext,
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/reviews",
    {
      schema: {
        tags,
        summary: "Every review, public and hidden, newest first, 25 a page: filter by product, rating and state",
        querystring: adminReviewListQuery,
        response: { 200: envelope(z.array(adminReview)) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const { reviews, totalPages } = await reviewList(ctx, filter, page);
      return ok(reviews, { totalPages });
    },
  );

  app.get(
    "/api/admin/reviews/products",
    {
      schema: {
        tags,
        summary: "The products that have reviews, by name, with how many each has",
        response: { 200: envelope(z.array(reviewedProduct)) },
      },
    },
    async () => ok(await reviewedProducts(ctx)),
  );

  app.put(
    "/api/admin/reviews/:id/hidden",
    {
      schema: {
        tags,
        summary: "Hide a review from shoppers (kept, left out of the rating) or show it again",
        params: adminReviewIdParams,
        body: reviewHiddenChange,
        response: { 200: envelope(adminReview) },
      },
    },
    async (request) => {
      const { hidden } = request.body;
      const review = await setReviewHiddenByStaff(ctx, await signedIn(request), request.params.id, hidden);
      return ok(review, { message: hidden ? REVIEW_ADMIN_MESSAGES.hidden : REVIEW_ADMIN_MESSAGES.shown });
    },
  );

  app.delete(
    "/api/admin/reviews/:id",
    {
      schema: {
        tags,
        summary: "Delete a review for good (the audit log keeps what it said); answers it as it was",
        params: adminReviewIdParams,
        response: { 200: envelope(adminReview) },
      },
    },
    async (request) => {
      const review = await deleteReviewByStaff(ctx, await signedIn(request), request.params.id);
      return ok(review, { message: REVIEW_ADMIN_MESSAGES.deleted });
    },
  );
}
