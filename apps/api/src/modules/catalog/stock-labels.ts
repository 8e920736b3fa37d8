import { inArray, sql } from "drizzle-orm";
import type { Transaction } from "#src/db/client.ts";
import { variants } from "#src/db/schema/catalog.ts";

/** The shop's low-stock threshold when LOW_STOCK_THRESHOLD is not set: 3 pieces or fewer over all sizes. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

/**
 * The stock label of each colourway of `variantIds` from the pieces left in its sizes: none is
 * out_of_stock, up to the shop's threshold low_stock, more in_stock.
 */
export async function relabelStock(tx: Transaction, variantIds: readonly string[], lowStockThreshold: number, at: Date) {
  if (variantIds.length === 0) return;
  // pieces_left is counted by triggers as each statement changes sizes, so it is current here.
  const left = variants.piecesLeft;
  await tx
    .update(variants)
    .set({
      stockStatus: sql`case when ${left} = 0 then 'out_of_stock' when ${left} <= ${lowStockThreshold} then 'low_stock' else 'in_stock' end`,
      updatedAt: at,
    })
    .where(inArray(variants.id, [...variantIds]));
}
