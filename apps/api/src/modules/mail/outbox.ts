import { hostname } from "node:os";
import type { Database, Transaction } from "#src/db/client.ts";
import type { MailOutboxState } from "#src/db/schema.ts";
import { countMailSends, measureOutboxDepth } from "#src/metrics.ts";
import { isProcessAlive } from "#src/process-alive.ts";
import type { Mailer, MailMessage } from "./mailer.ts";
import {
  claimDueMails,
  claimersOn,
  countMailsByState,
  deleteSentMailsBefore,
  findMail,
  insertMails,
  listMails,
  markMailAttemptFailed,
  markMailSent,
  releaseClaims,
  requeueFailedMail,
} from "./outbox-queries.ts";

/**
 * The transactional outbox every mail goes through (docs/decisions/0049-mail-through-an-outbox.md).
 * A change writes its mails with `addMails` inside its own transaction, so they exist if and only if
 * it commits; a sender then claims due rows (FOR UPDATE SKIP LOCKED: several processes and instances
 * never take one row together), sends each through the Mailer and records the outcome. Delivery is at
 * least once: a process that dies in the middle of an SMTP send leaves its claim to run out, and that
 * one mail is sent again, as the same message (its Message-ID is the row's id: mailer.ts).
 */

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the mail is marked failed. */
const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000];
export const MAX_MAIL_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/**
 * How long a claim holds a mail: longer than a send can take (every SMTP step is bounded by
 * 30 s in mailer.ts, a batch is 10 mails), so a live sender is never overtaken, and short enough that
 * the mails a killed process held go out within minutes.
 */
const LEASE_MS = 3 * 60_000;
const BATCH_SIZE = 10;
/** How often a sender looks for mails other processes wrote (its own wake it at once). */
const POLL_MS = 3_000;
/** Sent mails stay listed for staff this long (without their bodies), then go. */
const KEEP_SENT_MS = 7 * 24 * 60 * 60_000;
const CLEAN_UP_EVERY_MS = 60 * 60_000;
/** The longest error text kept: enough for an SMTP answer, not a whole stack. */
const ERROR_CHARS = 1_000;

/** Writes mails into the outbox in the transaction of the change that causes them. */
export function addMails(tx: Database | Transaction, messages: MailMessage[], at: Date): Promise<void> {
  return insertMails(tx, messages, at);
}

/**
 * Puts a failed mail back in the queue, due now, with a fresh round of attempts, in the caller's
 * transaction (which records who did it); answers the mail as it was, or what stopped it.
 */
export async function requeueFailed(
  tx: Database | Transaction,
  id: string,
  at: Date,
): Promise<"missing" | "not-failed" | { attempts: number; lastError: string | null }> {
  const before = await findMail(tx, id);
  if (!before) return "missing";
  if (!(await requeueFailedMail(tx, id, at))) return "not-failed";
  return { attempts: before.attempts, lastError: before.lastError };
}

/** How many mails are in each state, and one page of one state's mails, newest first, without bodies. */
export async function outboxOverview(db: Database, state: MailOutboxState, page: number, pageSize: number) {
  const [counts, mails] = await Promise.all([countMailsByState(db), listMails(db, state, page, pageSize)]);
  return { counts, mails, totalPages: Math.max(1, Math.ceil(counts[state] / pageSize)) };
}

/** This process, as its claims name it. */
const HOST = hostname();
const CLAIMER = `${HOST}:${process.pid}`;

/** The wait before the next try after `attempt` failed tries, or null when no try is left. */
function retryDelayMs(attempt: number): number | null {
  return RETRY_DELAYS_MS[attempt - 1] ?? null;
}

export interface MailOutbox {
  /** Writes mails in the caller's transaction; call `wake` once it has committed. */
  add(tx: Database | Transaction, messages: MailMessage[]): Promise<void>;
  /** A commit in this process added mails: send them now rather than at the next poll. */
  wake(): void;
  /**
   * Work that writes mails after the answer (a reset link, whose timing must not tell whether the
   * account exists): `deliverDue` and `stop` wait for it.
   */
  afterAnswer(job: () => Promise<void>, what: string): void;
  /**
   * Sends every mail due now, after this process's work still writing mails and the pass already
   * under way; resolves when done. Tests await it instead of waiting for a mail to turn up.
   */
  deliverDue(): Promise<void>;
  /** Starts polling for mails other processes wrote. */
  start(): void;
  /** Stops claiming, and resolves once the sends under way have been recorded. */
  stop(): Promise<void>;
}

export interface MailOutboxOptions {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
  pollMs?: number;
}

export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { db, mailer, now, log } = options;
  const pollMs = options.pollMs ?? POLL_MS;
  const jobs = new Set<Promise<void>>();
  // One pass at a time in this process; a pass asked for while one runs waits for it, then starts once.
  let running: Promise<void> = Promise.resolve();
  let next: Promise<void> | undefined;
  let stopped = false;
  let poll: NodeJS.Timeout | undefined;
  let lastCleanUp = 0;

  function pass(): Promise<void> {
    if (next) return next;
    const queued = running.then(async () => {
      next = undefined;
      if (!stopped) await sendDue();
    });
    next = queued;
    running = queued.catch((err: unknown) => log.error({ err }, "mail outbox pass failed"));
    return queued;
  }

  function wake(): void {
    // A failed pass is logged above; the next wake or poll tries again.
    if (!stopped) pass().catch(() => {});
  }

  async function sendDue(): Promise<void> {
    for (;;) {
      const at = now();
      const claimed = await claimDueMails(db, at, new Date(at.getTime() + LEASE_MS), BATCH_SIZE, CLAIMER);
      await Promise.all(claimed.map(send));
      if (claimed.length < BATCH_SIZE || stopped) break;
    }
    if (now().getTime() - lastCleanUp >= CLEAN_UP_EVERY_MS) {
      lastCleanUp = now().getTime();
      await deleteSentMailsBefore(db, new Date(lastCleanUp - KEEP_SENT_MS));
    }
  }

  async function releaseClaimsOfTheDead(): Promise<void> {
    for (const claimer of await claimersOn(db, HOST)) {
      const pid = Number(claimer.slice(HOST.length + 1));
      if (pid === process.pid || isProcessAlive(pid)) continue;
      const released = await releaseClaims(db, claimer, now());
      if (released > 0) log.warn({ claimer, released }, "took back the mails a dead process was sending");
    }
  }

  async function send(mail: Awaited<ReturnType<typeof claimDueMails>>[number]): Promise<void> {
    try {
      await mailer.sendMail(
        { to: mail.to, subject: mail.subject, text: mail.text ?? "", html: mail.html ?? "" },
        { id: mail.id, createdAt: mail.createdAt },
      );
    } catch (err) {
      const delay = retryDelayMs(mail.attempts);
      const error = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_CHARS) || "unknown error";
      log.warn(
        { err, mailId: mail.id, attempt: mail.attempts },
        delay === null ? "mail failed for good" : "mail failed; will retry",
      );
      countMailSends(delay === null ? "failed" : "retrying");
      const at = now();
      await markMailAttemptFailed(db, mail.id, mail.attempts, {
        state: delay === null ? "failed" : "pending",
        dueAt: new Date(at.getTime() + (delay ?? 0)),
        error,
      });
      return;
    }
    countMailSends("sent");
    await markMailSent(db, mail.id, mail.attempts, now());
  }

  measureOutboxDepth(() => countMailsByState(db));

  return {
    add: (tx, messages) => addMails(tx, messages, now()),
    wake,
    afterAnswer(job, what) {
      const run: Promise<void> = Promise.resolve()
        .then(job)
        .then(wake)
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => jobs.delete(run));
      jobs.add(run);
    },
    async deliverDue() {
      await Promise.allSettled([...jobs]);
      await pass();
    },
    start() {
      if (poll || stopped) return;
      poll = setInterval(wake, pollMs);
      poll.unref();
      // A process that died on this host (a killed worker, the embedded shop before a restart) hands
      // back what it was sending now, not when its lease ends.
      releaseClaimsOfTheDead()
        .catch((err: unknown) => log.error({ err }, "mail outbox could not take back a dead process's mails"))
        .finally(wake);
    },
    async stop() {
      await Promise.allSettled([...jobs]);
      stopped = true;
      clearInterval(poll);
      await running;
    },
  };
}
