import {
  AFTER_SALE_MESSAGES,
  type LineReturnOptions,
  maskRefundDestination,
  quantityTooManyMessage,
  type ReturnBlock,
  type ReturnRequestInput,
  type ReturnRequestView,
  refundDestinationNeeded,
  windowClosedMessage,
} from "@chhaap/contract/after-sales";
import { ORDER_MESSAGES } from "@chhaap/contract/orders";
import { OPEN_RETURN_STATES, RETURN_REASON_LABELS, RETURN_STATE_LABELS, type ReturnState } from "@chhaap/contract/returns";
import type { Database, Transaction } from "#src/db/client.ts";
import type { PaymentMethod } from "#src/db/schema.ts";
import { afterSaleMail } from "#src/modules/mail/after-sale-templates.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import { getsOrderMail } from "#src/modules/mail/recipients.ts";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { rupees } from "#src/money.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { type AfterSalePolicy, readAfterSalePolicy } from "./policy.ts";
import { returnWindowLastDay, withinReturnWindow } from "./policy-clock.ts";
import {
  countRequestsOfOrder,
  findOrderForReturn,
  findPhoto,
  insertRequest,
  listEventsOf,
  listLinesOfOrder,
  listPhotosOf,
  listRequestsOfOrder,
  listSizeStock,
  lockOrder,
  type ReturnableLine,
  type ReturnRequestRow,
} from "./queries.ts";
import { prepareReturnPhotos, removeReturnPhotos, writeReturnPhotos } from "./return-photos.ts";

export interface AfterSaleContext {
  db: Database;
  now: () => Date;
  /** Where the requests' photos are kept. */
  files: FileStore;
  outbox: MailOutbox;
  publicUrl: string;
}

const OPEN: readonly ReturnState[] = OPEN_RETURN_STATES;

function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, "validation.field", message, { params: { field }, errors: { [field]: message } });
}

/** "2 × Ajrakh saree, Indigo, M": a line's pieces as mails and the desk name them. */
function pieceOf(line: Pick<ReturnableLine, "productName" | "colour" | "size">, quantity: number): string {
  const piece = [line.productName, line.colour, line.size].filter(Boolean).join(", ");
  return quantity > 1 ? `${quantity} × ${piece}` : piece;
}

/**
 * A customer asks to return or exchange pieces of one line of their delivered order, within the
 * shop's window. Everything is judged before anything is stored: the order and line are theirs (else
 * 404), delivered, in the window (India's date), the exchange's size is another size of the same
 * colourway with the pieces in stock now (staff take them when they approve), a cash-on-delivery
 * refund says where it goes, and the photos are pictures. Then, holding the order's row: the line has
 * no open request and enough pieces not already asked for, the request is numbered after the order's
 * others, stored with its first event and photos, and its mail written to the outbox.
 */
export async function requestReturn(
  ctx: AfterSaleContext,
  userId: string,
  orderNumber: string,
  input: ReturnRequestInput,
  uploads: Buffer[],
): Promise<ReturnRequestView> {
  const order = await findOrderForReturn(ctx.db, orderNumber);
  if (!order || order.userId !== userId) throw notFound("order.not_found", ORDER_MESSAGES.notFound);
  const line = (await listLinesOfOrder(ctx.db, order.id)).find((candidate) => candidate.id === input.line.toLowerCase());
  if (!line) throw notFound("return.line_not_found", AFTER_SALE_MESSAGES.lineNotFound);
  if (!order.deliveredAt) throw new ApiError(409, "return.not_delivered", AFTER_SALE_MESSAGES.notDelivered);
  const policy = await readAfterSalePolicy(ctx.db);
  const at = ctx.now();
  if (!withinReturnWindow(order.deliveredAt, at, policy.returnWindowDays)) {
    const lastDay = returnWindowLastDay(order.deliveredAt, policy.returnWindowDays);
    throw new ApiError(409, "return.window_closed", windowClosedMessage(lastDay), { params: { lastDay } });
  }
  const exchange = input.kind === "exchange" ? await exchangeOf(ctx.db, line, input) : null;
  const refundTo = refundDestinationNeeded(order.paymentMethod, input.kind) ? input.refundTo : null;
  if (refundDestinationNeeded(order.paymentMethod, input.kind) && !refundTo)
    throw fieldError("refund_to", AFTER_SALE_MESSAGES.refundToRequired);
  const photos = await prepareReturnPhotos(uploads);

  const keys = await writeReturnPhotos(ctx.files, photos);
  const mailed = getsOrderMail(order);
  let number: string;
  try {
    number = await ctx.db.transaction(async (tx) => {
      await lockOrder(tx, order.id);
      await judgeQuantity(tx, line, input.quantity);
      const number = `${order.orderNumber}-R${(await countRequestsOfOrder(tx, order.id)) + 1}`;
      const id = await insertRequest(
        tx,
        {
          number,
          orderId: order.id,
          orderLineId: line.id,
          userId,
          kind: input.kind,
          reason: input.reason,
          note: input.note,
          quantity: input.quantity,
          exchangeVariantId: exchange?.variantId ?? null,
          exchangeSize: exchange?.size ?? null,
          refundTo,
          createdAt: at,
          updatedAt: at,
        },
        photos.map((photo, index) => ({
          storageKey: keys[index] ?? "",
          mimeType: "image/webp",
          sizeBytes: photo.length,
          createdAt: at,
        })),
      );
      if (!id) throw new ApiError(409, "return.request_open", AFTER_SALE_MESSAGES.requestOpen);
      if (mailed) {
        const news = {
          kind: "return-step",
          orderNumber: order.orderNumber,
          requestNumber: number,
          requestKind: input.kind,
          piece: pieceOf(line, input.quantity),
          state: "requested",
        } as const;
        await ctx.outbox.add(tx, [afterSaleMail(order.email, order.name, news, ctx.publicUrl)]);
      }
      return number;
    });
  } catch (error) {
    // Nothing was stored: the photos written before the transaction go too.
    await removeReturnPhotos(ctx.files, keys);
    throw error;
  }
  // Stored from here on: whatever fails now must not take the request's photos with it.
  if (mailed) ctx.outbox.wake();
  const lines = await listLinesOfOrder(ctx.db, order.id);
  const view = (await orderReturnRequests(ctx.db, order, lines)).find((request) => request.number === number);
  if (!view) throw new Error("stored return request vanished");
  return view;
}

/** An exchange's size: another size of the line's own colourway, with the pieces asked for in stock now. */
async function exchangeOf(db: Database, line: ReturnableLine, input: ReturnRequestInput) {
  const wanted = input.size ?? "";
  const sizes = line.variantId ? await listSizeStock(db, [line.variantId]) : [];
  const size = sizes.find((candidate) => candidate.size.toLowerCase() === wanted.toLowerCase());
  if (!line.variantId || !size || size.size === line.size) throw fieldError("size", AFTER_SALE_MESSAGES.sizeUnavailable);
  if (size.quantity < input.quantity) throw fieldError("size", AFTER_SALE_MESSAGES.sizeUnavailable);
  return { variantId: line.variantId, size: size.size };
}

/**
 * One open request per line, and never more pieces than the line holds minus those already asked
 * for in requests that were not turned down. Read under the order's lock.
 */
async function judgeQuantity(tx: Transaction, line: ReturnableLine, quantity: number): Promise<void> {
  const requests = (await listRequestsOfOrder(tx, line.orderId)).filter((request) => request.orderLineId === line.id);
  if (requests.some((request) => OPEN.includes(request.state)))
    throw new ApiError(409, "return.request_open", AFTER_SALE_MESSAGES.requestOpen);
  const left = piecesLeft(line, requests);
  if (left === 0) throw new ApiError(409, "return.nothing_left", AFTER_SALE_MESSAGES.nothingLeft);
  if (quantity > left) throw fieldError("quantity", quantityTooManyMessage(left));
}

function piecesLeft(line: Pick<ReturnableLine, "quantity">, requests: Pick<ReturnRequestRow, "quantity" | "state">[]): number {
  const asked = requests.filter((request) => request.state !== "rejected").reduce((sum, request) => sum + request.quantity, 0);
  return Math.max(0, line.quantity - asked);
}

// ---------------------------------------------------------------- the order page

export interface OrderForAfterSales {
  id: string;
  orderNumber: string;
  deliveredAt: Date | null;
  paymentMethod: PaymentMethod;
}

/**
 * What the order page shows of returns: the window once delivered, what each line may still ask for
 * (or why not), and the order's requests with their history.
 */
export async function orderAfterSales(
  db: Database | Transaction,
  order: OrderForAfterSales,
  policy: AfterSalePolicy,
  now: Date,
): Promise<{
  return_window: { last_day: string; open: boolean } | null;
  line_returns: LineReturnOptions[];
  return_requests: ReturnRequestView[];
}> {
  const lines = await listLinesOfOrder(db, order.id);
  const requests = await orderReturnRequests(db, order, lines);
  const open = order.deliveredAt !== null && withinReturnWindow(order.deliveredAt, now, policy.returnWindowDays);
  const stock = open
    ? await listSizeStock(db, [...new Set(lines.flatMap((line) => (line.variantId ? [line.variantId] : [])))])
    : [];
  return {
    return_window: order.deliveredAt ? { last_day: returnWindowLastDay(order.deliveredAt, policy.returnWindowDays), open } : null,
    line_returns: lines.map((line) => {
      const ofLine = requests.filter((request) => request.line_id === line.id);
      const left = piecesLeft(line, ofLine);
      let blocked: ReturnBlock | null = null;
      if (!order.deliveredAt) blocked = "not_delivered";
      else if (!open) blocked = "window_closed";
      else if (ofLine.some((request) => OPEN.includes(request.state))) blocked = "request_open";
      else if (left === 0) blocked = "all_requested";
      return {
        line_id: line.id,
        quantity_left: left,
        exchange_sizes:
          blocked === null
            ? stock
                .filter((size) => size.variantId === line.variantId && size.size !== line.size && size.quantity > 0)
                .map((size) => size.size)
            : [],
        blocked,
      };
    }),
    return_requests: requests,
  };
}

/** The order's requests as its customer sees them, oldest first. */
async function orderReturnRequests(
  db: Database | Transaction,
  order: Pick<OrderForAfterSales, "id" | "orderNumber">,
  lines: ReturnableLine[],
): Promise<ReturnRequestView[]> {
  const requests = await listRequestsOfOrder(db, order.id);
  if (requests.length === 0) return [];
  const ids = requests.map((request) => request.id);
  const [events, photos] = await Promise.all([listEventsOf(db, ids), listPhotosOf(db, ids)]);
  const orderPath = `/api/order/${encodeURIComponent(order.orderNumber)}/returns`;
  return requests.map((request) => {
    const line = lines.find((candidate) => candidate.id === request.orderLineId);
    return {
      number: request.number,
      line_id: request.orderLineId,
      product_name: line?.productName ?? "",
      colour: line?.colour ?? "",
      size: line?.size ?? "",
      kind: request.kind,
      quantity: request.quantity,
      reason: request.reason,
      reason_label: RETURN_REASON_LABELS[request.reason],
      note: request.note,
      state: request.state,
      state_label: RETURN_STATE_LABELS[request.state],
      created_at: request.createdAt.toISOString(),
      exchange_size: request.exchangeSize,
      refund_to: request.refundTo ? maskRefundDestination(request.refundTo) : null,
      rejection_reason: request.state === "rejected" ? request.rejectionReason : null,
      pickup: request.pickupAwb ? { carrier: request.pickupCarrier, awb: request.pickupAwb } : null,
      refund: {
        due_on: request.refundDueOn,
        amount: request.refundPaise === null ? null : rupees(request.refundPaise),
        method: request.refundMethod,
        reference: request.refundReference,
        refunded_on: request.refundedOn,
      },
      replacement: request.replacementAwb ? { carrier: request.replacementCarrier, awb: request.replacementAwb } : null,
      history: events
        .filter((event) => event.requestId === request.id)
        .map((event) => ({ state: event.state, label: RETURN_STATE_LABELS[event.state], at: event.createdAt.toISOString() })),
      photos: photos
        .filter((photo) => photo.requestId === request.id)
        .map((photo) => ({
          id: photo.id,
          url: `${orderPath}/${encodeURIComponent(request.number)}/photos/${photo.id}`,
        })),
    };
  });
}

/** The store's key of a request's photo, for its order's owner only; undefined for anyone else. */
export async function ownReturnPhotoKey(
  db: Database,
  userId: string,
  requestNumber: string,
  photoId: string,
): Promise<string | undefined> {
  const photo = await findPhoto(db, requestNumber, photoId);
  return photo && photo.userId === userId ? photo.storageKey : undefined;
}
