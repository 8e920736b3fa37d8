import {
  CANCELLABLE_STATUSES,
  type CancelOrder,
  cancelReasonText,
  ORDER_MESSAGES,
  type OrderDetail,
} from "@chhaap/contract/orders";
import type { Database } from "#src/db/client.ts";
import type { OrderStatus } from "#src/db/schema.ts";
import type { AfterSalePolicy } from "#src/modules/after-sales/policy.ts";
import { readAfterSalePolicy } from "#src/modules/after-sales/policy.ts";
import { cancelAtOnceUntil, refundDueOn } from "#src/modules/after-sales/policy-clock.ts";
import { giveStockBack } from "#src/modules/catalog/stock.ts";
import { releaseRedemption } from "#src/modules/coupons/service.ts";
import { issueCreditNote } from "#src/modules/invoices/credit-notes.ts";
import { afterSaleMail } from "#src/modules/mail/after-sale-templates.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import { getsOrderMail } from "#src/modules/mail/recipients.ts";
import { orderStepMail } from "#src/modules/mail/templates.ts";
import type { OnlinePayments } from "#src/modules/payments/online-payments.ts";
import { payBy } from "#src/modules/payments/order-payment.ts";
import { cancelLinksAtGateway, closeOrderLinks } from "#src/modules/payments/payment-link.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { cancelUnpaidOnline } from "./online-payment-steps.ts";
import {
  cancelOwnOrder,
  findOrder,
  findUserContact,
  insertStatusEvents,
  listOrderPieces,
  type OrderRow,
  recordCancelRequest,
} from "./queries.ts";

export interface CancellationContext {
  db: Database;
  now: () => Date;
  outbox: MailOutbox;
  publicUrl: string;
  /** Pieces over all sizes at or below which a colourway reads "low stock". */
  lowStockThreshold: number;
  /** How long an order paid online waits for its payment (ONLINE_PAYMENT_MINUTES). */
  onlinePaymentMinutes: number;
  /** The gateway, when the shop has its keys: the links of an order cancelled unpaid are cancelled there too. */
  payments: OnlinePayments | undefined;
}

const CANCELLABLE: readonly OrderStatus[] = CANCELLABLE_STATUSES;

/**
 * How the desk's timeline line of a declined request to cancel begins. The step leaves the status as
 * it was, so its line repeats that status: the customer's timeline leaves it out (they are mailed the
 * answer), lest a bank transfer still being checked read "Payment not accepted" (orders/service.ts).
 */
export const CANCELLATION_DECLINED_NOTE = "Cancellation declined: ";

/** An order paid online whose payment has not come: nothing to refund, nothing packed. */
function unpaidOnline(order: Pick<OrderRow, "status" | "paymentMethod" | "paymentStatus">): boolean {
  return order.paymentMethod === "credit_card" && order.status === "payment_pending" && order.paymentStatus === "pending";
}

/**
 * How the customer may cancel the order now: at once until the first cut-off after it was placed
 * (the shop may start packing after it), then only by asking; not at all once it is packed or
 * cancelled, or while a request is waiting for staff. An order paid online and not paid yet is
 * cancelled at once until its time to pay runs out (then the expiry cancels it).
 */
export function cancellationOf(
  order: Pick<OrderRow, "status" | "paymentMethod" | "paymentStatus" | "createdAt" | "cancelRequestedAt" | "cancelDeclinedAt">,
  policy: Pick<AfterSalePolicy, "cancelCutoff">,
  now: Date,
  onlinePaymentMinutes: number,
): OrderDetail["cancellation"] {
  // Asked once and declined by staff: their answer stands (the order page shows it).
  if (!CANCELLABLE.includes(order.status) || order.cancelRequestedAt || order.cancelDeclinedAt)
    return { mode: "none", until: null };
  if (unpaidOnline(order)) {
    const until = payBy(order.createdAt, onlinePaymentMinutes);
    return now < until ? { mode: "at_once", until: until.toISOString() } : { mode: "none", until: null };
  }
  // A transfer still being checked may have reached the shop's account: staff look before cancelling,
  // so that money paid is confirmed and then owed back, never lost with the order.
  if (order.status === "payment_pending") return { mode: "request", until: null };
  const until = cancelAtOnceUntil(order.createdAt, policy.cancelCutoff);
  return now < until ? { mode: "at_once", until: until.toISOString() } : { mode: "request", until: null };
}

/**
 * The customer cancels their order, or asks to. Before the cut-off, in one transaction: the one
 * conditional update (a second tab finds the order cancelled: 409), the timeline entry (no staff
 * member: the customer), stock and coupon back, a paid order's refund due date, a credit note for an
 * invoiced order, and the cancellation mail. After it, the request is recorded once for staff to
 * answer, and the customer is mailed that it is being looked at.
 */
export async function cancelOrder(
  ctx: CancellationContext,
  userId: string,
  orderNumber: string,
  request: CancelOrder,
): Promise<"cancelled" | "requested"> {
  const order = await findOrder(ctx.db, { number: orderNumber });
  if (!order || order.userId !== userId) throw notFound("order.not_found", ORDER_MESSAGES.notFound);
  // Read before the transaction, which the embedded database would not let these reads join.
  const [policy, contact] = await Promise.all([readAfterSalePolicy(ctx.db), findUserContact(ctx.db, userId)]);
  const at = ctx.now();
  const how = cancellationOf(order, policy, at, ctx.onlinePaymentMinutes);
  if (how.mode === "none") {
    if (order.cancelRequestedAt && CANCELLABLE.includes(order.status))
      throw new ApiError(409, "order.cancel_already_requested", ORDER_MESSAGES.cancelAlreadyRequested);
    throw new ApiError(409, "order.cancel_not_possible", ORDER_MESSAGES.cancelNotPossible);
  }
  const reason = cancelReasonText(request);
  const mailed = contact !== undefined && getsOrderMail(contact);

  if (how.mode === "request") {
    await ctx.db.transaction(async (tx) => {
      if (!(await recordCancelRequest(tx, order.id, { from: CANCELLABLE, reason, at }))) {
        // A second tab asking at the same moment finds the first one's request.
        if ((await findOrder(tx, { id: order.id }))?.cancelRequestedAt)
          throw new ApiError(409, "order.cancel_already_requested", ORDER_MESSAGES.cancelAlreadyRequested);
        throw new ApiError(409, "order.cancel_not_possible", ORDER_MESSAGES.cancelNotPossible);
      }
      if (mailed)
        await ctx.outbox.add(tx, [
          afterSaleMail(contact.email, contact.name, { kind: "cancel-requested", orderNumber: order.orderNumber }, ctx.publicUrl),
        ]);
    });
    if (mailed) ctx.outbox.wake();
    return "requested";
  }

  if (unpaidOnline(order)) {
    await cancelUnpaid(ctx, order, { reason, at, mailTo: mailed ? contact : undefined });
    return "cancelled";
  }

  const due = refundDueOn(at, policy.refundWorkingDays, policy.workingWeekdays);
  await ctx.db.transaction(async (tx) => {
    if (!(await cancelOwnOrder(tx, order.id, { from: CANCELLABLE, reason, refundDueOn: due, at })))
      throw new ApiError(409, "order.cancel_not_possible", ORDER_MESSAGES.cancelNotPossible);
    await insertStatusEvents(tx, [{ orderId: order.id, status: "cancelled", actor: null, note: reason, createdAt: at }]);
    await giveStockBack(tx, await listOrderPieces(tx, order.id), ctx.lowStockThreshold, at);
    await releaseRedemption(tx, order.id);
    await issueCreditNote(tx, { orderId: order.id, cause: "cancellation" }, at);
    if (mailed) {
      const news = { orderNumber: order.orderNumber, step: "cancelled", reason: `at your request (${reason})` } as const;
      await ctx.outbox.add(tx, [orderStepMail(contact.email, contact.name, news, ctx.publicUrl)]);
    }
  });
  if (mailed) ctx.outbox.wake();
  return "cancelled";
}

/**
 * Cancels an order paid online whose payment has not come, in one transaction: the same conditional
 * update as the expiry (the shopper's payment confirming it, or the sweep, wins once: the loser finds
 * it no longer awaiting payment, 409), stock and coupon back, its live links closed; then the links
 * are cancelled at the gateway, best effort (a payment taken on one anyway is flagged for a refund).
 */
async function cancelUnpaid(
  ctx: CancellationContext,
  order: OrderRow,
  change: { reason: string; at: Date; mailTo: { email: string; name: string } | undefined },
): Promise<void> {
  const links = await ctx.db.transaction(async (tx) => {
    const cancelled = await cancelUnpaidOnline(tx, {
      orderId: order.id,
      reason: change.reason,
      lowStockThreshold: ctx.lowStockThreshold,
      at: change.at,
    });
    if (!cancelled) throw new ApiError(409, "order.cancel_not_possible", ORDER_MESSAGES.cancelNotPossible);
    const closed = await closeOrderLinks(tx, order.id, change.at);
    if (change.mailTo) {
      const news = { orderNumber: order.orderNumber, step: "cancelled", reason: `at your request (${change.reason})` } as const;
      await ctx.outbox.add(tx, [orderStepMail(change.mailTo.email, change.mailTo.name, news, ctx.publicUrl)]);
    }
    return closed;
  });
  if (change.mailTo) ctx.outbox.wake();
  await cancelLinksAtGateway(ctx.payments, links);
}
