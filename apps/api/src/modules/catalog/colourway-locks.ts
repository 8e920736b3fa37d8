import { asc, inArray, type SQL } from "drizzle-orm";
import type { Transaction } from "#src/db/client.ts";
import { products, variants } from "#src/db/schema/catalog.ts";

/*
 * One order of locking for the catalog's rows, in every transaction that writes more than one of them.
 *
 * Writing a colourway's sizes writes its `variants` row too: statement triggers on variant_sizes keep
 * `pieces_left` (migration 0021), so the row is locked by whichever size statement reaches it first.
 * Two transactions that reach two colourways in opposite orders (checkout goes by id, the editor by
 * the order on its page) each wait for the other, and PostgreSQL cancels one of them (deadlock,
 * 40P01). The rule:
 *
 *   1. A transaction that writes the sizes or the rows of colourways (more than one, or one beside
 *      other catalog rows) first locks every colourway it will write with lockColourways, before its
 *      first write to variants or variant_sizes. The locks are taken in id order in one statement.
 *   2. One that also writes products locks those first, in id order (lockProducts, or the editor's
 *      lock on its one product), and only then the colourways.
 *   3. Rows it refers to by foreign key (categories, tags) are written or checked before the
 *      colourways are locked, as the product editor and the categories editor both do.
 *
 * A colourway the transaction inserts needs no lock: no one else can see it until it commits.
 *
 * How strong a lock: "no key update", what an UPDATE of columns outside any unique key takes, is all
 * that stock, prices, labels, listing and search documents need (the triggers' own updates then find
 * the lock already held). It leaves other transactions free to refer to the colourway (adding it to
 * a bag or an order line takes "key share"), so checkout does not hold up shoppers filling their
 * bags. A transaction that may rewrite item codes (a unique key) asks for "update" from the start:
 * taking the weaker lock and raising it later would wait on every bag that refers to the colourway.
 *
 * Products are only ever locked "no key update". A transaction that updates a colourway row it has
 * already written once (checkout: the triggers' count, then the stock label) has PostgreSQL check the
 * row's product again, a "key share" lock on the product taken after the colourway's. That lock does
 * not conflict with "no key update"; against "update" on the product, held by a save waiting for the
 * same colourway, it would deadlock.
 */

export type CatalogRowLock = "no key update" | "update";

/**
 * Locks the colourways `which` names (their ids, or a condition on `variants`) until the transaction
 * ends, in id order; their ids in that order.
 */
export async function lockColourways(
  tx: Transaction,
  which: readonly string[] | SQL,
  strength: CatalogRowLock = "no key update",
): Promise<string[]> {
  if (Array.isArray(which) && which.length === 0) return [];
  const where = Array.isArray(which) ? inArray(variants.id, [...new Set(which)]) : (which as SQL);
  const rows = await tx
    .select({ id: variants.id })
    .from(variants)
    .where(where)
    .orderBy(asc(variants.id))
    .for(strength, { of: variants });
  return rows.map((row) => row.id);
}

/** Locks the products of `ids` until the transaction ends, in id order: before any of their colourways. */
export async function lockProducts(tx: Transaction, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]))
    .orderBy(asc(products.id))
    .for("no key update");
  return rows.map((row) => row.id);
}
