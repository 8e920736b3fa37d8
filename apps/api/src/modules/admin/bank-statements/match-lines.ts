import { MATCH_RULES, type MatchRule, type StatementLineState } from "@chhaap/contract/admin/bank-statements";

/**
 * Which waiting order each open statement credit pays. Pure: the lines and the orders in, each line's
 * verdict out. The rules run strongest first over all lines: (1) the order number in the narration or
 * reference, (2) the reference the shopper typed, as a whole word of the narration or as the statement's
 * reference column, (3) the exact total booked 0 to 7 days after the order. A credit of another amount
 * than the order's total is never matched, only doubtful, with how much more or less it is. An order one
 * rule gave to a line (even doubtfully) is out of reach of weaker rules; an order two lines claim by the
 * same rule is doubtful for both; a line staff assigned keeps its order (confirming it then checks the
 * amount). The orders are indexed by number, reference and amount, so matching is linear in the lines.
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
/** An order number without its dashes: "CHP" and eight letters or digits. */
const COMPACT_ORDER_NUMBER_LENGTH = 11;

/** Letters and digits only: banks drop or move the dashes and spaces of what the payer wrote. */
function compact(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

/**
 * The words of a line a typed reference may be: the narration and reference split at every other
 * character, and the reference column whole (a bank that prints "UTIB N5202 6110312" there). A
 * reference is never found inside a longer word: "RAZORPAY" typed as a reference must not match
 * "RAZORPAY SETTLEMENT".
 */
function referenceWords(line: OpenLine): Set<string> {
  const words = `${line.narration} ${line.reference}`.toUpperCase().split(/[^0-9A-Z]+/);
  return new Set([...words, compact(line.reference)].filter((word) => word !== ""));
}

/** A typed reference the matcher trusts: six characters or more, with a digit (words alone are not references). */
function usableReference(reference: string): boolean {
  return reference.length >= 6 && /\d/.test(reference);
}

function formatRupees(paise: number): string {
  return `₹${(paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The orders by what each rule looks them up by. */
function indexOrders(orders: WaitingOrder[]) {
  const byNumber = new Map<string, WaitingOrder[]>();
  const byReference = new Map<string, WaitingOrder[]>();
  const byAmount = new Map<number, WaitingOrder[]>();
  for (const order of orders) {
    push(byNumber, compact(order.orderNumber), order);
    for (const reference of new Set(order.references)) if (usableReference(reference)) push(byReference, reference, order);
    push(byAmount, order.totalPaise, order);
  }
  return { byNumber, byReference, byAmount };
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
  const index = indexOrders(orders);
  const candidatesBy: Record<MatchRule, (line: OpenLine) => Iterable<WaitingOrder>> = {
    order_number: (line) => {
      const text = compact(`${line.narration} ${line.reference}`);
      const found = new Set<WaitingOrder>();
      for (let at = text.indexOf("CHP"); at >= 0; at = text.indexOf("CHP", at + 1))
        for (const order of index.byNumber.get(text.slice(at, at + COMPACT_ORDER_NUMBER_LENGTH)) ?? []) found.add(order);
      return found;
    },
    reference: (line) => {
      const found = new Set<WaitingOrder>();
      for (const word of referenceWords(line)) for (const order of index.byReference.get(word) ?? []) found.add(order);
      return found;
    },
    amount_date: (line) =>
      (index.byAmount.get(line.amountPaise) ?? []).filter((order) => {
        const days = daysBetween(order.placedOn, line.bookedOn);
        return days >= 0 && days <= AMOUNT_MATCH_DAYS;
      }),
  };
  // The contract lists the rules strongest first.
  for (const rule of MATCH_RULES) {
    const hits = new Map<OpenLine, WaitingOrder[]>();
    const claims = new Map<string, number>();
    for (const line of lines) {
      if (verdicts.has(line.id)) continue;
      const found = [...candidatesBy[rule](line)].filter((order) => !taken.has(order.id));
      if (found.length === 0) continue;
      hits.set(line, found);
      for (const order of found) claims.set(order.id, (claims.get(order.id) ?? 0) + 1);
    }
    for (const [line, found] of hits) {
      const [order] = found;
      if (!order) continue;
      if (found.length === 1 && claims.get(order.id) === 1) {
        const exact = line.amountPaise === order.totalPaise;
        verdicts.set(line.id, {
          state: exact ? "matched" : "doubtful",
          orderId: exact ? order.id : null,
          rule,
          candidates: exact ? [] : [order.orderNumber],
          note: exact ? "" : amountNote(line.amountPaise, order.totalPaise),
        });
      } else {
        verdicts.set(line.id, {
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

/** Why a credit of another amount than the order's total is doubtful: "Paid ₹500 less than the order: ₹4,500 for a total of ₹5,000". */
export function amountNote(paidPaise: number, totalPaise: number): string {
  const more = paidPaise > totalPaise;
  return `Paid ${formatRupees(Math.abs(paidPaise - totalPaise))} ${more ? "more" : "less"} than the order: ${formatRupees(paidPaise)} for a total of ${formatRupees(totalPaise)}`;
}
