import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Razorpay on loopback, for the API tests and the browser journeys: never the internet.
 * It speaks the documented REST calls the shop's client makes (payment links: create, fetch, cancel;
 * payments: fetch, refund, list refunds) behind Basic auth with the key id and secret, answers with the documented
 * field names, serves a hosted page to pay a link on, and signs what it sends back the documented way:
 * the shopper's redirect to callback_url (HMAC-SHA256 of `link|reference|status|payment` with the key
 * secret) and the `payment_link.paid` webhook (HMAC-SHA256 of the raw body with the webhook secret, in
 * X-Razorpay-Signature, with X-Razorpay-Event-Id).
 */
export interface StandInOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks are posted (the shop's /api/payments/razorpay/webhook); none are sent without. */
  webhookUrl?: string;
  /** 0 (any free port) unless given. */
  port?: number;
}

interface StandInLink {
  id: string;
  entity: "payment_link";
  amount: number;
  amount_paid: number;
  currency: string;
  accept_partial: boolean;
  reference_id: string;
  description: string;
  customer: Record<string, unknown>;
  notes: Record<string, unknown>;
  callback_url: string;
  callback_method: string;
  expire_by: number;
  short_url: string;
  status: "created" | "paid" | "cancelled" | "expired";
  payments: { payment_id: string; amount: number; status: string; method: string; created_at: number }[];
  created_at: number;
  cancelled_at: number;
  expired_at: number;
}

interface StandInPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "captured";
  method: string;
  order_id: string;
  amount_refunded: number;
  refund_status: "partial" | "full" | null;
  notes: Record<string, unknown>;
  created_at: number;
}

/** A webhook as sent: its id, its exact body and its signature, to send again. */
export interface SentEvent {
  id: string;
  body: string;
  signature: string;
  /** The shop's answer. */
  status: number;
}

/** The signed query the shopper is sent back with (callback_url's parameters). */
export interface ReturnQuery {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
}

interface PaidLink {
  paymentId: string;
  returnQuery: ReturnQuery;
  /** The payment_link.paid webhook, when one was sent. */
  event?: SentEvent;
}

export interface RazorpayStandIn {
  url: string;
  close(): Promise<void>;
  links: ReadonlyMap<string, StandInLink>;
  refunds: { id: string; payment_id: string; amount: number; status: string; created_at: number }[];
  /** Pays a link as a shopper would (by default its whole amount), sending the webhook unless told not to. */
  pay(linkId: string, options?: { amount?: number; webhook?: boolean }): Promise<PaidLink>;
  /** Sends an event again, exactly as before: the gateway retries webhooks. */
  redeliver(event: SentEvent): Promise<SentEvent>;
  /** Sends a webhook of this event with this payload, signed. */
  sendEvent(event: string, payload: Record<string, unknown>): Promise<SentEvent>;
  /** While true, every REST call answers 500: the gateway is down. */
  failing: boolean;
  /**
   * How the next refunds go wrong: "refused" answers 400 and refunds nothing; "answer_lost" refunds and
   * then drops the connection unanswered, as a timeout the shop gives up on would. Null: they go right.
   */
  refundFault: "refused" | "answer_lost" | null;
  /** Every REST call the shop made, as "GET /v1/payment_links/plink_…". */
  requests: string[];
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;
const hmac = (payload: string, secret: string) => createHmac("sha256", secret).update(payload).digest("hex");

export async function startRazorpayStandIn(options: StandInOptions): Promise<RazorpayStandIn> {
  const links = new Map<string, StandInLink>();
  const payments = new Map<string, StandInPayment>();
  const refunds: RazorpayStandIn["refunds"] = [];
  let baseUrl = "";

  async function sendEvent(event: string, payload: Record<string, unknown>): Promise<SentEvent> {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_StandIn0000001",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: nowSeconds(),
    });
    return deliver({ id: newId("evt"), body, signature: hmac(body, options.webhookSecret), status: 0 });
  }

  async function deliver(event: SentEvent): Promise<SentEvent> {
    if (!options.webhookUrl) return event;
    const answer = await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-razorpay-signature": event.signature, "x-razorpay-event-id": event.id },
      body: event.body,
    }).catch(() => undefined);
    return { ...event, status: answer?.status ?? 0 };
  }

  async function pay(linkId: string, how: { amount?: number; webhook?: boolean } = {}): Promise<PaidLink> {
    const link = links.get(linkId);
    if (!link) throw new Error(`no link ${linkId}`);
    const payment: StandInPayment = {
      id: newId("pay"),
      entity: "payment",
      amount: how.amount ?? link.amount - link.amount_paid,
      currency: link.currency,
      status: "captured",
      method: "upi",
      order_id: newId("order"),
      amount_refunded: 0,
      refund_status: null,
      notes: link.notes,
      created_at: nowSeconds(),
    };
    payments.set(payment.id, payment);
    link.payments.push({
      payment_id: payment.id,
      amount: payment.amount,
      status: "captured",
      method: "upi",
      created_at: payment.created_at,
    });
    link.amount_paid += payment.amount;
    link.status = "paid";
    const event =
      how.webhook === false
        ? undefined
        : await sendEvent("payment_link.paid", {
            payment_link: { entity: link },
            order: {
              entity: {
                id: payment.order_id,
                entity: "order",
                amount: link.amount,
                amount_paid: payment.amount,
                receipt: link.reference_id,
              },
            },
            payment: { entity: payment },
          });
    return { paymentId: payment.id, returnQuery: returnQuery(link, payment.id), event };
  }

  function returnQuery(link: StandInLink, paymentId: string): ReturnQuery {
    const status = paymentId ? "paid" : link.status;
    return {
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: status,
      razorpay_signature: hmac(`${link.id}|${link.reference_id}|${status}|${paymentId}`, options.keySecret),
    };
  }

  const standIn: RazorpayStandIn = {
    url: "",
    links,
    refunds,
    failing: false,
    refundFault: null,
    requests: [],
    pay,
    redeliver: deliver,
    sendEvent,
    close: async () => {},
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) json(response, 500, gatewayError("SERVER_ERROR", "The stand-in failed."));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", baseUrl);
    const path = url.pathname;
    // Answered, so that whoever waits for the stand-in to start (Playwright's webServer) sees it up.
    if (path === "/") return html(response, 200, "<h1>Razorpay stand-in</h1>");
    const hosted = /^\/pay\/(plink_[0-9a-f]+)(\/cancel)?$/.exec(path);
    if (hosted?.[1]) return hostedPage(request, response, hosted[1], hosted[2] !== undefined);
    if (!path.startsWith("/v1/"))
      return json(response, 404, gatewayError("BAD_REQUEST_ERROR", "The requested URL was not found on the server."));
    standIn.requests.push(`${request.method} ${path}`);
    if (standIn.failing)
      return json(
        response,
        500,
        gatewayError("SERVER_ERROR", "We are facing some trouble completing your request at the moment."),
      );
    const expected = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
    if (request.headers.authorization !== expected)
      return json(response, 401, gatewayError("BAD_REQUEST_ERROR", "Authentication failed"));
    const body = request.method === "POST" ? await readJson(request) : {};

    if (request.method === "POST" && path === "/v1/payment_links") return createLink(response, body);
    const link = /^\/v1\/payment_links\/([^/]+)(\/cancel)?$/.exec(path);
    if (link?.[1]) {
      const found = links.get(link[1]);
      if (!found) return json(response, 400, gatewayError("BAD_REQUEST_ERROR", "The id provided does not exist"));
      if (request.method === "GET" && !link[2]) return json(response, 200, found);
      if (request.method === "POST" && link[2]) {
        if (found.status !== "created")
          return json(
            response,
            400,
            gatewayError("BAD_REQUEST_ERROR", `Payment Link cannot be cancelled in ${found.status} state`),
          );
        found.status = "cancelled";
        found.cancelled_at = nowSeconds();
        return json(response, 200, found);
      }
    }
    const payment = /^\/v1\/payments\/([^/]+)(\/refunds?)?$/.exec(path);
    if (payment?.[1]) {
      const found = payments.get(payment[1]);
      if (!found) return json(response, 400, gatewayError("BAD_REQUEST_ERROR", "The id provided does not exist"));
      if (request.method === "GET" && !payment[2]) return json(response, 200, found);
      if (request.method === "POST" && payment[2] === "/refund") return refund(response, found, body);
      if (request.method === "GET" && payment[2] === "/refunds") return refundsOf(response, found);
    }
    return json(response, 404, gatewayError("BAD_REQUEST_ERROR", "The requested URL was not found on the server."));
  }

  function createLink(response: ServerResponse, body: Record<string, unknown>) {
    const amount = body.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100)
      return json(response, 400, gatewayError("BAD_REQUEST_ERROR", "The amount must be atleast INR 1.00", "amount"));
    if (body.currency !== "INR")
      return json(response, 400, gatewayError("BAD_REQUEST_ERROR", "Currency is not supported", "currency"));
    const expireBy = typeof body.expire_by === "number" ? body.expire_by : 0;
    // Razorpay refuses a link that expires less than 15 minutes from now.
    if (expireBy !== 0 && expireBy < nowSeconds() + 15 * 60)
      return json(
        response,
        400,
        gatewayError("BAD_REQUEST_ERROR", "expire_by should be at least 15 minutes after current time", "expire_by"),
      );
    const referenceId = typeof body.reference_id === "string" ? body.reference_id : "";
    if (referenceId && [...links.values()].some((link) => link.reference_id === referenceId && link.status !== "cancelled"))
      return json(
        response,
        400,
        gatewayError("BAD_REQUEST_ERROR", `Payment Link with reference_id ${referenceId} already exists`, "reference_id"),
      );
    const id = newId("plink");
    const link: StandInLink = {
      id,
      entity: "payment_link",
      amount,
      amount_paid: 0,
      currency: "INR",
      accept_partial: body.accept_partial === true,
      reference_id: referenceId,
      description: typeof body.description === "string" ? body.description : "",
      customer: isObject(body.customer) ? body.customer : {},
      notes: isObject(body.notes) ? body.notes : {},
      callback_url: typeof body.callback_url === "string" ? body.callback_url : "",
      callback_method: typeof body.callback_method === "string" ? body.callback_method : "",
      expire_by: expireBy,
      short_url: `${baseUrl}/pay/${id}`,
      status: "created",
      payments: [],
      created_at: nowSeconds(),
      cancelled_at: 0,
      expired_at: 0,
    };
    links.set(id, link);
    json(response, 200, link);
  }

  function refund(response: ServerResponse, payment: StandInPayment, body: Record<string, unknown>) {
    if (standIn.refundFault === "refused")
      return json(response, 400, gatewayError("BAD_REQUEST_ERROR", "The payment cannot be refunded right now"));
    const amount = typeof body.amount === "number" ? body.amount : payment.amount - payment.amount_refunded;
    if (!Number.isInteger(amount) || amount < 100 || amount > payment.amount - payment.amount_refunded)
      return json(
        response,
        400,
        gatewayError("BAD_REQUEST_ERROR", "The refund amount provided is greater than amount captured", "amount"),
      );
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
    const made = {
      id: newId("rfnd"),
      entity: "refund",
      amount,
      currency: "INR",
      payment_id: payment.id,
      notes: isObject(body.notes) ? body.notes : {},
      status: "processed",
      speed_requested: body.speed === "optimum" ? "optimum" : "normal",
      speed_processed: "normal",
      created_at: nowSeconds(),
    };
    refunds.push({ id: made.id, payment_id: payment.id, amount, status: made.status, created_at: made.created_at });
    if (standIn.refundFault === "answer_lost") {
      response.socket?.destroy();
      return;
    }
    json(response, 200, made);
  }

  /** GET /payments/{id}/refunds: a collection of the payment's refunds, newest first. */
  function refundsOf(response: ServerResponse, payment: StandInPayment) {
    const items = refunds
      .filter((made) => made.payment_id === payment.id)
      .reverse()
      .map((made) => ({ ...made, entity: "refund", currency: "INR", notes: {} }));
    json(response, 200, { entity: "collection", count: items.length, items });
  }

  /** The page the shopper pays on: the amount, "Pay ₹…" and "Cancel payment". */
  async function hostedPage(request: IncomingMessage, response: ServerResponse, linkId: string, cancel: boolean): Promise<void> {
    const link = links.get(linkId);
    if (!link) return html(response, 404, "<h1>This payment link does not exist</h1>");
    if (cancel) return redirect(response, link.callback_url, returnQuery(link, ""));
    if (request.method === "POST") {
      if (link.status !== "created") return html(response, 409, `<h1>This payment link is ${link.status}</h1>`);
      const paid = await pay(linkId);
      return redirect(response, link.callback_url, paid.returnQuery);
    }
    const rupees = `₹${(link.amount / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
    const payable = link.status === "created";
    html(
      response,
      200,
      `<h1>Razorpay stand-in</h1><p>${escapeHtml(link.description)}</p><p>Amount: ${rupees}</p>` +
        (payable
          ? `<form method="post" action="/pay/${link.id}"><button type="submit">Pay ${rupees}</button></form><p><a href="/pay/${link.id}/cancel">Cancel payment</a></p>`
          : `<p>This payment link is ${link.status}.</p>`),
    );
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.url = baseUrl;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

function gatewayError(code: string, description: string, field?: string) {
  return {
    error: { code, description, source: "business", step: "payment_initiation", reason: "input_validation_failed", field },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay</title></head><body>${body}</body></html>`);
}

function redirect(response: ServerResponse, to: string, query: ReturnQuery): void {
  const target = new URL(to);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  response.writeHead(303, { location: target.toString() });
  response.end();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return isObject(parsed) ? parsed : {};
}
