import { createHash } from "node:crypto";
import { CART_MESSAGES } from "@chhaap/contract/cart";
import { creditNoteSlug } from "@chhaap/contract/credit-note";
import { isUuid } from "@chhaap/contract/ids";
import {
  noLongerAvailableMessage,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderDetail,
  type OrderSummary,
  orderStatusLabel,
  TIMELINE_EVENT_LABELS,
  type TimelineEvent,
} from "@chhaap/contract/orders";
import type { Database, Transaction } from "#src/db/client.ts";
import type { AddressSnapshot, OrderStatus, PaymentMethod } from "#src/db/schema.ts";
import { readAfterSalePolicy } from "#src/modules/after-sales/policy.ts";
import { orderAfterSales } from "#src/modules/after-sales/service.ts";
import { bagTotals, orderTotalPaise, shippingPaise } from "#src/modules/cart/pricing.ts";
import {
  claimNextOrderNumber,
  lockOwnCart,
  nextOrderNumber,
  pricedCart,
  removeBagCoupon,
  removeOrderedLines,
} from "#src/modules/cart/service.ts";
import { lockColourways } from "#src/modules/catalog/colourway-locks.ts";
import { takeStock } from "#src/modules/catalog/stock.ts";
import { relabelStock } from "#src/modules/catalog/stock-labels.ts";
import { type CouponHold, holdCoupon, redeemCoupon } from "#src/modules/coupons/service.ts";
import { cashOnDeliveryRefusal, orderDeliveryDates } from "#src/modules/delivery/promise.ts";
import { listCreditNotes } from "#src/modules/invoices/credit-notes.ts";
import { orderOnlinePayment } from "#src/modules/payments/order-payment.ts";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { rupees } from "#src/money.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { CANCELLATION_DECLINED_NOTE, cancellationOf } from "./cancellation.ts";
import { offersCashOnDelivery, refusesCashOnDelivery } from "./cash-on-delivery.ts";
import { deliveryEstimateAbroad, deliveryZone } from "./delivery-zone.ts";
import { newOrderNumber } from "./order-number.ts";
import { PAYMENT_PROOF_URL_PREFIX, removePaymentProof, writePaymentProof } from "./payment-proof.ts";
import {
  findActiveCurrency,
  findInvoiceNumber,
  findOrder,
  findOrderByKey,
  findOwnAddress,
  findPaymentProof,
  findShippingRate,
  firstImages,
  insertOrder,
  insertOrderLines,
  insertPaymentProof,
  insertStatusEvents,
  listOrderLines,
  listOrdersOfUser,
  listStatusEvents,
  type OrderRow,
  reopenRejectedPayment,
} from "./queries.ts";

export interface OrderContext {
  db: Database;
  now: () => Date;
  /** Where payment screenshots are kept. */
  files: FileStore;
  /** Pieces over all sizes at or below which a colourway reads "low stock". */
  lowStockThreshold: number;
}

/** Writes a new order's mails into the outbox, inside the order's transaction (order-mails.ts). */
export type QueueOrderMails = (tx: Transaction, orderId: string) => Promise<void>;

export interface OrderRequest {
  userId: string;
  /** credit_card: paid online through the gateway, offered only when the shop has its keys. */
  method: Extract<PaymentMethod, "bank_transfer" | "cash_on_delivery" | "credit_card">;
  /** A saved address of the user, or a new one given inline (place-order's `shipping_address`). */
  shipping: { addressId: string } | { address: AddressSnapshot };
  billingAddressId?: string;
  couponCode?: string;
  location?: { lat: number; lng: number } | null;
  currency?: string;
  paymentId?: string;
  /** The re-encoded payment screenshot (payment-proof.ts). */
  proof?: Buffer;
  idempotencyKey?: string;
  /** BUY NOW: order only this line of the bag; the rest stays in it. */
  lineId?: string;
}

/**
 * The order an Idempotency-Key already made, when this is the same request again. A key reused for a
 * different request (another address, coupon, line or payment) is refused: answering it with the
 * first order would tell the client an order it never asked for was placed.
 */
async function orderOfKey(
  db: Database | Transaction,
  userId: string,
  key: string,
  requestHash: string | undefined,
): Promise<string | undefined> {
  const earlier = await findOrderByKey(db, userId, key);
  if (!earlier) return undefined;
  // Orders from before request digests were kept have none to compare: they answer as before.
  if (earlier.requestHash !== null && earlier.requestHash !== requestHash) {
    throw new ApiError(409, "order.idempotency_key_reused", ORDER_MESSAGES.idempotencyKeyReused);
  }
  return earlier.id;
}

/** A digest of everything in an order request that changes what is ordered or how it is paid. */
function fingerprint(request: OrderRequest): string {
  const fields = {
    method: request.method,
    shipping: request.shipping,
    billingAddressId: request.billingAddressId ?? null,
    couponCode: request.couponCode?.trim().toUpperCase() ?? null,
    location: request.location ?? null,
    currency: request.currency ?? null,
    paymentId: request.paymentId ?? null,
    lineId: request.lineId?.toLowerCase() ?? null,
    proof: request.proof ? createHash("sha256").update(request.proof).digest("hex") : null,
  };
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}

/**
 * Places an order from the customer's server cart.
 * Everything that costs money is read or computed here, never taken from the client: line prices and
 * weights from the database now, shipping from the delivery address's country, the coupon re-judged
 * under a row lock, statuses by payment method. Inside one transaction: the cart row is locked (a
 * concurrent submit of the same cart waits, then finds it empty), each size's stock is taken only if
 * enough is left (else 409 and nothing changes), the coupon is redeemed, the order is stored with
 * snapshots of its lines and addresses, and the ordered lines leave the cart (all of them, or the one
 * line of a BUY NOW), and its mails are written to the outbox. The same Idempotency-Key answers the
 * order it first made.
 */
export async function placeOrder(
  ctx: OrderContext & { queueOrderMails: QueueOrderMails },
  request: OrderRequest,
): Promise<{ orderId: string; created: boolean }> {
  const { db } = ctx;
  const { userId } = request;
  const requestHash = request.idempotencyKey ? fingerprint(request) : undefined;
  if (request.idempotencyKey) {
    const earlier = await orderOfKey(db, userId, request.idempotencyKey, requestHash);
    if (earlier) return { orderId: earlier, created: false };
  }
  const shippingAddress = await deliveryAddress(ctx, request);
  const billingAddress = request.billingAddressId ? await ownAddress(ctx, userId, request.billingAddressId) : shippingAddress;
  const rate = await findShippingRate(db, { name: shippingAddress.country });
  if (!rate) throw new ApiError(400, "cart.no_shipping", CART_MESSAGES.noShipping);
  if (request.method === "cash_on_delivery" && !offersCashOnDelivery(rate))
    throw new ApiError(400, "order.cash_on_delivery_india_only", ORDER_MESSAGES.cashOnDeliveryIndiaOnly, {
      errors: { payment_method: ORDER_MESSAGES.cashOnDeliveryIndiaOnly },
    });
  if (request.method === "cash_on_delivery" && (await refusesCashOnDelivery(db, userId)))
    throw new ApiError(400, "order.cash_on_delivery_refused", ORDER_MESSAGES.cashOnDeliveryRefused, {
      errors: { payment_method: ORDER_MESSAGES.cashOnDeliveryRefused },
    });
  const inIndia = deliveryZone(rate) === "india";
  if (request.method === "cash_on_delivery" && inIndia) {
    const refusal = await cashOnDeliveryRefusal(db, shippingAddress.zip);
    if (refusal)
      throw new ApiError(409, "checkout.cod_unavailable_here", refusal.message, {
        params: { reason: refusal.reason },
        errors: { payment_method: refusal.message },
      });
  }
  const currency = request.currency ? await findActiveCurrency(db, request.currency) : undefined;

  const proofName = request.proof ? await writePaymentProof(ctx.files, request.proof) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const cartId = await lockOwnCart(tx, userId);
      if (request.idempotencyKey) {
        // A concurrent request with the same key may have committed while this one waited on the lock.
        const earlier = await orderOfKey(tx, userId, request.idempotencyKey, requestHash);
        if (earlier) return { orderId: earlier, created: false };
      }
      const { lines } = cartId ? await pricedCart(tx, cartId, request.lineId) : { lines: [] };
      if (!cartId || lines.length === 0) throw new ApiError(409, "cart.empty", CART_MESSAGES.empty);
      const totals = bagTotals(lines);
      const at = ctx.now();
      // Within India, the days the PIN code's promise gave for these pieces (decision 0057).
      const promise = inIndia
        ? await orderDeliveryDates(tx, shippingAddress.zip, [...new Set(lines.map((line) => line.variantId))], at)
        : undefined;

      // The colourways first, in the one order every catalog transaction follows (catalog/colourway-locks.ts),
      // then their sizes: concurrent orders and staff edits queue instead of deadlocking.
      const colourways = await lockColourways(tx, [...new Set(lines.map((line) => line.variantId))]);
      const byStockRow = [...lines].sort((x, y) => x.variantId.localeCompare(y.variantId) || x.size.localeCompare(y.size));
      for (const line of byStockRow) {
        if (!(await takeStock(tx, line.variantId, line.size, line.quantity))) {
          const params = { name: line.productName, size: line.size };
          throw new ApiError(409, "order.no_longer_available", noLongerAvailableMessage(params.name, params.size), { params });
        }
      }
      await relabelStock(tx, colourways, ctx.lowStockThreshold, at);

      const hold: CouponHold | undefined = request.couponCode
        ? await holdCoupon(tx, { code: request.couponCode, userId, subtotalPaise: totals.subtotalPaise, now: at })
        : undefined;
      const discountPaise = hold?.discountPaise ?? 0;
      const shipping = shippingPaise(rate.perKgPaise, totals.weightKg);
      const bankTransfer = request.method === "bank_transfer";
      // A transfer and an online payment are both awaited, with the stock held, before the order is confirmed.
      const awaitsPayment = bankTransfer || request.method === "credit_card";
      const status: OrderStatus = awaitsPayment ? "payment_pending" : "placed";

      // The number checkout showed as the payment reference; a fresh draw only if it was ever taken.
      const reserved = await claimNextOrderNumber(tx, cartId);
      // What stays in the bag (after BUY NOW) has its own next number at once: reading the bag writes nothing.
      await nextOrderNumber(tx, cartId, newOrderNumber);
      let orderId: string | undefined;
      for (let attempt = 0; !orderId; attempt++) {
        if (attempt === 5) throw new Error("no free order number after 5 draws");
        orderId = await insertOrder(tx, {
          orderNumber: attempt === 0 && reserved ? reserved : newOrderNumber(),
          userId,
          status,
          paymentMethod: request.method,
          paymentStatus: "pending",
          subtotalPaise: totals.subtotalPaise,
          shippingPaise: shipping,
          discountPaise,
          totalPaise: orderTotalPaise(totals.subtotalPaise, shipping, discountPaise),
          weightKg: totals.weightKg,
          currencyCode: currency?.code ?? "INR",
          currencyRate: currency?.rate ?? "1",
          shippingAddress,
          billingAddress,
          couponId: hold?.couponId,
          couponCode: hold?.code,
          idempotencyKey: request.idempotencyKey,
          idempotencyRequestHash: requestHash,
          locationLat: request.location?.lat,
          locationLng: request.location?.lng,
          deliveryEarliest: promise?.earliest ?? null,
          deliveryEstimate: promise?.latest ?? deliveryEstimateAbroad(at),
          createdAt: at,
          updatedAt: at,
        });
      }
      const newOrderId = orderId;
      await insertOrderLines(
        tx,
        lines.map((line) => ({
          orderId: newOrderId,
          variantId: line.variantId,
          productName: line.productName,
          itemCode: line.itemCode,
          colour: line.colour,
          size: line.size,
          quantity: line.quantity,
          unitPricePaise: line.pricePaise,
          unitSalePricePaise: line.salePricePaise,
        })),
      );
      await insertStatusEvents(tx, [
        { orderId: newOrderId, status: "placed", createdAt: at },
        ...(awaitsPayment ? [{ orderId: newOrderId, status: "payment_pending" as const, createdAt: at }] : []),
      ]);
      if (hold) await redeemCoupon(tx, hold, { userId, orderId: newOrderId, at });
      if (bankTransfer) {
        await insertPaymentProof(tx, {
          orderId: newOrderId,
          storageKey: proofName ?? null,
          mimeType: proofName ? "image/webp" : null,
          sizeBytes: request.proof?.length ?? null,
          paymentId: request.paymentId || null,
          createdAt: at,
        });
      }
      await removeOrderedLines(
        tx,
        cartId,
        lines.map((line) => line.id),
      );
      // The whole bag is ordered: its coupon has been used (or was not wanted) and leaves with it.
      if (request.lineId === undefined) await removeBagCoupon(tx, cartId);
      await ctx.queueOrderMails(tx, newOrderId);
      return { orderId: newOrderId, created: true };
    });
  } catch (error) {
    if (proofName) await removePaymentProof(ctx.files, proofName);
    throw error;
  }
}

async function deliveryAddress(ctx: OrderContext, request: OrderRequest): Promise<AddressSnapshot> {
  if ("address" in request.shipping) return request.shipping.address;
  return ownAddress(ctx, request.userId, request.shipping.addressId);
}

/** An address id that is not the user's is 404. */
async function ownAddress(ctx: OrderContext, userId: string, id: string): Promise<AddressSnapshot> {
  const lower = id.toLowerCase();
  const found = isUuid(lower) ? await findOwnAddress(ctx.db, userId, lower) : undefined;
  if (!found) throw notFound("order.address_not_found", ORDER_MESSAGES.addressNotFound);
  return found;
}

// ---------------------------------------------------------------- reading orders

/** `GET /api/order?userId=`: the customer's orders, newest first. */
export async function loadOrdersOfUser(db: Database, userId: string): Promise<OrderSummary[]> {
  const rows = await listOrdersOfUser(db, userId);
  if (rows.length === 0) return [];
  const present = await linePresenter(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toSummary(row, present(row.id)));
}

/**
 * One order of the user (by id or number), or undefined: another customer's order does not exist.
 * `now` decides what may still be cancelled or returned.
 */
export async function loadOrderDetail(
  db: Database,
  userId: string,
  where: { id: string } | { number: string },
  now: Date,
  /** How long an order paid online may wait for its payment (ONLINE_PAYMENT_MINUTES). */
  onlinePaymentMinutes: number,
): Promise<OrderDetail | undefined> {
  const row = await findOrder(db, where);
  if (!row || row.userId !== userId) return undefined;
  const [present, timeline, proof, invoiceNumber, policy, creditNotes, online] = await Promise.all([
    linePresenter(db, [row.id]),
    loadTimeline(db, row.id),
    findPaymentProof(db, row.id),
    findInvoiceNumber(db, row.id),
    readAfterSalePolicy(db),
    listCreditNotes(db, row.id),
    orderOnlinePayment(db, row, onlinePaymentMinutes),
  ]);
  const afterSales = await orderAfterSales(db, row, policy, now);
  const orderPath = `/orders/${encodeURIComponent(row.orderNumber)}`;
  return {
    ...toSummary(row, present(row.id)),
    shipping_address: row.shippingAddress,
    billing_address: row.billingAddress ?? row.shippingAddress,
    timeline,
    payment_proof: proof
      ? { image: proof.storageKey ? PAYMENT_PROOF_URL_PREFIX + proof.storageKey : null, payment_id: proof.paymentId }
      : null,
    location: row.locationLat !== null && row.locationLng !== null ? { lat: row.locationLat, lng: row.locationLng } : null,
    shipment: shipmentOf(row),
    payment_rejection: row.status === "payment_pending" ? row.paymentRejection : null,
    cancel_reason: row.cancelReason,
    invoice_number: invoiceNumber,
    cancellation: cancellationOf(row, policy, now, onlinePaymentMinutes),
    cancel_request:
      row.cancelRequestedAt && row.status !== "cancelled"
        ? { at: row.cancelRequestedAt.toISOString(), reason: row.cancelRequestReason ?? "" }
        : null,
    cancel_declined:
      row.cancelDeclinedAt && row.status !== "cancelled"
        ? { at: row.cancelDeclinedAt.toISOString(), reason: row.cancelDeclineReason ?? "" }
        : null,
    refund_due_on: row.paymentStatus === "paid" ? row.refundDueOn : null,
    ...afterSales,
    credit_notes: creditNotes.map((note) => ({
      number: note.number,
      issued_at: note.issuedAt.toISOString(),
      amount: rupees(note.amountPaise),
      url: `${orderPath}/credit-notes/${encodeURIComponent(creditNoteSlug(note.number))}`,
    })),
    online_payment: online,
  };
}

/** The carrier and tracking number staff gave when shipping; null before. */
export function shipmentOf(row: Pick<OrderRow, "carrier" | "trackingNumber">) {
  return row.carrier && row.trackingNumber ? { carrier: row.carrier, tracking_number: row.trackingNumber } : null;
}

/**
 * The status timeline, oldest first; statuses stored in the same instant keep their natural order.
 * Payment pending is entered once; a later entry of it is either staff turning the payment down (the
 * one step staff take that stays there) or the customer sending new evidence (the shop's own entry).
 */
export async function loadTimeline(db: Database, orderId: string) {
  const events = await listStatusEvents(db, orderId);
  const rank = (status: OrderStatus) => ORDER_STATUSES.indexOf(status);
  let pendingSeen = false;
  return events
    .filter((e) => !(e.actor !== null && e.note?.startsWith(CANCELLATION_DECLINED_NOTE)))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.status) - rank(b.status))
    .map((e) => {
      let event: TimelineEvent = "status";
      if (e.status === "payment_pending") {
        if (pendingSeen) event = e.actor === null ? "payment_evidence_sent" : "payment_rejected";
        pendingSeen = true;
      }
      const label = event === "status" ? ORDER_STATUS_LABELS[e.status] : TIMELINE_EVENT_LABELS[event];
      return { status: e.status, event, label, at: e.createdAt.toISOString() };
    });
}

type PresentedLine = OrderSummary["products"][number];

async function linePresenter(db: Database, orderIds: string[]): Promise<(orderId: string) => PresentedLine[]> {
  const lines = await listOrderLines(db, orderIds);
  const images = await firstImages(db, [...new Set(lines.flatMap((l) => (l.variantId ? [l.variantId] : [])))]);
  const byOrder = new Map<string, PresentedLine[]>();
  for (const line of lines) {
    const image = line.variantId ? images.get(line.variantId) : undefined;
    const presented: PresentedLine = {
      line_id: line.id,
      varient: {
        _id: line.variantId ?? "",
        product: { name: line.productName },
        price: rupees(line.unitPricePaise),
        salePrice: rupees(line.unitSalePricePaise),
        images: image ? [{ url: image }] : [],
      },
      size: line.size,
      quantity: line.quantity,
      item_code: line.itemCode,
      color: line.colour,
    };
    const list = byOrder.get(line.orderId);
    if (list) list.push(presented);
    else byOrder.set(line.orderId, [presented]);
  }
  return (orderId) => byOrder.get(orderId) ?? [];
}

function toSummary(row: OrderRow, products: PresentedLine[]): OrderSummary {
  return {
    _id: row.id,
    order_id: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    order_status: row.status,
    order_status_label: orderStatusLabel(row.status, row.paymentMethod),
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    products,
    total_bag_items: products.reduce((sum, p) => sum + p.quantity, 0),
    subtotal: rupees(row.subtotalPaise),
    shipping_charges: rupees(row.shippingPaise),
    discount: rupees(row.discountPaise),
    total_amount: rupees(row.totalPaise),
    cart_weight: row.weightKg,
    coupon_code: row.couponCode,
    currency: { code: row.currencyCode, rate: Number(row.currencyRate) },
    delivery_estimate: row.deliveryEstimate,
    deliveryEarliest: row.deliveryEarliest,
  };
}

/**
 * New payment evidence from the customer after staff could not verify the first: stored beside the
 * first (the desk shows the newest), and the order's payment waits to be checked again.
 */
export async function sendNewEvidence(
  ctx: OrderContext,
  userId: string,
  orderNumber: string,
  evidence: { paymentId?: string; proof?: Buffer },
): Promise<void> {
  const row = await findOrder(ctx.db, { number: orderNumber });
  if (!row || row.userId !== userId) throw notFound("order.not_found", ORDER_MESSAGES.notFound);
  const proofName = evidence.proof ? await writePaymentProof(ctx.files, evidence.proof) : undefined;
  const at = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await reopenRejectedPayment(tx, row.id, at)))
        throw new ApiError(409, "order.new_evidence_not_wanted", ORDER_MESSAGES.newEvidenceNotWanted);
      await insertPaymentProof(tx, {
        orderId: row.id,
        storageKey: proofName ?? null,
        mimeType: proofName ? "image/webp" : null,
        sizeBytes: evidence.proof?.length ?? null,
        paymentId: evidence.paymentId ?? null,
        createdAt: at,
      });
      await insertStatusEvents(tx, [
        { orderId: row.id, status: "payment_pending", note: "New payment evidence sent", createdAt: at },
      ]);
    });
  } catch (error) {
    if (proofName) await removePaymentProof(ctx.files, proofName);
    throw error;
  }
}
