import { Readable } from "node:stream";
import { gstRegisterQuery, gstr1Json, gstr1Query, gstr1Tables } from "@chhaap/contract/admin/gst";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { InvoiceSettings } from "#src/config.ts";
import type { Database } from "#src/db/client.ts";
import { reportsOnly } from "#src/modules/admin/staff/guards.ts";
import { ok } from "#src/plugins/envelope.ts";
import { registerCsv, registerFileName } from "./csv.ts";
import { buildGstr1, gstr1Refusal, registerBatches } from "./service.ts";

const tags = ["back office"];

/** GST returns for the accountant (decision 0054): the owner, and staff given reports access. */
export function gstRoutes(scope: FastifyInstance, ctx: { db: Database; invoiceSettings: InvoiceSettings }) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/gst/register.csv",
    {
      schema: {
        tags,
        summary: "Invoice and credit note register for a range of days, one row per line, in TallyPrime's voucher import layout",
        querystring: gstRegisterQuery,
      },
      onRequest: reportsOnly,
    },
    async (request, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${registerFileName(request.query)}"`)
        .send(Readable.from(registerCsv(registerBatches(ctx.db, request.query)))),
  );

  app.get(
    "/api/admin/gst/gstr1",
    {
      schema: {
        tags,
        summary: "GSTR-1 of a month or quarter as the GST portal's offline tool reads it (a file, not an envelope)",
        querystring: gstr1Query,
        response: { 200: gstr1Json },
      },
      onRequest: reportsOnly,
    },
    async (request, reply) => {
      const { json, warnings } = await buildGstr1(ctx.db, ctx.invoiceSettings, request.query.period);
      if (!json) throw gstr1Refusal(warnings);
      return reply.header("content-disposition", `attachment; filename="GSTR1_${json.gstin}_${json.fp}.json"`).send(json);
    },
  );

  app.get(
    "/api/admin/gst/gstr1/tables",
    {
      schema: {
        tags,
        summary: "GSTR-1 of a month or quarter as readable tables, with the totals it reconciles to",
        querystring: gstr1Query,
        response: { 200: envelope(gstr1Tables) },
      },
      onRequest: reportsOnly,
    },
    async (request) => ok((await buildGstr1(ctx.db, ctx.invoiceSettings, request.query.period)).tables),
  );
}
