import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "#src/db/client.ts";
import { variantSizes } from "#src/db/schema/catalog.ts";
import { lockColourways } from "./colourway-locks.ts";
import { relabelStock } from "./stock-labels.ts";

/*
 * The pieces left of each size are the catalog's: placing an order takes them and cancelling one
 * gives them back through these functions, never by writing variant_sizes from another module.
 */

/**
 * Takes `quantity` pieces of one size, only if that many are left:
 * the row is locked by the update itself, so concurrent orders queue on it and stock never goes below zero.
 */
export async function takeStock(tx: Transaction, variantId: string, size: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(variantSizes)
    .set({ quantity: sql`${variantSizes.quantity} - ${quantity}` })
    .where(
      and(eq(variantSizes.variantId, variantId), eq(variantSizes.sizeName, size), sql`${variantSizes.quantity} >= ${quantity}`),
    )
    .returning({ id: variantSizes.id });
  return rows.length > 0;
}

/**
 * Gives pieces back (a cancelled order's lines): each size gets its quantity again and the colourways'
 * stock labels follow. The colourways are locked first, in the order placing an order takes them
 * (colourway-locks.ts), then their sizes in (colourway, size) order.
 */
export async function giveStockBack(
  tx: Transaction,
  pieces: readonly { variantId: string; size: string; quantity: number }[],
  lowStockThreshold: number,
  at: Date,
): Promise<void> {
  const sorted = [...pieces].sort((x, y) => x.variantId.localeCompare(y.variantId) || x.size.localeCompare(y.size));
  const colourways = await lockColourways(
    tx,
    sorted.map((piece) => piece.variantId),
  );
  for (const piece of sorted) {
    await tx
      .update(variantSizes)
      .set({ quantity: sql`${variantSizes.quantity} + ${piece.quantity}` })
      .where(and(eq(variantSizes.variantId, piece.variantId), eq(variantSizes.sizeName, piece.size)));
  }
  await relabelStock(tx, colourways, lowStockThreshold, at);
}
