/**
 * Where a parcel goes from the workshop in India: to an Indian address (domestic couriers, cash on
 * delivery, UPI) or abroad (international post, bank transfer by SWIFT).
 */
export type DeliveryZone = "india" | "abroad";

export function deliveryZone(delivery: { isoCode: string } | undefined): DeliveryZone | null {
  if (!delivery) return null;
  return delivery.isoCode.toUpperCase() === "IN" ? "india" : "abroad";
}

/** Within India an order arrives within 5 days of ordering, as the shop promises at checkout. */
const DAYS_IN_INDIA = 5;
/** Abroad, the end of the range the shop states (6 to 10 working days). */
const WORKING_DAYS_ABROAD = 10;

/**
 * The delivery date promised when an order is placed (a calendar date, YYYY-MM-DD). Working days are
 * Monday to Saturday, the days the workshop and the couriers work.
 */
export function deliveryEstimate(orderedAt: Date, zone: DeliveryZone): string {
  const day = new Date(orderedAt.getTime());
  if (zone === "india") day.setUTCDate(day.getUTCDate() + DAYS_IN_INDIA);
  else {
    for (let worked = 0; worked < WORKING_DAYS_ABROAD; ) {
      day.setUTCDate(day.getUTCDate() + 1);
      if (day.getUTCDay() !== 0) worked += 1;
    }
  }
  return day.toISOString().slice(0, 10);
}
