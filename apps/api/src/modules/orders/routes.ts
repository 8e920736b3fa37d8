import { addressInput } from "@chhaap/contract/address";
import { envelope } from "@chhaap/contract/envelope";
import { ONLINE_PAYMENT_MESSAGES } from "@chhaap/contract/online-payment";
import {
  cancelOrder as cancelOrderBody,
  newPaymentEvidence,
  ORDER_MESSAGES,
  ORDER_NUMBER_PATTERN,
  orderDetail,
  orderListQuery,
  orderNumberParams,
  orderStatusLabel,
  orderSummary,
  PAYMENT_SNAP_MAX_BYTES,
  type PlaceOrder,
  placeOrder as placeOrderBody,
  trackedOrder,
  trackOrder,
} from "@chhaap/contract/orders";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "#src/config.ts";
import type { Database, Transaction } from "#src/db/client.ts";
import { deliverableAddress } from "#src/modules/addresses/delivery-address.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import type { PaymentContext } from "#src/modules/payments/online-payments.ts";
import { linkForNewOrder } from "#src/modules/payments/payment-link.ts";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { readMultipartForm, uploadedFile } from "#src/plugins/multipart-form.ts";
import { sendPrivatePicture } from "#src/plugins/private-picture.ts";
import { authenticate, requireUser } from "#src/plugins/session.ts";
import { cancelOrder } from "./cancellation.ts";
import { queueNewOrderMails } from "./order-mails.ts";
import { normalOrderNumber } from "./order-number.ts";
import { paymentProofKey, preparePaymentProof } from "./payment-proof.ts";
import { findOrderForTracking, findPaymentProofOwner } from "./queries.ts";
import {
  loadOrderDetail,
  loadOrdersOfUser,
  loadTimeline,
  type OrderRequest,
  placeOrder,
  sendNewEvidence,
  shipmentOf,
} from "./service.ts";

export interface OrderRoutesOptions {
  db: Database;
  now: () => Date;
  config: Pick<Config, "publicUrl" | "smtpUrl" | "onlinePaymentMinutes">;
  /** Where payment screenshots are kept. */
  files: FileStore;
  /** Pieces over all sizes at or below which a colourway reads "low stock". */
  lowStockThreshold: number;
  /** The app's mail outbox (app.ts): a new order's mails are written with it. */
  outbox: MailOutbox;
  /** Paying online (payments/), when the shop has its gateway keys: `credit_card` is refused without. */
  payments?: PaymentContext;
}

const tags = ["orders"];
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * `POST /api/order` (bank transfer as multipart, place-order as JSON) and `GET /api/order?userId=`;
 * ours: the order detail, order tracking and the owner-only payment screenshots (the checkout summary
 * that prices an order before it is placed is served by the cart's routes).
 */
export async function orderRoutes(fastify: FastifyInstance, options: OrderRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now, config } = options;
  const ctx = { db, now, files: options.files, lowStockThreshold: options.lowStockThreshold };
  const { outbox } = options;
  if (!app.hasContentTypeParser("multipart/form-data")) await app.register(multipart);

  app.post(
    "/api/order",
    {
      schema: {
        tags,
        summary:
          "Place an order from the server cart: multipart = bank transfer (payment_snap and/or payment_id), JSON = place-order",
        body: placeOrderBody,
        response: { 200: envelope(orderDetail), 201: envelope(orderDetail) },
      },
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      // 401 before the upload is even read.
      onRequest: async (request) => {
        if (!(await request.server.sessions.userOf(request)))
          throw new ApiError(401, "order.login_required", ORDER_MESSAGES.loginRequired);
      },
      // The public `products` field is a JSON list, hence the roomier field size; the schema strips it
      // anyway (the server cart decides what is ordered).
      preValidation: readMultipartForm({
        fileField: "payment_snap",
        maxFileBytes: PAYMENT_SNAP_MAX_BYTES,
        fileTooLarge: { code: "order.payment_snap_too_large", message: ORDER_MESSAGES.paymentSnapTooLarge },
        maxFields: 30,
        maxFieldBytes: 64 * 1024,
      }),
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const body = request.body;
      if (body.userId && body.userId.toLowerCase() !== user.id)
        throw new ApiError(403, "order.own_only", ORDER_MESSAGES.ownOrdersOnly);
      const key = request.headers["idempotency-key"];
      if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key)))
        throw new ApiError(400, "order.idempotency_key_invalid", ORDER_MESSAGES.idempotencyKeyInvalid);

      // Read before the order's transaction, which the embedded database would not let this read join.
      const shop = await app.shopSettings.current();
      const queueOrderMails = (tx: Transaction, orderId: string) =>
        queueNewOrderMails(
          tx,
          { outbox, publicUrl: config.publicUrl, shop, now, onlinePaymentMinutes: config.onlinePaymentMinutes },
          user.id,
          orderId,
        );
      const { orderId, created } = await placeOrder(
        { ...ctx, queueOrderMails },
        {
          userId: user.id,
          ...(await payment(request, body, options.payments !== undefined)),
          shipping: await shippingOf(db, body),
          billingAddressId: body.billingAddressId || undefined,
          couponCode: body.couponCode || body.coupon_code || undefined,
          location: body.location,
          currency: body.currency,
          idempotencyKey: key,
          lineId: body.lineId,
        },
      );
      if (created) outbox.wake();
      // The order stands whatever the gateway does: without a link now, the order page's "Pay now" asks again.
      if (created && options.payments) await linkForNewOrder(options.payments, orderId, request.log);
      const order = await loadOrderDetail(db, user.id, { id: orderId }, now(), config.onlinePaymentMinutes);
      if (!order) throw new Error("placed order vanished");
      return reply.code(created ? 201 : 200).send(ok(order, { message: ORDER_MESSAGES.placed }));
    },
  );

  app.get(
    "/api/order",
    {
      schema: {
        tags,
        summary: "The customer's own orders, newest first",
        querystring: orderListQuery,
        response: { 200: envelope(z.array(orderSummary)) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = await requireUser(request);
      const claimed = request.query.userId;
      if (claimed && claimed.toLowerCase() !== user.id) throw new ApiError(403, "order.own_only", ORDER_MESSAGES.ownOrdersOnly);
      return ok(await loadOrdersOfUser(db, user.id));
    },
  );

  app.get(
    "/api/order/:orderNumber",
    {
      schema: {
        tags,
        summary: "One of the customer's orders with addresses and status timeline (ours)",
        params: orderNumberParams,
        response: { 200: envelope(orderDetail) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = await requireUser(request);
      const number = normalOrderNumber(request.params.orderNumber);
      const order = ORDER_NUMBER_PATTERN.test(number)
        ? await loadOrderDetail(db, user.id, { number }, now(), config.onlinePaymentMinutes)
        : undefined;
      if (!order) throw notFound("order.not_found", ORDER_MESSAGES.notFound);
      return ok(order);
    },
  );

  app.post(
    "/api/order/track",
    {
      schema: {
        tags,
        summary: "Track an order by e-mail and order number (ours); one answer for every wrong pair",
        body: trackOrder,
        response: { 200: envelope(trackedOrder) },
      },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => {
      const number = normalOrderNumber(request.body.order_number);
      const order = ORDER_NUMBER_PATTERN.test(number) ? await findOrderForTracking(db, number, request.body.email) : undefined;
      if (!order) throw notFound("order.track_not_found", ORDER_MESSAGES.trackNotFound);
      return ok({
        order_id: order.orderNumber,
        createdAt: order.createdAt.toISOString(),
        order_status: order.status,
        order_status_label: orderStatusLabel(order.status, order.paymentMethod),
        payment_method: order.paymentMethod,
        delivery_estimate: order.deliveryEstimate,
        deliveryEarliest: order.deliveryEarliest,
        timeline: await loadTimeline(db, order.id),
        shipment: shipmentOf(order),
      });
    },
  );

  app.post(
    "/api/order/:orderNumber/payment",
    {
      schema: {
        tags,
        summary: "New payment evidence (multipart: payment_snap and/or payment_id) after the shop could not verify the first",
        params: orderNumberParams,
        body: newPaymentEvidence,
        response: { 200: envelope(orderDetail) },
      },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      onRequest: authenticate,
      preValidation: readMultipartForm({
        fileField: "payment_snap",
        maxFileBytes: PAYMENT_SNAP_MAX_BYTES,
        fileTooLarge: { code: "order.payment_snap_too_large", message: ORDER_MESSAGES.paymentSnapTooLarge },
      }),
    },
    async (request) => {
      const user = await requireUser(request);
      const number = normalOrderNumber(request.params.orderNumber);
      const snap = uploadedFile(request);
      const paymentId = request.body.payment_id || undefined;
      if (!snap && !paymentId) throw new ApiError(400, "order.payment_evidence_required", ORDER_MESSAGES.paymentEvidenceRequired);
      await sendNewEvidence(ctx, user.id, number, { paymentId, proof: snap ? await preparePaymentProof(snap) : undefined });
      const order = await loadOrderDetail(db, user.id, { number }, now(), config.onlinePaymentMinutes);
      if (!order) throw notFound("order.not_found", ORDER_MESSAGES.notFound);
      return ok(order, { message: ORDER_MESSAGES.newEvidenceSent });
    },
  );

  app.post(
    "/api/order/:orderNumber/cancel",
    {
      schema: {
        tags,
        summary:
          "Cancel one of the customer's orders not yet packed (ours): at once before the shop's daily cut-off, else a request staff answer",
        params: orderNumberParams,
        body: cancelOrderBody,
        response: { 200: envelope(orderDetail) },
      },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      onRequest: authenticate,
    },
    async (request) => {
      const user = await requireUser(request);
      const number = normalOrderNumber(request.params.orderNumber);
      if (!ORDER_NUMBER_PATTERN.test(number)) throw notFound("order.not_found", ORDER_MESSAGES.notFound);
      const outcome = await cancelOrder(
        {
          db,
          now,
          outbox,
          publicUrl: config.publicUrl,
          lowStockThreshold: options.lowStockThreshold,
          onlinePaymentMinutes: config.onlinePaymentMinutes,
          payments: options.payments,
        },
        user.id,
        number,
        request.body,
      );
      const order = await loadOrderDetail(db, user.id, { number }, now(), config.onlinePaymentMinutes);
      if (!order) throw notFound("order.not_found", ORDER_MESSAGES.notFound);
      return ok(order, { message: outcome === "cancelled" ? ORDER_MESSAGES.cancelled : ORDER_MESSAGES.cancelRequested });
    },
  );

  // A payment screenshot is served to its order's owner and to staff; to anyone else it does not exist.
  app.get(
    "/uploads/payments/:file",
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const user = await request.server.sessions.userOf(request);
      const key = paymentProofKey(request.params.file);
      const owner = user && key ? await findPaymentProofOwner(db, request.params.file) : undefined;
      const allowed = user && owner && (owner === user.id || user.role !== "customer");
      if (!allowed || !key) throw notFound("file.not_found", "Not found");
      const sent = sendPrivatePicture(reply, await options.files.get(key));
      if (!sent) throw notFound("file.not_found", "Not found");
      return sent;
    },
  );
}

/**
 * Multipart is the checkout's bank transfer (with its screenshot); JSON is /place-order's cash on
 * delivery by default. Either may name its method: the checkout offers cash on delivery and paying online too.
 */
async function payment(
  request: FastifyRequest,
  body: PlaceOrder,
  onlineOffered: boolean,
): Promise<Pick<OrderRequest, "method" | "paymentId" | "proof">> {
  const method = body.payment_method ?? (request.isMultipart() ? "bank_transfer" : "cash_on_delivery");
  // credit_card is paying online through the gateway: refused plainly when the shop has no keys.
  if (method === "credit_card") {
    if (!onlineOffered)
      throw new ApiError(400, "payment.unavailable", ONLINE_PAYMENT_MESSAGES.unavailable, {
        errors: { payment_method: ONLINE_PAYMENT_MESSAGES.unavailable },
      });
    return { method };
  }
  if (method === "cash_on_delivery") return { method };
  const snap = uploadedFile(request);
  const paymentId = body.payment_id || undefined;
  // A screenshot or a non-empty reference.
  if (!snap && !paymentId) throw new ApiError(400, "order.payment_evidence_required", ORDER_MESSAGES.paymentEvidenceRequired);
  return { method, paymentId, proof: snap ? await preparePaymentProof(snap) : undefined };
}

/** A saved address id (`addressId`, or `shipping_address` as an id or an object with `_id`), or a new address inline. */
async function shippingOf(db: Database, body: PlaceOrder): Promise<OrderRequest["shipping"]> {
  if (body.addressId) return { addressId: body.addressId };
  const given = body.shipping_address;
  if (typeof given === "string" && given.trim() !== "") return { addressId: given.trim() };
  if (typeof given === "object" && given !== null) {
    const savedId = (given as { _id?: unknown })._id;
    if (typeof savedId === "string" && savedId !== "") return { addressId: savedId };
    const parsed = addressInput.safeParse(given);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[`shipping_address.${issue.path.join(".")}`] ??= issue.message;
      const [field = "shipping_address", message = ORDER_MESSAGES.addressRequired] = Object.entries(errors)[0] ?? [];
      throw new ApiError(400, "validation.field", message, { params: { field }, errors });
    }
    const { userId: _ignored, ...address } = parsed.data;
    return { address: await deliverableAddress(db, address, "shipping_address.") };
  }
  throw new ApiError(400, "order.address_required", ORDER_MESSAGES.addressRequired, {
    errors: { addressId: ORDER_MESSAGES.addressRequired },
  });
}
