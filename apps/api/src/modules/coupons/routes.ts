import { applyCoupon, COUPON_MESSAGES, couponRefusal, couponResult } from "@chhaap/contract/cart";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import { orderTotalPaise } from "#src/modules/cart/pricing.ts";
import { dropBagCouponIf, keepBagCoupon, ownCartId, pricedCart, removeBagCoupon } from "#src/modules/cart/service.ts";
import { rupees } from "#src/money.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { authenticate, requireUser } from "#src/plugins/session.ts";
import { evaluateCoupon, withValues } from "./service.ts";

const TOO_MANY = "Too many coupon attempts. Please wait a minute and try again.";

/**
 * `POST /api/couponcode/applyCoupon`, on the same API as everything else. The discount is computed from the customer's server cart; the body's `salePrice` is ignored.
 * Nothing is redeemed here: the order re-judges the code in its own transaction.
 */
export async function couponRoutes(fastify: FastifyInstance, { db, now }: { db: Database; now: () => Date }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Guessing codes is rate limited per client address (the route's limit) and per account (this one).
  const perAccount = app.createRateLimit({
    max: 10,
    timeWindow: 60_000,
    keyGenerator: async (request) => `coupon-user:${(await requireUser(request)).id}`,
  });

  app.post(
    "/api/couponcode/applyCoupon",
    {
      schema: {
        tags: ["cart"],
        summary: "Check a coupon against the customer's server cart; answers the discount in rupees",
        body: applyCoupon,
        response: { 200: couponResult, 400: couponRefusal },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      onRequest: [
        authenticate,
        async (request) => {
          const limit = await perAccount(request);
          if (!limit.isAllowed && limit.isExceeded) throw new ApiError(429, "coupon.too_many_attempts", TOO_MANY);
        },
      ],
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { code, userId } = request.body;
      if (userId !== undefined && userId !== "" && userId.toLowerCase() !== user.id) {
        throw new ApiError(403, "coupon.own_only", COUPON_MESSAGES.ownCouponOnly);
      }
      const cartId = await ownCartId(db, user.id);
      const { totals } = await pricedCart(db, cartId);
      const verdict = await evaluateCoupon(db, { code, userId: user.id, subtotalPaise: totals.subtotalPaise, now: now() });
      if (!verdict.ok) {
        // The bag's own code, judged again after a change to the bag, has stopped applying.
        await dropBagCouponIf(db, cartId, code);
        const { code: reason, params, message } = verdict;
        return reply.code(400).send({ status: false, message, code: reason, ...withValues(params), discount: 0 });
      }
      // The code stays with the bag (a reload, another device) until removed or it stops applying.
      await keepBagCoupon(db, cartId, code);
      return {
        status: true,
        message: COUPON_MESSAGES.applied,
        discount: rupees(verdict.discountPaise),
        data: {
          code: code.toUpperCase(),
          discount: rupees(verdict.discountPaise),
          subtotal: rupees(totals.subtotalPaise),
          total_after_discount: rupees(orderTotalPaise(totals.subtotalPaise, 0, verdict.discountPaise)),
        },
      };
    },
  );

  app.delete(
    "/api/cart/coupon",
    {
      schema: {
        tags: ["cart"],
        summary: "Remove the coupon kept with the customer's bag (ours)",
        response: { 200: envelope(z.null()) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = await requireUser(request);
      await removeBagCoupon(db, await ownCartId(db, user.id));
      return ok(null, { message: COUPON_MESSAGES.removed });
    },
  );
}
