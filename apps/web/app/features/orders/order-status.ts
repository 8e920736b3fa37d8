import type { OrderStatus, OrderSummary, TimelineEvent } from "@chhaap/contract/orders";
import type { MessageKey } from "#app/lib/i18n/messages.ts";

/** How each order status reads (the back office moves an order from one to the next). */
const STATUS_LABELS: Record<OrderStatus, MessageKey> = {
  placed: "statusPlaced",
  payment_pending: "statusPaymentPending",
  confirmed: "statusConfirmed",
  packed: "statusPacked",
  shipped: "statusShipped",
  delivered: "statusDelivered",
  cancelled: "statusCancelled",
  returned_to_origin: "statusReturnedToOrigin",
};

/**
 * How a status reads for an order paid by `method`: an online payment that has not come yet is
 * awaited from the shopper, not checked by the shop as a transfer is.
 */
export function statusLabel(status: OrderStatus, method?: OrderSummary["payment_method"]): MessageKey {
  return status === "payment_pending" && method === "credit_card" ? "statusAwaitingPayment" : STATUS_LABELS[status];
}

/** How the timeline names what is not a move to a status: a payment turned down, new evidence sent. */
export const EVENT_LABELS: Record<Exclude<TimelineEvent, "status">, MessageKey> = {
  payment_rejected: "timelinePaymentRejected",
  payment_evidence_sent: "timelinePaymentEvidenceSent",
};

/** The road an order normally travels; payment verification sits after `placed` for bank transfers. */
const ROAD: OrderStatus[] = ["placed", "confirmed", "packed", "shipped", "delivered"];

export interface TimelineStep {
  status: OrderStatus;
  event: TimelineEvent;
  /** ISO time it was reached, when known. */
  at: string | null;
  reached: boolean;
}

/**
 * The timeline a shopper sees: every status the order has been through (oldest first), then the
 * steps still ahead on the normal road. A cancelled order has nothing ahead.
 */
export function timelineSteps(
  current: OrderStatus,
  history: readonly { status: OrderStatus; event: TimelineEvent; at: string }[],
): TimelineStep[] {
  const reached: TimelineStep[] = history.map((entry) => ({
    status: entry.status,
    event: entry.event,
    at: entry.at,
    reached: true,
  }));
  if (!reached.some((entry) => entry.status === current))
    reached.push({ status: current, event: "status", at: null, reached: true });
  if (current === "cancelled" || current === "returned_to_origin") return reached;
  const position = ROAD.indexOf(current === "payment_pending" ? "placed" : current);
  const ahead = ROAD.slice(position + 1)
    .filter((status) => !reached.some((entry) => entry.status === status))
    .map((status) => ({ status, event: "status" as const, at: null, reached: false }));
  return [...reached, ...ahead];
}
