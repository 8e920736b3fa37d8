import { CREDIT_NOTE_MESSAGES, CREDIT_NOTE_PREFIX, type CreditNote, creditNote } from "@chhaap/contract/credit-note";
import { type TaxInvoice, taxInvoice } from "@chhaap/contract/invoice";
import { ORDER_MESSAGES } from "@chhaap/contract/orders";
import { type CreditNoteCause, RTO_REASON_LABELS } from "@chhaap/contract/returns";
import type { Database, Transaction } from "#src/db/client.ts";
import { rupees } from "#src/money.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { amountInWords } from "./amount-in-words.ts";
import {
  findInvoice,
  findIssuedCreditNote,
  findOrderCreditNote,
  findReturnRequest,
  hasReturnCreditNotes,
  insertCreditNote,
  listLineCreditNotes,
  listOrderCreditNotes,
  takeNextCreditNoteSequence,
} from "./credit-note-queries.ts";
import { financialYear, invoiceNumber } from "./invoice-number.ts";
import { findOrderIdentity, listInvoiceLines, lockOrder } from "./queries.ts";
import { lineDescription } from "./service.ts";

/**
 * GST credit notes: what the shop gives back against an issued invoice. A cancelled or returned-to-
 * origin order reverses its whole invoice; an accepted return credits the returned pieces' share of
 * their invoice line. Each note names the invoice and keeps its parties, place of supply and tax split,
 * and takes its number from its own gap-free series per financial year ("CN/26-27/000001").
 */

export type CreditNoteRequest =
  | { orderId: string; cause: "cancellation" | "rto" }
  | { orderId: string; cause: "return"; returnRequestId: string; orderLineId: string; quantity: number };

type InvoiceLine = CreditNote["lines"][number];
const paise = (rupeeAmount: number) => Math.round(rupeeAmount * 100);

/**
 * Issues the note inside the caller's transaction (the one that cancels the order, marks it returned
 * to origin or accepts the return), once: a whole-order note once per order, a return's once per
 * request; asked again, it answers the one issued. Null when the order has no invoice (nothing was
 * billed, so nothing is credited). `amountPaise` is the note's total, the most a refund for it may be.
 * A note copies the seller, buyer and taxes from its invoice, never from today's settings.
 */
export async function issueCreditNote(
  tx: Transaction,
  request: CreditNoteRequest,
  at: Date,
): Promise<{ number: string; amountPaise: number } | null> {
  // Notes of one order take turns: a return's share depends on what earlier notes of its line credited.
  const found = await lockOrder(tx, request.orderId);
  if (!found) throw new Error(`no order ${request.orderId} to credit`);
  const invoiceRow = await findInvoice(tx, request.orderId);
  if (!invoiceRow) return null;
  const returnRequestId = request.cause === "return" ? request.returnRequestId : null;
  const existing = await findIssuedCreditNote(tx, request.orderId, returnRequestId);
  if (existing) return answer(creditNote.parse(existing));

  const invoice = taxInvoice.parse(invoiceRow.document);
  const { order } = found;
  let credited: { lines: InvoiceLine[]; reason: string; returnNumber: string | null };
  if (request.cause === "return") {
    credited = await returnedShare(tx, invoice, request);
  } else {
    // Pieces already credited by a return would be credited twice by reversing the whole invoice.
    if (await hasReturnCreditNotes(tx, request.orderId))
      throw new ApiError(409, "credit_note.exceeds_invoice", CREDIT_NOTE_MESSAGES.exceedsInvoice);
    const rto = order.rtoReason ? ` (${RTO_REASON_LABELS[order.rtoReason].toLowerCase()})` : "";
    credited = {
      lines: invoice.lines,
      reason: request.cause === "cancellation" ? "Order cancelled" : `Returned to origin: undelivered${rto}`,
      returnNumber: null,
    };
  }

  const year = financialYear(at);
  const sequence = await takeNextCreditNoteSequence(tx, year);
  const number = invoiceNumber(CREDIT_NOTE_PREFIX, year, sequence);
  const sum = (pick: (line: InvoiceLine) => number) => credited.lines.reduce((total, line) => total + paise(pick(line)), 0);
  const amountPaise = sum((l) => l.amount);
  const document: CreditNote = {
    kind: "credit-note",
    number,
    financialYear: year,
    issuedAt: at.toISOString(),
    cause: request.cause,
    reason: credited.reason,
    returnNumber: credited.returnNumber,
    invoice: { number: invoice.number, issuedAt: invoice.issuedAt },
    orderNumber: invoice.orderNumber,
    orderDate: invoice.orderDate,
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply,
    supply: invoice.supply,
    lines: credited.lines,
    totals: {
      taxableValue: rupees(sum((l) => l.taxableValue)),
      cgst: rupees(sum((l) => l.cgst)),
      sgst: rupees(sum((l) => l.sgst)),
      igst: rupees(sum((l) => l.igst)),
      amount: rupees(amountPaise),
    },
    amountInWords: amountInWords(amountPaise),
  };
  await insertCreditNote(tx, {
    orderId: request.orderId,
    invoiceId: invoiceRow.id,
    returnRequestId,
    cause: request.cause,
    number,
    financialYear: year,
    sequence,
    issuedAt: at,
    document,
  });
  return { number, amountPaise };
}

/**
 * The returned pieces' share of their invoice line. The invoice keeps no line ids, but its goods lines
 * are the order's lines in `listInvoiceLines` order (by line id, never changing), so the order line's
 * place in that list is its invoice line's; the line's name, quantity and price are checked against
 * the invoice before anything is credited. Each amount is shared cumulatively: pieces k+1..k+q of Q get
 * round(A·(k+q)/Q) − round(A·k/Q), so returns one at a time add up to the invoice line exactly.
 */
async function returnedShare(
  tx: Transaction,
  invoice: TaxInvoice,
  request: Extract<CreditNoteRequest, { cause: "return" }>,
): Promise<{ lines: InvoiceLine[]; reason: string; returnNumber: string }> {
  const returned = await findReturnRequest(tx, request.returnRequestId, request.orderId, request.orderLineId);
  if (!returned) throw new Error(`no return request ${request.returnRequestId} of line ${request.orderLineId}`);
  const orderLines = await listInvoiceLines(tx, request.orderId);
  const place = orderLines.findIndex((line) => line.orderLineId === request.orderLineId);
  const orderLine = orderLines[place];
  const line = invoice.lines[place];
  if (
    !orderLine ||
    !line ||
    line.description !== lineDescription(orderLine) ||
    line.quantity !== orderLine.quantity ||
    paise(line.unitPrice) !== orderLine.unitSalePricePaise
  ) {
    throw new Error(`order line ${request.orderLineId} is not on invoice ${invoice.number} where expected`);
  }
  if ((await findIssuedCreditNote(tx, request.orderId, null)) !== undefined)
    throw new ApiError(409, "credit_note.exceeds_invoice", CREDIT_NOTE_MESSAGES.exceedsInvoice);
  const before = (await listLineCreditNotes(tx, request.orderLineId))
    .map((document) => creditNote.parse(document).lines[0]?.quantity ?? 0)
    .reduce((a, b) => a + b, 0);
  const after = before + request.quantity;
  if (!Number.isInteger(request.quantity) || request.quantity < 1 || after > line.quantity)
    throw new ApiError(409, "credit_note.exceeds_invoice", CREDIT_NOTE_MESSAGES.exceedsInvoice);

  const share = (rupeeAmount: number) => {
    const whole = paise(rupeeAmount);
    return Math.round((whole * after) / line.quantity) - Math.round((whole * before) / line.quantity);
  };
  // The amount and the taxable value are shared, the tax is what lies between them (as the invoice
  // computes it), and CGST is shared with SGST the rest: each note's amount is its pieces' exact share
  // (one ₹1,500 piece of two credits ₹1,500.00), and every part still sums to the invoice line.
  const amount = share(line.amount);
  const taxable = share(line.taxableValue);
  const tax = amount - taxable;
  const igst = paise(line.igst) > 0 ? tax : 0;
  const cgst = igst > 0 ? 0 : share(line.cgst);
  const sgst = tax - igst - cgst;
  return {
    lines: [
      {
        ...line,
        quantity: request.quantity,
        discount: rupees(share(line.discount)),
        taxableValue: rupees(taxable),
        cgst: rupees(cgst),
        sgst: rupees(sgst),
        igst: rupees(igst),
        amount: rupees(amount),
      },
    ],
    reason: `Goods returned: return ${returned.number}`,
    returnNumber: returned.number,
  };
}

function answer(note: CreditNote): { number: string; amountPaise: number } {
  return { number: note.number, amountPaise: paise(note.totals.amount) };
}

/** The credit notes of an order, oldest first, for the customer's order page and the desk. */
export async function listCreditNotes(
  db: Database | Transaction,
  orderId: string,
): Promise<{ number: string; issuedAt: Date; cause: CreditNoteCause; amountPaise: number; returnRequestId: string | null }[]> {
  const rows = await listOrderCreditNotes(db, orderId);
  return rows.map(({ document, ...row }) => ({ ...row, amountPaise: paise(creditNote.parse(document).totals.amount) }));
}

/**
 * One of an order's credit notes, by its number, for staff (any order) or its customer (`ownerId`:
 * another customer's order does not exist).
 */
export async function readCreditNote(db: Database, orderNumber: string, number: string, ownerId?: string): Promise<CreditNote> {
  const order = await findOrderIdentity(db, orderNumber);
  if (!order || (ownerId !== undefined && order.userId !== ownerId)) throw notFound("order.not_found", ORDER_MESSAGES.notFound);
  const document = await findOrderCreditNote(db, order.id, number);
  if (!document) throw notFound("credit_note.not_found", CREDIT_NOTE_MESSAGES.notFound);
  return creditNote.parse(document);
}
