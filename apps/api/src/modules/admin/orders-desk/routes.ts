import {
  DESK_MESSAGES,
  deskActionRequest,
  deskAddressRequest,
  deskNoteRequest,
  deskOrderDetail,
  deskOrderList,
  deskOrderListQuery,
  deskOrderParams,
  paymentFlagParams,
  resolvePaymentFlag,
} from "@chhaap/contract/admin/orders";
import { envelope } from "@chhaap/contract/envelope";
import { taxInvoice } from "@chhaap/contract/invoice";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { readInvoice } from "#src/modules/invoices/service.ts";
import { paymentProofKey } from "#src/modules/orders/payment-proof.ts";
import { settlePaymentFlag } from "#src/modules/payments/flags.ts";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { sendPrivatePicture } from "#src/plugins/private-picture.ts";
import { findLatestScreenshot } from "./queries.ts";
import {
  addDeskNote,
  correctDeliveryAddress,
  type DeskContext,
  deskOrder,
  deskOrderList as listOrders,
  takeDeskAction,
} from "./service.ts";

const tags = ["back office"];

/** The orders desk's API, inside the back office's guarded scope (every route needs a staff session). */
export function orderDeskRoutes(
  scope: FastifyInstance,
  ctx: DeskContext & { files: FileStore },
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/orders",
    {
      schema: {
        tags,
        summary:
          "Orders, newest first, 25 a page: filter by status, payment method, dates, a customer's request to cancel; search number, e-mail or phone",
        querystring: deskOrderListQuery,
        response: { 200: envelope(deskOrderList) },
      },
    },
    async (request) => {
      const { orders, counts, cancelRequests, paymentFlags, late, totalPages } = await listOrders(ctx, request.query);
      return ok({ orders, counts, cancelRequests, paymentFlags, late }, { totalPages });
    },
  );

  app.get(
    "/api/admin/orders/:orderNumber",
    {
      schema: {
        tags,
        summary: "One order as the desk sees it, with the actions open to it",
        params: deskOrderParams,
        response: { 200: envelope(deskOrderDetail) },
      },
    },
    async (request) => ok(await deskOrder(ctx, request.params.orderNumber.toUpperCase())),
  );

  app.post(
    "/api/admin/orders/:orderNumber/actions",
    {
      schema: {
        tags,
        summary:
          "Take a step (confirm or reject payment, confirm, pack, ship, deliver, returned to origin, cancel, decline a cancellation, refund); 409 once the order has moved on",
        params: deskOrderParams,
        body: deskActionRequest,
        response: { 200: envelope(deskOrderDetail) },
      },
    },
    async (request) => {
      const orderNumber = request.params.orderNumber.toUpperCase();
      await takeDeskAction(ctx, await signedIn(request), orderNumber, request.body);
      return ok(await deskOrder(ctx, orderNumber), { message: DESK_MESSAGES.updated });
    },
  );

  app.post(
    "/api/admin/orders/:orderNumber/payment-flags/:flagId/resolve",
    {
      schema: {
        tags,
        summary: "Settle a flagged online payment: refund it through the gateway, or keep it with staff's note; 409 once settled",
        params: paymentFlagParams,
        body: resolvePaymentFlag,
        response: { 200: envelope(deskOrderDetail) },
      },
    },
    async (request) => {
      const orderNumber = request.params.orderNumber.toUpperCase();
      await settlePaymentFlag(ctx, await signedIn(request), orderNumber, request.params.flagId, request.body);
      return ok(await deskOrder(ctx, orderNumber), { message: DESK_MESSAGES.updated });
    },
  );

  app.post(
    "/api/admin/orders/:orderNumber/notes",
    {
      schema: {
        tags,
        summary: "Add an internal note (never shown to the customer)",
        params: deskOrderParams,
        body: deskNoteRequest,
        response: { 200: envelope(deskOrderDetail) },
      },
    },
    async (request) => {
      const orderNumber = request.params.orderNumber.toUpperCase();
      await addDeskNote(ctx, await signedIn(request), orderNumber, request.body.text);
      return ok(await deskOrder(ctx, orderNumber), { message: DESK_MESSAGES.noteAdded });
    },
  );

  app.put(
    "/api/admin/orders/:orderNumber/delivery-address",
    {
      schema: {
        tags,
        summary:
          "Correct the delivery address (same country) until the invoice is issued; 409 once invoiced, shipped or cancelled",
        params: deskOrderParams,
        body: deskAddressRequest,
        response: { 200: envelope(deskOrderDetail) },
      },
    },
    async (request) => {
      const orderNumber = request.params.orderNumber.toUpperCase();
      await correctDeliveryAddress(ctx, await signedIn(request), orderNumber, request.body);
      return ok(await deskOrder(ctx, orderNumber), { message: DESK_MESSAGES.addressCorrected });
    },
  );

  app.get(
    "/api/admin/orders/:orderNumber/invoice",
    {
      schema: {
        tags,
        summary: "The order's GST tax invoice (issued when it was confirmed); 404 for an order never confirmed",
        params: deskOrderParams,
        response: { 200: envelope(taxInvoice) },
      },
    },
    async (request) => ok(await readInvoice(ctx.db, ctx.invoiceSettings, ctx.now, request.params.orderNumber.toUpperCase())),
  );

  // The customer's screenshot, for staff eyes only: never cached, never shown as anything but a picture.
  app.get(
    "/api/admin/orders/:orderNumber/payment-screenshot",
    { schema: { tags, summary: "The order's payment screenshot (image/webp)", params: deskOrderParams } },
    async (request, reply) => {
      const noScreenshot = new ApiError(404, "admin.no_payment_screenshot", "This order has no payment screenshot.");
      const storageKey = await findLatestScreenshot(ctx.db, request.params.orderNumber.toUpperCase());
      const key = storageKey ? paymentProofKey(storageKey) : undefined;
      if (!key) throw noScreenshot;
      const sent = sendPrivatePicture(reply, await ctx.files.get(key));
      if (!sent) throw noScreenshot;
      return sent;
    },
  );
}
