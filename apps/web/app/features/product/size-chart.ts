import type { MessageKey } from "#app/lib/i18n/messages.ts";

/**
 * Size guide (tabs In and Cm) as a real table rather than a chart image: read by screen readers and
 * translated. Measurements are kept in inches
 * and converted for the Cm tab.
 */
export type SizeUnit = "in" | "cm";

/** Stitched wear: one row per size, garment measurements in inches. */
interface BodyChart {
  kind: "body";
  columns: MessageKey[];
  rows: { size: string; inches: number[] }[];
}

/** Drapes and flat goods: one row per piece, its dimensions in inches (length × width). */
interface PieceChart {
  kind: "piece";
  rows: { label: MessageKey; inches: number[] }[];
}

export type SizeChart = BodyChart | PieceChart;

const WOMENSWEAR: BodyChart = {
  kind: "body",
  columns: ["sizeBust", "sizeWaist", "sizeLength"],
  rows: [
    { size: "XS", inches: [34, 28, 44] },
    { size: "S", inches: [36, 30, 44] },
    { size: "M", inches: [38, 32, 45] },
    { size: "L", inches: [40, 34, 45] },
    { size: "XL", inches: [42, 36, 46] },
    { size: "XXL", inches: [44, 38, 46] },
  ],
};

const MENS_SHIRTS: BodyChart = {
  kind: "body",
  columns: ["sizeChest", "sizeWaist", "sizeLength"],
  rows: [
    { size: "S", inches: [38, 34, 29] },
    { size: "M", inches: [40, 36, 30] },
    { size: "L", inches: [42, 38, 31] },
    { size: "XL", inches: [44, 40, 31.5] },
    { size: "XXL", inches: [46, 42, 32] },
  ],
};

const MENS_KURTAS: BodyChart = {
  kind: "body",
  columns: ["sizeChest", "sizeWaist", "sizeLength"],
  rows: [
    { size: "XS", inches: [36, 32, 39] },
    { size: "S", inches: [38, 34, 40] },
    { size: "M", inches: [40, 36, 41] },
    { size: "L", inches: [42, 38, 42] },
    { size: "XL", inches: [44, 40, 42] },
    { size: "XXL", inches: [46, 42, 43] },
  ],
};

const SKIRTS: BodyChart = {
  kind: "body",
  columns: ["sizeWaist", "sizeHip", "sizeLength"],
  rows: [
    { size: "XS", inches: [26, 36, 38] },
    { size: "S", inches: [28, 38, 38] },
    { size: "M", inches: [30, 40, 39] },
    { size: "L", inches: [32, 42, 39] },
    { size: "XL", inches: [34, 44, 40] },
  ],
};

const SAREES: PieceChart = {
  kind: "piece",
  rows: [
    { label: "sareeDrape", inches: [216.5, 45] },
    { label: "blousePiece", inches: [31.5, 45] },
  ],
};

const DUPATTAS: PieceChart = { kind: "piece", rows: [{ label: "dupattaDrape", inches: [98.5, 39.5] }] };
const STOLES: PieceChart = { kind: "piece", rows: [{ label: "stoleDrape", inches: [78.5, 27.5] }] };
const DRESS_MATERIAL: PieceChart = {
  kind: "piece",
  rows: [
    { label: "topFabric", inches: [98.5, 44] },
    { label: "bottomFabric", inches: [98.5, 44] },
    { label: "dupattaDrape", inches: [98.5, 39.5] },
  ],
};
const FABRIC: PieceChart = { kind: "piece", rows: [{ label: "fabricWidth", inches: [39.5, 44] }] };
const BEDSHEETS: PieceChart = {
  kind: "piece",
  rows: [
    { label: "bedsheetDouble", inches: [100, 90] },
    { label: "bedsheetKing", inches: [108, 108] },
    { label: "pillowCover", inches: [27, 17] },
  ],
};

/** The chart for a category, told apart by its name; null for goods without sizes (bags, masks). */
export function sizeChartFor(categoryName: string): SizeChart | null {
  const name = categoryName.toLowerCase();
  const mens = /\bmen'?s\b/.test(name);
  if (name.includes("saree") || name.includes("sari")) return SAREES;
  if (name.includes("dupatta")) return DUPATTAS;
  if (name.includes("stole")) return STOLES;
  if (name.includes("dress material")) return DRESS_MATERIAL;
  if (name.includes("fabric")) return FABRIC;
  if (name.includes("bedsheet")) return BEDSHEETS;
  if (name.includes("skirt")) return SKIRTS;
  if (name.includes("shirt")) return MENS_SHIRTS;
  if (name.includes("kurta")) return mens ? MENS_KURTAS : WOMENSWEAR;
  if (name.includes("suit")) return WOMENSWEAR;
  return null;
}

const CM_PER_INCH = 2.54;

/** A measurement in the chosen unit: inches to the half, centimetres whole. */
export function formatMeasure(inches: number, unit: SizeUnit): string {
  if (unit === "cm") return String(Math.round(inches * CM_PER_INCH));
  return String(Math.round(inches * 2) / 2);
}
