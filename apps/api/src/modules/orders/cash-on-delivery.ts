import { deliveryZone } from "./delivery-zone.ts";

/**
 * Cash on delivery is offered for Indian delivery addresses only: the shop's couriers collect cash
 * in India alone. (Narrowing it further by PIN code would start here.)
 */
export function offersCashOnDelivery(delivery: { isoCode: string } | undefined): boolean {
  return deliveryZone(delivery) === "india";
}
