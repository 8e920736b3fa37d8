import { report, reportsCsvQuery, reportsQuery } from "@chhaap/contract/admin/reports";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "#src/db/client.ts";
import { reportsOnly } from "#src/modules/admin/staff/guards.ts";
import { ok } from "#src/plugins/envelope.ts";
import { reportCsv, reportFileName } from "./csv.ts";
import { buildReport, EVERY_ROW } from "./service.ts";

const tags = ["back office"];

/** The owner's sales reports and their CSV downloads: the owner, and staff given reports access. */
export function reportsRoutes(scope: FastifyInstance, ctx: { db: Database; now: () => Date }) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/reports",
    {
      schema: {
        tags,
        summary:
          "Sales, orders, customers, returns to origin, searches with no results and coupons for a period, beside the period before",
        querystring: reportsQuery,
        response: { 200: envelope(report) },
      },
      onRequest: reportsOnly,
    },
    async (request) => ok(await buildReport(ctx.db, request.query, ctx.now())),
  );

  app.get(
    "/api/admin/reports/csv",
    {
      schema: {
        tags,
        summary: "One section of the report as CSV, every row",
        querystring: reportsCsvQuery,
      },
      onRequest: reportsOnly,
    },
    async (request, reply) => {
      const { section, ...query } = request.query;
      const built = await buildReport(ctx.db, query, ctx.now(), EVERY_ROW);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${reportFileName(built, section)}"`)
        .send(reportCsv(built, section));
    },
  );
}
