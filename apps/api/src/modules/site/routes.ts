import { envelope } from "@chhaap/contract/envelope";
import { siteInfo } from "@chhaap/contract/site";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EDITABLE_PUBLIC_ANSWER } from "#src/fresh-answers.ts";
import { ok } from "#src/plugins/envelope.ts";
import { shop } from "./shop.ts";

/**
 * GET /api/site (ours): the contact facts the header and footer show, and the bank details checkout
 * shows, from the shop settings the owner edits (name, group line and trade sales stay in shop.ts),
 * and whether checkout offers paying online (the shop has its gateway keys).
 */
export async function siteRoutes(fastify: FastifyInstance, options: { onlinePayment: boolean }) {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/site", { schema: { tags: ["reference"], response: { 200: envelope(siteInfo) } } }, async (request, reply) => {
      const settings = await request.server.shopSettings.current();
      // The owner edits these details; shoppers see an edit within seconds, as with the catalog.
      reply.header("cache-control", EDITABLE_PUBLIC_ANSWER);
      return ok({
        name: shop.name,
        email: settings.email,
        phone: settings.phone,
        hours: settings.supportHours,
        groupLine: shop.groupLine,
        tradeSales: shop.tradeSales,
        bank: {
          accountName: settings.bankAccountName,
          accountNumber: settings.bankAccountNumber,
          ifsc: settings.bankIfsc,
          bankName: settings.bankName,
          branch: settings.bankBranch,
          upiId: settings.upiId,
          swift: settings.bankSwift,
        },
        onlinePayment: options.onlinePayment,
        social: {
          instagram: settings.instagram,
          facebook: settings.facebook,
          youtube: settings.youtube,
          pinterest: settings.pinterest,
        },
      });
    });
}
