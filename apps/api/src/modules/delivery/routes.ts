import {
  DELIVERY_MESSAGES,
  deliveryPinParams,
  deliveryPinQuery,
  deliveryPromise,
  PIN_CODE_PATTERN,
} from "@chhaap/contract/delivery";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "#src/db/client.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { deliveryPromiseFor } from "./promise.ts";

/** Shoppers check as they type and change pieces; a script walking every PIN code is slowed. */
const PIN_CHECK_RATE = { max: 120, timeWindow: "1 minute" };

/**
 * The dates move at the dispatch cut-off and the exclusions change rarely: a minute's reuse lets a
 * browser and the web app's loaders share one answer, and the promise shown is never more than a
 * minute behind.
 */
const PIN_CHECK_CACHE = "public, max-age=60";

/** `GET /api/delivery/pin/{pin}?variant=…`: the delivery promise by PIN code (decision 0057). */
export async function deliveryRoutes(fastify: FastifyInstance, { db, now }: { db: Database; now: () => Date }) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    "/api/delivery/pin/:pin",
    {
      schema: {
        tags: ["reference"],
        summary:
          "Whether the shop delivers to a PIN code, whether cash on delivery is taken there, and the dates a parcel arrives between",
        params: deliveryPinParams,
        querystring: deliveryPinQuery,
        response: { 200: envelope(deliveryPromise) },
      },
      config: { rateLimit: PIN_CHECK_RATE },
    },
    async (request, reply) => {
      const pin = request.params.pin.trim();
      if (!PIN_CODE_PATTERN.test(pin)) {
        throw new ApiError(400, "delivery.pin_malformed", DELIVERY_MESSAGES.pinMalformed, {
          errors: { pin: DELIVERY_MESSAGES.pinMalformed },
        });
      }
      const promise = await deliveryPromiseFor(db, pin, request.query.variant, now());
      // pin-registry.ts logs why; the next check reads it again.
      if (promise === "unavailable")
        throw new ApiError(503, "delivery.registry_unavailable", DELIVERY_MESSAGES.registryUnavailable);
      if (!promise) throw notFound("delivery.pin_unknown", DELIVERY_MESSAGES.pinUnknown, { params: { pin } });
      reply.header("cache-control", PIN_CHECK_CACHE);
      return ok(promise);
    },
  );
}
