import { variantCardsRequest, variantSummary } from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import { sendSerialised } from "#src/plugins/serialised-answer.ts";
import { findVariantsJson } from "./variant-json.ts";

/**
 * Card lookups per client address: a page asks once when it opens (recently viewed, a guest's
 * wishlist), each ask one statement for up to 200 cards.
 */
const VARIANT_CARDS_RATE = { max: 120, timeWindow: "1 minute" };

/**
 * `POST /api/variant/cards` (ours): the search's cards of pieces the browser remembers, in the order
 * asked, written by the database like a search page's (variant-json.ts). A POST because 200 ids do
 * not fit a URL; the answer is each client's own list, so it is not cached.
 */
export async function variantCardsRoutes(fastify: FastifyInstance, { db }: { db: Database }) {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    "/api/variant/cards",
    {
      schema: {
        tags: ["catalog"],
        summary: "The cards of these colourways, in the order asked; unknown and unlisted ones left out",
        body: variantCardsRequest,
        response: { 200: envelope(z.array(variantSummary)) },
      },
      config: { rateLimit: VARIANT_CARDS_RATE },
    },
    async (request, reply) => {
      // Once each, in the order first asked: a repeated id is one card.
      const ids = [...new Set(request.body.ids.map((id) => id.toLowerCase()))];
      const json = await findVariantsJson(db, ids, "summary");
      return sendSerialised(reply, `{"status":true,"data":${json}}`);
    },
  );
}
