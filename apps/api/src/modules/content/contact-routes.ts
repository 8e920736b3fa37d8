import { CONTACT_MESSAGES, contactEnquiry } from "@chhaap/contract/content";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import type { Mailer } from "#src/modules/mail/mailer.ts";
import { contactEnquiryMail } from "./contact-mail.ts";
import { insertContactEnquiry } from "./contact-queries.ts";

/**
 * `POST /api/contactUs`. The enquiry is stored first (what was answered 201 survives), then
 * mailed to the shop. Contact is rate limited per client address.
 */
export async function contactRoutes(fastify: FastifyInstance, { db, mailer }: { db: Database; mailer: Mailer }) {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    "/api/contactUs",
    {
      schema: { tags: ["content"], body: contactEnquiry, response: { 201: envelope(z.null()) } },
      config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
    },
    async (request, reply) => {
      const stored = await insertContactEnquiry(db, request.body);
      try {
        await mailer.sendMail(contactEnquiryMail((await request.server.shopSettings.current()).email, request.body, stored.id));
      } catch (error) {
        // The enquiry is safe in the database; staff can read it there even if the mail did not go.
        request.log.error({ err: error, enquiryId: stored.id }, "contact enquiry mail failed");
      }
      return reply.code(201).send({ status: true, message: CONTACT_MESSAGES.submitted, data: null });
    },
  );
}
