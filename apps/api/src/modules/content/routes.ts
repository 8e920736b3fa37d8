import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import { blogRoutes } from "./blog-routes.ts";
import { contactRoutes } from "./contact-routes.ts";
import { shopPageRoutes } from "./shop-page-routes.ts";

export interface ContentRoutesOptions {
  db: Database;
  /** Scheduled posts appear once this clock passes their publish time. */
  now: () => Date;
  config: Pick<Config, "dataDir" | "publicUrl" | "smtpUrl">;
  /** By default .eml files in DATA_DIR/outbox, or SMTP when SMTP_URL is set. */
  mailer?: Mailer;
}

/** The content calls: blog reading, the shop's own pages and the contact enquiry. */
export async function contentRoutes(fastify: FastifyInstance, options: ContentRoutesOptions) {
  await fastify.register(blogRoutes, { db: options.db, now: options.now });
  await fastify.register(shopPageRoutes, { db: options.db });
  await fastify.register(contactRoutes, { db: options.db, mailer: options.mailer ?? createMailer(options.config) });
}
