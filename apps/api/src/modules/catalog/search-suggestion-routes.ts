import { envelope } from "@chhaap/contract/envelope";
import { searchSuggestion, searchSuggestionQuery } from "@chhaap/contract/reference";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { ok } from "../../plugins/envelope.ts";
import { createShortLivedCache } from "../../short-lived-cache.ts";
import { suggestProductNames } from "./search-suggestion-queries.ts";
import { SEARCH_RATE } from "./variant-routes.ts";

/** Spec 7 `GET /api/product/searchSuggestion?name=`: up to 8 product names, typo tolerant. */
export async function searchSuggestionRoutes(fastify: FastifyInstance, { db }: { db: Database }) {
  // Shoppers type the same few prefixes ("ind", "sar"); a broad prefix ranks thousands of names.
  const cache = createShortLivedCache<string[]>({ ttlMs: 60_000, maxEntries: 5_000 });
  fastify.withTypeProvider<ZodTypeProvider>().get(
    "/api/product/searchSuggestion",
    {
      schema: { tags: ["catalog"], querystring: searchSuggestionQuery, response: { 200: envelope(z.array(searchSuggestion)) } },
      config: { rateLimit: SEARCH_RATE },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      const text = request.query.name.trim().replace(/\s+/g, " ").toLowerCase();
      const names = await cache.get(text, () => suggestProductNames(db, text, 8));
      return ok(names.map((name) => ({ name })));
    },
  );
}
