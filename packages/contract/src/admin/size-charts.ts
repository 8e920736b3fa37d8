import { z } from "zod";
import {
  SIZE_CHART_KINDS,
  SIZE_MEASURES,
  SIZE_PIECES,
  type SizeChartKind,
  type SizeMeasure,
  type SizePiece,
} from "../size-charts.ts";
import { withoutInvisibleFormatting } from "../text-rules.ts";

/**
 * Size charts as staff keep them: one per garment type, with the categories that use it (a category
 * uses one chart or none), its measurement columns and its rows in inches. Each chart is saved whole.
 */

export const SIZE_CHART_MESSAGES = {
  created: "Size chart created.",
  saved: "Size chart saved.",
  deleted: "Size chart deleted: its categories show no size guide until another chart lists them.",
  notFound: "No such size chart: it may have been deleted. Please reload the list.",
  nameRequired: "Please name the garment type this chart is for.",
  nameTaken: "Another size chart has this name.",
  kindRequired: "Please choose sizes or pieces.",
  measureRequired: "Please choose what this column measures.",
  measuresRequired: "Please keep at least one measurement column.",
  measureRepeated: "This measurement is already a column.",
  rowsRequired: "Please keep at least one row.",
  labelRequired: "Please enter the size, or choose the piece.",
  sizeRepeated: "This size is already in the chart.",
  pieceRequired: "Please choose one of the pieces.",
  pieceRepeated: "This piece is already in the chart.",
  inchesInvalid: "Please enter inches above 0, up to 999, with at most two decimals.",
  rowIncomplete: "Please give this row one measurement for each column.",
  categoryUnknown: "Please choose among the shop's categories.",
  categoryRepeated: "A category is listed twice.",
} as const;

export const SIZE_CHART_KIND_LABELS: Record<SizeChartKind, string> = {
  body: "Sizes (stitched wear)",
  piece: "Pieces (drapes, fabric, linen)",
};

export const SIZE_MEASURE_LABELS: Record<SizeMeasure, string> = {
  bust: "Bust",
  chest: "Chest",
  waist: "Waist",
  hip: "Hip",
  shoulder: "Shoulder",
  sleeve: "Sleeve length",
  length: "Length",
  width: "Width",
};

export const SIZE_PIECE_LABELS: Record<SizePiece, string> = {
  saree: "Saree",
  "blouse-piece": "Blouse piece",
  dupatta: "Dupatta",
  stole: "Stole",
  "top-fabric": "Top fabric",
  "bottom-fabric": "Bottom fabric",
  fabric: "Fabric (per metre)",
  "bedsheet-double": "Double bedsheet",
  "bedsheet-king": "King bedsheet",
  "pillow-cover": "Pillow cover",
};

/** The most a chart holds: what a size guide can show on a phone, and far more than any garment needs. */
export const SIZE_CHART_LIMITS = { measures: 8, rows: 40, label: 20, name: 60, inches: 999, categories: 200 } as const;

/** At most two decimals: quarter inches and the like, never a float's noise. */
function hundredths(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/**
 * Inches as staff type them: digits with at most one decimal point and two decimals ("38", "30.75").
 * Whatever else `Number()` would read ("0x20", "3.4e1", "1_0", "Infinity") is refused, not guessed.
 */
const PLAIN_INCHES = /^\d+(?:\.\d{1,2})?$/;

/** A measurement in inches: a number, or its plain decimal as typed (the back office posts the text). */
const inches = z
  .union([z.number(), z.string().trim().regex(PLAIN_INCHES).transform(Number)], {
    error: SIZE_CHART_MESSAGES.inchesInvalid,
  })
  .pipe(
    z
      .number({ error: SIZE_CHART_MESSAGES.inchesInvalid })
      .positive(SIZE_CHART_MESSAGES.inchesInvalid)
      .max(SIZE_CHART_LIMITS.inches, SIZE_CHART_MESSAGES.inchesInvalid)
      .refine(hundredths, SIZE_CHART_MESSAGES.inchesInvalid),
  );

/**
 * Whether the chart's shape was read well enough to compare its rows and columns: repeated sizes and
 * columns are told in the same answer as the measurements refused, not only once those are right.
 */
function shapeRead(payload: { value: unknown }): boolean {
  const chart = payload.value as { measures?: unknown; rows?: unknown; categoryIds?: unknown } | null;
  if (typeof chart !== "object" || chart === null) return false;
  const { measures, rows, categoryIds } = chart;
  return (
    Array.isArray(measures) &&
    Array.isArray(categoryIds) &&
    Array.isArray(rows) &&
    rows.every(
      (row: unknown) =>
        typeof row === "object" &&
        row !== null &&
        typeof (row as { label?: unknown }).label === "string" &&
        Array.isArray((row as { inches?: unknown }).inches),
    )
  );
}

const text = (max: number, required: string) =>
  z
    .string({ error: required })
    .transform((value) => withoutInvisibleFormatting(value).trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .max(max, `Please keep this under ${max + 1} characters.`),
    );

/** `POST /api/admin/size-charts` and `PUT /api/admin/size-charts/{id}`: the whole chart. */
export const editableSizeChart = z
  .object({
    /** The garment type, for staff: "Womenswear", "Men's shirts". Shoppers never see it. */
    name: text(SIZE_CHART_LIMITS.name, SIZE_CHART_MESSAGES.nameRequired),
    kind: z.enum(SIZE_CHART_KINDS, { error: SIZE_CHART_MESSAGES.kindRequired }),
    measures: z
      .array(z.enum(SIZE_MEASURES, { error: SIZE_CHART_MESSAGES.measureRequired }))
      .min(1, SIZE_CHART_MESSAGES.measuresRequired)
      .max(SIZE_CHART_LIMITS.measures, `Please keep a chart to ${SIZE_CHART_LIMITS.measures} measurement columns.`),
    /** In order. `label` is the size in a body chart and one of SIZE_PIECES in a piece chart. */
    rows: z
      .array(
        z.object({
          label: text(SIZE_CHART_LIMITS.label, SIZE_CHART_MESSAGES.labelRequired),
          inches: z.array(inches).max(SIZE_CHART_LIMITS.measures),
        }),
      )
      .min(1, SIZE_CHART_MESSAGES.rowsRequired)
      .max(SIZE_CHART_LIMITS.rows, `Please keep a chart to ${SIZE_CHART_LIMITS.rows} rows.`),
    /** The categories whose products show this chart; a category listed here leaves any other chart. */
    categoryIds: z
      .array(z.string().max(40))
      .max(SIZE_CHART_LIMITS.categories, `Please keep a chart to ${SIZE_CHART_LIMITS.categories} categories.`),
  })
  .superRefine(
    (chart, ctx) => {
      const measures = new Set<string>();
      chart.measures.forEach((measure, index) => {
        if (measures.has(measure))
          ctx.addIssue({ code: "custom", path: ["measures", index], message: SIZE_CHART_MESSAGES.measureRepeated });
        measures.add(measure);
      });
      const labels = new Set<string>();
      const pieces: readonly string[] = SIZE_PIECES;
      chart.rows.forEach((row, index) => {
        const key = row.label.trim().toLowerCase();
        if (chart.kind === "piece" && !pieces.includes(row.label))
          ctx.addIssue({ code: "custom", path: ["rows", index, "label"], message: SIZE_CHART_MESSAGES.pieceRequired });
        else if (key !== "" && labels.has(key))
          ctx.addIssue({
            code: "custom",
            path: ["rows", index, "label"],
            message: chart.kind === "piece" ? SIZE_CHART_MESSAGES.pieceRepeated : SIZE_CHART_MESSAGES.sizeRepeated,
          });
        labels.add(key);
        if (row.inches.length !== chart.measures.length)
          ctx.addIssue({ code: "custom", path: ["rows", index, "inches"], message: SIZE_CHART_MESSAGES.rowIncomplete });
      });
      if (new Set(chart.categoryIds.map((id) => String(id).toLowerCase())).size !== chart.categoryIds.length)
        ctx.addIssue({ code: "custom", path: ["categoryIds"], message: SIZE_CHART_MESSAGES.categoryRepeated });
    },
    { when: shapeRead },
  );
export type EditableSizeChart = z.output<typeof editableSizeChart>;

export const sizeChartIdParams = z.object({ id: z.string().max(40) });

const sizeChartForEditing = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(SIZE_CHART_KINDS),
  measures: z.array(z.enum(SIZE_MEASURES)),
  rows: z.array(z.object({ label: z.string(), inches: z.array(z.number()) })),
  categoryIds: z.array(z.string()),
  updatedAt: z.string(),
});
export type SizeChartForEditing = z.infer<typeof sizeChartForEditing>;

/** `GET /api/admin/size-charts`: every chart by name, and every category with the chart it uses. */
export const sizeChartsEditor = z.object({
  charts: z.array(sizeChartForEditing),
  categories: z.array(z.object({ _id: z.string(), name: z.string(), sizeChartId: z.string().nullable() })),
});
export type SizeChartsEditor = z.infer<typeof sizeChartsEditor>;
