import { envelope } from "@chhaap/contract/envelope";
import { siteInfo } from "@chhaap/contract/site";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../plugins/envelope.ts";
import { shop } from "./shop.ts";

/** GET /api/site (ours): the contact facts the header and footer show, and the bank details checkout shows. */
export async function siteRoutes(fastify: FastifyInstance) {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/site", { schema: { tags: ["reference"], response: { 200: envelope(siteInfo) } } }, async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return ok({
        name: shop.name,
        email: shop.email,
        phone: shop.phone,
        hours: shop.supportHours,
        groupLine: shop.groupLine,
        tradeSales: shop.tradeSales,
        bank: {
          accountName: shop.bank.accountName,
          accountNumber: shop.bank.accountNumber,
          ifsc: shop.bank.ifsc,
          bankName: shop.bank.bankName,
          branch: shop.bank.branch,
          upiId: shop.bank.upiId,
        },
        social: shop.social,
      });
    });
}
