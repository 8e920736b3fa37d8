import {
  reviewEligibility as eligibilityAnswer,
  review,
  reviewCreate,
  reviewEligibilityQuery,
  reviewIdParams,
  reviewListQuery,
  reviewUpdate,
} from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import { isUuid } from "@chhaap/contract/ids";
import { REVIEW_MESSAGES } from "@chhaap/contract/review-rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { requireUser } from "#src/plugins/session.ts";
import { listReviews } from "./review-queries.ts";
import { createReview, deleteReview, reviewEligibility, updateReview } from "./review-service.ts";

/** New reviews per client address and per account; a shopper reviews a handful of pieces at most. */
const REVIEW_POSTS_PER_WINDOW = 10;
/** Edits and deletes are cheaper and rarer still to abuse: a looser bound per client address. */
const REVIEW_EDITS_PER_WINDOW = 30;
const REVIEW_WINDOW = "10 minutes";
const TOO_MANY_REVIEWS = "Too many reviews in a short time. Please wait a few minutes and try again.";

/**
 * `GET /api/review/`: public reviews newest first (not those staff hid). `?varient=` narrows to one
 * variant (the public client filtered the whole list itself); lists are paged at 100 with `totalPages`.
 * `POST /api/review`, `PUT` and `DELETE /api/review/{id}`: a logged-in customer's own reviews,
 * one per variant they received; answers carry the review as it is (or was, for a delete).
 * `GET /api/review/eligibility`: whether the session's user may review a variant.
 */
export async function reviewRoutes(fastify: FastifyInstance, { db }: { db: Database }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["reviews"];
  const answer = { 200: envelope(review) };

  /**
   * Review posting is rate limited per client address (the route's
   * rateLimit) and per account (this one), so neither many addresses nor many accounts get round it.
   */
  const perAccount = app.createRateLimit({
    max: REVIEW_POSTS_PER_WINDOW,
    timeWindow: REVIEW_WINDOW,
    keyGenerator: async (request) => `review-author:${(await requireUser(request)).id}`,
  });

  /** Reviewing needs login ('Login required'); checked before the body is read or validated. */
  async function reviewer(request: FastifyRequest) {
    const user = await request.server.sessions.userOf(request);
    if (!user) throw new ApiError(401, "review.login_required", REVIEW_MESSAGES.loginRequired);
    return user;
  }

  app.get(
    "/api/review",
    { schema: { tags, querystring: reviewListQuery, response: { 200: envelope(z.array(review)) } } },
    async (request) => {
      const { varient, limit, page } = request.query;
      // An id that is not a uuid names no variant: it has no reviews rather than being an error.
      if (varient !== undefined && !isUuid(varient)) return ok([], { totalPages: 0 });
      const filter = { variantId: varient?.toLowerCase() };
      const { reviews, total } = await listReviews(db, filter, { limit, offset: (page - 1) * limit });
      return ok(reviews, { totalPages: Math.ceil(total / limit) });
    },
  );

  app.get(
    "/api/review/eligibility",
    {
      schema: {
        tags,
        summary: "Whether the session's user received a variant (and so may review it), and their own review's state",
        querystring: reviewEligibilityQuery,
        response: { 200: envelope(eligibilityAnswer) },
      },
      onRequest: reviewer,
    },
    async (request) => ok(await reviewEligibility(db, (await reviewer(request)).id, request.query.varient)),
  );

  app.post(
    "/api/review",
    {
      schema: {
        tags,
        summary: "Review a variant as the session's user",
        body: reviewCreate,
        response: { 201: envelope(review) },
      },
      onRequest: [
        reviewer,
        async (request) => {
          const limit = await perAccount(request);
          if (!limit.isAllowed && limit.isExceeded) throw new ApiError(429, "review.too_many", TOO_MANY_REVIEWS);
        },
      ],
      config: { rateLimit: { max: REVIEW_POSTS_PER_WINDOW, timeWindow: REVIEW_WINDOW } },
    },
    async (request, reply) => {
      const user = await reviewer(request);
      const named = request.body.user;
      if (named !== undefined && named.toLowerCase() !== user.id)
        throw new ApiError(403, "review.not_yours", REVIEW_MESSAGES.asYourselfOnly);
      const created = await createReview(db, user.id, request.body);
      return reply.code(201).send(ok(created, { message: REVIEW_MESSAGES.submitted }));
    },
  );

  app.put(
    "/api/review/:id",
    {
      schema: { tags, summary: "Change your own review", params: reviewIdParams, body: reviewUpdate, response: answer },
      onRequest: reviewer,
      config: { rateLimit: { max: REVIEW_EDITS_PER_WINDOW, timeWindow: REVIEW_WINDOW } },
    },
    async (request) => {
      const user = await reviewer(request);
      return ok(await updateReview(db, user.id, request.params.id, request.body), { message: REVIEW_MESSAGES.updated });
    },
  );

  app.delete(
    "/api/review/:id",
    {
      schema: { tags, summary: "Delete your own review", params: reviewIdParams, response: answer },
      onRequest: reviewer,
      config: { rateLimit: { max: REVIEW_EDITS_PER_WINDOW, timeWindow: REVIEW_WINDOW } },
    },
    async (request) => {
      const user = await reviewer(request);
      return ok(await deleteReview(db, user.id, request.params.id), { message: REVIEW_MESSAGES.deleted });
    },
  );
}
