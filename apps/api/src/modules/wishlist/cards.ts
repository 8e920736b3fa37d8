import type { VariantSummary } from "@chhaap/contract/catalog";
import type { Database } from "#src/db/client.ts";
import { findVariantsJson } from "#src/modules/catalog/variant-json.ts";

/**
 * The search's cards of these colourways by id, in one statement (catalog/variant-json.ts, whose
 * tests check the shape); an unlisted or deleted piece has none.
 */
export async function cardsById(db: Database, ids: readonly string[]): Promise<Map<string, VariantSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const cards = JSON.parse(await findVariantsJson(db, unique, "summary")) as VariantSummary[];
  return new Map(cards.map((card) => [card._id, card]));
}
