import type { Variant } from "@chhaap/contract/catalog";
import type { Database } from "#src/db/client.ts";
import { findVariantsJson } from "./variant-json.ts";

/**
 * Variants in the public shape, in the order of `ids`; ids that match no variant are left out.
 * One statement whatever the number of ids, so lists never go N+1. The cart and the home blocks use
 * this; the catalog's routes send the same JSON text as it comes (variant-json.ts), so there is one
 * way of showing a variant.
 */
export async function loadVariants(db: Database, ids: readonly string[]): Promise<Variant[]> {
  if (ids.length === 0) return [];
  // Written by variant-json.ts in the contract's shape (its tests check it against the schema).
  return JSON.parse(await findVariantsJson(db, ids)) as Variant[];
}
