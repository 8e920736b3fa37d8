import {
  MAIL_OUTBOX_MESSAGES,
  MAIL_PAGE_SIZE,
  outboxList,
  outboxListQuery,
  outboxMailParams,
} from "@chhaap/contract/admin/mail-outbox";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { ok } from "#src/plugins/envelope.ts";
import { type MailDeskContext, mailList, sendMailAgain } from "./service.ts";

const tags = ["back office"];

/**
 * The mail outbox for staff, inside the back office's guarded scope (either role): what failed, what
 * waits, what went, and "send again" for a failed mail.
 */
export function mailDeskRoutes(
  scope: FastifyInstance,
  ctx: MailDeskContext,
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/mail",
    {
      schema: {
        tags,
        summary: "Mails in one state (failed by default), newest first, 25 a page, with how many are in each state",
        querystring: outboxListQuery,
        response: { 200: envelope(outboxList) },
      },
    },
    async (request) => {
      const { counts, mails, totalPages } = await mailList(ctx, request.query.state, request.query.page, MAIL_PAGE_SIZE);
      return ok({ counts, mails }, { totalPages });
    },
  );

  app.post(
    "/api/admin/mail/:id/send-again",
    {
      schema: {
        tags,
        summary: "Put a failed mail back in the queue, to be sent now with a fresh round of tries",
        params: outboxMailParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await sendMailAgain(ctx, await signedIn(request), request.params.id);
      return ok(null, { message: MAIL_OUTBOX_MESSAGES.sendingAgain });
    },
  );
}
