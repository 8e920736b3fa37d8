import {
  RETURNS_MESSAGES,
  returnDetail,
  returnList,
  returnListQuery,
  returnParams,
  returnPhotoParams,
  returnStepRequest,
} from "@chhaap/contract/admin/returns";
import { envelope } from "@chhaap/contract/envelope";
import { isUuid } from "@chhaap/contract/ids";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { sendPrivatePicture } from "#src/plugins/private-picture.ts";
import { findReturnPhoto } from "./queries.ts";
import { type ReturnsDeskContext, returnQueue, returnRequestDetail, takeReturnAction } from "./service.ts";

const tags = ["back office"];

/** The returns desk's API, inside the back office's guarded scope (every route needs a staff session). */
export function returnsDeskRoutes(
  scope: FastifyInstance,
  ctx: ReturnsDeskContext & { files: FileStore },
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/returns",
    {
      schema: {
        tags,
        summary:
          "Return and exchange requests, newest first, 25 a page, with counts per state; search a request's or order's number",
        querystring: returnListQuery,
        response: { 200: envelope(returnList) },
      },
    },
    async (request) => {
      const { requests, counts, totalPages } = await returnQueue(ctx, request.query);
      return ok({ requests, counts }, { totalPages });
    },
  );

  app.get(
    "/api/admin/returns/:number",
    {
      schema: {
        tags,
        summary: "One request with its order, piece, photos, refund destination, history and the steps open to it",
        params: returnParams,
        response: { 200: envelope(returnDetail) },
      },
    },
    async (request) => ok(await returnRequestDetail(ctx, request.params.number.toUpperCase())),
  );

  app.post(
    "/api/admin/returns/:number/steps",
    {
      schema: {
        tags,
        summary:
          "Take a step (approve, reject, book-pickup, receive, refund, pack-replacement, ship-replacement, deliver-replacement); 409 once the request has moved on",
        params: returnParams,
        body: returnStepRequest,
        response: { 200: envelope(returnDetail) },
      },
    },
    async (request) => {
      const number = request.params.number.toUpperCase();
      await takeReturnAction(ctx, await signedIn(request), number, request.body);
      return ok(await returnRequestDetail(ctx, number), { message: RETURNS_MESSAGES.updated });
    },
  );

  // The customer's photos, for staff eyes only: never cached, never shown as anything but a picture.
  app.get(
    "/api/admin/returns/:number/photos/:photoId",
    { schema: { tags, summary: "One of a request's photos (image/webp)", params: returnPhotoParams } },
    async (request, reply) => {
      const noPhoto = new ApiError(404, "admin.return_photo_not_found", RETURNS_MESSAGES.photoNotFound);
      const photoId = request.params.photoId.toLowerCase();
      if (!isUuid(photoId)) throw noPhoto;
      // The photo's key in the store is kept whole with it (after-sales/return-photos.ts).
      const key = await findReturnPhoto(ctx.db, request.params.number.toUpperCase(), photoId);
      if (!key) throw noPhoto;
      const sent = sendPrivatePicture(reply, await ctx.files.get(key));
      if (!sent) throw noPhoto;
      return sent;
    },
  );
}
