import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { categories, products, variantImages, variantSizes, variants } from "../../db/schema.ts";

/** Variants with their product and category, for the given ids (in no particular order). */
export function findVariantRows(db: Database, ids: readonly string[]) {
  return db
    .select({
      id: variants.id,
      productId: products.id,
      productName: products.name,
      description: products.description,
      details: products.details,
      pricePaise: variants.pricePaise,
      salePricePaise: variants.salePricePaise,
      itemCode: variants.itemCode,
      stockStatus: variants.stockStatus,
      colour: variants.colour,
      material: variants.material,
      weightKg: variants.weightKg,
      widthCm: variants.widthCm,
      heightCm: variants.heightCm,
      lengthCm: variants.lengthCm,
      categoryId: categories.id,
      categoryName: categories.name,
      seo: {
        metaTitle: variants.metaTitle,
        metaDescription: variants.metaDescription,
        keywords: variants.keywords,
        ogTitle: variants.ogTitle,
        ogDescription: variants.ogDescription,
        ogType: variants.ogType,
        ogImage: variants.ogImage,
      },
      productSeo: {
        metaTitle: products.metaTitle,
        metaDescription: products.metaDescription,
        keywords: products.keywords,
        ogTitle: products.ogTitle,
        ogDescription: products.ogDescription,
        ogType: products.ogType,
        ogImage: products.ogImage,
      },
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(variants.id, [...ids]));
}
export type VariantRow = Awaited<ReturnType<typeof findVariantRows>>[number];

export function findVariantImages(db: Database, ids: readonly string[]) {
  return db
    .select({ variantId: variantImages.variantId, url: variantImages.url, alt: variantImages.alt })
    .from(variantImages)
    .where(inArray(variantImages.variantId, [...ids]))
    .orderBy(asc(variantImages.variantId), asc(variantImages.position), asc(variantImages.id));
}

export function findVariantSizes(db: Database, ids: readonly string[]) {
  return db
    .select({ variantId: variantSizes.variantId, sizeName: variantSizes.sizeName, quantity: variantSizes.quantity })
    .from(variantSizes)
    .where(inArray(variantSizes.variantId, [...ids]))
    .orderBy(asc(variantSizes.variantId), asc(variantSizes.position), asc(variantSizes.sizeName));
}

/** The product and category a variant belongs to, or undefined when there is no such variant. */
export async function findVariantPlacement(db: Database, id: string) {
  const [row] = await db
    .select({ productId: products.id, categoryId: products.categoryId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, id));
  return row;
}

/** The other colourways of the variant's product, each with its first image, in the order they were added. */
export async function findOtherColourways(db: Database, id: string) {
  const firstImage = db
    .select({ url: variantImages.url })
    .from(variantImages)
    .where(eq(variantImages.variantId, variants.id))
    .orderBy(asc(variantImages.position), asc(variantImages.id))
    .limit(1)
    .as("first_image");
  const rows = await db
    .select({ id: variants.id, colour: variants.colour, image: firstImage.url })
    .from(variants)
    .leftJoinLateral(firstImage, sql`true`)
    .where(
      and(
        eq(variants.productId, sql`(select ${variants.productId} from ${variants} where ${variants.id} = ${id})`),
        ne(variants.id, id),
      ),
    )
    .orderBy(asc(variants.createdAt), asc(variants.itemCode));
  return rows.map((row) => ({ id: row.id, colour: row.colour, image: row.image ?? "" }));
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
    .where(and(eq(products.categoryId, placement.categoryId), ne(products.id, placement.productId)))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
