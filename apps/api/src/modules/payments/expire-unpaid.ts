import { getsOrderMail } from "#src/modules/mail/recipients.ts";
import { orderStepMail } from "#src/modules/mail/templates.ts";
import { cancelUnpaidOnline } from "#src/modules/orders/online-payment-steps.ts";
import type { PaymentContext } from "./online-payments.ts";
import { notPaidInTime } from "./order-payment.ts";
import { closeLiveLinks, findPayableOrder, lockOverdueOrders } from "./queries.ts";

/** How often each process looks for orders whose time to pay ran out. */
const SWEEP_EVERY_MS = 60_000;
/** Orders cancelled per transaction: a backlog (the shop down for a day) goes in short transactions. */
const BATCH = 50;

/**
 * Cancels the orders paid online whose payment did not come within the set minutes: stock and coupon
 * given back, live links closed (and cancelled at the gateway afterwards, so a late payment is less
 * likely; one that comes anyway is flagged), the customer told. Several processes may sweep at once:
 * each order is locked by one (SKIP LOCKED) and cancelled by one conditional update, so it happens
 * exactly once. Answers how many orders it cancelled.
 */
export async function expireUnpaidOrders(ctx: PaymentContext): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const at = ctx.now();
    const placedBefore = new Date(at.getTime() - ctx.minutes * 60_000);
    const reason = notPaidInTime(ctx.minutes);
    const done = await ctx.db.transaction(async (tx) => {
      const overdue = await lockOverdueOrders(tx, placedBefore, BATCH);
      const links: string[] = [];
      let mails = 0;
      let orders = 0;
      for (const { id } of overdue) {
        if (!(await cancelUnpaidOnline(tx, { orderId: id, reason, lowStockThreshold: ctx.lowStockThreshold, at }))) continue;
        orders += 1;
        links.push(...(await closeLiveLinks(tx, id, "expired", at)).map((link) => link.linkId));
        const order = await findPayableOrder(tx, { id });
        if (order && getsOrderMail(order)) {
          const name = [order.userName, order.userLastName].filter(Boolean).join(" ");
          const news = {
            orderNumber: order.orderNumber,
            step: "cancelled",
            reason: `it was not paid within ${ctx.minutes} minutes, so its pieces went back on sale.`,
          } as const;
          await ctx.outbox.add(tx, [orderStepMail(order.userEmail, name, news, ctx.publicUrl)]);
          mails += 1;
        }
      }
      return { found: overdue.length, orders, links, mails };
    });
    cancelled += done.orders;
    if (done.mails > 0) ctx.outbox.wake();
    // Best effort: the gateway refuses payment on an expired link anyway; a payment it took meanwhile is flagged.
    await Promise.allSettled(done.links.map((linkId) => ctx.gateway.cancelLink(linkId)));
    if (done.found < BATCH) break;
  }
  return cancelled;
}

/** Sweeps every minute in this process until the returned function is called (app.ts, on close). */
export function keepUnpaidOrdersExpiring(ctx: PaymentContext, everyMs = SWEEP_EVERY_MS): () => void {
  const timer = setInterval(() => {
    // A failed sweep (the database away for a moment) is retried at the next one.
    expireUnpaidOrders(ctx).catch(() => {});
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
