import type { GarmentKind } from "./content/types.ts";

/** Sizes a shopper picks from, by garment: drapes are free size, stitched wear is XS..XXL. */
const SIZES: Record<GarmentKind, readonly string[]> = {
  saree: ["Free Size"],
  dupatta: ["Free Size"],
  stole: ["Free Size"],
  mask: ["Free Size"],
  bag: ["Free Size"],
  suit: ["XS", "S", "M", "L", "XL", "XXL"],
  kurta: ["XS", "S", "M", "L", "XL", "XXL"],
  shirt: ["S", "M", "L", "XL", "XXL"],
  skirt: ["XS", "S", "M", "L", "XL"],
  "dress-material": ["2.5 m", "Unstitched"],
  fabric: ["1 m", "2 m", "3 m"],
  bedsheet: ["Double", "King"],
};

/** Three-letter garment part of an item code such as `AJ-SAR-0001-IN`. */
const CODES: Record<GarmentKind, string> = {
  saree: "SAR",
  suit: "SUT",
  "dress-material": "DRM",
  dupatta: "DUP",
  kurta: "KUR",
  stole: "STL",
  bedsheet: "BED",
  fabric: "FAB",
  shirt: "SHT",
  skirt: "SKT",
  mask: "MSK",
  bag: "BAG",
};

export function sizesFor(garment: GarmentKind): readonly string[] {
  return SIZES[garment];
}

export function garmentCode(garment: GarmentKind): string {
  return CODES[garment];
}

/**
 * Splits a colourway's units over its sizes so that they add up exactly, middle sizes holding most,
 * as a shop's real stock would. Returns one count per size.
 */
export function spreadStock(quantity: number, sizeCount: number): number[] {
  const weights = Array.from({ length: sizeCount }, (_, i) => Math.min(i + 1, sizeCount - i));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const counts = weights.map((w) => Math.floor((quantity * w) / total));
  let left = quantity - counts.reduce((sum, c) => sum + c, 0);
  // Hand the remainder to the heaviest sizes first.
  const byWeight = weights.map((w, i) => ({ w, i })).sort((a, b) => b.w - a.w || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % sizeCount, left--) {
    const slot = byWeight[k];
    if (slot) counts[slot.i] = (counts[slot.i] ?? 0) + 1;
  }
  return counts;
}

/**
 * The GST heading and rate of a demo product. Sarees, dress material and yardage are woven fabric
 * (chapters 50 to 55: one rate, 5%); stitched garments, dupattas, stoles and bed linen (chapters 62
 * and 63) follow the garment price band (`gstRate` null); textile handbags (4202) bear 18%.
 */
export function gstClassOf(garment: GarmentKind, material: string): { hsnCode: string; gstRate: number | null } {
  switch (garment) {
    case "saree":
    case "dress-material":
    case "fabric":
      return { hsnCode: fabricHeading(material), gstRate: 5 };
    case "suit":
    case "skirt":
      return { hsnCode: "6204", gstRate: null };
    case "kurta":
      return { hsnCode: "6211", gstRate: null };
    case "shirt":
      return { hsnCode: "6205", gstRate: null };
    case "dupatta":
    case "stole":
      return { hsnCode: "6214", gstRate: null };
    case "bedsheet":
      return { hsnCode: "6302", gstRate: null };
    case "mask":
      return { hsnCode: "6307", gstRate: null };
    case "bag":
      return { hsnCode: "4202", gstRate: 18 };
  }
}

/**
 * Dispatch days the workshop needs before a demo piece can leave: stitched suits and kurtas are
 * stitched to order (3 and 2 days); fabric, sarees and the rest leave from the shelf.
 */
export function readyInDaysOf(garment: GarmentKind): number {
  if (garment === "suit") return 3;
  if (garment === "kurta") return 2;
  return 0;
}

/** Woven fabric by its fibre: silk 5007, linen 5309, modal or rayon (man-made staple) 5516, cotton 5208. */
function fabricHeading(material: string): string {
  const fibre = material.toLowerCase();
  if (/modal|rayon/.test(fibre)) return "5516";
  if (fibre.includes("linen")) return "5309";
  if (/silk|tussar|gajji|chanderi|mashru/.test(fibre)) return "5007";
  return "5208";
}
