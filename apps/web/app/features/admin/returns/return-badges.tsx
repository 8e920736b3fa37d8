import { RETURN_STATE_LABELS, type ReturnKind, type ReturnState } from "@chhaap/contract/returns";

/**
 * A request's state as the back office shows it, in the orders desk's colours: waiting on staff in
 * mustard, ended well in leaf, turned down in madder, on its way in plain.
 */
const TONE: Record<ReturnState, string> = {
  requested: "admin-badge--payment_pending",
  approved: "",
  rejected: "admin-badge--cancelled",
  pickup_booked: "",
  received: "admin-badge--payment_pending",
  refunded: "admin-badge--delivered",
  replacement_packed: "",
  replacement_shipped: "",
  replacement_delivered: "admin-badge--delivered",
};

export function ReturnStateBadge({ state }: { state: ReturnState }) {
  return <span className={`admin-badge ${TONE[state]}`.trim()}>{RETURN_STATE_LABELS[state]}</span>;
}

export const RETURN_KIND_LABELS: Record<ReturnKind, string> = { return: "Return", exchange: "Exchange" };
