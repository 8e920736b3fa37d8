import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { analyzeTables } from "#src/db/analyze.ts";
import type { Database } from "#src/db/client.ts";
import * as t from "#src/db/schema.ts";
import { searchDocumentSql } from "#src/db/search-document.ts";
import { patternImageUrl } from "#src/modules/media/media-url.ts";
import { categories as categoryContent } from "./content/catalog.ts";
import type { GarmentKind, Palette } from "./content/types.ts";
import { garmentCode, gstClassOf, readyInDaysOf, sizesFor, spreadStock } from "./garments.ts";
import { mulberry32, pick } from "./seeded-random.ts";
import { metaDescription, slugify } from "./seo-text.ts";

/**
 * Synthetic but plausible catalogue on top of the demo shop, for benchmarks. Deterministic for a given
 * size, written in multi-row batches so that 100,000 variants
 * take minutes on PostgreSQL. Needs the demo categories and tags (seedDemoShop) first.
 */
export interface SeedLargeOptions {
  variants: number;
  /** Called after each batch with the variants written so far. */
  onProgress?: (written: number) => void;
}

export interface SeedLargeResult {
  products: number;
  variants: number;
}

const COLOURWAYS_PER_PRODUCT = 3;
const PRODUCTS_PER_BATCH = 400;

const PLACES = ["Ajrakhpur", "Dhamadka", "Bhuj", "Kutch", "Barmer", "Balotra", "Khavda", "Anjar", "Mundra", "Sindh"];
const MOTIFS = [
  "Kharek",
  "Jaal",
  "Champakali",
  "Badam",
  "Kakdi",
  "Trellis",
  "Star",
  "Mihrab",
  "Lotus",
  "Paisley",
  "Chowkdi",
  "Ambi",
  "Phool Buta",
  "Damask",
  "Bel",
  "Taara",
];
const STYLES = ["Ajrakh", "Dabu Ajrakh", "Double-sided Ajrakh", "Hand Block Ajrakh"];
const MATERIALS: Record<GarmentKind, readonly string[]> = {
  saree: ["Modal Silk", "Mul Cotton", "Gajji Silk", "Chanderi"],
  suit: ["Cotton", "Modal Silk", "Chanderi"],
  "dress-material": ["Cotton", "Modal Silk", "Chanderi"],
  dupatta: ["Modal Silk", "Mul Cotton", "Chanderi"],
  kurta: ["Cotton", "Linen", "Khadi Cotton"],
  stole: ["Modal Silk", "Mul Cotton", "Wool"],
  bedsheet: ["Cotton"],
  fabric: ["Cotton", "Modal Silk", "Linen"],
  shirt: ["Cotton", "Linen"],
  skirt: ["Cotton", "Modal Silk"],
  mask: ["Cotton"],
  bag: ["Canvas Cotton"],
};
const NOUNS: Record<GarmentKind, string> = {
  saree: "Saree",
  suit: "Suit Set",
  "dress-material": "Dress Material",
  dupatta: "Dupatta",
  kurta: "Kurta",
  stole: "Stole",
  bedsheet: "Bedsheet",
  fabric: "Fabric",
  shirt: "Shirt",
  skirt: "Skirt",
  mask: "Face Mask",
  bag: "Tote Bag",
};
/** List price range in rupees, and packed weight in kg, per garment. */
const PRICING: Record<GarmentKind, { min: number; max: number; weightKg: number }> = {
  saree: { min: 2400, max: 12000, weightKg: 0.6 },
  suit: { min: 2200, max: 7500, weightKg: 0.8 },
  "dress-material": { min: 1500, max: 5200, weightKg: 0.7 },
  dupatta: { min: 900, max: 3800, weightKg: 0.3 },
  kurta: { min: 1300, max: 3900, weightKg: 0.4 },
  stole: { min: 800, max: 2900, weightKg: 0.25 },
  bedsheet: { min: 2100, max: 5600, weightKg: 1.4 },
  fabric: { min: 450, max: 1600, weightKg: 0.3 },
  shirt: { min: 1500, max: 3600, weightKg: 0.35 },
  skirt: { min: 1400, max: 3500, weightKg: 0.45 },
  mask: { min: 150, max: 450, weightKg: 0.05 },
  bag: { min: 600, max: 1900, weightKg: 0.3 },
};
const COLOURS: readonly { colour: string; palette: Palette }[] = [
  { colour: "Indigo", palette: "indigo" },
  { colour: "Indigo and Madder Red", palette: "indigo" },
  { colour: "Madder Red", palette: "madder" },
  { colour: "Madder and Black", palette: "madder" },
  { colour: "Black", palette: "black" },
  { colour: "Black and Natural White", palette: "black" },
  { colour: "Natural White", palette: "natural" },
  { colour: "Natural and Indigo", palette: "natural" },
  { colour: "Mustard", palette: "mustard" },
  { colour: "Mustard and Madder", palette: "mustard" },
  { colour: "Leaf Green", palette: "leaf" },
  { colour: "Leaf and Indigo", palette: "leaf" },
];

export async function seedLargeCatalog(db: Database, options: SeedLargeOptions): Promise<SeedLargeResult> {
  const categoryRows = await db.select({ id: t.categories.id, name: t.categories.name }).from(t.categories);
  const tagRows = await db.select({ id: t.tags.id, tag: t.tags.tag }).from(t.tags);
  const garmentOf = new Map(categoryContent.map((c) => [c.name, c.garment]));
  const cats = categoryRows.flatMap((c) => {
    const garment = garmentOf.get(c.name);
    return garment ? [{ ...c, garment }] : [];
  });
  if (cats.length === 0 || tagRows.length === 0)
    throw new Error("The large catalogue builds on the demo categories: seed the demo shop first");

  const [existing] = await db.select({ n: count() }).from(t.products);
  const firstSerial = (existing?.n ?? 0) + 1;
  const productCount = Math.ceil(options.variants / COLOURWAYS_PER_PRODUCT);
  const random = mulberry32(options.variants);
  let written = 0;

  for (let start = 0; start < productCount; start += PRODUCTS_PER_BATCH) {
    const products: (typeof t.products.$inferInsert)[] = [];
    const productTags: (typeof t.productTags.$inferInsert)[] = [];
    const variants: PgInsertValue<typeof t.variants>[] = [];
    const images: (typeof t.variantImages.$inferInsert)[] = [];
    const sizes: (typeof t.variantSizes.$inferInsert)[] = [];

    for (let i = start; i < Math.min(start + PRODUCTS_PER_BATCH, productCount); i++) {
      const serial = firstSerial + i;
      const category = pick(cats, random);
      const garment = category.garment;
      const material = pick(MATERIALS[garment], random);
      const motif = pick(MOTIFS, random);
      const place = pick(PLACES, random);
      const name = `${place} ${motif} ${pick(STYLES, random)} ${material} ${NOUNS[garment]}`;
      const slug = `${slugify(name)}-l${serial}`;
      const productId = randomUUID();
      const productTagRows = pickDistinct(tagRows, 2, random);
      const description = `${NOUNS[garment]} in ${material.toLowerCase()}, hand block-printed in ${place} with the ${motif.toLowerCase()} motif. Resist-printed and dyed in several rounds with natural indigo, madder and iron-rust black, then washed in running water, so no two pieces are exactly alike.`;
      const pricing = PRICING[garment];
      products.push({
        id: productId,
        name,
        slug,
        description,
        details:
          "Hand wash separately in cold water with a mild soap for the first washes; dry in shade. Natural dyes mellow gently with time.",
        categoryId: category.id,
        ...gstClassOf(garment, material),
        readyInDays: readyInDaysOf(garment),
        metaTitle: `${name} | Buy Ajrakh ${category.name} Online | Chhaap`,
        metaDescription: metaDescription(description),
        keywords: ["ajrakh", category.name.toLowerCase(), material.toLowerCase(), motif.toLowerCase()].join(", "),
        ogTitle: name,
        ogDescription: metaDescription(description),
        ogType: "product",
      });
      for (const tag of productTagRows) productTags.push({ productId, tagId: tag.id });

      const colours = pickDistinct(
        COLOURS,
        Math.min(COLOURWAYS_PER_PRODUCT, options.variants - i * COLOURWAYS_PER_PRODUCT),
        random,
      );
      colours.forEach(({ colour, palette }, c) => {
        const variantId = randomUUID();
        const colourSlug = slugify(colour);
        const price = roundTo(pricing.min + random() * (pricing.max - pricing.min), 50);
        const salePrice = roundTo(price * (0.7 + random() * 0.3), 10);
        const roll = random();
        const stockStatus = roll < 0.1 ? "out_of_stock" : roll < 0.3 ? "low_stock" : "in_stock";
        const quantity =
          stockStatus === "out_of_stock"
            ? 0
            : stockStatus === "low_stock"
              ? 1 + Math.floor(random() * 4)
              : 10 + Math.floor(random() * 50);
        const garmentSizes = sizesFor(garment);
        const stock = spreadStock(quantity, garmentSizes.length);
        const firstImage = patternImageUrl(`${palette}-${slug}-${colourSlug}-1`);
        variants.push({
          id: variantId,
          productId,
          itemCode: `AJ-${garmentCode(garment)}-L${String(serial).padStart(6, "0")}-${palette.slice(0, 2).toUpperCase()}${c + 1}`,
          colour,
          material,
          weightKg: pricing.weightKg,
          lengthCm: 30,
          widthCm: 25,
          heightCm: 4,
          pricePaise: price * 100,
          salePricePaise: Math.min(salePrice, price) * 100,
          stockStatus,
          metaTitle: `${name} in ${colour} | Chhaap`,
          metaDescription: metaDescription(`${colour}. ${description}`),
          keywords: ["ajrakh", category.name.toLowerCase(), material.toLowerCase(), colour.toLowerCase()].join(", "),
          ogTitle: `${name} in ${colour}`,
          ogDescription: metaDescription(`${colour}. ${description}`),
          ogType: "product",
          ogImage: firstImage,
          searchDocument: searchDocumentSql({
            productName: name,
            categoryName: category.name,
            tagNames: productTagRows.map((tag) => tag.tag),
            colour,
            material,
          }),
        });
        for (let n = 1; n <= 3; n++) {
          images.push({
            variantId,
            url: n === 1 ? firstImage : patternImageUrl(`${palette}-${slug}-${colourSlug}-${n}`),
            alt: `${name} in ${colour}, view ${n}`,
            position: n - 1,
          });
        }
        garmentSizes.forEach((sizeName, position) => {
          sizes.push({ variantId, sizeName, position, quantity: stock[position] ?? 0 });
        });
      });
    }

    // One transaction per batch: a cancelled run leaves whole products behind, never half of one.
    await db.transaction(async (tx) => {
      await tx.insert(t.products).values(products);
      await tx.insert(t.productTags).values(productTags);
      await tx.insert(t.variants).values(variants);
      await tx.insert(t.variantImages).values(images);
      await tx.insert(t.variantSizes).values(sizes);
    });
    written += variants.length;
    options.onProgress?.(written);
  }
  // Fresh statistics, so the planner does not judge 100,000 new rows by an empty table's numbers.
  await analyzeTables(db, [t.products, t.productTags, t.variants, t.variantImages, t.variantSizes]);
  return { products: productCount, variants: written };
}

function pickDistinct<T>(items: readonly T[], n: number, random: () => number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < n && pool.length > 0) chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return chosen;
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}
