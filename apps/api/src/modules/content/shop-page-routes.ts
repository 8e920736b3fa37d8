import { envelope } from "@chhaap/contract/envelope";
import { SHOP_PAGE_MESSAGES, shopPage, shopPageNameOf, shopPageParams } from "@chhaap/contract/shop-pages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "#src/db/client.ts";
import { EDITABLE_PUBLIC_ANSWER } from "#src/fresh-answers.ts";
import { notFound } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { sanitizeBlogHtml } from "./sanitize-blog-html.ts";
import { findShopPage } from "./shop-page-queries.ts";

/** `GET /api/pages/{name}`: one of the shop's own pages (policies, FAQ, Help & Support), as staff last saved it. */
export async function shopPageRoutes(fastify: FastifyInstance, { db }: { db: Database }) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    "/api/pages/:name",
    {
      schema: {
        tags: ["content"],
        summary: "One of the shop's pages by its name (its address): title, introduction, and a sanitised body or questions",
        params: shopPageParams,
        response: { 200: envelope(shopPage) },
      },
    },
    async (request, reply) => {
      const name = shopPageNameOf(request.params.name);
      const row = name ? await findShopPage(db, name) : undefined;
      if (!row) throw notFound("page.not_found", SHOP_PAGE_MESSAGES.notFound);
      const { email, phone } = await request.server.shopSettings.current();
      const contact = { email, phone };
      // Staff edit the pages and the contact details: shoppers see either edit within seconds.
      reply.header("cache-control", EDITABLE_PUBLIC_ANSWER);
      return ok({
        name: row.name,
        layout: row.layout,
        title: row.title,
        intro: fillContact(row.intro, contact),
        // Sanitised when written too; again here so a row that got in another way cannot carry script.
        bodyHtml: fillContact(sanitizeBlogHtml(row.bodyHtml), contact, escapeHtml),
        items: row.items.map((item) => ({
          question: fillContact(item.question, contact),
          answerHtml: fillContact(sanitizeBlogHtml(item.answerHtml), contact, escapeHtml),
        })),
        updatedAt: row.updatedAt.toISOString(),
      });
    },
  );
}

/** `{email}` and `{phone}` in a page's copy are the shop's contact details as the owner last set them. */
function fillContact(text: string, contact: { email: string; phone: string }, encode = (value: string) => value): string {
  return text.replaceAll("{email}", encode(contact.email)).replaceAll("{phone}", encode(contact.phone));
}

function escapeHtml(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}
