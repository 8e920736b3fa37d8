import type { ReturnAction } from "@chhaap/contract/admin/returns";
import type { ReturnKind, ReturnState } from "@chhaap/contract/returns";

/** What of a request decides which steps it may take. */
export interface RequestState {
  state: ReturnState;
  kind: ReturnKind;
}

export interface ReturnStep {
  /** The states the request may be in for the step to apply. */
  from: readonly ReturnState[];
  to: ReturnState;
  /** Only for this kind of request: a return ends in a refund, an exchange in a replacement. */
  kind?: ReturnKind;
}

/**
 * Which step a request may take from where it is. One table, read both by the page (the buttons
 * shown) and by the API (the conditional update that takes the step), so the two cannot disagree.
 */
export const RETURN_STEPS: Record<ReturnAction, ReturnStep> = {
  approve: { from: ["requested"], to: "approved" },
  // Also closes an approved request whose piece never came (the customer kept it, the pickup failed).
  reject: { from: ["requested", "approved", "pickup_booked"], to: "rejected" },
  "book-pickup": { from: ["approved"], to: "pickup_booked" },
  receive: { from: ["pickup_booked"], to: "received" },
  refund: { from: ["received"], to: "refunded", kind: "return" },
  "pack-replacement": { from: ["received"], to: "replacement_packed", kind: "exchange" },
  "ship-replacement": { from: ["replacement_packed"], to: "replacement_shipped", kind: "exchange" },
  "deliver-replacement": { from: ["replacement_shipped"], to: "replacement_delivered", kind: "exchange" },
};

/** The steps possible for a request in this state, in the order the desk shows them. */
export function possibleReturnActions(request: RequestState): ReturnAction[] {
  return (Object.keys(RETURN_STEPS) as ReturnAction[]).filter((action) => {
    const step = RETURN_STEPS[action];
    return step.from.includes(request.state) && (step.kind === undefined || step.kind === request.kind);
  });
}
