import {
  VARIANT_NOT_FOUND,
  variantDetail,
  variantIdParams,
  variantIdsQuery,
  variantSearchAnswer,
  variantSearchQuery,
  variantSummary,
} from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import { isUuid } from "@chhaap/contract/ids";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import { EDITABLE_PUBLIC_ANSWER } from "#src/fresh-answers.ts";
import { boundToPaise } from "#src/money.ts";
import { notFound } from "#src/plugins/api-error.ts";
import { sendSerialised } from "#src/plugins/serialised-answer.ts";
import { createShortLivedCache } from "#src/short-lived-cache.ts";
import { hasFacetFilters } from "./search-facets.ts";
import { answerOrRetryLater, type SearchGate } from "./search-gate.ts";
import { createSearchMisses } from "./search-misses.ts";
import { normaliseSearchText, searchVariantIds } from "./search-queries.ts";
import { findListedIdsJson, findRelatedVariantsJson, findVariantDetailJson } from "./variant-json.ts";

/** How long one search's whole answer (prices and stock labels included) serves everyone: decision 0006. */
const SEARCH_ANSWER_MS = 5_000;

const searchAnswer = envelope(z.array(variantSummary));

/**
 * Searches per client address. A flood of distinct searches from one address must not take the
 * database from everyone else, yet one mobile network's address may carry many shoppers: ten a
 * second is far beyond what people type, and the list pages' own searches count too.
 */
export const SEARCH_RATE = { max: 600, timeWindow: "1 minute" };

/**
 * Id listings per client address: a crawler reads the sitemap's few files now and then, and each
 * listing of 40,000 ids costs PostgreSQL about a third of a second.
 */
export const VARIANT_IDS_RATE = { max: 20, timeWindow: "1 minute" };

/**
 * `/api/variant/search` and `/api/variant/{id}`, plus related products (ours). `cacheMs` 0
 * (tests) reads everything fresh on every request. A search that must reach the database passes
 * `searchGate` (search-gate.ts).
 */
export async function variantRoutes(
  fastify: FastifyInstance,
  { db, cacheMs, searchGate }: { db: Database; cacheMs: number; searchGate: SearchGate },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["catalog"];
  // The answer itself, serialised once: a burst of shoppers on the same list costs one database read.
  const answers = createShortLivedCache<string>({
    name: "searches",
    ttlMs: Math.min(cacheMs, SEARCH_ANSWER_MS),
    maxEntries: 500,
    maxBytes: 16 * 1024 * 1024,
  });
  // Searches that found nothing, counted for the owner's reports (search-misses.ts).
  const misses = createSearchMisses(db, { log: fastify.log });
  fastify.addHook("onClose", async () => misses.close());

  app.get(
    "/api/variant/search",
    {
      schema: { tags, querystring: variantSearchQuery, response: { 200: variantSearchAnswer } },
      config: { rateLimit: SEARCH_RATE },
    },
    async (request, reply) => {
      const query = request.query;
      const criteria = {
        text: normaliseSearchText(query.search ?? ""),
        minPaise: query.minPrice === undefined ? undefined : boundToPaise(query.minPrice, "min"),
        maxPaise: query.maxPrice === undefined ? undefined : boundToPaise(query.maxPrice, "max"),
        sort: query.sortToPrice,
        // Sorted and once each: the same categories in any order share one cached answer.
        categories: [...new Set(query.category)].sort(),
        sizes: [...new Set(query.size)].sort(),
        colours: [...new Set(query.color)].sort(),
        materials: [...new Set(query.material)].sort(),
        inStock: query.inStock,
        facets: query.facets,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      };
      const key = JSON.stringify(criteria);
      const body = await answerOrRetryLater(
        reply,
        answers.get(key, () =>
          searchGate.run(async () => {
            // The count, the page and its variants as JSON (search-queries.ts).
            const page = await searchVariantIds(db, criteria, { shape: "summary" });
            const facets = page.facets ? `,"facets":${JSON.stringify(page.facets)}` : "";
            return `{"status":true,"totalPages":${Math.ceil(page.total / query.limit)},"data":${page.json}${facets}}`;
          }),
        ),
      );
      // A first page of words alone that found nothing is something shoppers want and cannot find; with
      // a category or a price bound it may only be the filter.
      const wordsAlone =
        criteria.categories.length === 0 &&
        criteria.minPaise === undefined &&
        criteria.maxPaise === undefined &&
        !hasFacetFilters(criteria);
      if (criteria.text && criteria.offset === 0 && wordsAlone && body.startsWith('{"status":true,"totalPages":0,'))
        misses.record(criteria.text, undefined, request.ip);
      return sendSerialised(reply.header("cache-control", EDITABLE_PUBLIC_ANSWER), body);
    },
  );

  // Every product page there is, for the sitemap (apps/web/app/routes/sitemap[.]xml.ts): the search
  // counts only the first 10,000 matches, and paging it 48 at a time took 210 calls at 100,000 variants.
  app.get(
    "/api/variant/ids",
    {
      schema: { tags, querystring: variantIdsQuery, response: { 200: envelope(z.array(z.string())) } },
      config: { rateLimit: VARIANT_IDS_RATE },
    },
    async (request, reply) => {
      const { limit, page } = request.query;
      const found = await findListedIdsJson(db, { limit, offset: (page - 1) * limit });
      return sendSerialised(
        reply.header("cache-control", EDITABLE_PUBLIC_ANSWER),
        `{"status":true,"totalPages":${Math.ceil(found.total / limit)},"data":${found.json}}`,
      );
    },
  );

  app.get(
    "/api/variant/:id",
    { schema: { tags, params: variantIdParams, response: { 200: envelope(variantDetail) } } },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      // Written as JSON by the database in one statement (variant-json.ts): nothing to check or serialise here.
      const found = isUuid(id) ? await findVariantDetailJson(db, id) : undefined;
      if (!found) throw notFound("catalog.variant_not_found", VARIANT_NOT_FOUND);
      return sendSerialised(reply.header("cache-control", EDITABLE_PUBLIC_ANSWER), `{"status":true,"data":${found}}`);
    },
  );

  app.get(
    "/api/variant/:id/related",
    { schema: { tags, params: variantIdParams, response: { 200: searchAnswer } } },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const found = isUuid(id) ? await findRelatedVariantsJson(db, id) : undefined;
      if (found === undefined) throw notFound("catalog.variant_not_found", VARIANT_NOT_FOUND);
      return sendSerialised(reply.header("cache-control", EDITABLE_PUBLIC_ANSWER), `{"status":true,"data":${found}}`);
    },
  );
}
