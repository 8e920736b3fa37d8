import type { FastifyInstance } from "fastify";
import type { Database } from "#src/db/client.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import { blogRoutes } from "./blog-routes.ts";
import { contactRoutes } from "./contact-routes.ts";
import { shopPageRoutes } from "./shop-page-routes.ts";

export interface ContentRoutesOptions {
  db: Database;
  /** Scheduled posts appear once this clock passes their publish time. */
  now: () => Date;
  /** The app's mail outbox (app.ts). */
  outbox: MailOutbox;
}

/** The content calls: blog reading, the shop's own pages and the contact enquiry. */
export async function contentRoutes(fastify: FastifyInstance, options: ContentRoutesOptions) {
  await fastify.register(blogRoutes, { db: options.db, now: options.now });
  await fastify.register(shopPageRoutes, { db: options.db });
  await fastify.register(contactRoutes, { db: options.db, outbox: options.outbox });
}
