import type { AddressInput } from "@chhaap/contract/address";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { addresses, countries, shippingCharges, users } from "#src/db/schema.ts";

type Db = Database | Transaction;

type AddressValues = Omit<AddressInput, "userId">;

export type AddressRow = typeof addresses.$inferSelect;

export function listAddresses(db: Database, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id));
}

/** Holds the account's row until the transaction ends: one change of its address book at a time. */
export async function lockAddressBook(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(db: Db, userId: string, values: AddressValues, at: Date): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error("address was not stored");
  return row;
}

/** Ownership is part of the write itself: another user's address is simply not matched. */
export async function updateOwnAddress(
  db: Database,
  userId: string,
  id: string,
  values: AddressValues,
  at: Date,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: at })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnAddress(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/** The countries the shop delivers to: those with a shipping charge. */
export function listDeliveryCountries(db: Database) {
  return db
    .select({ countryName: countries.countryName, isoCode: countries.isoCode })
    .from(countries)
    .innerJoin(shippingCharges, eq(shippingCharges.countryId, countries.id))
    .orderBy(asc(countries.sortOrder), asc(countries.countryName));
}
