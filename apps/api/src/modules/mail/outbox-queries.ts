import { and, count, desc, eq, inArray, like, lt, lte, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { escapeLike } from "#src/db/like-pattern.ts";
import { type MailOutboxState, mailOutbox } from "#src/db/schema.ts";
import type { MailMessage } from "./mailer.ts";

type Db = Database | Transaction;

export async function insertMails(db: Db, messages: MailMessage[], at: Date): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insert(mailOutbox)
    .values(messages.map((m) => ({ recipient: m.to, subject: m.subject, text: m.text, html: m.html, dueAt: at, createdAt: at })));
}

/**
 * Claims up to `limit` due mails for this sender until `leaseUntil`, in one statement: rows another
 * sender holds locked are skipped (never waited for, never taken twice), and a `sending` row whose lease
 * has run out (its sender died) is due again. Each claim counts as an attempt; the attempt number is
 * the claim's fence: only the sender holding that attempt may record its outcome.
 */
export async function claimDueMails(db: Db, at: Date, leaseUntil: Date, limit: number, claimedBy: string) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.state, ["pending", "sending"]), lte(mailOutbox.dueAt, at)))
    .orderBy(mailOutbox.dueAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ state: "sending", attempts: sql`${mailOutbox.attempts} + 1`, dueAt: leaseUntil, claimedBy })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
    });
}

function heldClaim(id: string, attempt: number) {
  return and(eq(mailOutbox.id, id), eq(mailOutbox.state, "sending"), eq(mailOutbox.attempts, attempt));
}

/** Sent: the body goes (it may hold a single-use link); `due_at` becomes the sending time, for the clean-up. */
export async function markMailSent(db: Db, id: string, attempt: number, at: Date): Promise<void> {
  await db.update(mailOutbox).set({ state: "sent", text: null, html: null, sentAt: at, dueAt: at }).where(heldClaim(id, attempt));
}

export async function markMailAttemptFailed(
  db: Db,
  id: string,
  attempt: number,
  outcome: { state: "pending" | "failed"; dueAt: Date; error: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ state: outcome.state, dueAt: outcome.dueAt, lastError: outcome.error })
    .where(heldClaim(id, attempt));
}

/** The processes (`host:pid`) on `host` holding mails they are sending. */
export async function claimersOn(db: Db, host: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ claimedBy: mailOutbox.claimedBy })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.state, "sending"), like(mailOutbox.claimedBy, `${escapeLike(host)}:%`)));
  return rows.flatMap((row) => (row.claimedBy ? [row.claimedBy] : []));
}

/** Makes the mails `claimedBy` was sending due now (it is gone), as if their lease had run out. */
export async function releaseClaims(db: Db, claimedBy: string, at: Date): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ dueAt: at })
    .where(and(eq(mailOutbox.state, "sending"), eq(mailOutbox.claimedBy, claimedBy)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** A failed mail back in the queue now, with a fresh round of attempts; false when it was not failed. */
export async function requeueFailedMail(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ state: "pending", attempts: 0, dueAt: at })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, "failed")))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export async function findMail(db: Db, id: string) {
  const [row] = await db
    .select({ state: mailOutbox.state, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row;
}

export async function deleteSentMailsBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(mailOutbox).where(and(eq(mailOutbox.state, "sent"), lt(mailOutbox.dueAt, cutoff)));
}

export async function countMailsByState(db: Db): Promise<Record<MailOutboxState, number>> {
  const rows = await db.select({ state: mailOutbox.state, n: count() }).from(mailOutbox).groupBy(mailOutbox.state);
  const counts: Record<MailOutboxState, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.state] = row.n;
  return counts;
}

/** One page of mails in a state, newest first, without their bodies. */
export async function listMails(db: Db, state: MailOutboxState, page: number, pageSize: number) {
  return db
    .select({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      state: mailOutbox.state,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      dueAt: mailOutbox.dueAt,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.state, state))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}
