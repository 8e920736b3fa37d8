import type { DeskAction } from "@chhaap/contract/admin/orders";
import type { OrderStatus, PaymentMethod, PaymentStatus } from "#src/db/schema.ts";

/** What of an order decides which steps it may take. */
export interface OrderState {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** The customer asked to cancel and awaits an answer. */
  cancelRequested: boolean;
}

export interface Step {
  /** The states the order may be in for the step to apply. */
  from: readonly OrderStatus[];
  /** The order's new status; absent, it stays where it is. */
  to?: OrderStatus;
  /** Only for orders paid this way. */
  method?: PaymentMethod;
  /** Only while the payment is in one of these states. */
  paymentFrom?: readonly PaymentStatus[];
  /** The payment's new state, when the step changes it. */
  payment?: PaymentStatus;
  /** Only while the customer's request to cancel awaits an answer. */
  cancelRequested?: true;
}

const BEFORE_SHIPPING = ["placed", "payment_pending", "confirmed", "packed"] as const satisfies readonly OrderStatus[];

/**
 * Which step an order may take from where it is. One table, read both by the page (the buttons shown)
 * and by the API (the conditional update that takes the step), so the two cannot disagree.
 */
export const STEPS: Record<DeskAction, Step> = {
  // A bank transfer is checked against the bank statement, then confirmed or turned down.
  "confirm-payment": {
    from: ["payment_pending"],
    to: "confirmed",
    method: "bank_transfer",
    paymentFrom: ["pending", "failed"],
    payment: "paid",
  },
  "reject-payment": {
    from: ["payment_pending"],
    to: "payment_pending",
    method: "bank_transfer",
    paymentFrom: ["pending"],
    payment: "failed",
  },
  confirm: { from: ["placed"], to: "confirmed", method: "cash_on_delivery" },
  pack: { from: ["confirmed"], to: "packed" },
  ship: { from: ["packed"], to: "shipped" },
  deliver: { from: ["shipped"], to: "delivered" },
  // The courier brought the parcel back undelivered (refused, not reachable, address wrong).
  "return-to-origin": { from: ["shipped"], to: "returned_to_origin" },
  cancel: { from: BEFORE_SHIPPING, to: "cancelled" },
  // Cancelling, or the parcel coming back, answers a request to cancel too; otherwise staff say why not.
  "decline-cancellation": { from: [...BEFORE_SHIPPING, "shipped", "delivered"], cancelRequested: true },
  // A paid order that was cancelled or came back owes the customer their money until it is marked refunded.
  refund: { from: ["cancelled", "returned_to_origin"], paymentFrom: ["paid"], payment: "refunded" },
  // Money taken online goes back the way it came: the gateway's refund of that payment.
  "refund-online": {
    from: ["cancelled", "returned_to_origin"],
    method: "credit_card",
    paymentFrom: ["paid"],
    payment: "refunded",
  },
};

function stepApplies(step: Step, order: OrderState): boolean {
  return (
    step.from.includes(order.status) &&
    (step.method === undefined || step.method === order.paymentMethod) &&
    (step.paymentFrom === undefined || step.paymentFrom.includes(order.paymentStatus)) &&
    (step.cancelRequested === undefined || order.cancelRequested)
  );
}

/**
 * The actions possible for an order in this state, in the order the desk shows them. Money taken
 * online goes back through the gateway when the shop has its keys: then "Mark as refunded" is not
 * offered beside it (both would give the money back twice). A shop without keys cannot refund through
 * the gateway, and records the refund it made another way (the gateway's dashboard) by hand.
 */
export function possibleActions(order: OrderState, shop: { gatewayRefunds: boolean }): DeskAction[] {
  return (Object.keys(STEPS) as DeskAction[]).filter((action) => {
    if (action === "refund-online" && !shop.gatewayRefunds) return false;
    if (action === "refund" && shop.gatewayRefunds && order.paymentMethod === "credit_card") return false;
    return stepApplies(STEPS[action], order);
  });
}

/** The payment after a step: cash on delivery is paid when it is delivered. */
export function paymentAfter(action: DeskAction, order: OrderState): PaymentStatus {
  if (action === "deliver" && order.paymentMethod === "cash_on_delivery") return "paid";
  return STEPS[action].payment ?? order.paymentStatus;
}
