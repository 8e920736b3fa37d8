/**
 * The vocabulary of what happens after an order, shared by the shop, the back office and the API:
 * the kinds of request, their reasons and states, why a parcel came back undelivered, and what a
 * credit note is issued for. The API's database keeps the same lists (db/schema/after-sales.ts).
 */

export const RETURN_KINDS = ["return", "exchange"] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_REASONS = ["size", "damaged", "not_as_pictured", "changed_mind", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  size: "Size does not fit",
  damaged: "Arrived damaged",
  not_as_pictured: "Not as pictured",
  changed_mind: "Changed my mind",
  other: "Other",
};

/**
 * requested → approved | rejected; approved → pickup_booked → received; then a return is refunded and
 * an exchange's replacement is packed, shipped and delivered.
 */
export const RETURN_STATES = [
  "requested",
  "approved",
  "rejected",
  "pickup_booked",
  "received",
  "refunded",
  "replacement_packed",
  "replacement_shipped",
  "replacement_delivered",
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Not accepted",
  pickup_booked: "Pickup booked",
  received: "Received at the shop",
  refunded: "Refunded",
  replacement_packed: "Replacement packed",
  replacement_shipped: "Replacement shipped",
  replacement_delivered: "Replacement delivered",
};

/** Still being dealt with: an order line has at most one such request. */
export const OPEN_RETURN_STATES = [
  "requested",
  "approved",
  "pickup_booked",
  "received",
  "replacement_packed",
  "replacement_shipped",
] as const satisfies readonly ReturnState[];

/** What staff found when the piece came back: fit to sell again, or kept out of stock. */
export const RETURN_CONDITIONS = ["restocked", "damaged"] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** Why a shipped parcel came back to the shop undelivered (a return to origin). */
export const RTO_REASONS = ["refused", "not_reachable", "address_wrong"] as const;
export type RtoReason = (typeof RTO_REASONS)[number];
export const RTO_REASON_LABELS: Record<RtoReason, string> = {
  refused: "Refused at the door",
  not_reachable: "Customer not reachable",
  address_wrong: "Address wrong or incomplete",
};

export const CREDIT_NOTE_CAUSES = ["cancellation", "return", "rto"] as const;
export type CreditNoteCause = (typeof CREDIT_NOTE_CAUSES)[number];
