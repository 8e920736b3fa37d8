import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";

/**
 * Size charts staff keep, one per garment type; categories name the one their products show
 * (categories.size_chart_id). Columns and pieces are the fixed kinds of the contract's size-charts.ts,
 * so every page can translate them (docs/decisions/0035).
 */
export const sizeCharts = pgTable(
  "size_charts",
  {
    id: id(),
    /** The garment type, for staff only. */
    name: text("name").notNull(),
    /** "body": rows are sizes; "piece": rows are pieces (drapes, fabric, linen). */
    kind: text("kind").$type<"body" | "piece">().notNull(),
    /** What each column measures, in order. */
    measures: text("measures").array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("size_charts_name_idx").on(sql`lower(${t.name})`),
    check("size_charts_kind_check", sql`${t.kind} in ('body', 'piece')`),
    check("size_charts_measures_check", sql`cardinality(${t.measures}) between 1 and 8`),
  ],
);

/** A size (or piece) of a chart: one measurement in inches per column of its chart, in the same order. */
export const sizeChartRows = pgTable(
  "size_chart_rows",
  {
    id: id(),
    chartId: uuid("chart_id")
      .notNull()
      .references(() => sizeCharts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    inches: numeric("inches", { precision: 6, scale: 2, mode: "number" }).array().notNull(),
  },
  (t) => [
    index("size_chart_rows_chart_idx").on(t.chartId, t.position),
    uniqueIndex("size_chart_rows_label_idx").on(t.chartId, sql`lower(${t.label})`),
    check("size_chart_rows_inches_check", sql`cardinality(${t.inches}) between 1 and 8 and 0 < all(${t.inches})`),
  ],
);
