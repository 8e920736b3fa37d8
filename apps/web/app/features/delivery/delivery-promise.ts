/**
 * `GET /api/delivery/pin/{pin}`: whether the shop delivers to an Indian PIN code, whether cash on
 * delivery is taken there, and the days a parcel ordered now arrives between. The product page asks
 * for it from the browser as the shopper types, so the answer is checked by hand here rather than
 * shipping the contract's schemas to every phone; the loaders use the same reader.
 */

/** A PIN code is six digits, the first not 0 (India Post's regions are 1 to 9). */
export const PIN_CODE = /^[1-9]\d{5}$/;

/** At most this many pieces are asked about at once (the API's limit): the slowest of them counts. */
const MAX_VARIANTS = 50;

export interface DeliveryPromise {
  pinCode: string;
  office: string;
  district: string;
  state: string;
  deliverable: boolean;
  cashOnDelivery: { available: boolean; reason: string | null };
  /** Calendar days, `YYYY-MM-DD`. */
  earliest: string;
  latest: string;
  /** The dispatch cut-off the dates assume (ISO time), or null. */
  orderBy: string | null;
}

/** What a PIN code check came to: the promise, or why there is none. */
export type DeliveryCheck =
  | { kind: "found"; pin: string; promise: DeliveryPromise }
  | { kind: "malformed"; pin: string }
  | { kind: "unknown"; pin: string }
  | { kind: "failed"; pin: string };

export function deliveryPromisePath(pin: string, variantIds: readonly string[]): string {
  const query = new URLSearchParams();
  for (const id of variantIds.slice(0, MAX_VARIANTS)) query.append("variant", id);
  const search = query.size > 0 ? `?${query}` : "";
  return `/api/delivery/pin/${encodeURIComponent(pin)}${search}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An answer's `data`, or null when it is not a promise. */
function readDeliveryPromise(data: unknown): DeliveryPromise | null {
  if (!isRecord(data)) return null;
  const { pinCode, office, district, state, deliverable, cashOnDelivery, earliest, latest, orderBy } = data;
  if (typeof pinCode !== "string" || typeof office !== "string" || typeof district !== "string") return null;
  if (typeof state !== "string" || typeof deliverable !== "boolean" || !isRecord(cashOnDelivery)) return null;
  if (typeof earliest !== "string" || !DAY.test(earliest) || typeof latest !== "string" || !DAY.test(latest)) return null;
  if (typeof cashOnDelivery.available !== "boolean") return null;
  const reason = typeof cashOnDelivery.reason === "string" && cashOnDelivery.reason.trim() ? cashOnDelivery.reason : null;
  return {
    pinCode,
    office,
    district,
    state,
    deliverable,
    cashOnDelivery: { available: cashOnDelivery.available, reason },
    earliest,
    latest,
    orderBy: typeof orderBy === "string" && !Number.isNaN(Date.parse(orderBy)) ? orderBy : null,
  };
}

/** A PIN code check from the API's status and body (400: malformed, 404: no such PIN code). */
export function deliveryCheckOf(pin: string, status: number, body: unknown): DeliveryCheck {
  if (status === 400) return { kind: "malformed", pin };
  if (status === 404) return { kind: "unknown", pin };
  const promise = status === 200 && isRecord(body) && body.status === true ? readDeliveryPromise(body.data) : null;
  return promise ? { kind: "found", pin, promise } : { kind: "failed", pin };
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
    return deliveryCheckOf(pin, response.status, await response.json().catch(() => null));
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: "failed", pin };
  }
}
