import type { AddressInput } from "@chhaap/contract/address";
import {
  ADDRESS_EDITABLE_STATUSES,
  DESK_MESSAGES,
  DESK_PAGE_SIZE,
  type DeskActionRequest,
  type DeskOrderDetail,
  type DeskOrderSummary,
  PAYMENT_FLAG_LABELS,
  REFUND_METHOD_LABELS,
} from "@chhaap/contract/admin/orders";
import { ORDER_STATUSES } from "@chhaap/contract/orders";
import { RTO_REASON_LABELS, type RtoReason } from "@chhaap/contract/returns";
import { TRANSFER_REFERENCE_KINDS, type TransferReferenceKind } from "@chhaap/contract/transfer-reference";
import type { InvoiceSettings } from "#src/config.ts";
import type { Database, Transaction } from "#src/db/client.ts";
import type { AddressSnapshot, OrderStatus, orders } from "#src/db/schema.ts";
import { indiaDate } from "#src/india-time.ts";
import { deliverableAddress } from "#src/modules/addresses/delivery-address.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { readAfterSalePolicy } from "#src/modules/after-sales/policy.ts";
import { refundDueOn } from "#src/modules/after-sales/policy-clock.ts";
import { giveStockBack } from "#src/modules/catalog/stock.ts";
import { releaseRedemption } from "#src/modules/coupons/service.ts";
import { issueCreditNote, listCreditNotes } from "#src/modules/invoices/credit-notes.ts";
import { issueInvoice } from "#src/modules/invoices/service.ts";
import { afterSaleMail } from "#src/modules/mail/after-sale-templates.ts";
import type { MailMessage } from "#src/modules/mail/mailer.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import { getsOrderMail } from "#src/modules/mail/recipients.ts";
import { type OrderStepNews, orderStepMail } from "#src/modules/mail/templates.ts";
import { CANCELLATION_DECLINED_NOTE } from "#src/modules/orders/cancellation.ts";
import type { OnlinePayments } from "#src/modules/payments/online-payments.ts";
import { cancelLinksAtGateway, closeOrderLinks } from "#src/modules/payments/payment-link.ts";
import { paidOnlinePayment, RefundRefused, RefundUnknown, refundOrderPayment } from "#src/modules/payments/refunds.ts";
import { rupees } from "#src/money.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import {
  type DeskFilter,
  deskOrderParts,
  findDeskOrder,
  insertOrderNote,
  insertStepEvent,
  listDeskOrders,
  listOrderPieces,
  lockOrderAddresses,
  orderReturnRequests,
  returnsToOrigin,
  takeStep,
  updateOrderAddresses,
} from "./queries.ts";
import { type OrderState, paymentAfter, possibleActions, STEPS } from "./rules.ts";

export interface DeskContext {
  db: Database;
  now: () => Date;
  outbox: MailOutbox;
  publicUrl: string;
  invoiceSettings: InvoiceSettings;
  /** Pieces over all sizes at or below which a colourway reads "low stock". */
  lowStockThreshold: number;
  /** The payment gateway, when the shop has its keys: orders paid online are refunded through it. */
  payments?: OnlinePayments;
}

/** Where staff see a payment screenshot: the back office's own route, never the customer's. */
function screenshotUrl(orderNumber: string): string {
  return `/api/admin/orders/${encodeURIComponent(orderNumber)}/payment-screenshot`;
}

export async function deskOrderList(ctx: DeskContext, query: { page: number } & DeskFilter) {
  const { page, ...filter } = query;
  const { rows, total, counts, cancelRequests, paymentFlags, late } = await listDeskOrders(
    ctx.db,
    filter,
    page,
    DESK_PAGE_SIZE,
    indiaDate(ctx.now()),
  );
  const orders: DeskOrderSummary[] = rows.map((row) => ({
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    customer: customerOf(row.userName, row.userLastName, row.userEmail, row.shippingAddress),
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    total: rupees(row.totalPaise),
    pieces: row.pieces,
    cancelRequested: row.cancelRequestedAt !== null,
    paymentFlagged: row.paymentFlagged,
    deliveryEstimate: row.deliveryEstimate,
    // An order never promised a day compares as null, which the driver hands back as is.
    late: row.late === true,
  }));
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const entry of counts) byStatus[entry.status] = entry.n;
  return { orders, counts: byStatus, cancelRequests, paymentFlags, late, totalPages: Math.ceil(total / DESK_PAGE_SIZE) };
}

/** Still on its way after the last day promised (as the list's `late` filter reads it). */
function isLate(order: { status: OrderStatus; deliveryEstimate: string | null }, today: string): boolean {
  const onItsWay =
    order.status === "placed" || order.status === "confirmed" || order.status === "packed" || order.status === "shipped";
  return onItsWay && order.deliveryEstimate !== null && order.deliveryEstimate < today;
}

export async function deskOrder(ctx: DeskContext, orderNumber: string): Promise<DeskOrderDetail> {
  const found = await findDeskOrder(ctx.db, orderNumber);
  if (!found) throw new ApiError(404, "admin.order_not_found", DESK_MESSAGES.orderNotFound);
  const { order } = found;
  const [parts, rto, returns, creditNotes] = await Promise.all([
    deskOrderParts(ctx.db, order.id),
    returnsToOrigin(ctx.db, order.userId, order.shippingAddress.zip),
    orderReturnRequests(ctx.db, order.id),
    listCreditNotes(ctx.db, order.id),
  ]);
  const rtoEntry = (entry: { orderNumber: string; createdAt: Date; reason: RtoReason | null }) => ({
    ...entry,
    createdAt: entry.createdAt.toISOString(),
  });
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    customer: customerOf(found.userName, found.userLastName, found.userEmail, order.shippingAddress),
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    total: rupees(order.totalPaise),
    pieces: parts.lines.reduce((sum, line) => sum + line.quantity, 0),
    cancelRequested: order.cancelRequestedAt !== null,
    paymentFlagged: parts.flags.some((flag) => flag.resolvedAt === null),
    deliveryEstimate: order.deliveryEstimate,
    late: isLate(order, indiaDate(ctx.now())),
    lines: parts.lines.map((line) => ({
      productName: line.productName,
      itemCode: line.itemCode,
      colour: line.colour,
      size: line.size,
      quantity: line.quantity,
      price: rupees(line.unitPricePaise),
      salePrice: rupees(line.unitSalePricePaise),
      image: line.variantId ? (parts.images.get(line.variantId) ?? null) : null,
    })),
    subtotal: rupees(order.subtotalPaise),
    shipping: rupees(order.shippingPaise),
    discount: rupees(order.discountPaise),
    couponCode: order.couponCode,
    weightKg: order.weightKg,
    shippingAddress: addressOf(order.shippingAddress),
    billingAddress: order.billingAddress ? addressOf(order.billingAddress) : null,
    payment: {
      screenshotUrl: parts.proof?.storageKey ? screenshotUrl(order.orderNumber) : null,
      reference: parts.proof?.paymentId ?? null,
      rejection: order.paymentRejection,
      received:
        order.paymentReceivedPaise !== null && order.paymentReceivedReference !== null
          ? { amount: rupees(order.paymentReceivedPaise), reference: order.paymentReceivedReference }
          : null,
      refund:
        order.refundMethod !== null && order.refundReference !== null
          ? { method: order.refundMethod, reference: order.refundReference }
          : null,
      referenceKind: transferReferenceKind(parts.proof?.referenceKind),
      sameReference: parts.sameReference,
      online: parts.online
        ? {
            linkId: parts.online.linkId,
            state: parts.online.state,
            amount: rupees(parts.online.amountPaise),
            paymentId: parts.online.paymentId,
            paidAt: parts.online.paidAt?.toISOString() ?? null,
            refundId: parts.online.refundId,
          }
        : null,
      flags: parts.flags.map((flag) => ({
        _id: flag.id,
        kind: flag.kind,
        label: PAYMENT_FLAG_LABELS[flag.kind],
        paymentId: flag.paymentId,
        amount: rupees(flag.amountPaise),
        // An open flag whose refund Razorpay did not answer says so (payments/flags.ts).
        detail: flag.resolvedAt === null && flag.resolution ? `${flag.detail} ${flag.resolution}.` : flag.detail,
        createdAt: flag.createdAt.toISOString(),
        resolved:
          flag.resolvedAt && flag.resolvedBy && flag.resolution !== null
            ? { by: flag.resolvedBy, at: flag.resolvedAt.toISOString(), resolution: flag.resolution }
            : null,
      })),
    },
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    invoiceNumber: parts.invoiceNumber,
    addressEditable: addressEditable(order.status, parts.invoiceNumber !== null),
    cancelReason: order.cancelReason,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    cancelRequest: order.cancelRequestedAt
      ? { at: order.cancelRequestedAt.toISOString(), reason: order.cancelRequestReason ?? "" }
      : null,
    rtoReason: order.rtoReason,
    refundDueOn: order.refundDueOn,
    rtoHistory: {
      customer: { count: rto.customer.count, latest: rto.customer.latest.map(rtoEntry) },
      pinCode: { zip: order.shippingAddress.zip, count: rto.pinCode.count, latest: rto.pinCode.latest.map(rtoEntry) },
    },
    returns: returns.map((request) => ({ ...request, createdAt: request.createdAt.toISOString() })),
    creditNotes: creditNotes.map((note) => ({
      number: note.number,
      issuedAt: note.issuedAt.toISOString(),
      cause: note.cause,
      amount: rupees(note.amountPaise),
    })),
    timeline: parts.events.map((event) => ({
      status: event.status,
      by: event.actor,
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
    notes: parts.notes.map((note) => ({ _id: note.id, by: note.staffName, text: note.text, at: note.createdAt.toISOString() })),
    actions: actionsOpen(ctx, order),
  };
}

/** The stored kind of a typed transfer reference, as the contract names it (null when none was typed). */
function transferReferenceKind(stored: string | null | undefined): TransferReferenceKind | null {
  return TRANSFER_REFERENCE_KINDS.find((kind) => kind === stored) ?? null;
}

/** The steps open to an order here: an online payment is refunded through the gateway when the shop has its keys, by hand otherwise. */
function actionsOpen(ctx: DeskContext, order: typeof orders.$inferSelect) {
  return possibleActions(stateOf(order), { gatewayRefunds: ctx.payments !== undefined });
}

/** What of an order the step table reads. */
function stateOf(order: typeof orders.$inferSelect): OrderState {
  return {
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    cancelRequested: order.cancelRequestedAt !== null,
  };
}

/**
 * Takes one step on an order, in one transaction: the conditional update (409 when the order has
 * moved on), its line in the timeline, what the step moves (stock and coupon given back and the
 * invoice credited when an order is cancelled or comes back undelivered; a paid one's refund due
 * date), the audit entry, and the customer's mail about it in the outbox. `alongside` runs in that same
 * transaction (a bank statement's line taken by the payment it confirms): when it throws, nothing changes.
 */
export async function takeDeskAction(
  ctx: DeskContext,
  actor: StaffUser,
  orderNumber: string,
  request: DeskActionRequest,
  alongside?: (tx: Transaction, orderId: string) => Promise<void>,
) {
  const found = await findDeskOrder(ctx.db, orderNumber);
  if (!found) throw new ApiError(404, "admin.order_not_found", DESK_MESSAGES.orderNotFound);
  const { order } = found;
  const step = STEPS[request.action];
  const at = ctx.now();
  // A step the order cannot take now is refused as such, before what it carries is judged.
  if (!actionsOpen(ctx, order).includes(request.action))
    throw new ApiError(409, "admin.order_step_not_allowed", DESK_MESSAGES.notAllowedNow);
  // A transfer is confirmed for what reached the shop's account, never for less than the order's total.
  const receivedPaise = request.action === "confirm-payment" ? Math.round(request.amountReceived * 100) : null;
  if (receivedPaise !== null && receivedPaise < order.totalPaise)
    throw new ApiError(400, "validation.field", DESK_MESSAGES.amountShort, {
      params: { field: "amountReceived" },
      errors: { amountReceived: DESK_MESSAGES.amountShort },
    });
  // Money taken online goes back through the gateway first; the step then records the refund it made.
  const gatewayRefund = request.action === "refund-online" ? await refundOnline(ctx, order) : undefined;
  const paymentStatus = paymentAfter(request.action, stateOf(order));
  // Cancelling, coming back undelivered or declining answers the customer's request to cancel.
  const answersRequest =
    request.action === "cancel" || request.action === "return-to-origin" || request.action === "decline-cancellation";
  const change = {
    ...(step.to ? { status: step.to } : {}),
    paymentStatus,
    ...(request.action === "ship" ? { carrier: request.carrier, trackingNumber: request.trackingNumber } : {}),
    ...(request.action === "deliver" ? { deliveredAt: at } : {}),
    ...(request.action === "reject-payment" ? { paymentRejection: request.reason } : {}),
    ...(request.action === "confirm-payment"
      ? { paymentRejection: null, paymentReceivedPaise: receivedPaise, paymentReceivedReference: request.reference }
      : {}),
    ...(request.action === "cancel" ? { cancelReason: request.reason } : {}),
    ...(request.action === "return-to-origin" ? { rtoReason: request.reason } : {}),
    ...(answersRequest ? { cancelRequestedAt: null, cancelRequestReason: null } : {}),
    ...(request.action === "decline-cancellation" ? { cancelDeclinedAt: at, cancelDeclineReason: request.reason } : {}),
    ...(request.action === "refund" ? { refundMethod: request.method, refundReference: request.reference } : {}),
    ...(gatewayRefund ? { refundMethod: "gateway" as const, refundReference: gatewayRefund.refundId } : {}),
  };
  const note = stepNote(request, gatewayRefund?.refundId);
  // An address not yet confirmed gets no order news (mail/recipients.ts); the order page shows it.
  const mail = getsOrderMail(found)
    ? stepMail(ctx, found, request, paymentStatus === "paid", gatewayRefund?.refundId)
    : undefined;
  const closedLinks = await ctx.db.transaction(async (tx) => {
    // A paid order that is cancelled or comes back owes its money back within the policy's working days.
    const owesRefund = (request.action === "cancel" || request.action === "return-to-origin") && paymentStatus === "paid";
    const refundDue = owesRefund ? await refundDueFrom(tx, at) : undefined;
    const taken = await takeStep(tx, order.id, order, step, { ...change, ...(refundDue ? { refundDueOn: refundDue } : {}) }, at);
    if (!taken) throw new ApiError(409, "admin.order_step_not_allowed", DESK_MESSAGES.notAllowedNow);
    if (alongside) await alongside(tx, order.id);
    await insertStepEvent(tx, { orderId: order.id, status: taken.status, actor: actor.name, note, createdAt: at });
    if (request.action === "cancel" || request.action === "return-to-origin") {
      await giveStockBack(tx, await listOrderPieces(tx, order.id), ctx.lowStockThreshold, at);
      await releaseRedemption(tx, order.id);
      // An invoiced sale that did not happen is reversed by a credit note (none when never invoiced).
      const cause = request.action === "cancel" ? "cancellation" : "rto";
      await issueCreditNote(tx, { orderId: order.id, cause }, at);
    }
    // An order cancelled while its online payment is awaited stops offering its payment links.
    const links =
      request.action === "cancel" && order.paymentMethod === "credit_card" ? await closeOrderLinks(tx, order.id, at) : [];
    // A confirmed order is a sale: its invoice number is taken now, with the step, and kept for good.
    if (step.to === "confirmed") await issueInvoice(tx, ctx.invoiceSettings, order.id, at);
    await auditChange(tx, actor, {
      action: `order.${request.action}`,
      recordType: "order",
      recordId: order.orderNumber,
      before: { status: order.status, paymentStatus: order.paymentStatus },
      after: { ...change, ...(refundDue ? { refundDueOn: refundDue } : {}), ...(note ? { note } : {}) },
      at,
    });
    if (mail) await ctx.outbox.add(tx, [mail]);
    return links;
  });
  if (mail) ctx.outbox.wake();
  await cancelLinksAtGateway(ctx.payments, closedLinks);
}

/**
 * Refunds an order's online payment through the gateway, for what it paid; of two staff at once, one
 * does. The refund's id is written on the payment as soon as the gateway answers (refunds.ts), before
 * the step's transaction: were that transaction to fail, asking again records the same refund.
 */
async function refundOnline(ctx: DeskContext, order: typeof orders.$inferSelect) {
  if (!ctx.payments) throw new ApiError(409, "admin.order_step_not_allowed", DESK_MESSAGES.notAllowedNow);
  const paid = await paidOnlinePayment(ctx.db, order.id);
  if (!paid) throw new ApiError(409, "admin.order_step_not_allowed", DESK_MESSAGES.notAllowedNow);
  try {
    const refundId = await refundOrderPayment(
      ctx.payments,
      ctx.db,
      paid,
      { orderNumber: order.orderNumber, why: order.status },
      ctx.now(),
    );
    if (!refundId) throw new ApiError(409, "admin.order_step_not_allowed", ONLINE_REFUND_MESSAGES.underWay);
    return { onlinePaymentId: paid.id, refundId };
  } catch (error) {
    if (error instanceof RefundRefused)
      throw new ApiError(503, "server.unavailable", `${ONLINE_REFUND_MESSAGES.refused}${error.message}`);
    if (error instanceof RefundUnknown) throw new ApiError(503, "server.unavailable", ONLINE_REFUND_MESSAGES.unknown);
    throw error;
  }
}

const ONLINE_REFUND_MESSAGES = {
  refused: "Razorpay did not refund the payment: ",
  unknown:
    "Razorpay did not answer in time, so the refund may have been made: check the payment in Razorpay's dashboard. Refunding again looks for a refund made meanwhile and records it instead of refunding twice.",
  underWay: "A refund of this payment is being asked of Razorpay right now. Please reload the order in a moment.",
} as const;

async function refundDueFrom(tx: Transaction, at: Date): Promise<string> {
  const policy = await readAfterSalePolicy(tx);
  return refundDueOn(at, policy.refundWorkingDays, policy.workingWeekdays);
}

function addressEditable(status: OrderStatus, invoiced: boolean): boolean {
  return !invoiced && (ADDRESS_EDITABLE_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * Corrects the delivery address of an order not yet invoiced, shipped or cancelled: typically an
 * Indian state typed by hand before states were chosen from a list, which no invoice can be issued
 * for. The address is held to the address book's rules; its country stays, since shipping was charged
 * for it. A billing address that was the delivery address follows it. Audited with before and after.
 */
export async function correctDeliveryAddress(
  ctx: DeskContext,
  actor: StaffUser,
  orderNumber: string,
  input: AddressInput,
): Promise<void> {
  const { userId: _ignored, ...typed } = input;
  const corrected = await deliverableAddress(ctx.db, typed);
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const found = await lockOrderAddresses(tx, orderNumber);
    if (!found) throw new ApiError(404, "admin.order_not_found", DESK_MESSAGES.orderNotFound);
    if (!addressEditable(found.status, found.invoiced))
      throw new ApiError(409, "admin.order_address_locked", DESK_MESSAGES.addressLocked);
    const before = found.shippingAddress;
    if (corrected.country.toLowerCase() !== before.country.trim().toLowerCase())
      throw new ApiError(400, "validation.field", DESK_MESSAGES.countryFixed, {
        params: { field: "country" },
        errors: { country: DESK_MESSAGES.countryFixed },
      });
    const after = { ...corrected, addressType: before.addressType };
    const billedThere = found.billingAddress === null || sameAddress(found.billingAddress, before);
    await updateOrderAddresses(
      tx,
      found.id,
      { shippingAddress: after, billingAddress: billedThere ? after : found.billingAddress },
      at,
    );
    await auditChange(tx, actor, {
      action: "order.delivery_address",
      recordType: "order",
      recordId: orderNumber,
      before: { shippingAddress: before },
      after: { shippingAddress: after },
      at,
    });
  });
}

function sameAddress(a: AddressSnapshot, b: AddressSnapshot): boolean {
  const keys: (keyof AddressSnapshot)[] = ["name", "phone", "addressLine1", "addressLine2", "city", "state", "zip", "country"];
  return keys.every((key) => a[key] === b[key]);
}

export async function addDeskNote(ctx: DeskContext, actor: StaffUser, orderNumber: string, text: string): Promise<void> {
  const found = await findDeskOrder(ctx.db, orderNumber);
  if (!found) throw new ApiError(404, "admin.order_not_found", DESK_MESSAGES.orderNotFound);
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await insertOrderNote(tx, { orderId: found.order.id, staffId: actor.id, staffName: actor.name, text, createdAt: at });
    await auditChange(tx, actor, {
      action: "order.note",
      recordType: "order",
      recordId: orderNumber,
      after: { text },
      at,
    });
  });
}

/** The desk timeline's words beside a step that records something: what was shipped, received or refunded, and why. */
function stepNote(request: DeskActionRequest, gatewayRefundId?: string): string | null {
  switch (request.action) {
    case "ship":
      return `${request.carrier}, tracking number ${request.trackingNumber}`;
    case "confirm-payment":
      return `₹${request.amountReceived.toLocaleString("en-IN")} received, reference ${request.reference}`;
    case "refund":
      return `${REFUND_METHOD_LABELS[request.method]}, reference ${request.reference}`;
    case "refund-online":
      return `${REFUND_METHOD_LABELS.gateway}, reference ${gatewayRefundId ?? ""}`;
    case "return-to-origin":
      return RTO_REASON_LABELS[request.reason];
    case "decline-cancellation":
      return `${CANCELLATION_DECLINED_NOTE}${request.reason}`;
    case "reject-payment":
    case "cancel":
      return request.reason;
    default:
      return null;
  }
}

/** The customer's mail about a step, if the step is news to them. */
function stepMail(
  ctx: DeskContext,
  found: NonNullable<Awaited<ReturnType<typeof findDeskOrder>>>,
  request: DeskActionRequest,
  paid: boolean,
  gatewayRefundId?: string,
): MailMessage | undefined {
  const name = [found.userName, found.userLastName].filter(Boolean).join(" ");
  const { orderNumber } = found.order;
  if (request.action === "return-to-origin") {
    const reason = RTO_REASON_LABELS[request.reason].toLowerCase();
    return afterSaleMail(
      found.userEmail,
      name,
      { kind: "returned-to-origin", orderNumber, reason, refundOwed: paid },
      ctx.publicUrl,
    );
  }
  if (request.action === "decline-cancellation")
    return afterSaleMail(found.userEmail, name, { kind: "cancel-declined", orderNumber, reason: request.reason }, ctx.publicUrl);
  const news = stepNews(request, orderNumber, gatewayRefundId);
  return news ? orderStepMail(found.userEmail, name, news, ctx.publicUrl) : undefined;
}

function stepNews(request: DeskActionRequest, orderNumber: string, gatewayRefundId?: string): OrderStepNews | undefined {
  switch (request.action) {
    case "return-to-origin":
    case "decline-cancellation":
      return undefined;
    case "confirm-payment":
    case "confirm":
      return { orderNumber, step: "confirmed" };
    case "reject-payment":
      return { orderNumber, step: "payment-rejected", reason: request.reason };
    case "pack":
      return undefined;
    case "ship":
      return { orderNumber, step: "shipped", carrier: request.carrier, trackingNumber: request.trackingNumber };
    case "deliver":
      return { orderNumber, step: "delivered" };
    case "cancel":
      return { orderNumber, step: "cancelled", reason: request.reason };
    case "refund":
      return {
        orderNumber,
        step: "refunded",
        refund: { method: REFUND_METHOD_LABELS[request.method], reference: request.reference },
      };
    case "refund-online":
      return {
        orderNumber,
        step: "refunded",
        refund: { method: REFUND_METHOD_LABELS.gateway, reference: gatewayRefundId ?? "" },
      };
  }
}

function customerOf(name: string, lastName: string, email: string, address: AddressSnapshot) {
  return { name: [name, lastName].filter(Boolean).join(" "), email, phone: address.phone };
}

function addressOf(address: AddressSnapshot) {
  return {
    name: address.name,
    phone: address.phone,
    email: address.email,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
  };
}
