import type { ErrorCode } from "@chhaap/contract/error-codes";
import { readAnswer } from "./api-body.ts";

/**
 * `POST /api/order` from the browser: multipart for the bank-transfer checkout, JSON for /place-order.
 * The Idempotency-Key makes a repeated or doubled submit one order.
 */
export interface OrderOutcome {
  ok: boolean;
  /** 0 when the request never got an answer. */
  status: number;
  message: string | null;
  code: ErrorCode | null;
  params: Record<string, string | number> | null;
  /** The order number (`CHP-7K4M-Q9XD`) when placed. */
  orderNumber: string | null;
}

export async function submitOrder(body: FormData | Record<string, unknown>, idempotencyKey: string): Promise<OrderOutcome> {
  const json = !(body instanceof FormData);
  try {
    const response = await fetch("/api/order", {
      method: "POST",
      headers: {
        accept: "application/json",
        "idempotency-key": idempotencyKey,
        ...(json ? { "content-type": "application/json" } : {}),
      },
      body: json ? JSON.stringify(body) : body,
      credentials: "same-origin",
    });
    const parsed: unknown = await response.json().catch(() => null);
    const answer = readAnswer(parsed);
    const data = typeof parsed === "object" && parsed !== null && "data" in parsed ? parsed.data : null;
    const orderNumber =
      typeof data === "object" && data !== null && "order_id" in data && typeof data.order_id === "string" ? data.order_id : null;
    return {
      ok: response.ok && answer.ok && orderNumber !== null,
      status: response.status,
      message: answer.message,
      code: answer.code,
      params: answer.params,
      orderNumber,
    };
  } catch {
    return { ok: false, status: 0, message: null, code: null, params: null, orderNumber: null };
  }
}

/** A key for one checkout: random, so a second checkout of the same bag later is a new order. */
export function newIdempotencyKey(lineId?: string | null): string {
  // A BUY NOW key names its line: the same page ordering the whole bag is another order.
  return `checkout-${lineId ? `${lineId}-` : ""}${crypto.randomUUID()}`;
}
