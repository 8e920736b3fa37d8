import type { OrderOnlinePayment } from "@chhaap/contract/online-payment";
import { and, desc, eq } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { onlinePayments } from "#src/db/schema/payments.ts";
import type { OrderStatus, PaymentMethod, PaymentStatus } from "#src/db/schema.ts";

const NOT_PAID = "Not paid within";

/** Why the expiry job cancels an order (expire-unpaid.ts); the order page reads it as "expired". */
export function notPaidInTime(minutes: number): string {
  return `${NOT_PAID} ${minutes} minutes`;
}

/** When an order paid online is cancelled if still unpaid. */
export function payBy(placedAt: Date, minutes: number): Date {
  return new Date(placedAt.getTime() + minutes * 60_000);
}

/**
 * What the order page knows of an order paid online: awaiting (with the gateway's page while a link
 * is live), paid (refunded later or not), or expired (cancelled unpaid by the expiry job). Null for
 * other methods, and for an online order cancelled unpaid for another reason (the page says why).
 */
export async function orderOnlinePayment(
  db: Database | Transaction,
  order: {
    id: string;
    createdAt: Date;
    status: OrderStatus;
    paymentMethod: PaymentMethod;
    paymentStatus: PaymentStatus;
    cancelReason: string | null;
  },
  minutes: number,
): Promise<OrderOnlinePayment | null> {
  if (order.paymentMethod !== "credit_card") return null;
  const pay_by = payBy(order.createdAt, minutes).toISOString();
  if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") return { state: "paid", pay_by, pay_url: null };
  if (order.status === "payment_pending") {
    const [live] = await db
      .select({ shortUrl: onlinePayments.shortUrl })
      .from(onlinePayments)
      .where(and(eq(onlinePayments.orderId, order.id), eq(onlinePayments.state, "created")))
      .orderBy(desc(onlinePayments.createdAt))
      .limit(1);
    return { state: "awaiting", pay_by, pay_url: live?.shortUrl ?? null };
  }
  if (order.status === "cancelled" && order.cancelReason?.startsWith(NOT_PAID))
    return { state: "expired", pay_by, pay_url: null };
  return null;
}
