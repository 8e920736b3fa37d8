import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products, variants } from "../../db/schema.ts";

/** The product and category a variant belongs to, or undefined when there is no such variant shoppers see. */
export async function findVariantPlacement(db: Database, id: string) {
  const [row] = await db
    .select({ productId: products.id, categoryId: products.categoryId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.id, id), variants.listed));
  return row;
}

/**
 * Up to `limit` other products of the category, newest first, one variant each (the first colourway),
 * so related products show variety rather than three colours of one piece.
 */
export async function findRelatedVariantIds(
  db: Database,
  placement: { productId: string; categoryId: string },
  limit: number,
): Promise<string[]> {
  const firstVariant = db
    .select({ id: variants.id })
    .from(variants)
    .where(eq(variants.productId, products.id))
    .orderBy(asc(variants.createdAt), asc(variants.itemCode))
    .limit(1)
    .as("first_variant");
  const rows = await db
    .select({ id: firstVariant.id })
    .from(products)
    .innerJoinLateral(firstVariant, sql`true`)
    .where(
      and(eq(products.categoryId, placement.categoryId), ne(products.id, placement.productId), eq(products.status, "active")),
    )
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
