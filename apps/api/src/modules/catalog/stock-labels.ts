import { inArray, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { variantSizes, variants } from "../../db/schema/catalog.ts";

/** The shop's low-stock threshold when LOW_STOCK_THRESHOLD is not set: 3 pieces or fewer over all sizes. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

/** Pieces left over all sizes of a colourway. */
export function piecesLeft(variantId: SQL | typeof variants.id): SQL<number> {
  return sql<number>`(select coalesce(sum(${variantSizes.quantity}), 0) from ${variantSizes} where ${variantSizes.variantId} = ${variantId})`;
}

/**
 * The stock label of each colourway of `variantIds` from the pieces left in its sizes: none is
 * out_of_stock, up to the shop's threshold low_stock, more in_stock.
 */
export async function relabelStock(tx: Transaction, variantIds: readonly string[], lowStockThreshold: number, at: Date) {
  if (variantIds.length === 0) return;
  const left = piecesLeft(variants.id);
  await tx
    .update(variants)
    .set({
      stockStatus: sql`case when ${left} = 0 then 'out_of_stock' when ${left} <= ${lowStockThreshold} then 'low_stock' else 'in_stock' end`,
      updatedAt: at,
    })
    .where(inArray(variants.id, [...variantIds]));
}
