import { review, reviewListQuery } from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { ok } from "../../plugins/envelope.ts";
import { countReviews, listReviews } from "./review-queries.ts";
import { isUuid } from "./uuid.ts";

/**
 * Spec 7 `GET /api/review/`: reviews newest first. `?varient=` narrows to one variant (the spec's
 * client filtered the whole list itself); lists are paged at 100 with `totalPages`. Posting,
 * editing and deleting need accounts and come with them.
 */
export async function reviewRoutes(fastify: FastifyInstance, { db }: { db: Database }) {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/review",
      { schema: { tags: ["reviews"], querystring: reviewListQuery, response: { 200: envelope(z.array(review)) } } },
      async (request) => {
        const { varient, limit, page } = request.query;
        // An id that is not a uuid names no variant: it has no reviews rather than being an error.
        if (varient !== undefined && !isUuid(varient)) return ok([], { totalPages: 0 });
        const filter = { variantId: varient?.toLowerCase() };
        const [total, reviews] = await Promise.all([
          countReviews(db, filter),
          listReviews(db, filter, { limit, offset: (page - 1) * limit }),
        ]);
        return ok(reviews, { totalPages: Math.ceil(total / limit) });
      },
    );
}
