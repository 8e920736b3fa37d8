import { CREDIT_NOTE_MESSAGES, creditNote, creditNoteNumberOf, creditNoteParams } from "@chhaap/contract/credit-note";
import { envelope } from "@chhaap/contract/envelope";
import { taxInvoice } from "@chhaap/contract/invoice";
import { ORDER_MESSAGES, ORDER_NUMBER_PATTERN, orderNumberParams } from "@chhaap/contract/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { InvoiceSettings } from "#src/config.ts";
import type { Database } from "#src/db/client.ts";
import { normalOrderNumber } from "#src/modules/orders/order-number.ts";
import { notFound } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { authenticate, requireUser } from "#src/plugins/session.ts";
import { readCreditNote } from "./credit-notes.ts";
import { readInvoice } from "./service.ts";

export interface InvoiceRoutesOptions {
  db: Database;
  now: () => Date;
  settings: InvoiceSettings;
}

/**
 * The customer's own GST invoice, once the order is confirmed, and the credit notes issued against it
 * (staff read theirs under /api/admin).
 */
export async function invoiceRoutes(fastify: FastifyInstance, options: InvoiceRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/order/:orderNumber/invoice",
    {
      schema: {
        tags: ["orders"],
        summary: "The GST tax invoice of one of the customer's orders (ours); 404 before the order is confirmed",
        params: orderNumberParams,
        response: { 200: envelope(taxInvoice) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = await requireUser(request);
      const number = normalOrderNumber(request.params.orderNumber);
      if (!ORDER_NUMBER_PATTERN.test(number)) throw notFound("order.not_found", ORDER_MESSAGES.notFound);
      return ok(await readInvoice(options.db, options.settings, options.now, number, user.id));
    },
  );

  app.get(
    "/api/order/:orderNumber/credit-notes/:number",
    {
      schema: {
        tags: ["orders"],
        summary:
          "A GST credit note of one of the customer's orders (ours), by its number with hyphens for slashes (CN-26-27-000001)",
        params: creditNoteParams,
        response: { 200: envelope(creditNote) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = await requireUser(request);
      const orderNumber = normalOrderNumber(request.params.orderNumber);
      if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw notFound("order.not_found", ORDER_MESSAGES.notFound);
      const number = creditNoteNumberOf(request.params.number);
      if (!number) throw notFound("credit_note.not_found", CREDIT_NOTE_MESSAGES.notFound);
      return ok(await readCreditNote(options.db, orderNumber, number, user.id));
    },
  );
}
