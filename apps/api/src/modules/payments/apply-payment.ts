import type { PaymentFlagKind } from "@chhaap/contract/online-payment";
import type { Transaction } from "#src/db/client.ts";
import { issueInvoice } from "#src/modules/invoices/service.ts";
import { getsOrderMail } from "#src/modules/mail/recipients.ts";
import { orderStepMail } from "#src/modules/mail/templates.ts";
import { confirmPaidOnline } from "#src/modules/orders/online-payment-steps.ts";
import { rupees } from "#src/money.ts";
import type { PaymentContext } from "./online-payments.ts";
import {
  findLink,
  findPayableOrder,
  insertFlag,
  markLinkPaid,
  type OnlinePaymentRow,
  type PayableOrder,
  paymentKnown,
  recordGatewayEvent,
} from "./queries.ts";

/** A payment the gateway vouched for (its signature was verified): which link it paid, and how much. */
export interface VerifiedPayment {
  linkId: string;
  paymentId: string;
  amountPaise: number;
  /** The webhook event that told of it: applied once by its id. */
  event?: { id: string; name: string };
}

/**
 * What became of it. paid: it confirmed the order (now or before); flagged: the shop must not keep
 * it as it is (staff see it on the orders desk); replayed: that webhook event was applied before;
 * unknown: no link of the shop's.
 */
export type PaymentOutcome =
  | { result: "paid" | "flagged"; order: PayableOrder; kind?: PaymentFlagKind }
  | { result: "replayed" | "unknown" };

/**
 * Applies a verified payment, in one transaction, once: the shopper's return and the webhook (and the
 * gateway's retries of it) all land here, and a payment id pays one order once. A payment that pays
 * the awaiting order its exact amount confirms it (invoice issued, the customer's mail in the outbox).
 * Any other payment is flagged, never silently kept: another amount than the link's (the order stays
 * unpaid), a payment for an order already cancelled or expired, a second payment of a paid order.
 */
export async function applyPayment(ctx: PaymentContext, payment: VerifiedPayment): Promise<PaymentOutcome> {
  const at = ctx.now();
  let mailed = false;
  const outcome = await ctx.db.transaction(async (tx): Promise<PaymentOutcome> => {
    const link = await findLink(tx, payment.linkId);
    const order = link ? await findPayableOrder(tx, { id: link.orderId }) : undefined;
    // A link the shop does not know is not recorded as applied: the gateway's retry may find it known.
    if (!link || !order) return { result: "unknown" };
    if (
      payment.event &&
      !(await recordGatewayEvent(tx, { eventId: payment.event.id, event: payment.event.name, receivedAt: at }))
    )
      return { result: "replayed" };
    if (link.paymentId === payment.paymentId) return { result: "paid", order };
    if (await paymentKnown(tx, payment.paymentId)) return { result: "flagged", order };

    if (payment.amountPaise !== link.amountPaise || payment.amountPaise !== order.totalPaise) {
      await flag(
        tx,
        order,
        payment,
        "amount_mismatch",
        `Paid ${inr(payment.amountPaise)}; the order's total is ${inr(order.totalPaise)}.`,
        at,
      );
      return { result: "flagged", order, kind: "amount_mismatch" };
    }
    if (await confirmPaidOnline(tx, { orderId: order.id, paymentId: payment.paymentId, amountPaise: payment.amountPaise, at })) {
      await markLinkPaid(tx, link.linkId, { paymentId: payment.paymentId, paidPaise: payment.amountPaise, at });
      await issueInvoice(tx, ctx.invoiceSettings, order.id, at);
      if (getsOrderMail(order)) {
        const name = [order.userName, order.userLastName].filter(Boolean).join(" ");
        await ctx.outbox.add(tx, [
          orderStepMail(order.userEmail, name, { orderNumber: order.orderNumber, step: "confirmed" }, ctx.publicUrl),
        ]);
        mailed = true;
      }
      return { result: "paid", order };
    }
    // The order no longer awaits payment. The same payment applied meanwhile (the return and the
    // webhook at once) is not a second payment.
    if (await paymentKnown(tx, payment.paymentId)) return { result: "paid", order };
    const current = (await findPayableOrder(tx, { id: order.id })) ?? order;
    const kind = whyFlagged(current, link);
    await flag(tx, order, payment, kind, flagDetail(kind, current), at);
    return { result: "flagged", order, kind };
  });
  if (mailed) ctx.outbox.wake();
  return outcome;
}

function inr(paise: number): string {
  return `₹${rupees(paise).toLocaleString("en-IN")}`;
}

function whyFlagged(order: PayableOrder, link: OnlinePaymentRow): PaymentFlagKind {
  if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") return "paid_twice";
  if (order.status === "cancelled" || link.state === "expired" || link.state === "cancelled") return "paid_after_cancel";
  return "paid_twice";
}

function flagDetail(kind: PaymentFlagKind, order: PayableOrder): string {
  if (kind === "paid_twice") return "The order was already paid; this is a second payment.";
  return order.status === "cancelled"
    ? "The order was cancelled before this payment arrived."
    : "The payment link had closed before this payment arrived.";
}

async function flag(
  tx: Transaction,
  order: PayableOrder,
  payment: VerifiedPayment,
  kind: PaymentFlagKind,
  detail: string,
  at: Date,
): Promise<void> {
  await insertFlag(tx, {
    orderId: order.id,
    kind,
    paymentId: payment.paymentId,
    amountPaise: payment.amountPaise,
    detail,
    createdAt: at,
  });
}
