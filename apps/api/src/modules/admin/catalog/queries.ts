import { and, asc, count, desc, eq, exists, ilike, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { escapeLike } from "#src/db/like-pattern.ts";
import {
  categories,
  type ProductStatus,
  products,
  productTags,
  tags,
  variantImages,
  variantSizes,
  variants,
} from "#src/db/schema/catalog.ts";

type Db = Database | Transaction;

export const PRODUCT_PAGE_SIZE = 25;

export interface ProductFilter {
  search?: string;
  categoryId?: string;
  status?: ProductStatus;
  stock?: "low" | "out";
}

/** One page of products for the back office, newest edits first, with what the list shows of each. */
export async function listProducts(db: Db, filter: ProductFilter, page: number, lowStockThreshold: number) {
  const text = filter.search ? `%${escapeLike(filter.search)}%` : undefined;
  const someVariant = (condition: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(variants)
        .where(and(eq(variants.productId, products.id), condition)),
    );
  const where = and(
    text ? or(ilike(products.name, text), someVariant(ilike(variants.itemCode, text) as SQL)) : undefined,
    filter.categoryId ? eq(products.categoryId, filter.categoryId) : undefined,
    filter.status ? eq(products.status, filter.status) : undefined,
    // Counted by triggers (variants.pieces_left): summing every colourway's sizes took 0.8 s at
    // 100,000 colourways.
    filter.stock === "out" ? someVariant(eq(variants.piecesLeft, 0)) : undefined,
    filter.stock === "low" ? someVariant(lte(variants.piecesLeft, lowStockThreshold)) : undefined,
  );
  // The page's ids first, then what the list shows for those 25 alone: computed in the same select as
  // the order, PostgreSQL worked out every product before the offset (1.2 s for page 500 of 33,000).
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(desc(products.updatedAt), asc(products.id))
    .limit(PRODUCT_PAGE_SIZE)
    .offset((page - 1) * PRODUCT_PAGE_SIZE)
    .as("page_ids");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        category: categories.name,
        status: products.status,
        updatedAt: products.updatedAt,
        itemCodes: sql<
          string[]
        >`(select coalesce(array_agg(${variants.itemCode} order by ${variants.createdAt}, ${variants.itemCode}), '{}')
          from ${variants} where ${variants.productId} = ${products.id})`,
        stock: sql<number>`(select coalesce(sum(${variants.piecesLeft}), 0)::int from ${variants}
          where ${variants.productId} = ${products.id})`,
        lowestSalePaise: sql<number>`(select coalesce(min(${variants.salePricePaise}), 0)::int from ${variants}
          where ${variants.productId} = ${products.id})`,
        picture: sql<string | null>`(select i.url from ${variantImages} i join ${variants} on ${variants.id} = i.variant_id
          where ${variants.productId} = ${products.id} order by ${variants.createdAt}, ${variants.itemCode}, i.position limit 1)`,
      })
      .from(pageIds)
      .innerJoin(products, eq(products.id, pageIds.id))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(desc(products.updatedAt), asc(products.id)),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findProductRow(db: Db, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/**
 * The product row locked until the transaction ends: two staff saving one product take turns. Not
 * "for update": checkout checks its colourways' product key while it holds them, and that check must
 * not wait for a save that is waiting for those colourways (catalog/colourway-locks.ts).
 */
export async function lockProductRow(tx: Transaction, id: string) {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for("no key update");
  return row;
}

export async function findProductTagNames(db: Db, productId: string): Promise<string[]> {
  const rows = await db
    .select({ tag: tags.tag })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(eq(productTags.productId, productId))
    .orderBy(asc(tags.sortOrder), asc(tags.tag));
  return rows.map((row) => row.tag);
}

/** A product's colourways in the order they were added, each with its sizes and pictures. */
export async function findProductVariants(db: Db, productId: string) {
  const rows = await db
    .select()
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.createdAt), asc(variants.itemCode));
  const ids = rows.map((row) => row.id);
  const [sizes, pictures] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(variantSizes)
            .where(inArray(variantSizes.variantId, ids))
            .orderBy(asc(variantSizes.position), asc(variantSizes.sizeName)),
          db
            .select()
            .from(variantImages)
            .where(inArray(variantImages.variantId, ids))
            .orderBy(asc(variantImages.position), asc(variantImages.id)),
        ]);
  return rows.map((row) => ({
    ...row,
    sizes: sizes.filter((size) => size.variantId === row.id),
    pictures: pictures.filter((picture) => picture.variantId === row.id),
  }));
}
export type ProductVariantRow = Awaited<ReturnType<typeof findProductVariants>>[number];

export async function findCategoryName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
  return row?.name;
}

/** Tag ids by name (case as stored); names not in the shop's list are absent from the map. */
export async function findTagIds(db: Db, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: tags.id, tag: tags.tag })
    .from(tags)
    .where(inArray(tags.tag, [...names]));
  return new Map(rows.map((row) => [row.tag, row.id]));
}

/** Item codes among `codes` that a variant outside `productId` already has. */
export async function findItemCodesTaken(db: Db, codes: readonly string[], productId?: string): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ itemCode: variants.itemCode })
    .from(variants)
    .where(and(inArray(variants.itemCode, [...codes]), productId ? ne(variants.productId, productId) : undefined));
  return new Set(rows.map((row) => row.itemCode));
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  return row !== undefined;
}

export async function replaceProductTags(tx: Transaction, productId: string, tagIds: readonly string[]): Promise<void> {
  await tx.delete(productTags).where(eq(productTags.productId, productId));
  if (tagIds.length > 0) await tx.insert(productTags).values(tagIds.map((tagId) => ({ productId, tagId })));
}

/** A colourway's pictures become exactly `pictures`, in that order (the first is the main one). */
export async function replacePictures(
  tx: Transaction,
  variantId: string,
  pictures: readonly { url: string; alt: string }[],
): Promise<void> {
  await tx.delete(variantImages).where(eq(variantImages.variantId, variantId));
  if (pictures.length > 0)
    await tx
      .insert(variantImages)
      .values(pictures.map((picture, position) => ({ variantId, url: picture.url, alt: picture.alt, position })));
}

/** A colourway's sizes become exactly `sizes`, in that order. */
export async function replaceSizes(
  tx: Transaction,
  variantId: string,
  sizes: readonly { name: string; stock: number }[],
): Promise<void> {
  await tx.delete(variantSizes).where(eq(variantSizes.variantId, variantId));
  if (sizes.length > 0)
    await tx
      .insert(variantSizes)
      .values(sizes.map((size, position) => ({ variantId, sizeName: size.name, quantity: size.stock, position })));
}
