import { CREDIT_NOTE_MESSAGES, creditNote, creditNoteNumberOf, creditNoteParams } from "@chhaap/contract/credit-note";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "#src/db/client.ts";
import { readCreditNote } from "#src/modules/invoices/credit-notes.ts";
import { notFound } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";

/** The orders desk's GST credit notes, inside the back office's guarded scope (a staff session for every route). */
export function creditNoteDeskRoutes(scope: FastifyInstance, ctx: { db: Database }) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/admin/orders/:orderNumber/credit-notes/:number",
    {
      schema: {
        tags: ["back office"],
        summary: "One of the order's GST credit notes, by its number with hyphens for slashes (CN-26-27-000001)",
        params: creditNoteParams,
        response: { 200: envelope(creditNote) },
      },
    },
    async (request) => {
      const number = creditNoteNumberOf(request.params.number);
      if (!number) throw notFound("credit_note.not_found", CREDIT_NOTE_MESSAGES.notFound);
      return ok(await readCreditNote(ctx.db, request.params.orderNumber.toUpperCase(), number));
    },
  );
}
