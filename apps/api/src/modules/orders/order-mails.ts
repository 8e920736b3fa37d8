import type { Transaction } from "#src/db/client.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import { getsOrderMail } from "#src/modules/mail/recipients.ts";
import type { CurrentShopSettings } from "#src/modules/site/shop-settings.ts";
import { newOrderShopMail, orderConfirmationMail } from "./confirmation-mail.ts";
import { findUserContact } from "./queries.ts";
import { loadOrderDetail } from "./service.ts";

/**
 * Writes a new order's mails, the customer's confirmation and the shop's copy, into the outbox in the
 * order's own transaction: they go out if and only if the order is stored. An address not yet
 * confirmed gets no order mail (mail/recipients.ts); the shop's copy says so.
 */
export async function queueNewOrderMails(
  tx: Transaction,
  ctx: { outbox: MailOutbox; publicUrl: string; shop: CurrentShopSettings; now: () => Date; onlinePaymentMinutes: number },
  userId: string,
  orderId: string,
): Promise<void> {
  const [contact, order] = await Promise.all([
    findUserContact(tx, userId),
    loadOrderDetail(tx, userId, { id: orderId }, ctx.now(), ctx.onlinePaymentMinutes),
  ]);
  if (!contact || !order) throw new Error("placed order vanished");
  const mailed = getsOrderMail(contact);
  await ctx.outbox.add(tx, [
    ...(mailed ? [orderConfirmationMail(contact.email, contact.name, order, ctx.publicUrl, ctx.shop)] : []),
    newOrderShopMail(ctx.shop.email, { ...contact, mailed }, order),
  ]);
}
