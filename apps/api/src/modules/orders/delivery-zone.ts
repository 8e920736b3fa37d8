/**
 * Where a parcel goes from the workshop in India: to an Indian address (domestic couriers, cash on
 * delivery, UPI) or abroad (international post, bank transfer by SWIFT).
 */
export type DeliveryZone = "india" | "abroad";

export function deliveryZone(delivery: { isoCode: string } | undefined): DeliveryZone | null {
  if (!delivery) return null;
  return delivery.isoCode.toUpperCase() === "IN" ? "india" : "abroad";
}

/** Abroad, the end of the range the shop states (6 to 10 working days). */
const WORKING_DAYS_ABROAD = 10;

/**
 * The delivery date promised when an order abroad is placed (a calendar date, YYYY-MM-DD). Working
 * days are Monday to Saturday, the days the workshop and the couriers work. Within India the PIN
 * code's promise gives the dates (modules/delivery/, decision 0057).
 */
export function deliveryEstimateAbroad(orderedAt: Date): string {
  const day = new Date(orderedAt.getTime());
  for (let worked = 0; worked < WORKING_DAYS_ABROAD; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0) worked += 1;
  }
  return day.toISOString().slice(0, 10);
}
