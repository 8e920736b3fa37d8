import type { RatingSummary, Variant, VariantDetail } from "@chhaap/contract/catalog";
import type { Database } from "../../db/client.ts";
import { discountPercent, rupees } from "../../money.ts";
import { findRatingSummaries } from "./review-queries.ts";
import { findOtherColourways, findVariantImages, findVariantRows, findVariantSizes, type VariantRow } from "./variant-queries.ts";

/**
 * Variants in the public shape, in the order of `ids`; ids that match no variant are left out.
 * Four queries whatever the number of ids (rows, images, sizes, ratings), so lists never go N+1.
 * The home blocks use this too: it is the catalog's one way of showing a variant.
 */
export async function loadVariants(db: Database, ids: readonly string[]): Promise<Variant[]> {
  if (ids.length === 0) return [];
  const [rows, images, sizes, ratings] = await Promise.all([
    findVariantRows(db, ids),
    findVariantImages(db, ids),
    findVariantSizes(db, ids),
    findRatingSummaries(db, ids),
  ]);
  const imagesOf = groupBy(images, (image) => image.variantId);
  const sizesOf = groupBy(sizes, (size) => size.variantId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [toVariant(row, imagesOf.get(id) ?? [], sizesOf.get(id) ?? [], ratings.get(id) ?? NO_RATINGS)];
  });
}

const NO_RATINGS: RatingSummary = { average: 0, count: 0 };

/** One variant in the public shape plus the product's other colourways; undefined when unknown. */
export async function loadVariantDetail(db: Database, id: string): Promise<VariantDetail | undefined> {
  const [[found], colourways] = await Promise.all([loadVariants(db, [id]), findOtherColourways(db, id)]);
  if (!found) return undefined;
  return {
    ...found,
    otherColourways: colourways.map((c) => ({ _id: c.id, color: c.colour, image: c.image })),
  };
}

function toVariant(
  row: VariantRow,
  images: readonly { url: string; alt: string }[],
  sizes: readonly { sizeName: string; quantity: number }[],
  rating: RatingSummary,
): Variant {
  // A variant without its own SEO text falls back to its product's (spec 3 lists the fields on both).
  const seo = (key: keyof VariantRow["seo"]) => row.seo[key] || row.productSeo[key];
  return {
    _id: row.id,
    product: { _id: row.productId, name: row.productName, description: row.description, details: row.details },
    price: rupees(row.pricePaise),
    salePrice: rupees(row.salePricePaise),
    discount: discountPercent(row.pricePaise, row.salePricePaise),
    images: images.map((image) => ({ url: image.url, alt: image.alt })),
    size: sizes.map((size) => ({ sizeName: size.sizeName, inStock: size.quantity > 0 })),
    item_code: row.itemCode,
    stock: { status: row.stockStatus },
    attributes: { color: row.colour, material: row.material, weight: row.weightKg },
    dimensions: { width: row.widthCm, height: row.heightCm, length: row.lengthCm },
    category: { _id: row.categoryId, name: row.categoryName },
    rating,
    meta_title: seo("metaTitle"),
    meta_description: seo("metaDescription"),
    keywords: seo("keywords"),
    og_title: seo("ogTitle"),
    og_description: seo("ogDescription"),
    og_type: seo("ogType"),
    og_image: seo("ogImage") || (images[0]?.url ?? ""),
  };
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
