import { ONLINE_PAYMENT_MESSAGES } from "@chhaap/contract/online-payment";
import type { Transaction } from "#src/db/client.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import type { OnlinePayments, PaymentContext } from "./online-payments.ts";
import { payBy } from "./order-payment.ts";
import { closeLiveLinks, findLiveLink, findPayableOrder, insertLink, lockOrder, type PayableOrder } from "./queries.ts";
import { GatewayError } from "./razorpay.ts";

/** Razorpay takes no link that expires sooner than this. */
const LINK_MIN_LIFE_MS = 15 * 60_000;

/** The shopper's way back from the gateway: the order's own payment page. */
function callbackUrl(publicUrl: string, orderNumber: string): string {
  return `${publicUrl}/orders/${encodeURIComponent(orderNumber)}/payment`;
}

/**
 * The gateway's page to pay an order awaiting online payment on: the live link when there is one,
 * else a new one for the order's exact total, expiring when the order would be cancelled unpaid.
 * The order's row is locked while its link is read and made: of two "Pay now" at once, one makes the
 * link and the other is given it. Throws GatewayError when the gateway cannot be reached or refuses.
 */
async function paymentLinkFor(ctx: PaymentContext, order: PayableOrder): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await lockOrder(tx, order.id);
    const live = await findLiveLink(tx, order.id);
    if (live) return live.shortUrl;
    const expireBy = payBy(order.createdAt, ctx.minutes);
    // A link made late in the order's time still lives the gateway's minimum; the expiry job cancels it.
    const earliest = new Date(ctx.now().getTime() + LINK_MIN_LIFE_MS + 60_000);
    const link = await ctx.gateway.createLink({
      orderNumber: order.orderNumber,
      amountPaise: order.totalPaise,
      customer: {
        name: [order.userName, order.userLastName].filter(Boolean).join(" ") || order.shippingAddress.name,
        email: order.userEmail,
        contact: order.shippingAddress.phone,
      },
      expireBy: expireBy > earliest ? expireBy : earliest,
      callbackUrl: callbackUrl(ctx.publicUrl, order.orderNumber),
    });
    const at = ctx.now();
    await insertLink(tx, {
      orderId: order.id,
      linkId: link.id,
      shortUrl: link.short_url,
      amountPaise: order.totalPaise,
      createdAt: at,
      updatedAt: at,
    });
    return link.short_url;
  });
}

/**
 * After an order paid online is placed: its link, or null when the gateway could not be reached (the
 * order stands; the order page's "Pay now" asks again).
 */
export async function linkForNewOrder(
  ctx: PaymentContext,
  orderId: string,
  log: { warn(details: object, message: string): void },
): Promise<string | null> {
  const order = await findPayableOrder(ctx.db, { id: orderId });
  // A bank transfer waits for its payment too, but is paid outside the gateway: it gets no link.
  if (order?.paymentMethod !== "credit_card" || order.status !== "payment_pending") return null;
  try {
    return await paymentLinkFor(ctx, order);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ orderNumber: order.orderNumber, gateway: error.message }, "payment link not made");
    return null;
  }
}

/** `POST /api/order/{orderNumber}/pay`: the owner's order, awaiting online payment, gets its page to pay on. */
export async function payOrder(ctx: PaymentContext, userId: string, orderNumber: string, notFound: () => Error) {
  const order = await findPayableOrder(ctx.db, { number: orderNumber });
  if (!order || order.userId !== userId) throw notFound();
  if (order.paymentMethod !== "credit_card" || order.status !== "payment_pending" || order.paymentStatus !== "pending")
    throw new ApiError(409, "payment.not_awaiting", ONLINE_PAYMENT_MESSAGES.notAwaiting);
  // Past its time the order is about to be cancelled by the expiry sweep: no link is offered, none made.
  if (ctx.now() >= payBy(order.createdAt, ctx.minutes))
    throw new ApiError(409, "payment.not_awaiting", ONLINE_PAYMENT_MESSAGES.overdue);
  try {
    return await paymentLinkFor(ctx, order);
  } catch (error) {
    if (error instanceof GatewayError)
      throw new ApiError(503, "payment.gateway_unreachable", ONLINE_PAYMENT_MESSAGES.gatewayUnreachable);
    throw error;
  }
}

/**
 * An order awaiting online payment was cancelled (by its customer or staff): its links stop being
 * offered, in the cancelling transaction. Answers them, to cancel at the gateway once it commits.
 */
export async function closeOrderLinks(tx: Transaction, orderId: string, at: Date): Promise<string[]> {
  return (await closeLiveLinks(tx, orderId, "cancelled", at)).map((link) => link.linkId);
}

/** Best effort, after the commit: a payment the gateway takes anyway on a link left open is flagged. */
export async function cancelLinksAtGateway(payments: OnlinePayments | undefined, linkIds: string[]): Promise<void> {
  if (!payments) return;
  await Promise.allSettled(linkIds.map((linkId) => payments.gateway.cancelLink(linkId)));
}
