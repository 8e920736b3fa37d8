import type { ErrorCode } from "@chhaap/contract/error-codes";
import { readAnswer } from "./api-body.ts";

/**
 * The bag calls the browser makes itself (spec 7), on the shopper's session cookie. They answer plain
 * outcomes the screens turn into the messages of spec 8; a network failure is `{ ok: false, status: 0 }`.
 */
export interface CallOutcome {
  ok: boolean;
  status: number;
  message: string | null;
  code: ErrorCode | null;
  params: Record<string, string | number> | null;
  body: unknown;
}

async function call(path: string, method: string, json?: unknown): Promise<CallOutcome> {
  try {
    const response = await fetch(path, {
      method,
      headers:
        json === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: json === undefined ? undefined : JSON.stringify(json),
      credentials: "same-origin",
    });
    const body: unknown = await response.json().catch(() => null);
    const answer = readAnswer(body);
    const { message, code, params } = answer;
    return { ok: response.ok && answer.ok, status: response.status, message, code, params, body };
  } catch {
    return { ok: false, status: 0, message: null, code: null, params: null, body: null };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `GET /api/cart/{userId}`: the cart id (spec 4: fetched when the stored one is missing). */
export async function fetchCartId(userId: string): Promise<string | null> {
  const outcome = await call(`/api/cart/${encodeURIComponent(userId)}`, "GET");
  const data = isRecord(outcome.body) ? outcome.body.data : null;
  return outcome.ok && isRecord(data) && typeof data._id === "string" ? data._id : null;
}

/** `POST /api/cart-item`; 409 means the line is already in the bag (spec 7, 8). */
export function addServerLine(line: { cartId: string; variantId: string; size: string; quantity: number }): Promise<CallOutcome> {
  return call("/api/cart-item", "POST", {
    cartId: line.cartId,
    product_variant_id: line.variantId,
    size: line.size,
    quantity: line.quantity,
  });
}

/** `PUT /api/cart-item/{id}` (spec 7). */
export function updateServerQuantity(lineId: string, quantity: number): Promise<CallOutcome> {
  return call(`/api/cart-item/${encodeURIComponent(lineId)}`, "PUT", { quantity });
}

/** `DELETE /api/cart-item/{id}`: spec 8 reads 200 as success. */
export function deleteServerLine(lineId: string): Promise<CallOutcome> {
  return call(`/api/cart-item/${encodeURIComponent(lineId)}`, "DELETE");
}

/** `POST /api/cart/merge` (ours): the guest bag joins the server bag after login. */
export function mergeGuestCart(lines: { product_variant_id: string; size: string; quantity: number }[]): Promise<CallOutcome> {
  return call("/api/cart/merge", "POST", { lines });
}

export interface CouponOutcome {
  outcome: CallOutcome;
  /** Rupees off; 0 when refused. */
  discount: number;
}

/** `POST /api/couponcode/applyCoupon` (spec 3, 7): the server computes the discount from its own cart. */
export async function applyCoupon(code: string, userId: string, salePrice: number): Promise<CouponOutcome> {
  const outcome = await call("/api/couponcode/applyCoupon", "POST", { code, userId, salePrice });
  const body = isRecord(outcome.body) ? outcome.body : {};
  const data = isRecord(body.data) ? body.data : {};
  const discount = typeof body.discount === "number" ? body.discount : typeof data.discount === "number" ? data.discount : 0;
  return { outcome, discount: outcome.ok ? discount : 0 };
}

/** `DELETE /api/cart/coupon` (ours): the bag lets its coupon go. */
export function removeCoupon(): Promise<CallOutcome> {
  return call("/api/cart/coupon", "DELETE");
}
