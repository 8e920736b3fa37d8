import { envelope } from "@chhaap/contract/envelope";
import { NEWSLETTER_MESSAGES, newsletterSubscription } from "@chhaap/contract/newsletter";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema.ts";

/** The footer's newsletter box. Subscribing twice is not an error. */
export async function newsletterRoutes(fastify: FastifyInstance, { db }: { db: Database }) {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    "/api/newsletter",
    {
      schema: {
        tags: ["content"],
        body: newsletterSubscription,
        response: { 200: envelope(z.null()), 201: envelope(z.null()) },
      },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email: request.body.email })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      const isNew = inserted.length > 0;
      return reply.code(isNew ? 201 : 200).send({
        status: true,
        message: isNew ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.alreadySubscribed,
        data: null,
      });
    },
  );
}
