import type { FastifyInstance } from "fastify";
import type { Database } from "#src/db/client.ts";
import { reviewRoutes } from "./review-routes.ts";
import type { SearchGate } from "./search-gate.ts";
import { searchSuggestionRoutes } from "./search-suggestion-routes.ts";
import { tagRoutes } from "./tag-routes.ts";
import { variantCardsRoutes } from "./variant-cards-routes.ts";
import { variantRoutes } from "./variant-routes.ts";

/** The catalog's read side: variant search and detail, reviews, product and SEO tags. */
export async function catalogRoutes(
  fastify: FastifyInstance,
  { db, cacheMs, searchGate }: { db: Database; cacheMs: number; searchGate: SearchGate },
) {
  // Searches and suggestions share one gate: both reach the same database.
  await fastify.register(searchSuggestionRoutes, { db, searchGate });
  await fastify.register(variantRoutes, { db, cacheMs, searchGate });
  await fastify.register(variantCardsRoutes, { db });
  await fastify.register(reviewRoutes, { db });
  await fastify.register(tagRoutes, { db, cacheMs });
}
