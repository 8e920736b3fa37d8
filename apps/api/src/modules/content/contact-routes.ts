import { CONTACT_MESSAGES, contactEnquiry } from "@chhaap/contract/content";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import { contactEnquiryMail } from "./contact-mail.ts";
import { insertContactEnquiry } from "./contact-queries.ts";

/**
 * `POST /api/contactUs`. The enquiry and the shop's mail about it are stored together (what was
 * answered 201 survives, and its mail goes out from the outbox). Contact is rate limited per client address.
 */
export async function contactRoutes(fastify: FastifyInstance, { db, outbox }: { db: Database; outbox: MailOutbox }) {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    "/api/contactUs",
    {
      schema: { tags: ["content"], body: contactEnquiry, response: { 201: envelope(z.null()) } },
      config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
    },
    async (request, reply) => {
      const shopEmail = (await request.server.shopSettings.current()).email;
      await db.transaction(async (tx) => {
        const stored = await insertContactEnquiry(tx, request.body);
        await outbox.add(tx, [contactEnquiryMail(shopEmail, request.body, stored.id)]);
      });
      outbox.wake();
      return reply.code(201).send({ status: true, message: CONTACT_MESSAGES.submitted, data: null });
    },
  );
}
