import { MATCH_RULES, type MatchRule, type StatementLineState } from "@chhaap/contract/admin/bank-statements";

/**
 * Which waiting order each open statement credit pays. Pure: the lines and the orders in, each line's
 * verdict out. The rules run strongest first over all lines: (1) the order number in the narration or
 * reference, (2) the reference the shopper typed found there, (3) the exact total booked 0 to 7 days
 * after the order. An order one rule gave to a line (even doubtfully) is out of reach of weaker rules;
 * an order two lines claim by the same rule is doubtful for both; a line staff assigned keeps its order
 * (confirming it then checks the amount).
 */

/** A credit is booked at most this many days after the order for an amount-only match. */
const AMOUNT_MATCH_DAYS = 7;

export interface OpenLine {
  id: string;
  bookedOn: string;
  narration: string;
  reference: string;
  amountPaise: number;
  /** Staff assigned it to this order: it keeps it. */
  assignedOrderId: string | null;
}

export interface WaitingOrder {
  id: string;
  orderNumber: string;
  totalPaise: number;
  /** The day it was placed, in the shop's time zone (`YYYY-MM-DD`). */
  placedOn: string;
  /** What the shopper typed as the transfer's reference, normalised (transfer-reference.ts). */
  references: string[];
}

export interface LineVerdict {
  state: Extract<StatementLineState, "matched" | "doubtful" | "unmatched">;
  orderId: string | null;
  rule: MatchRule | null;
  /** Doubtful: the order numbers it could be. */
  candidates: string[];
  note: string;
}

const ORDER_NUMBER_IN_TEXT = /(?<![A-Z0-9])CHP[-\s/]?[0-9A-Z]{4}[-\s/]?[0-9A-Z]{4}(?![0-9A-Z])/g;

/** Letters and digits only: banks drop or move the dashes and spaces of what the payer wrote. */
function compact(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

function formatRupees(paise: number): string {
  return `₹${(paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function matchLines(lines: OpenLine[], orders: WaitingOrder[]): Map<string, LineVerdict> {
  const verdicts = new Map<string, LineVerdict>();
  // Orders out of reach of any further rule.
  const taken = new Set<string>();
  for (const line of lines) {
    if (!line.assignedOrderId) continue;
    taken.add(line.assignedOrderId);
    verdicts.set(line.id, { state: "matched", orderId: line.assignedOrderId, rule: null, candidates: [], note: "" });
  }
  const text = new Map(lines.map((line) => [line.id, compact(`${line.narration} ${line.reference}`)]));
  const fitsBy: Record<MatchRule, (line: OpenLine, order: WaitingOrder) => boolean> = {
    order_number: (line, order) => (text.get(line.id) ?? "").includes(compact(order.orderNumber)),
    reference: (line, order) =>
      order.references.some((reference) => reference.length >= 6 && (text.get(line.id) ?? "").includes(reference)),
    amount_date: (line, order) => {
      const days = daysBetween(order.placedOn, line.bookedOn);
      return line.amountPaise === order.totalPaise && days >= 0 && days <= AMOUNT_MATCH_DAYS;
    },
  };
  // The contract lists the rules strongest first.
  for (const rule of MATCH_RULES) {
    const fits = fitsBy[rule];
    const open = lines.filter((line) => !verdicts.has(line.id));
    const hits = new Map<string, WaitingOrder[]>();
    const claims = new Map<string, number>();
    for (const line of open) {
      const found = orders.filter((order) => !taken.has(order.id) && fits(line, order));
      if (found.length === 0) continue;
      hits.set(line.id, found);
      for (const order of found) claims.set(order.id, (claims.get(order.id) ?? 0) + 1);
    }
    for (const [lineId, found] of hits) {
      const line = open.find((candidate) => candidate.id === lineId);
      const [order] = found;
      if (!line || !order) continue;
      if (found.length === 1 && claims.get(order.id) === 1) {
        const short = line.amountPaise < order.totalPaise;
        verdicts.set(lineId, {
          state: short ? "doubtful" : "matched",
          orderId: short ? null : order.id,
          rule,
          candidates: short ? [order.orderNumber] : [],
          note: short ? shortNote(line, order) : "",
        });
      } else {
        verdicts.set(lineId, {
          state: "doubtful",
          orderId: null,
          rule,
          candidates: found.map((candidate) => candidate.orderNumber),
          note:
            found.length > 1
              ? `${found.length} waiting orders fit this credit`
              : `Another credit fits order ${order.orderNumber} as well`,
        });
      }
    }
    for (const found of hits.values()) for (const order of found) taken.add(order.id);
  }
  for (const line of lines) {
    if (verdicts.has(line.id)) continue;
    const named = [...`${line.narration} ${line.reference}`.toUpperCase().matchAll(ORDER_NUMBER_IN_TEXT)].map((hit) => hit[0]);
    verdicts.set(line.id, {
      state: "unmatched",
      orderId: null,
      rule: null,
      candidates: [],
      note: named.length > 0 ? `Names ${named.join(", ")}, which is not waiting for a bank transfer` : "",
    });
  }
  return verdicts;
}

function shortNote(line: OpenLine, order: WaitingOrder): string {
  return `Paid ${formatRupees(line.amountPaise)}, order total ${formatRupees(order.totalPaise)}`;
}
