import type { ProductCardVariant } from "#app/features/product/index.ts";
import { readCards } from "#app/features/product/index.ts";

/**
 * The cards of a home collection's answer in the browser (`GET /api/trending-product` and the like:
 * `{status: true, data: [{tittle, subTittle, varient: Variant[]}]}`), read as the catalogue's card
 * lists are: by hand, leaving out a card it cannot show. No block is no cards; a body that is not
 * such an answer is null, so the row tells a failure from an emptied collection.
 */
export function readCollectionCards(body: unknown): ProductCardVariant[] | null {
  if (typeof body !== "object" || body === null || !("data" in body) || !Array.isArray(body.data)) return null;
  const [block]: unknown[] = body.data;
  if (block === undefined) return "status" in body && body.status === true ? [] : null;
  if (typeof block !== "object" || block === null || !("varient" in block)) return null;
  return readCards({ status: "status" in body ? body.status : undefined, data: block.varient })?.cards ?? null;
}
