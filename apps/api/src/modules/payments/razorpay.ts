import { createHmac, timingSafeEqual } from "node:crypto";
import Razorpay from "razorpay";
import type { RazorpaySettings } from "#src/config.ts";

/** Every call to the gateway gives up after this long: a shopper or a staff member is waiting on it. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * The gateway refused the call, or gave no answer the shop can trust. Only a refusal (a 4xx answer)
 * says what was asked did not happen; after a timeout, a lost connection or the gateway's own failure
 * (5xx) it may have happened all the same.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    /** Razorpay's own error code (BAD_REQUEST_ERROR, ...), when it answered. */
    readonly code?: string,
    /** The gateway answered 4xx: what was asked surely did not happen. */
    readonly refused = false,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

/** A refund the gateway made of a payment. */
interface GatewayRefund {
  id: string;
  amount: number;
  /** pending, processed or failed. */
  status: string;
}

/** A payment link as the shop reads it (Razorpay's field names). */
interface GatewayLink {
  id: string;
  short_url: string;
  status: "created" | "partially_paid" | "paid" | "cancelled" | "expired";
  amount: number;
  amount_paid: number;
  reference_id: string;
  payments: { payment_id: string; amount: number; status: string }[];
}

interface NewLink {
  orderNumber: string;
  amountPaise: number;
  customer: { name: string; email: string; contact: string };
  /** When the gateway stops taking payment on the link: when the shop cancels the unpaid order. */
  expireBy: Date;
  /** Where the shopper is sent back after paying (or giving up). */
  callbackUrl: string;
}

export interface RazorpayGateway {
  createLink(link: NewLink): Promise<GatewayLink>;
  fetchLink(linkId: string): Promise<GatewayLink>;
  cancelLink(linkId: string): Promise<void>;
  /** Refunds (part of) a captured payment; answers the gateway's refund id (`rfnd_…`). */
  refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<string>;
  /** The refunds the gateway made of a payment (GET /payments/{id}/refunds), newest first. */
  refundsOf(paymentId: string): Promise<GatewayRefund[]>;
  /** The shopper's return: HMAC-SHA256 of `link|reference|status|payment` with the key secret. */
  verifyReturn(fields: { linkId: string; referenceId: string; status: string; paymentId: string }, signature: string): boolean;
  /** A webhook: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhook(rawBody: string, signature: string): boolean;
}

/** Razorpay's client, whose axios instance the package keeps to itself and types no further than this. */
interface ClientInternals {
  api: { rq: { defaults: { baseURL?: string; timeout?: number } } };
}

/** The gateway through the official `razorpay` package, at settings.apiUrl. */
export function razorpayGateway(settings: RazorpaySettings): RazorpayGateway {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  // The package fixes its host (api.razorpay.com) in the constructor; the tests' stand-in, and any
  // proxy an owner puts in front, are reached by pointing its axios instance elsewhere afterwards.
  const { defaults } = (client as unknown as ClientInternals).api.rq;
  defaults.baseURL = settings.apiUrl;
  defaults.timeout = GATEWAY_TIMEOUT_MS;

  return {
    async createLink(link) {
      return asLink(
        await call(() =>
          client.paymentLink.create({
            amount: link.amountPaise,
            currency: "INR",
            accept_partial: false,
            reference_id: link.orderNumber,
            description: `Chhaap order ${link.orderNumber}`,
            customer: link.customer,
            notify: { sms: false, email: false },
            reminder_enable: false,
            notes: { order_number: link.orderNumber },
            callback_url: link.callbackUrl,
            callback_method: "get",
            expire_by: Math.floor(link.expireBy.getTime() / 1000),
          }),
        ),
      );
    },
    async fetchLink(linkId) {
      return asLink(await call(() => client.paymentLink.fetch(linkId)));
    },
    async cancelLink(linkId) {
      await call(() => client.paymentLink.cancel(linkId));
    },
    async refund(paymentId, amountPaise, notes) {
      const refund = await call(() => client.payments.refund(paymentId, { amount: amountPaise, speed: "normal", notes }));
      if (typeof refund.id !== "string") throw new GatewayError("the gateway's refund has no id");
      return refund.id;
    },
    async refundsOf(paymentId) {
      const list = await call(() => client.payments.fetchMultipleRefund(paymentId, { count: 100 }));
      return (list.items ?? []).map((refund) => ({
        id: String(refund.id),
        amount: Number(refund.amount),
        status: String(refund.status),
      }));
    },
    verifyReturn(fields, signature) {
      const payload = `${fields.linkId}|${fields.referenceId}|${fields.status}|${fields.paymentId}`;
      return sameSignature(hmac(payload, settings.keySecret), signature);
    },
    verifyWebhook(rawBody, signature) {
      return sameSignature(hmac(rawBody, settings.webhookSecret), signature);
    },
  };
}

/**
 * The package's validatePaymentVerification and validateWebhookSignature compute these same digests
 * but compare them with `===`, whose time tells an attacker how much of a forged signature was right:
 * the shop compares in constant time instead (razorpay.test.ts holds both to the package's verdict).
 */
function hmac(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One gateway call: a refusal (4xx), a failure of the gateway (5xx) or no answer becomes a GatewayError. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    // The package rejects with { statusCode, error: { code, description } } when the gateway answered.
    const answered = error as { statusCode?: unknown; error?: { code?: unknown; description?: unknown } } | undefined;
    const code = typeof answered?.error?.code === "string" ? answered.error.code : undefined;
    const description = typeof answered?.error?.description === "string" ? answered.error.description : undefined;
    const status = typeof answered?.statusCode === "number" ? answered.statusCode : 0;
    throw new GatewayError(
      description ?? (error instanceof Error ? error.message : "the gateway could not be reached"),
      code,
      status >= 400 && status < 500,
    );
  }
}

function asLink(link: {
  id: string;
  short_url: string;
  status: string;
  amount: number | string;
  amount_paid: number | string;
  reference_id?: string;
  payments?: unknown;
}): GatewayLink {
  const statuses = ["created", "partially_paid", "paid", "cancelled", "expired"] as const;
  const status = statuses.find((known) => known === link.status);
  if (!status) throw new GatewayError(`unknown payment link status ${link.status}`);
  const payments = Array.isArray(link.payments) ? link.payments : [];
  return {
    id: link.id,
    short_url: link.short_url,
    status,
    amount: Number(link.amount),
    amount_paid: Number(link.amount_paid),
    reference_id: link.reference_id ?? "",
    payments: payments.map((payment: { payment_id?: unknown; amount?: unknown; status?: unknown }) => ({
      payment_id: String(payment.payment_id ?? ""),
      amount: Number(payment.amount ?? 0),
      status: String(payment.status ?? ""),
    })),
  };
}
