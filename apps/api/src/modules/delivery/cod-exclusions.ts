import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { codExclusions } from "#src/db/schema.ts";

type Db = Database | Transaction;

export type CodExclusionRow = typeof codExclusions.$inferSelect;

/**
 * Why cash on delivery is not taken at a PIN code, or null when it is: an exclusion of the PIN code
 * itself, else one of any district its offices name (the PIN code's own reason first, being the
 * narrower). The PIN code's own exclusion needs no registry: `districts` is empty when it is unknown.
 */
export async function codExclusionReason(db: Db, pin: string, districts: readonly string[]): Promise<string | null> {
  const matches = await db
    .select({ kind: codExclusions.kind, reason: codExclusions.reason })
    .from(codExclusions)
    .where(
      or(
        and(eq(codExclusions.kind, "pin"), eq(codExclusions.value, pin)),
        districts.length > 0 ? and(eq(codExclusions.kind, "district"), inArray(codExclusions.value, [...districts])) : undefined,
      ),
    );
  if (matches.length === 0) return null;
  const chosen = matches.find((match) => match.kind === "pin") ?? matches[0];
  return chosen?.reason ?? "";
}

/** Every exclusion, newest first (a shop keeps tens of them, not thousands). */
export function listCodExclusions(db: Db): Promise<CodExclusionRow[]> {
  return db.select().from(codExclusions).orderBy(desc(codExclusions.createdAt), codExclusions.value);
}

/** Adds one; undefined when the same PIN code or district is already excluded. */
export async function insertCodExclusion(
  tx: Transaction,
  exclusion: { kind: "pin" | "district"; value: string; reason: string; createdAt: Date },
): Promise<CodExclusionRow | undefined> {
  const [row] = await tx.insert(codExclusions).values(exclusion).onConflictDoNothing().returning();
  return row;
}

/** Removes one; the removed row, or undefined when there was none. */
export async function deleteCodExclusion(tx: Transaction, id: string): Promise<CodExclusionRow | undefined> {
  const [row] = await tx.delete(codExclusions).where(eq(codExclusions.id, id)).returning();
  return row;
}
