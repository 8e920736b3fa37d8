import type { Database } from "#src/db/client.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import { backInStockMail, mailLocale } from "./stock-alert-mails.ts";
import {
  claimRestockedAlerts,
  clearRestocked,
  deleteAlerts,
  deleteStaleAlerts,
  findOptedOut,
  findRestockFacts,
  markNotified,
} from "./stock-alert-queries.ts";

/**
 * The back-in-stock sender. The database marks an alert restocked (migration 0038's trigger on
 * variant_sizes, whoever raised the stock); this loop turns each confirmed, restocked alert into one
 * mail. Claiming (FOR UPDATE SKIP LOCKED), queueing the mail into the outbox and setting `notified_at`
 * happen in one transaction, so several processes and instances never mail one alert twice, and a
 * crash between them leaves the alert to be taken again, not lost.
 */

/** Alerts per transaction: one transaction's outbox rows stay small. */
const BATCH_SIZE = 50;
/** How often a sender looks for restocks: a minute's wait is nothing beside a week's sell-out. */
const POLL_MS = 15_000;
/** An alert whose link was not opened in a week was not wanted. */
const UNCONFIRMED_KEPT_MS = 7 * 86_400_000;
/** An ended alert is kept a while for its links (unsubscribe, "already done"), then goes. */
const ENDED_KEPT_MS = 90 * 86_400_000;
/** How often a sender clears stale alerts: they are harmless meanwhile (never mailed, never counted). */
const PURGE_MS = 3_600_000;

interface Log {
  error(details: object, message: string): void;
}

export interface RestockSenderContext {
  db: Database;
  outbox: MailOutbox;
  publicUrl: string;
  now: () => Date;
  log: Log;
}

/**
 * One batch: mails the claimed alerts whose size is still in stock; an alert sold out again (or whose
 * piece was taken off sale) waits for the next restock; an address that unsubscribed gets nothing and
 * its alert goes. Answers how many alerts it claimed.
 */
async function sendBatch(ctx: RestockSenderContext): Promise<{ claimed: number; mailed: number }> {
  return ctx.db.transaction(async (tx) => {
    const alerts = await claimRestockedAlerts(tx, BATCH_SIZE);
    if (alerts.length === 0) return { claimed: 0, mailed: 0 };
    const facts = await findRestockFacts(tx, [...new Set(alerts.map((alert) => alert.variantId))]);
    const stockOf = new Map(facts.map((row) => [`${row.variantId}\n${row.sizeName}`, row]));
    const optedOut = await findOptedOut(tx, [...new Set(alerts.map((alert) => alert.email))]);
    const at = ctx.now();
    const soldOutAgain: string[] = [];
    const unwanted: string[] = [];
    const failed: string[] = [];
    let mailed = 0;
    for (const alert of alerts) {
      const size = stockOf.get(`${alert.variantId}\n${alert.sizeName}`);
      if (optedOut.has(alert.email)) unwanted.push(alert.id);
      // Sold out again, or the size renamed or removed (the claim took only listed colourways).
      else if (!size || size.quantity <= 0) soldOutAgain.push(alert.id);
      else {
        // Each mail in its own savepoint: one that cannot be written (a bad stored address) is ended
        // and logged, instead of rolling the batch back and blocking every alert behind it for ever.
        try {
          await tx.transaction(async (one) => {
            const mail = backInStockMail(
              {
                to: alert.email,
                locale: mailLocale(alert.locale),
                productName: size.productName,
                size: alert.sizeName,
                token: alert.token,
                variantId: alert.variantId,
              },
              ctx.publicUrl,
            );
            await ctx.outbox.add(one, [mail]);
            await markNotified(one, [alert.id], at);
          });
          mailed += 1;
        } catch (err) {
          ctx.log.error({ err, alertId: alert.id }, "back-in-stock mail could not be queued; the alert is ended");
          failed.push(alert.id);
        }
      }
    }
    await markNotified(tx, failed, at);
    await clearRestocked(tx, soldOutAgain);
    await deleteAlerts(tx, unwanted);
    return { claimed: alerts.length, mailed };
  });
}

/** Every restocked alert due now, batch after batch; answers how many mails were queued. */
export async function sendRestockMails(ctx: RestockSenderContext): Promise<number> {
  let mailed = 0;
  for (;;) {
    const batch = await sendBatch(ctx);
    mailed += batch.mailed;
    if (batch.claimed < BATCH_SIZE) break;
  }
  if (mailed > 0) ctx.outbox.wake();
  return mailed;
}

/**
 * Deletes the alerts nobody confirmed within a week, those ended 90 days ago, and those waiting for a
 * size that is gone; answers how many.
 */
export function purgeStaleAlerts(ctx: Pick<RestockSenderContext, "db" | "now">): Promise<number> {
  const now = ctx.now().getTime();
  return deleteStaleAlerts(ctx.db, {
    unconfirmed: new Date(now - UNCONFIRMED_KEPT_MS),
    ended: new Date(now - ENDED_KEPT_MS),
  });
}

export interface RestockSender {
  /** Starts polling. */
  start(): void;
  /** Stops polling and resolves once the pass under way has committed. */
  stop(): Promise<void>;
}

export function createRestockSender(ctx: RestockSenderContext & { pollMs?: number }): RestockSender {
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let stopped = false;
  let purgedAt = 0;

  async function run(): Promise<void> {
    await sendRestockMails(ctx);
    if (ctx.now().getTime() - purgedAt < PURGE_MS) return;
    await purgeStaleAlerts(ctx);
    purgedAt = ctx.now().getTime();
  }

  function tick(): void {
    // One pass at a time in this process: a tick during a pass is skipped, the next poll comes soon.
    if (stopped || pass) return;
    pass = run()
      .then(() => undefined)
      .catch((err: unknown) => ctx.log.error({ err }, "back-in-stock pass failed"))
      .finally(() => {
        pass = undefined;
      });
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(tick, ctx.pollMs ?? POLL_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await pass;
    },
  };
}
