import type { DeliveryZone } from "@chhaap/contract/delivery";
import { addDays, indiaDate, indiaInstant, weekdayOf } from "#src/india-time.ts";
import type { PinPlace } from "./pin-registry.ts";

/**
 * The delivery promise's arithmetic, as pure functions of the shop's policy, the places and the
 * instant asked: which zone a parcel goes to, and the days it arrives between.
 */

export interface DispatchPolicy {
  /** 0 = Sunday ... 6 = Saturday. */
  dispatchWeekdays: readonly number[];
  /** "HH:MM" in India. */
  dispatchCutoff: string;
  /** Courier days (least, most) per zone, in calendar days after dispatch. */
  days: Record<DeliveryZone, { min: number; max: number }>;
}

/** The districts of the big cities couriers serve fastest, as the PIN code registry spells them. */
const METRO_DISTRICTS = new Set([
  "MUMBAI",
  "MUMBAI SUBURBAN",
  "KOLKATA",
  "CHENNAI",
  "BENGALURU URBAN",
  "HYDERABAD",
  "AHMADABAD",
  "PUNE",
]);

/** Delhi's eleven districts are all the city. */
const METRO_STATES = new Set(["Delhi"]);

/** Where couriers take longest: the north-east, the islands and the far north (names of gst-states.ts). */
const REMOTE_STATES = new Set([
  "Arunachal Pradesh",
  "Assam",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Tripura",
  "Sikkim",
  "Andaman and Nicobar Islands",
  "Lakshadweep",
  "Ladakh",
  "Jammu and Kashmir",
]);

type Place = Pick<PinPlace, "district" | "state">;

/**
 * The zone of a destination seen from the origin. The nearer answer wins: a parcel within Gujarat
 * from Bhuj is "same state" even to Ahmedabad, and a shop in Guwahati sends to Guwahati as "same city".
 * An unknown origin (left the registry) makes every place "rest of India" or farther.
 */
export function deliveryZoneOf(origin: Place | undefined, destination: Place): DeliveryZone {
  if (origin?.state && origin.state === destination.state) {
    return origin.district && origin.district === destination.district ? "same_city" : "same_state";
  }
  if (METRO_STATES.has(destination.state) || METRO_DISTRICTS.has(destination.district)) return "metro";
  if (REMOTE_STATES.has(destination.state)) return "remote";
  return "rest_of_india";
}

export interface DeliveryDates {
  /** Calendar days in India, YYYY-MM-DD. */
  earliest: string;
  latest: string;
  /** The cut-off these dates assume: an order placed later may leave a dispatch day later. */
  orderBy: Date;
}

/**
 * The first day a parcel ordered at `now` leaves: today when today is a dispatch day and its cut-off
 * has not passed, else the next dispatch day. Then `readyInDays` more dispatch days for a piece made
 * to order (the slowest piece of a parcel counts), and the zone's courier days after that.
 */
export function deliveryDates(now: Date, policy: DispatchPolicy, zone: DeliveryZone, readyInDays: number): DeliveryDates {
  const isDispatchDay = (day: string) => policy.dispatchWeekdays.includes(weekdayOf(day));
  const today = indiaDate(now);
  let dispatch = today;
  if (!isDispatchDay(today) || now.getTime() >= indiaInstant(today, policy.dispatchCutoff).getTime()) {
    dispatch = nextDispatchDay(today, isDispatchDay);
  }
  const orderBy = indiaInstant(dispatch, policy.dispatchCutoff);
  for (let day = 0; day < readyInDays; day++) dispatch = nextDispatchDay(dispatch, isDispatchDay);
  const { min, max } = policy.days[zone];
  return { earliest: addDays(dispatch, min), latest: addDays(dispatch, max), orderBy };
}

function nextDispatchDay(after: string, isDispatchDay: (day: string) => boolean): string {
  // The policy's form refuses a week without a dispatch day; a week's search guards the loop anyway.
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = addDays(after, ahead);
    if (isDispatchDay(day)) return day;
  }
  return addDays(after, 1);
}
