import { DELIVERY_MESSAGES, type DeliveryPromiseAnswer, PIN_CODE_PATTERN } from "@chhaap/contract/delivery";
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

/**
 * Whether cash on delivery is taken at a PIN code, and the reason shown when it is not. Without its
 * place (a PIN code the registry lacks, or a registry that could not be read) only the PIN code's own
 * exclusion applies.
 */
async function cashOnDeliveryAt(
  db: Db,
  pin: string,
  place: PinPlace | undefined,
): Promise<{ available: boolean; reason: string | null }> {
  if (place && !place.delivers) return { available: false, reason: NOT_DELIVERED_REASON };
  const excluded = await codExclusionReason(db, pin, place?.districts ?? []);
  if (excluded === null) return { available: true, reason: null };
  return { available: false, reason: excluded || null };
}

/**
 * `GET /api/delivery/pin/{pin}`: the promise for a parcel of these pieces ordered now to a PIN code;
 * undefined when the registry does not know it, "unavailable" when it could not be read.
 */
export async function deliveryPromiseFor(
  db: Db,
  pin: string,
  variantIds: readonly string[],
  now: Date,
): Promise<DeliveryPromiseAnswer | "unavailable" | undefined> {
  let place: PinPlace | undefined;
  try {
    place = await lookupPin(pin);
  } catch {
    return "unavailable";
  }
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
    town: place.town,
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

/** A delivery address's PIN code (undefined when it is none) and its place, when the registry knows it. */
async function placeOfZip(zip: string): Promise<{ pin: string; place: PinPlace | undefined } | undefined> {
  const pin = zip.replace(/\s+/g, "");
  if (!PIN_CODE_PATTERN.test(pin)) return undefined;
  // An order is never refused for want of the registry: unreadable (pin-registry.ts logs it), the
  // address counts as unknown.
  return { pin, place: await lookupPin(pin).catch(() => undefined) };
}

/**
 * Why checkout refuses cash on delivery to an Indian address (English, for the error's message), or
 * null. The registry lags new PIN codes, so an unknown one is refused only by its own exclusion (the
 * owner may exclude one the registry does not know yet); an unreadable registry likewise leaves only
 * the districts' exclusions unchecked.
 */
export async function cashOnDeliveryRefusal(db: Db, zip: string): Promise<{ reason: string; message: string } | null> {
  const address = await placeOfZip(zip);
  if (!address) return null;
  const cod = await cashOnDeliveryAt(db, address.pin, address.place);
  if (cod.available) return null;
  const reason = cod.reason ?? "";
  return {
    reason,
    message: reason ? `${DELIVERY_MESSAGES.codUnavailableHere}: ${reason}` : `${DELIVERY_MESSAGES.codUnavailableHere}.`,
  };
}

/**
 * The days an order to an Indian address is promised between, for its pieces, placed at `now`. An
 * unknown PIN code gets the "rest of India" days.
 */
export async function orderDeliveryDates(
  db: Db,
  zip: string,
  variantIds: readonly string[],
  now: Date,
): Promise<{ earliest: string; latest: string }> {
  const [known, policy, readyInDays] = await Promise.all([
    placeOfZip(zip),
    readDeliveryPolicy(db),
    slowestReadiness(db, variantIds),
  ]);
  const zone = known?.place
    ? deliveryZoneOf(await lookupPin(policy.originPinCode).catch(() => undefined), known.place)
    : "rest_of_india";
  const { earliest, latest } = deliveryDates(now, policy, zone, readyInDays);
  return { earliest, latest };
}
