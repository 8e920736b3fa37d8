import { editableSizeChart, SIZE_CHART_MESSAGES, sizeChartIdParams, sizeChartsEditor } from "@chhaap/contract/admin/size-charts";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { ok } from "#src/plugins/envelope.ts";
import { deleteSizeChart, readSizeChartsEditor, type SizeChartsContext, saveSizeChart } from "./size-charts-editor.ts";

const tags = ["back office"];

/** Size charts, inside the back office's guarded scope (every member of staff edits them). */
export function sizeChartsRoutes(
  scope: FastifyInstance,
  ctx: SizeChartsContext,
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/size-charts",
    {
      schema: {
        tags,
        summary: "Every size chart with its columns, rows (inches) and categories, and every category with its chart",
        response: { 200: envelope(sizeChartsEditor) },
      },
    },
    async () => ok(await readSizeChartsEditor(ctx.db)),
  );

  app.post(
    "/api/admin/size-charts",
    {
      schema: {
        tags,
        summary: "Create a size chart; the categories it lists leave any other chart",
        body: editableSizeChart,
        response: { 201: envelope(z.object({ _id: z.string() })) },
      },
    },
    async (request, reply) => {
      const id = await saveSizeChart(ctx, await signedIn(request), null, request.body);
      return reply.code(201).send(ok({ _id: id }, { message: SIZE_CHART_MESSAGES.created }));
    },
  );

  app.put(
    "/api/admin/size-charts/:id",
    {
      schema: {
        tags,
        summary: "Save a size chart whole: name, kind, columns, rows and categories",
        params: sizeChartIdParams,
        body: editableSizeChart,
        response: { 200: envelope(sizeChartsEditor) },
      },
    },
    async (request) => {
      await saveSizeChart(ctx, await signedIn(request), request.params.id, request.body);
      return ok(await readSizeChartsEditor(ctx.db), { message: SIZE_CHART_MESSAGES.saved });
    },
  );

  app.delete(
    "/api/admin/size-charts/:id",
    {
      schema: {
        tags,
        summary: "Delete a size chart; its categories show no size guide until another chart lists them",
        params: sizeChartIdParams,
        response: { 200: envelope(sizeChartsEditor) },
      },
    },
    async (request) => {
      await deleteSizeChart(ctx, await signedIn(request), request.params.id);
      return ok(await readSizeChartsEditor(ctx.db), { message: SIZE_CHART_MESSAGES.deleted });
    },
  );
}
