import { envelope } from "@chhaap/contract/envelope";
import { MAX_SEARCH_SUGGESTIONS, searchSuggestion, searchSuggestionQuery } from "@chhaap/contract/reference";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import { EDITABLE_PUBLIC_ANSWER } from "#src/fresh-answers.ts";
import { rupees } from "#src/money.ts";
import { ok } from "#src/plugins/envelope.ts";
import { createShortLivedCache } from "#src/short-lived-cache.ts";
import { answerOrRetryLater, type SearchGate } from "./search-gate.ts";
import { type ProductSuggestion, suggestProducts } from "./search-suggestion-queries.ts";
import { SEARCH_RATE } from "./variant-routes.ts";

/**
 * `GET /api/product/searchSuggestion?name=`: up to MAX_SEARCH_SUGGESTIONS product names, typo tolerant, each with
 * its first colourway's id, sale price and picture. Texts not answered a moment ago pass the
 * searches' gate (search-gate.ts).
 */
export async function searchSuggestionRoutes(
  fastify: FastifyInstance,
  { db, searchGate }: { db: Database; searchGate: SearchGate },
) {
  // Shoppers type the same few prefixes ("ind", "sar"); a broad prefix ranks thousands of names.
  // Kept 5 s: another instance's staff edit (a renamed or archived product) shows within seconds.
  const cache = createShortLivedCache<ProductSuggestion[]>({
    name: "suggestions",
    ttlMs: 5_000,
    maxEntries: 5_000,
    maxBytes: 8 * 1024 * 1024,
  });
  fastify.withTypeProvider<ZodTypeProvider>().get(
    "/api/product/searchSuggestion",
    {
      schema: { tags: ["catalog"], querystring: searchSuggestionQuery, response: { 200: envelope(z.array(searchSuggestion)) } },
      config: { rateLimit: SEARCH_RATE },
    },
    async (request, reply) => {
      reply.header("cache-control", EDITABLE_PUBLIC_ANSWER);
      const text = request.query.name.trim().replace(/\s+/g, " ").toLowerCase();
      const found = await answerOrRetryLater(
        reply,
        cache.get(text, () => searchGate.run(() => suggestProducts(db, text, MAX_SEARCH_SUGGESTIONS))),
      );
      return ok(
        found.map((product) => ({
          name: product.name,
          _id: product.variantId,
          salePrice: rupees(product.salePricePaise),
          image: product.image,
        })),
      );
    },
  );
}
