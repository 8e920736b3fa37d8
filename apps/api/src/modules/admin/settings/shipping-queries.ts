import { asc, count, eq, max, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { addresses, countries, currencies, shippingCharges } from "#src/db/schema.ts";

type Db = Database | Transaction;

/** Every country with its charge (none while the shop does not deliver there), currency and saved addresses. */
export function listShippingCountries(db: Db) {
  // Addresses keep the country's name as the shop spells it (addresses/delivery-address.ts).
  const saved = db
    .select({ country: addresses.country, n: count().as("n") })
    .from(addresses)
    .groupBy(addresses.country)
    .as("saved");
  return db
    .select({
      id: countries.id,
      countryName: countries.countryName,
      isoCode: countries.isoCode,
      perKgPaise: shippingCharges.perKgPaise,
      currencyId: currencies.id,
      currencyName: currencies.currencyName,
      currencyRate: currencies.currencyRate,
      currencyActive: currencies.status,
      savedAddresses: sql<number>`coalesce(${saved.n}, 0)`.mapWith(Number),
    })
    .from(countries)
    .leftJoin(shippingCharges, eq(shippingCharges.countryId, countries.id))
    .leftJoin(currencies, eq(currencies.countryId, countries.id))
    .leftJoin(saved, eq(saved.country, countries.countryName))
    .orderBy(asc(countries.sortOrder), asc(countries.countryName));
}

/** The country row, held until the transaction ends, with its charge. */
export async function lockCountry(tx: Transaction, id: string) {
  const [row] = await tx
    .select({ id: countries.id, countryName: countries.countryName })
    .from(countries)
    .where(eq(countries.id, id))
    .for("update");
  if (!row) return undefined;
  const [charge] = await tx
    .select({ perKgPaise: shippingCharges.perKgPaise })
    .from(shippingCharges)
    .where(eq(shippingCharges.countryId, id));
  return { ...row, perKgPaise: charge?.perKgPaise ?? null };
}

export async function countryTaken(tx: Transaction, countryName: string, isoCode: string): Promise<boolean> {
  const rows = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(or(sql`lower(${countries.countryName}) = ${countryName.toLowerCase()}`, eq(countries.isoCode, isoCode)))
    .limit(1);
  return rows.length > 0;
}

export async function insertCountry(tx: Transaction, values: { countryName: string; isoCode: string }): Promise<string> {
  const [last] = await tx.select({ n: max(countries.sortOrder) }).from(countries);
  const [row] = await tx
    .insert(countries)
    .values({ ...values, sortOrder: (last?.n ?? 0) + 1 })
    .returning({ id: countries.id });
  return row?.id as string;
}

export async function insertCurrency(
  tx: Transaction,
  values: { countryId: string; currencyName: string; currencyRate: string; status: boolean },
): Promise<void> {
  await tx.insert(currencies).values(values);
}

export async function setShippingCharge(tx: Transaction, countryId: string, perKgPaise: number): Promise<void> {
  await tx
    .insert(shippingCharges)
    .values({ countryId, perKgPaise })
    .onConflictDoUpdate({ target: shippingCharges.countryId, set: { perKgPaise } });
}

export async function deleteShippingCharge(tx: Transaction, countryId: string): Promise<void> {
  await tx.delete(shippingCharges).where(eq(shippingCharges.countryId, countryId));
}

export async function lockCurrency(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      id: currencies.id,
      currencyName: currencies.currencyName,
      currencyRate: currencies.currencyRate,
      status: currencies.status,
    })
    .from(currencies)
    .where(eq(currencies.id, id))
    .for("update");
  return row;
}

export async function updateCurrency(tx: Transaction, id: string, values: { currencyRate: string; status: boolean }) {
  await tx.update(currencies).set(values).where(eq(currencies.id, id));
}
