import { asc, eq } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import { countries, shippingCharges } from "#src/db/schema.ts";

export function listShippingCharges(db: Database, countryId?: string) {
  return db
    .select({
      id: shippingCharges.id,
      perKgPaise: shippingCharges.perKgPaise,
      countryId: countries.id,
      countryName: countries.countryName,
    })
    .from(shippingCharges)
    .innerJoin(countries, eq(countries.id, shippingCharges.countryId))
    .where(countryId === undefined ? undefined : eq(shippingCharges.countryId, countryId))
    .orderBy(asc(countries.sortOrder), asc(countries.countryName));
}
