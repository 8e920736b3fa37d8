import { REFUND_METHOD_LABELS, REFUND_METHODS } from "@chhaap/contract/admin/orders";
import {
  RETURN_CONDITION_LABELS,
  RETURNS_MESSAGES,
  RETURNS_PAGE_SIZE,
  type ReturnDetail,
  type ReturnStepRequest,
  type ReturnSummary,
} from "@chhaap/contract/admin/returns";
import { RETURN_STATES, type ReturnKind, type ReturnState } from "@chhaap/contract/returns";
import type { Database, Transaction } from "#src/db/client.ts";
import { indiaDate } from "#src/india-time.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { readAfterSalePolicy } from "#src/modules/after-sales/policy.ts";
import { refundDueOn } from "#src/modules/after-sales/policy-clock.ts";
import { lockColourways } from "#src/modules/catalog/colourway-locks.ts";
import { giveStockBack, takeStock } from "#src/modules/catalog/stock.ts";
import { relabelStock } from "#src/modules/catalog/stock-labels.ts";
import { issueCreditNote, listCreditNotes } from "#src/modules/invoices/credit-notes.ts";
import { afterSaleMail } from "#src/modules/mail/after-sale-templates.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import { getsOrderMail } from "#src/modules/mail/recipients.ts";
import { rupees } from "#src/money.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import {
  type FoundReturnRequest,
  findReturnRequest,
  holdOrderForRefund,
  insertReturnEvent,
  listReturnRequests,
  refundedOfOrder,
  returnRequestParts,
  takeReturnStep,
} from "./queries.ts";
import { possibleReturnActions, RETURN_STEPS } from "./rules.ts";

export interface ReturnsDeskContext {
  db: Database;
  now: () => Date;
  outbox: MailOutbox;
  publicUrl: string;
  /** Pieces over all sizes at or below which a colourway reads "low stock". */
  lowStockThreshold: number;
}

const notFound = () => new ApiError(404, "admin.return_not_found", RETURNS_MESSAGES.notFound);
const movedOn = () => new ApiError(409, "admin.return_step_not_allowed", RETURNS_MESSAGES.notAllowedNow);

const INR = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });

/** Where staff see a request's photo: the back office's own route, never a public one. */
function returnPhotoUrl(number: string, photoId: string): string {
  return `/api/admin/returns/${encodeURIComponent(number)}/photos/${photoId}`;
}

function nameOf(first: string, last: string): string {
  return [first, last].filter(Boolean).join(" ");
}

export async function returnQueue(ctx: ReturnsDeskContext, query: { page: number; state?: ReturnState; q?: string }) {
  const { page, ...filter } = query;
  const { rows, counts, total } = await listReturnRequests(ctx.db, filter, page, RETURNS_PAGE_SIZE);
  const requests: ReturnSummary[] = rows.map((row) => ({
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    orderNumber: row.orderNumber,
    customer: nameOf(row.userName, row.userLastName),
    kind: row.kind,
    reason: row.reason,
    state: row.state,
    productName: row.productName,
    size: row.size,
    quantity: row.quantity,
    exchangeSize: row.exchangeSize,
    refundDueOn: row.refundDueOn,
  }));
  const byState = Object.fromEntries(RETURN_STATES.map((state) => [state, 0])) as Record<ReturnState, number>;
  for (const entry of counts) byState[entry.state] = entry.n;
  return { requests, counts: byState, totalPages: Math.ceil(total / RETURNS_PAGE_SIZE) };
}

/**
 * The most a request's refund may be, in paise: its credit note's amount (or, for an order billed
 * before invoices, what its pieces cost), and no more than what is left of what the customer paid
 * (the order's total) once the order's other refunds are counted.
 */
async function refundLimitPaise(
  db: Database | Transaction,
  found: FoundReturnRequest,
  orderTotalPaise: number,
  creditPaise: number | null,
) {
  const credit = creditPaise ?? found.line.unitSalePricePaise * found.request.quantity;
  const refundedElsewhere = await refundedOfOrder(db, found.order.id, found.request.id);
  return { credit, paidLeft: Math.max(0, orderTotalPaise - refundedElsewhere) };
}

async function creditNoteOf(db: Database | Transaction, orderId: string, requestId: string) {
  const notes = await listCreditNotes(db, orderId);
  return notes.find((note) => note.returnRequestId === requestId) ?? null;
}

export async function returnRequestDetail(ctx: ReturnsDeskContext, number: string): Promise<ReturnDetail> {
  const found = await findReturnRequest(ctx.db, number);
  if (!found) throw notFound();
  const { request, order, line } = found;
  const [parts, creditNote] = await Promise.all([
    returnRequestParts(ctx.db, request.id, line.variantId),
    creditNoteOf(ctx.db, order.id, request.id),
  ]);
  const actions = possibleReturnActions(request);
  const limit = actions.includes("refund")
    ? await refundLimitPaise(ctx.db, found, order.totalPaise, creditNote?.amountPaise ?? null)
    : null;
  return {
    number: request.number,
    createdAt: request.createdAt.toISOString(),
    orderNumber: order.orderNumber,
    customer: { name: nameOf(found.userName, found.userLastName), email: found.userEmail, phone: order.phone },
    order: {
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      total: rupees(order.totalPaise),
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
    },
    kind: request.kind,
    reason: request.reason,
    state: request.state,
    productName: line.productName,
    size: line.size,
    quantity: request.quantity,
    exchangeSize: request.exchangeSize,
    refundDueOn: request.refundDueOn,
    line: {
      productName: line.productName,
      itemCode: line.itemCode,
      colour: line.colour,
      size: line.size,
      price: rupees(line.unitSalePricePaise),
      quantity: line.quantity,
      image: parts.image,
    },
    note: request.note,
    refundTo: request.refundTo,
    photos: parts.photos.map((photo) => ({ _id: photo.id, url: returnPhotoUrl(request.number, photo.id) })),
    rejectionReason: request.rejectionReason,
    pickup: request.pickupCarrier && request.pickupAwb ? { carrier: request.pickupCarrier, awb: request.pickupAwb } : null,
    received:
      request.receivedAt && request.receivedCondition
        ? { at: request.receivedAt.toISOString(), condition: request.receivedCondition }
        : null,
    creditNote: creditNote ? { number: creditNote.number, amount: rupees(creditNote.amountPaise) } : null,
    refundLimit: limit ? rupees(Math.min(limit.credit, limit.paidLeft)) : null,
    refund:
      request.refundPaise !== null && request.refundReference && request.refundedOn
        ? {
            amount: rupees(request.refundPaise),
            method: refundMethodOf(request.refundMethod),
            reference: request.refundReference,
            date: request.refundedOn,
          }
        : null,
    replacement:
      request.replacementCarrier && request.replacementAwb
        ? { carrier: request.replacementCarrier, awb: request.replacementAwb }
        : null,
    history: parts.events.map((event) => ({
      state: event.state,
      by: event.actor,
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
    actions,
  };
}

/** The refund's method as recorded; a value from before the list was closed reads "other". */
function refundMethodOf(method: string | null): (typeof REFUND_METHODS)[number] {
  return REFUND_METHODS.find((known) => known === method) ?? "other";
}

function refusedField(field: string, message: string): ApiError {
  return new ApiError(400, "validation.field", message, { params: { field }, errors: { [field]: message } });
}

/**
 * Takes one step on a request, in one transaction: the conditional update (409 when the request has
 * moved on), what the step moves (an exchange's new size taken from stock when approved; the returned
 * pieces back in stock when received fit to sell; a return's credit note and refund due date when
 * received), its line in the history, the audit entry, and the customer's mail in the outbox.
 */
export async function takeReturnAction(ctx: ReturnsDeskContext, actor: StaffUser, number: string, request: ReturnStepRequest) {
  const found = await findReturnRequest(ctx.db, number);
  if (!found) throw notFound();
  const { request: before, order, line } = found;
  if (!possibleReturnActions(before).includes(request.action)) throw movedOn();
  const step = RETURN_STEPS[request.action];
  const at = ctx.now();
  // A refund is paid between the piece's receipt and today, in India's days.
  const received = before.receivedAt ? indiaDate(before.receivedAt) : indiaDate(at);
  if (request.action === "refund" && (request.date > indiaDate(at) || request.date < received))
    throw refusedField("date", RETURNS_MESSAGES.dateInvalid);

  const mailed = await ctx.db.transaction(async (tx) => {
    const change = await stepChange(tx, before.kind, request, at);
    if (!(await takeReturnStep(tx, before.id, before.state, step, change, at))) throw movedOn();
    let creditNoteNumber: string | null = null;
    switch (request.action) {
      case "approve":
        if (before.kind === "exchange") await takeExchangeSize(tx, ctx, found, at);
        break;
      case "reject":
        // An approved exchange held the wanted size: closed before the piece came back, it is freed.
        if (before.kind === "exchange" && before.state !== "requested") await freeExchangeSize(tx, ctx, found, at);
        break;
      case "receive":
        // A piece fit to sell goes back on the shelf; a damaged one stays out of stock.
        if (request.condition === "restocked" && line.variantId)
          await giveStockBack(
            tx,
            [{ variantId: line.variantId, size: line.size, quantity: before.quantity }],
            ctx.lowStockThreshold,
            at,
          );
        if (before.kind === "return") {
          const note = await issueCreditNote(
            tx,
            {
              orderId: order.id,
              cause: "return",
              returnRequestId: before.id,
              orderLineId: before.orderLineId,
              quantity: before.quantity,
            },
            at,
          );
          creditNoteNumber = note?.number ?? null;
        }
        break;
      case "refund": {
        // Refunds of one order are judged one after the other against what the customer paid.
        const paid = await holdOrderForRefund(tx, order.id);
        if (paid?.paymentStatus !== "paid") throw movedOn();
        const credit = await creditNoteOf(tx, order.id, before.id);
        const limit = await refundLimitPaise(tx, found, paid.totalPaise, credit?.amountPaise ?? null);
        const amountPaise = change.refundPaise ?? 0;
        if (amountPaise > limit.credit) throw refusedField("amount", RETURNS_MESSAGES.amountAboveCredit);
        if (amountPaise > limit.paidLeft) throw refusedField("amount", RETURNS_MESSAGES.amountAbovePaid);
        break;
      }
      default:
        break;
    }
    const note = historyNote(request);
    await insertReturnEvent(tx, { returnRequestId: before.id, state: step.to, actor: actor.name, note, createdAt: at });
    await auditChange(tx, actor, {
      action: `return.${request.action}`,
      recordType: "return_request",
      recordId: before.number,
      before: { state: before.state },
      after: { state: step.to, ...change, ...(note ? { note } : {}) },
      at,
    });
    if (!getsOrderMail(found)) return false;
    const piece = [line.productName, line.colour, line.size].filter(Boolean).join(", ");
    const mail = afterSaleMail(
      found.userEmail,
      nameOf(found.userName, found.userLastName),
      {
        kind: "return-step",
        orderNumber: order.orderNumber,
        requestNumber: before.number,
        requestKind: before.kind,
        piece,
        state: step.to,
        reason: change.rejectionReason ?? null,
        carrier: change.pickupCarrier ?? change.replacementCarrier ?? null,
        awb: change.pickupAwb ?? change.replacementAwb ?? null,
        refund:
          request.action === "refund"
            ? { amount: INR.format(request.amount), method: REFUND_METHOD_LABELS[request.method], reference: request.reference }
            : null,
        creditNoteNumber,
      },
      ctx.publicUrl,
    );
    await ctx.outbox.add(tx, [mail]);
    return true;
  });
  if (mailed) ctx.outbox.wake();
}

/** The columns a step writes besides the state. */
async function stepChange(tx: Transaction, kind: ReturnKind, request: ReturnStepRequest, at: Date) {
  switch (request.action) {
    case "reject":
      return { rejectionReason: request.reason };
    case "book-pickup":
      return { pickupCarrier: request.carrier, pickupAwb: request.awb };
    case "receive": {
      if (kind === "exchange") return { receivedAt: at, receivedCondition: request.condition };
      // A received return is owed its refund from today, by the policy's working days.
      const policy = await readAfterSalePolicy(tx);
      return {
        receivedAt: at,
        receivedCondition: request.condition,
        refundDueOn: refundDueOn(at, policy.refundWorkingDays, policy.workingWeekdays),
      };
    }
    case "refund":
      return {
        refundPaise: Math.round(request.amount * 100),
        refundMethod: request.method,
        refundReference: request.reference,
        refundedOn: request.date,
      };
    case "ship-replacement":
      return { replacementCarrier: request.carrier, replacementAwb: request.awb };
    default:
      return {};
  }
}

/**
 * An approved exchange holds the wanted size at once, so the replacement is there when the piece
 * comes back: one piece per quantity, taken once (the conditional update before it lets one approval
 * through). None left: 409 and nothing changes.
 */
async function takeExchangeSize(tx: Transaction, ctx: ReturnsDeskContext, found: FoundReturnRequest, at: Date) {
  const { exchangeVariantId, exchangeSize, quantity } = found.request;
  const colourways = exchangeVariantId ? await lockColourways(tx, [exchangeVariantId]) : [];
  if (!exchangeVariantId || !exchangeSize || !(await takeStock(tx, exchangeVariantId, exchangeSize, quantity)))
    throw new ApiError(409, "admin.exchange_sold_out", RETURNS_MESSAGES.exchangeSoldOut);
  await relabelStock(tx, colourways, ctx.lowStockThreshold, at);
}

async function freeExchangeSize(tx: Transaction, ctx: ReturnsDeskContext, found: FoundReturnRequest, at: Date) {
  const { exchangeVariantId, exchangeSize, quantity } = found.request;
  if (exchangeVariantId && exchangeSize)
    await giveStockBack(tx, [{ variantId: exchangeVariantId, size: exchangeSize, quantity }], ctx.lowStockThreshold, at);
}

/** The history's words beside a step that records something. */
function historyNote(request: ReturnStepRequest): string | null {
  switch (request.action) {
    case "reject":
      return request.reason;
    case "book-pickup":
      return `${request.carrier}, AWB ${request.awb}`;
    case "receive":
      return RETURN_CONDITION_LABELS[request.condition];
    case "refund":
      return `${INR.format(request.amount)} by ${REFUND_METHOD_LABELS[request.method]}, reference ${request.reference}, on ${request.date}`;
    case "ship-replacement":
      return `${request.carrier}, tracking number ${request.awb}`;
    default:
      return null;
  }
}
