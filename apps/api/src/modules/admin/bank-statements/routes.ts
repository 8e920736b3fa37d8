import {
  assignLine as assignLineBody,
  BANK_STATEMENT_MESSAGES,
  confirmLinesAnswer,
  confirmLines as confirmLinesBody,
  dismissLine as dismissLineBody,
  matchAgainAnswer,
  reconciliationPage as reconciliationPageSchema,
  reconciliationQuery,
  STATEMENT_MAX_BYTES,
  statementImported,
  statementLayoutNeeded,
  statementLine,
  statementLineParams,
  statementUploadFields,
} from "@chhaap/contract/admin/bank-statements";
import { envelope, errorFields } from "@chhaap/contract/envelope";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { readMultipartForm, uploadedFile, uploadedFileName } from "#src/plugins/multipart-form.ts";
import {
  assignLine,
  confirmLines,
  dismissLine,
  importStatement,
  LayoutUnknown,
  matchAgain,
  statementLine as readStatementLine,
  reconciliationPage,
  type StatementsContext,
} from "./service.ts";

const tags = ["back office"];

/** A layout the shop has not seen: what the mapping form needs, beside the usual error fields. */
const layoutUnknownBody = z.object({ ...errorFields, details: statementLayoutNeeded });

/**
 * Bank statements and their reconciliation, inside the back office's guarded scope: staff and owners
 * alike, as confirming a payment on the orders desk.
 */
export async function bankStatementRoutes(
  scope: FastifyInstance,
  ctx: StatementsContext,
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  if (!app.hasContentTypeParser("multipart/form-data")) await app.register(multipart);

  app.post(
    "/api/admin/payments/statements",
    {
      schema: {
        tags,
        summary:
          "Upload a bank statement (multipart `statement`: the bank's CSV or XLSX, up to 5 MB; for a layout the shop has not seen, also `layoutName` and the mapping's fields). 422 `statement.layout_unknown` with `details` when the layout must be mapped first",
        consumes: ["multipart/form-data"],
        body: statementUploadFields,
        response: { 201: envelope(statementImported), 422: layoutUnknownBody.or(z.object(errorFields)) },
      },
      preValidation: readMultipartForm({
        fileField: "statement",
        maxFileBytes: STATEMENT_MAX_BYTES,
        fileTooLarge: { code: "statement.file_too_large", message: BANK_STATEMENT_MESSAGES.fileTooLarge },
        maxFields: 12,
      }),
    },
    async (request, reply) => {
      const file = uploadedFile(request);
      if (!file) throw new ApiError(400, "statement.file_required", BANK_STATEMENT_MESSAGES.fileRequired);
      try {
        const imported = await importStatement(ctx, await signedIn(request), {
          fileName: uploadedFileName(request) ?? "statement",
          file,
          fields: request.body ?? {},
        });
        return reply.code(201).send(ok(imported));
      } catch (error) {
        if (!(error instanceof LayoutUnknown)) throw error;
        return reply
          .code(422)
          .send({ status: false, message: error.message, code: "statement.layout_unknown", details: error.details });
      }
    },
  );

  app.get(
    "/api/admin/payments/reconciliation",
    {
      schema: {
        tags,
        summary:
          "Statement credits by state (matched, doubtful, unmatched, applied, dismissed), newest booking first, 50 a page, with counts per state and the recent statements, as last matched (reading matches nothing)",
        querystring: reconciliationQuery,
        response: { 200: envelope(reconciliationPageSchema) },
      },
    },
    async (request) => {
      const page = await reconciliationPage(ctx, request.query);
      return ok(page, { totalPages: page.totalPages });
    },
  );

  app.post(
    "/api/admin/payments/reconciliation/match",
    {
      schema: {
        tags,
        summary:
          "Match the open lines again against the orders waiting now (placed, or their reference typed, since the last upload); the counts per state after",
        response: { 200: envelope(matchAgainAnswer) },
      },
    },
    async (request) => {
      await signedIn(request);
      return ok(await matchAgain(ctx));
    },
  );

  app.post(
    "/api/admin/payments/reconciliation/confirm",
    {
      schema: {
        tags,
        summary:
          "Confirm matched lines' orders as paid (each the desk's Confirm payment for the credit's amount and reference); per line: applied, moved_on or short",
        body: confirmLinesBody,
        response: { 200: envelope(confirmLinesAnswer) },
      },
    },
    async (request) => ok({ results: await confirmLines(ctx, await signedIn(request), request.body.lineIds) }),
  );

  app.post(
    "/api/admin/payments/reconciliation/lines/:lineId/assign",
    {
      schema: {
        tags,
        summary: "Say which waiting order a doubtful or unmatched credit pays: it becomes matched to it",
        params: statementLineParams,
        body: assignLineBody,
        response: { 200: envelope(statementLine) },
      },
    },
    async (request) =>
      ok(await assignLine(ctx, await signedIn(request), request.params.lineId.toLowerCase(), request.body.orderNumber)),
  );

  app.post(
    "/api/admin/payments/reconciliation/lines/:lineId/dismiss",
    {
      schema: {
        tags,
        summary: "Set a credit aside as not an order payment, with a note",
        params: statementLineParams,
        body: dismissLineBody,
        response: { 200: envelope(statementLine) },
      },
    },
    async (request) =>
      ok(await dismissLine(ctx, await signedIn(request), request.params.lineId.toLowerCase(), request.body.note)),
  );

  app.get(
    "/api/admin/payments/reconciliation/lines/:lineId",
    {
      schema: {
        tags,
        summary: "One statement line as the page shows it",
        params: statementLineParams,
        response: { 200: envelope(statementLine) },
      },
    },
    async (request) => ok(await readStatementLine(ctx, request.params.lineId.toLowerCase())),
  );
}
