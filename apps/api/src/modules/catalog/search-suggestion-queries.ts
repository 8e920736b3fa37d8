import { and, asc, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products, variantImages, variants } from "../../db/schema.ts";
import { splitColourWords } from "./colour-words.ts";

/** Treats % and _ in what the shopper typed as text, not LIKE wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Names that contain the text, then names that are close to it word by word (pg_trgm), so
 * "ajrak sare" still finds "Ajrakh ... Saree". Prefix matches rank first.
 */
async function suggestProductNames(db: Database, text: string, limit: number): Promise<string[]> {
  const query = text.trim().replace(/\s+/g, " ");
  if (query.length === 0) return [];
  const contains = `%${escapeLike(query)}%`;
  const matches = db
    .selectDistinctOn([products.name], {
      name: products.name,
      isPrefix: sql<boolean>`${products.name} ilike ${`${escapeLike(query)}%`}`.as("is_prefix"),
      isContained: sql<boolean>`${products.name} ilike ${contains}`.as("is_contained"),
      closeness: sql<number>`word_similarity(${query}, ${products.name})`.as("closeness"),
    })
    .from(products)
    .where(and(eq(products.status, "active"), or(ilike(products.name, contains), sql`${query} <% ${products.name}`)))
    .as("matches");
  const rows = await db
    .select({ name: matches.name })
    .from(matches)
    .orderBy(desc(matches.isPrefix), desc(matches.isContained), desc(matches.closeness), asc(matches.name))
    .limit(limit);
  return rows.map((row) => row.name);
}

export interface ProductSuggestion {
  name: string;
  variantId: string;
  salePricePaise: number;
  image: string | null;
}

/**
 * The suggested names with what the box shows beside each: the product's first colourway (the one
 * that stands for it elsewhere too), its sale price and first picture. A name several products share
 * stands for the oldest of them.
 */
export async function suggestProducts(db: Database, text: string, limit: number): Promise<ProductSuggestion[]> {
  // Product names use the shop's dye names: "blue dupatta" is asked as "indigo dupatta" first.
  const { colours } = splitColourWords(text);
  const inDyes = text
    .split(" ")
    .map((word) => colours.find(([typed]) => typed === word)?.[1] ?? word)
    .join(" ");
  let names = inDyes === text ? [] : await suggestProductNames(db, inDyes, limit);
  if (names.length === 0) names = await suggestProductNames(db, text, limit);
  if (names.length === 0) return [];
  const rows = await db
    .selectDistinctOn([products.name], {
      name: products.name,
      variantId: variants.id,
      salePricePaise: variants.salePricePaise,
      image: sql<string | null>`(select ${variantImages.url} from ${variantImages}
        where ${variantImages.variantId} = ${variants.id} order by ${variantImages.position} limit 1)`,
    })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(and(inArray(products.name, names), variants.listed))
    .orderBy(products.name, asc(products.createdAt), asc(variants.createdAt), asc(variants.itemCode));
  const byName = new Map(rows.map((row) => [row.name, row]));
  return names.flatMap((name) => {
    const row = byName.get(name);
    return row ? [row] : [];
  });
}
