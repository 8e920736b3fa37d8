import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";

/**
 * Every mail the shop sends, written in the same transaction as the change that causes it and sent
 * afterwards by the outbox sender (modules/mail/outbox.ts), so a crash after the commit cannot lose
 * a mail and a rolled-back change never sends one.
 *
 * pending: waiting until `due_at`. sending: claimed by a sender until `due_at` (its lease); a sender
 * that dies leaves it to be claimed again when the lease ends. sent: delivered; the body is cleared
 * (it can hold a single-use link) and the row is deleted after a while. failed: every attempt failed;
 * staff can put it back to pending.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** Plain and HTML parts; null once sent. */
    text: text("text"),
    html: text("html"),
    state: text("state").$type<MailOutboxState>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /**
     * While sending: the process holding the claim, as `host:pid`, so a process started on the same
     * host can hand back the mails of one that died there instead of waiting out the lease.
     */
    claimedBy: text("claimed_by"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_state_due_idx").on(t.state, t.dueAt),
    check("mail_outbox_state_check", sql`${t.state} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

export type MailOutboxState = "pending" | "sending" | "sent" | "failed";
