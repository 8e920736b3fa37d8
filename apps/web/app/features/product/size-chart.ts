import type { SizeMeasure, SizePiece } from "@chhaap/contract/size-charts";
import type { MessageKey } from "#app/lib/i18n/messages.ts";

/**
 * The size guide's words and numbers. Charts come with the product (staff keep them in the back
 * office); their columns and pieces are fixed kinds, each a word of the shop's dictionaries.
 * Measurements are kept in inches and converted for the Cm tab.
 */
export type SizeUnit = "in" | "cm";

export const MEASURE_WORDS: Record<SizeMeasure, MessageKey> = {
  bust: "sizeBust",
  chest: "sizeChest",
  waist: "sizeWaist",
  hip: "sizeHip",
  shoulder: "sizeShoulder",
  sleeve: "sizeSleeve",
  length: "sizeLength",
  width: "sizeWidth",
};

const PIECE_WORDS: Record<SizePiece, MessageKey> = {
  saree: "sareeDrape",
  "blouse-piece": "blousePiece",
  dupatta: "dupattaDrape",
  stole: "stoleDrape",
  "top-fabric": "topFabric",
  "bottom-fabric": "bottomFabric",
  fabric: "fabricWidth",
  "bedsheet-double": "bedsheetDouble",
  "bedsheet-king": "bedsheetKing",
  "pillow-cover": "pillowCover",
};

/** The dictionary word for a piece chart's row; undefined for a label the page does not know. */
export function pieceWord(label: string): MessageKey | undefined {
  return Object.hasOwn(PIECE_WORDS, label) ? PIECE_WORDS[label as SizePiece] : undefined;
}

const CM_PER_INCH = 2.54;

/** A measurement in the chosen unit: inches as staff entered them (two decimals at most), centimetres whole. */
export function formatMeasure(inches: number, unit: SizeUnit): string {
  if (unit === "cm") return String(Math.round(inches * CM_PER_INCH));
  return String(Math.round(inches * 100) / 100);
}
