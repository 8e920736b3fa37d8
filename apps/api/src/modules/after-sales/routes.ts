import {
  AFTER_SALE_MESSAGES,
  RETURN_NUMBER_PATTERN,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTOS_MAX,
  returnPhotoParams,
  returnRequestInput,
  returnRequestParams,
  returnRequestView,
} from "@chhaap/contract/after-sales";
import { envelope } from "@chhaap/contract/envelope";
import { isUuid } from "@chhaap/contract/ids";
import { ORDER_MESSAGES, ORDER_NUMBER_PATTERN } from "@chhaap/contract/orders";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "#src/db/client.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import { normalOrderNumber } from "#src/modules/orders/order-number.ts";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { notFound } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { readMultipartForm, uploadedFiles } from "#src/plugins/multipart-form.ts";
import { sendPrivatePicture } from "#src/plugins/private-picture.ts";
import { authenticate, requireUser } from "#src/plugins/session.ts";
import { ownReturnPhotoKey, requestReturn } from "./service.ts";

export interface AfterSaleRoutesOptions {
  db: Database;
  now: () => Date;
  files: FileStore;
  outbox: MailOutbox;
  publicUrl: string;
}

const tags = ["orders"];

/**
 * The customer's return and exchange requests (ours): asking for one, with photos, and seeing those
 * photos again. The requests themselves are shown with the order (`GET /api/order/{orderNumber}`).
 */
export async function afterSaleRoutes(fastify: FastifyInstance, options: AfterSaleRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  if (!app.hasContentTypeParser("multipart/form-data")) await app.register(multipart);

  app.post(
    "/api/order/:orderNumber/returns",
    {
      schema: {
        tags,
        summary: "Ask to return or exchange pieces of one line of a delivered order (multipart: the fields and up to 3 `photos`)",
        params: returnRequestParams,
        body: returnRequestInput,
        response: { 201: envelope(returnRequestView) },
      },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      onRequest: authenticate,
      preValidation: readMultipartForm({
        fileField: "photos",
        maxFiles: RETURN_PHOTOS_MAX,
        maxFileBytes: RETURN_PHOTO_MAX_BYTES,
        fileTooLarge: { code: "return.photo_too_large", message: AFTER_SALE_MESSAGES.photoTooLarge },
        tooManyFiles: { code: "return.too_many_photos", message: AFTER_SALE_MESSAGES.tooManyPhotos },
        maxFields: 16,
      }),
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const number = normalOrderNumber(request.params.orderNumber);
      if (!ORDER_NUMBER_PATTERN.test(number)) throw notFound("order.not_found", ORDER_MESSAGES.notFound);
      const created = await requestReturn(options, user.id, number, request.body, uploadedFiles(request));
      return reply.code(201).send(ok(created, { message: AFTER_SALE_MESSAGES.requested }));
    },
  );

  // A request's photo is served to its order's owner; to anyone else it does not exist.
  app.get(
    "/api/order/:orderNumber/returns/:requestNumber/photos/:photoId",
    { schema: { tags, summary: "A photo of one of the customer's return requests (owner only)", params: returnPhotoParams } },
    async (request, reply) => {
      const user = await request.server.sessions.userOf(request);
      const orderNumber = normalOrderNumber(request.params.orderNumber);
      const requestNumber = normalOrderNumber(request.params.requestNumber);
      const photoId = request.params.photoId.toLowerCase();
      const named =
        ORDER_NUMBER_PATTERN.test(orderNumber) &&
        RETURN_NUMBER_PATTERN.test(requestNumber) &&
        requestNumber.startsWith(`${orderNumber}-`) &&
        isUuid(photoId);
      const key = user && named ? await ownReturnPhotoKey(db, user.id, requestNumber, photoId) : undefined;
      const sent = key ? sendPrivatePicture(reply, await options.files.get(key)) : undefined;
      if (!sent) throw notFound("file.not_found", "Not found");
      return sent;
    },
  );
}
