import { asc, desc, ilike, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema.ts";

/** Treats % and _ in what the shopper typed as text, not LIKE wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Names that contain the text, then names that are close to it word by word (pg_trgm), so
 * "ajrak sare" still finds "Ajrakh ... Saree". Prefix matches rank first.
 */
export async function suggestProductNames(db: Database, text: string, limit: number): Promise<string[]> {
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
    .where(or(ilike(products.name, contains), sql`${query} <% ${products.name}`))
    .as("matches");
  const rows = await db
    .select({ name: matches.name })
    .from(matches)
    .orderBy(desc(matches.isPrefix), desc(matches.isContained), desc(matches.closeness), asc(matches.name))
    .limit(limit);
  return rows.map((row) => row.name);
}
