import { z } from "zod";

/**
 * Size charts, one per garment type, kept by staff and shown in the product page's size guide.
 * Column and piece names are words the shop translates, so a chart names them by these fixed kinds
 * and every page shows each in the shopper's language (docs/decisions/0035). Measurements are inches;
 * pages convert them to centimetres.
 */

/** Stitched wear lists sizes (free text: "XS", "38"); drapes, fabric and linen list pieces. */
export const SIZE_CHART_KINDS = ["body", "piece"] as const;
export type SizeChartKind = (typeof SIZE_CHART_KINDS)[number];

/** What a column measures. */
export const SIZE_MEASURES = ["bust", "chest", "waist", "hip", "shoulder", "sleeve", "length", "width"] as const;
export type SizeMeasure = (typeof SIZE_MEASURES)[number];

/** The pieces a piece chart lists, one row each. */
export const SIZE_PIECES = [
  "saree",
  "blouse-piece",
  "dupatta",
  "stole",
  "top-fabric",
  "bottom-fabric",
  "fabric",
  "bedsheet-double",
  "bedsheet-king",
  "pillow-cover",
] as const;
export type SizePiece = (typeof SIZE_PIECES)[number];

/**
 * A chart as the product page shows it (`sizeChart` of `GET /api/variant/{id}`): its columns in
 * order, and rows of a size (or, in a piece chart, one of SIZE_PIECES) with one measurement in inches
 * per column.
 */
export const sizeChart = z.object({
  kind: z.enum(SIZE_CHART_KINDS),
  measures: z.array(z.enum(SIZE_MEASURES)),
  rows: z.array(z.object({ label: z.string(), inches: z.array(z.number()) })),
});
export type SizeChart = z.infer<typeof sizeChart>;
