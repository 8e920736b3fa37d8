import { SHIPPING_MESSAGES, shippingCharge, shippingChargeQuery } from "@chhaap/contract/content";
import { envelope } from "@chhaap/contract/envelope";
import { isUuid } from "@chhaap/contract/ids";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import { EDITABLE_PUBLIC_ANSWER } from "#src/fresh-answers.ts";
import { rupees } from "#src/money.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { listShippingCharges } from "./queries.ts";

/**
 * `GET /api/shipping-charge?countryId`: the per-kg charge of one country,
 * or of every country without a query. An unknown country answers an empty list, as a search would.
 */
export async function shippingRoutes(fastify: FastifyInstance, { db }: { db: Database }) {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/shipping-charge",
      { schema: { tags: ["reference"], querystring: shippingChargeQuery, response: { 200: envelope(z.array(shippingCharge)) } } },
      async (request, reply) => {
        const countryId = request.query.countryId?.toLowerCase();
        if (countryId !== undefined && !isUuid(countryId)) {
          throw new ApiError(400, "shipping.country_invalid", SHIPPING_MESSAGES.invalidCountryId, {
            errors: { countryId: SHIPPING_MESSAGES.invalidCountryId },
          });
        }
        const rows = await listShippingCharges(db, countryId);
        // Staff change charges in the back office; shoppers see a change within seconds.
        reply.header("cache-control", EDITABLE_PUBLIC_ANSWER);
        return ok(
          rows.map((r) => ({
            _id: r.id,
            shipping_charge: rupees(r.perKgPaise),
            countryId: { _id: r.countryId, countryName: r.countryName },
          })),
        );
      },
    );
}
