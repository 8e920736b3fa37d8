import { envelope } from "@chhaap/contract/envelope";
import { payOrderAnswer, razorpayReturn, razorpayReturnAnswer } from "@chhaap/contract/online-payment";
import { ORDER_MESSAGES, ORDER_NUMBER_PATTERN, orderNumberParams } from "@chhaap/contract/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { normalOrderNumber } from "#src/modules/orders/order-number.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { authenticate, requireUser } from "#src/plugins/session.ts";
import { settleReturn, settleWebhook } from "./gateway-return.ts";
import type { PaymentContext } from "./online-payments.ts";
import { payOrder } from "./payment-link.ts";

const tags = ["payments"];
/** What the shop made of a webhook: paid, flagged, replayed (that event was applied before), ignored or unknown. */
const webhookAnswer = z.object({ result: z.enum(["paid", "flagged", "replayed", "unknown", "ignored"]) });
/** A webhook's body is small; the gateway's largest events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * Paying online (registered only when the shop has its gateway keys): the owner's "Pay now", the
 * shopper's return from the gateway, and the gateway's webhook.
 */
export async function paymentRoutes(fastify: FastifyInstance, ctx: PaymentContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/order/:orderNumber/pay",
    {
      schema: {
        tags,
        summary:
          "The gateway's page to pay one of the customer's orders awaiting online payment on, made or reused; 409 when it does not await one",
        params: orderNumberParams,
        response: { 200: envelope(payOrderAnswer) },
      },
      config: { rateLimit: { max: 20, timeWindow: "15 minutes" } },
      onRequest: authenticate,
    },
    async (request) => {
      const user = await requireUser(request);
      const number = normalOrderNumber(request.params.orderNumber);
      const missing = () => notFound("order.not_found", ORDER_MESSAGES.notFound);
      if (!ORDER_NUMBER_PATTERN.test(number)) throw missing();
      return ok({ url: await payOrder(ctx, user.id, number, missing) });
    },
  );

  app.post(
    "/api/payments/razorpay/return",
    {
      schema: {
        tags,
        summary:
          "The signed query the gateway sends the shopper back with: verified (400 when not), the payment applied; what the order page should say",
        body: razorpayReturn,
        response: { 200: envelope(razorpayReturnAnswer) },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => ok(await settleReturn(ctx, request.body)),
  );

  // The webhook is signed over its exact bytes: its JSON is kept as sent and parsed only once verified.
  await app.register(async function rawWebhook(scope) {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/payments/razorpay/webhook",
      {
        schema: {
          tags,
          summary:
            "Razorpay's webhook (payment_link.paid, payment.captured), verified by X-Razorpay-Signature over the raw body; 400 when not, 200 for events it ignores",
          response: { 200: envelope(webhookAnswer) },
        },
        bodyLimit: WEBHOOK_BODY_LIMIT,
      },
      async (request) => {
        const raw = typeof request.body === "string" ? request.body : "";
        const signature = request.headers["x-razorpay-signature"];
        if (typeof signature !== "string" || !ctx.gateway.verifyWebhook(raw, signature))
          throw new ApiError(400, "payment.not_verified", "The webhook's signature does not match.");
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          throw new ApiError(400, "request.invalid_json", "The webhook's body is not JSON.");
        }
        const eventId = request.headers["x-razorpay-event-id"];
        const id = typeof eventId === "string" && eventId !== "" ? eventId : undefined;
        const result = await settleWebhook(ctx, body, id);
        // Answered 200 (the gateway would retry a 5xx for a day) but not recorded: its retry can still apply it.
        if (result === "unknown") request.log.warn({ eventId: id }, "webhook for a payment link the shop does not know");
        return ok({ result });
      },
    );
  });
}
