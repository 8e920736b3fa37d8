import { DELIVERY_MESSAGES, type DeliveryPromiseAnswer } from "@chhaap/contract/delivery";
import { eq, inArray, max } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { products, variants } from "#src/db/schema.ts";
import { codExclusionReason } from "./cod-exclusions.ts";
import { deliveryDates, deliveryZoneOf } from "./delivery-dates.ts";
import { lookupPin, type PinPlace } from "./pin-registry.ts";
import { readDeliveryPolicy } from "./policy.ts";

type Db = Database | Transaction;

/** Registry offices that deliver no mail take no parcels either, so no cash is collected there. */
const NOT_DELIVERED_REASON = "The post offices of this PIN code do not deliver to addresses.";

/** The days the slowest of these pieces takes to be made ready (0 for none, or pieces unknown). */
async function slowestReadiness(db: Db, variantIds: readonly string[]): Promise<number> {
  if (variantIds.length === 0) return 0;
  const [row] = await db
    .select({ days: max(products.readyInDays) })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, [...variantIds]));
  return row?.days ?? 0;
}

/** Whether cash on delivery is taken at a place, and the reason shown when it is not. */
async function cashOnDeliveryAt(db: Db, pin: string, place: PinPlace): Promise<{ available: boolean; reason: string | null }> {
  if (!place.delivers) return { available: false, reason: NOT_DELIVERED_REASON };
  const excluded = await codExclusionReason(db, pin, place.district);
  if (excluded === null) return { available: true, reason: null };
  return { available: false, reason: excluded || null };
}

/**
 * `GET /api/delivery/pin/{pin}`: the promise for a parcel of these pieces ordered now to a PIN code;
 * undefined when the registry does not know it.
 */
export async function deliveryPromiseFor(
  db: Db,
  pin: string,
  variantIds: readonly string[],
  now: Date,
): Promise<DeliveryPromiseAnswer | undefined> {
  const place = await lookupPin(pin);
  if (!place) return undefined;
  const [policy, readyInDays, cashOnDelivery] = await Promise.all([
    readDeliveryPolicy(db),
    slowestReadiness(db, variantIds),
    cashOnDeliveryAt(db, pin, place),
  ]);
  const zone = deliveryZoneOf(await lookupPin(policy.originPinCode), place);
  const dates = deliveryDates(now, policy, zone, readyInDays);
  return {
    pinCode: pin,
    office: place.office,
    district: place.district,
    state: place.state,
    deliverable: place.delivers,
    zone,
    cashOnDelivery,
    earliest: dates.earliest,
    latest: dates.latest,
    orderBy: dates.orderBy.toISOString(),
  };
}

/** What checkout needs of the promise for an Indian address. */
export interface OrderDeliveryPromise {
  earliest: string;
  latest: string;
  /** Why cash on delivery is refused at this address (English, for the error's message), or null. */
  cashOnDeliveryRefusal: string | null;
}

/**
 * The promise an order to an Indian PIN code is placed with. The registry lags new PIN codes, so an
 * unknown one is not refused: it gets the "rest of India" days and cash on delivery as elsewhere.
 */
export async function orderDeliveryPromise(
  db: Db,
  zip: string,
  variantIds: readonly string[],
  now: Date,
): Promise<OrderDeliveryPromise> {
  const pin = zip.replace(/\s+/g, "");
  const place = /^[1-9]\d{5}$/.test(pin) ? await lookupPin(pin) : undefined;
  const [policy, readyInDays] = await Promise.all([readDeliveryPolicy(db), slowestReadiness(db, variantIds)]);
  const zone = place ? deliveryZoneOf(await lookupPin(policy.originPinCode), place) : "rest_of_india";
  const { earliest, latest } = deliveryDates(now, policy, zone, readyInDays);
  const cod = place ? await cashOnDeliveryAt(db, pin, place) : { available: true, reason: null };
  const refusal = cod.available ? null : `${DELIVERY_MESSAGES.codUnavailableHere}${cod.reason ? `: ${cod.reason}` : "."}`;
  return { earliest, latest, cashOnDeliveryRefusal: refusal };
}
