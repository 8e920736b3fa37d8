import {
  RELATED_VARIANTS_MAX,
  VARIANT_NOT_FOUND,
  variant,
  variantDetail,
  variantIdParams,
  variantSearchQuery,
} from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { boundToPaise } from "../../money.ts";
import { notFound } from "../../plugins/api-error.ts";
import { ok } from "../../plugins/envelope.ts";
import { createShortLivedCache } from "../../short-lived-cache.ts";
import { loadVariantDetail, loadVariants } from "./load-variants.ts";
import { normaliseSearchText, searchVariantIds, type VariantIdPage } from "./search-queries.ts";
import { isUuid } from "./uuid.ts";
import { findRelatedVariantIds, findVariantPlacement } from "./variant-queries.ts";

// The catalog is the same for every shopper: browsers and proxies may keep it briefly.
const SHARED_CACHE = "public, max-age=60";

/** Spec 7 `/api/variant/search` and `/api/variant/{id}`, plus related products (ours). */
export async function variantRoutes(fastify: FastifyInstance, { db }: { db: Database }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["catalog"];
  // Only which ids match is remembered; the variants themselves (prices, stock) are read fresh each time.
  const searchCache = createShortLivedCache<VariantIdPage>({ ttlMs: 30_000, maxEntries: 2_000 });

  app.get(
    "/api/variant/search",
    { schema: { tags, querystring: variantSearchQuery, response: { 200: envelope(z.array(variant)) } } },
    async (request, reply) => {
      const query = request.query;
      const criteria = {
        text: normaliseSearchText(query.search ?? ""),
        minPaise: query.minPrice === undefined ? undefined : boundToPaise(query.minPrice, "min"),
        maxPaise: query.maxPrice === undefined ? undefined : boundToPaise(query.maxPrice, "max"),
        sort: query.sortToPrice,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      };
      const page = await searchCache.get(JSON.stringify(criteria), () => searchVariantIds(db, criteria));
      const data = await loadVariants(db, page.ids);
      reply.header("cache-control", SHARED_CACHE);
      return ok(data, { totalPages: Math.ceil(page.total / query.limit) });
    },
  );

  app.get(
    "/api/variant/:id",
    { schema: { tags, params: variantIdParams, response: { 200: envelope(variantDetail) } } },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const found = isUuid(id) ? await loadVariantDetail(db, id) : undefined;
      if (!found) throw notFound(VARIANT_NOT_FOUND);
      reply.header("cache-control", SHARED_CACHE);
      return ok(found);
    },
  );

  app.get(
    "/api/variant/:id/related",
    { schema: { tags, params: variantIdParams, response: { 200: envelope(z.array(variant)) } } },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const placement = isUuid(id) ? await findVariantPlacement(db, id) : undefined;
      if (!placement) throw notFound(VARIANT_NOT_FOUND);
      const ids = await findRelatedVariantIds(db, placement, RELATED_VARIANTS_MAX);
      reply.header("cache-control", SHARED_CACHE);
      return ok(await loadVariants(db, ids));
    },
  );
}
