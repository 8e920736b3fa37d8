import { envelope } from "@chhaap/contract/envelope";
import { NEWSLETTER_MESSAGES, newsletterSubscription } from "@chhaap/contract/newsletter";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import { newsletterSubscribers } from "#src/db/schema.ts";

/**
 * The footer's newsletter box. A new address and one already on the list get the same answer, status
 * and all, so the box cannot be used to learn who subscribed.
 */
export async function newsletterRoutes(fastify: FastifyInstance, { db }: { db: Database }) {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    "/api/newsletter",
    {
      schema: {
        tags: ["content"],
        summary: "Subscribe an address (the same answer whether or not it was on the list)",
        body: newsletterSubscription,
        response: { 200: envelope(z.null()) },
      },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => {
      await db.insert(newsletterSubscribers).values({ email: request.body.email }).onConflictDoNothing();
      return { status: true, message: NEWSLETTER_MESSAGES.subscribed, data: null };
    },
  );
}
