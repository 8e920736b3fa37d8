import { and, eq } from "drizzle-orm";
import type { Transaction } from "#src/db/client.ts";
import { orders } from "#src/db/schema.ts";
import { giveStockBack } from "#src/modules/catalog/stock.ts";
import { releaseRedemption } from "#src/modules/coupons/service.ts";
import { insertStatusEvents, listOrderPieces } from "./queries.ts";

/** An order still waiting for its online payment: the one state both steps below start from. */
function awaitingOnline(orderId: string) {
  return and(
    eq(orders.id, orderId),
    eq(orders.paymentMethod, "credit_card"),
    eq(orders.status, "payment_pending"),
    eq(orders.paymentStatus, "pending"),
  );
}

/**
 * The gateway's verified payment confirms the order: one conditional update, so the shopper's return
 * and the webhook arriving together confirm it once. False when the order no longer awaits payment.
 */
export async function confirmPaidOnline(
  tx: Transaction,
  payment: { orderId: string; paymentId: string; amountPaise: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({
      status: "confirmed",
      paymentStatus: "paid",
      paymentReceivedPaise: payment.amountPaise,
      paymentReceivedReference: payment.paymentId,
      updatedAt: payment.at,
    })
    .where(awaitingOnline(payment.orderId))
    .returning({ id: orders.id });
  if (rows.length === 0) return false;
  await insertStatusEvents(tx, [
    {
      orderId: payment.orderId,
      status: "confirmed",
      actor: null,
      note: `Paid online, ${payment.paymentId}`,
      createdAt: payment.at,
    },
  ]);
  return true;
}

/**
 * Cancels an order whose online payment never came, once (a conditional update: of several processes
 * sweeping, one cancels it), giving its pieces and its coupon back. Never invoiced, it needs no credit note.
 */
export async function cancelUnpaidOnline(
  tx: Transaction,
  order: { orderId: string; reason: string; lowStockThreshold: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: "cancelled", cancelReason: order.reason, updatedAt: order.at })
    .where(awaitingOnline(order.orderId))
    .returning({ id: orders.id });
  if (rows.length === 0) return false;
  await insertStatusEvents(tx, [
    { orderId: order.orderId, status: "cancelled", actor: null, note: order.reason, createdAt: order.at },
  ]);
  await giveStockBack(tx, await listOrderPieces(tx, order.orderId), order.lowStockThreshold, order.at);
  await releaseRedemption(tx, order.orderId);
  return true;
}
