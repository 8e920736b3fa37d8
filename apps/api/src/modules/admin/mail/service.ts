import { MAIL_OUTBOX_MESSAGES, type MailState, type OutboxList } from "@chhaap/contract/admin/mail-outbox";
import { isUuid } from "@chhaap/contract/ids";
import type { Database } from "#src/db/client.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { type MailOutbox, outboxOverview, requeueFailed } from "#src/modules/mail/outbox.ts";
import { ApiError } from "#src/plugins/api-error.ts";

export interface MailDeskContext {
  db: Database;
  now: () => Date;
  outbox: MailOutbox;
}

export async function mailList(
  ctx: MailDeskContext,
  state: MailState,
  page: number,
  pageSize: number,
): Promise<OutboxList & { totalPages: number }> {
  const { counts, mails, totalPages } = await outboxOverview(ctx.db, state, page, pageSize);
  return {
    counts,
    totalPages,
    mails: mails.map((m) => ({
      _id: m.id,
      recipient: m.recipient,
      subject: m.subject,
      state: m.state,
      attempts: m.attempts,
      lastError: m.lastError,
      dueAt: m.dueAt.toISOString(),
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
}

/** "Send again": a failed mail goes back in the queue with a fresh round of tries, recorded in the audit log. */
export async function sendMailAgain(ctx: MailDeskContext, actor: StaffUser, id: string): Promise<void> {
  if (!isUuid(id)) throw new ApiError(404, "admin.mail_not_found", MAIL_OUTBOX_MESSAGES.mailNotFound);
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await requeueFailed(tx, id.toLowerCase(), at);
    if (before === "missing") throw new ApiError(404, "admin.mail_not_found", MAIL_OUTBOX_MESSAGES.mailNotFound);
    if (before === "not-failed") throw new ApiError(409, "admin.mail_not_failed", MAIL_OUTBOX_MESSAGES.notFailed);
    await auditChange(tx, actor, {
      action: "mail.send-again",
      recordType: "mail",
      recordId: id.toLowerCase(),
      before: { state: "failed", ...before },
      after: { state: "pending", attempts: 0 },
      at,
    });
  });
  ctx.outbox.wake();
}
