import type { Database } from "#src/db/client.ts";
import { readAfterSalePolicy } from "#src/modules/after-sales/policy.ts";
import { deliveryZone } from "./delivery-zone.ts";
import { countReturnsToOrigin } from "./queries.ts";

/**
 * Cash on delivery is offered for Indian delivery addresses only: the shop's couriers collect cash
 * in India alone. (Narrowing it further by PIN code would start here.)
 */
export function offersCashOnDelivery(delivery: { isoCode: string } | undefined): boolean {
  return deliveryZone(delivery) === "india";
}

/**
 * A parcel refused at the door costs the shop both ways, so the shop may refuse cash on delivery to a
 * customer once as many of their parcels came back undelivered as its policy allows; they can still
 * pay by bank transfer. No limit in the policy: never refused.
 */
export async function refusesCashOnDelivery(db: Database, userId: string): Promise<boolean> {
  const { codRtoLimit } = await readAfterSalePolicy(db);
  if (codRtoLimit === null) return false;
  return (await countReturnsToOrigin(db, userId)) >= codRtoLimit;
}
