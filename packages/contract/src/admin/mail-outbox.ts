import { z } from "zod";

/**
 * The mail outbox as staff see it: every mail the shop sends waits there until it is delivered. A mail
 * that failed every try stays "failed" with the last error until staff send it again.
 */

export const MAIL_STATES = ["failed", "pending", "sending", "sent"] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  failed: "Failed",
  pending: "Waiting to be sent",
  sending: "Being sent",
  sent: "Sent",
};

export const MAIL_OUTBOX_MESSAGES = {
  mailNotFound: "No such mail.",
  notFailed: "Only a failed mail can be sent again; this one is already on its way or sent.",
  sendingAgain: "The mail is back in the queue and goes out in a moment.",
} as const;

/** One mail as the back office lists it: who it is for and what it says on the envelope, never its body. */
const outboxMail = z.object({
  _id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When a waiting mail is tried next (or, while being sent, until when its sender holds it). */
  dueAt: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

const mailCounts = z.object({
  failed: z.number().int(),
  pending: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
});

export const MAIL_PAGE_SIZE = 25;

/** `GET /api/admin/mail`: one state's mails, newest first, 25 a page (failed ones unless asked otherwise). */
export const outboxListQuery = z.object({
  state: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(MAIL_STATES, { error: "Please choose failed, waiting, being sent or sent." }).default("failed"),
  ),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const outboxList = z.object({ counts: mailCounts, mails: z.array(outboxMail) });
export type OutboxList = z.infer<typeof outboxList>;

export const outboxMailParams = z.object({ id: z.string().max(100) });
