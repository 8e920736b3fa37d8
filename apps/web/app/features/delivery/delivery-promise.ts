import type { DeliveryPromiseAnswer } from "@chhaap/contract/delivery";
import { DELIVERY_VARIANTS_MAX, DELIVERY_ZONES, PIN_CODE_PATTERN } from "@chhaap/contract/delivery-rules";

/**
 * `GET /api/delivery/pin/{pin}`: whether the shop delivers to an Indian PIN code, whether cash on
 * delivery is taken there, and the days a parcel ordered now arrives between. The product page asks
 * for it from the browser as the shopper types, so the answer is checked by hand here rather than
 * shipping the contract's schemas to every phone; loaders read it with the contract's schema.
 */

export const PIN_CODE = PIN_CODE_PATTERN;

export type DeliveryPromise = DeliveryPromiseAnswer;

/** What a PIN code check came to: the promise, or why there is none. */
export type DeliveryCheck =
  | { kind: "found"; pin: string; promise: DeliveryPromise }
  | { kind: "malformed"; pin: string }
  | { kind: "unknown"; pin: string }
  | { kind: "failed"; pin: string };

export function deliveryPromisePath(pin: string, variantIds: readonly string[]): string {
  const query = new URLSearchParams();
  for (const id of variantIds.slice(0, DELIVERY_VARIANTS_MAX)) query.append("variant", id);
  const search = query.size > 0 ? `?${query}` : "";
  return `/api/delivery/pin/${encodeURIComponent(pin)}${search}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isZone = (value: unknown): value is DeliveryPromise["zone"] => DELIVERY_ZONES.some((zone) => zone === value);

/** A 200 answer's promise, or null when it is not one. */
export function readDeliveryPromise(body: unknown): DeliveryPromise | null {
  if (!isRecord(body) || body.status !== true || !isRecord(body.data)) return null;
  const { pinCode, office, town, district, state, deliverable, zone, cashOnDelivery, earliest, latest, orderBy } = body.data;
  if (typeof pinCode !== "string" || typeof office !== "string" || typeof town !== "string" || typeof district !== "string")
    return null;
  if (typeof state !== "string" || typeof deliverable !== "boolean" || !isZone(zone) || !isRecord(cashOnDelivery)) return null;
  if (typeof earliest !== "string" || !DAY.test(earliest) || typeof latest !== "string" || !DAY.test(latest)) return null;
  if (typeof cashOnDelivery.available !== "boolean") return null;
  const reason = typeof cashOnDelivery.reason === "string" && cashOnDelivery.reason.trim() ? cashOnDelivery.reason : null;
  return {
    pinCode,
    office,
    town,
    district,
    state,
    deliverable,
    zone,
    cashOnDelivery: { available: cashOnDelivery.available, reason },
    earliest,
    latest,
    orderBy: typeof orderBy === "string" && !Number.isNaN(Date.parse(orderBy)) ? orderBy : null,
  };
}

/** A PIN code check from the API's status and promise (400: malformed, 404: no such PIN code). */
export function deliveryCheckOf(pin: string, status: number, promise: DeliveryPromise | null): DeliveryCheck {
  if (status === 400) return { kind: "malformed", pin };
  if (status === 404) return { kind: "unknown", pin };
  return status === 200 && promise ? { kind: "found", pin, promise } : { kind: "failed", pin };
}

/** Asks the API from the browser; a lost connection is a failed check, never a thrown error. */
export async function checkDeliveryFromBrowser(
  pin: string,
  variantIds: readonly string[],
  signal?: AbortSignal,
): Promise<DeliveryCheck> {
  if (!PIN_CODE.test(pin)) return { kind: "malformed", pin };
  try {
    const response = await fetch(deliveryPromisePath(pin, variantIds), { headers: { accept: "application/json" }, signal });
    return deliveryCheckOf(pin, response.status, readDeliveryPromise(await response.json().catch(() => null)));
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: "failed", pin };
  }
}
