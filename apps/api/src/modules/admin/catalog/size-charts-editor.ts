import {
  type EditableSizeChart,
  SIZE_CHART_MESSAGES,
  type SizeChartForEditing,
  type SizeChartsEditor,
} from "@chhaap/contract/admin/size-charts";
import { isUuid } from "@chhaap/contract/ids";
import { and, asc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { categories } from "#src/db/schema/catalog.ts";
import { sizeChartRows, sizeCharts } from "#src/db/schema/size-charts.ts";
import { forgetPublicAnswers } from "#src/fresh-answers.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";

/**
 * Size charts, each saved whole: its name, columns, rows and the categories that use it. A category
 * uses one chart or none, so listing it in a chart takes it out of any other. Every save is one
 * transaction with one audit entry (the chart and its categories before and after), then the public
 * answers are forgotten so the product pages show it at once.
 */

export interface SizeChartsContext {
  db: Database;
  now: () => Date;
}

const chartNotFound = () => notFound("admin.size_chart_not_found", SIZE_CHART_MESSAGES.notFound);

async function readCharts(db: Database | Transaction, id?: string): Promise<SizeChartForEditing[]> {
  const [charts, rows, users] = await Promise.all([
    db
      .select({
        id: sizeCharts.id,
        name: sizeCharts.name,
        kind: sizeCharts.kind,
        measures: sizeCharts.measures,
        updatedAt: sizeCharts.updatedAt,
      })
      .from(sizeCharts)
      .where(id ? eq(sizeCharts.id, id) : undefined)
      .orderBy(asc(sizeCharts.name)),
    db
      .select({ chartId: sizeChartRows.chartId, label: sizeChartRows.label, inches: sizeChartRows.inches })
      .from(sizeChartRows)
      .where(id ? eq(sizeChartRows.chartId, id) : undefined)
      .orderBy(asc(sizeChartRows.chartId), asc(sizeChartRows.position)),
    db
      .select({ id: categories.id, chartId: categories.sizeChartId })
      .from(categories)
      .where(id ? eq(categories.sizeChartId, id) : sql`${categories.sizeChartId} is not null`)
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
  ]);
  return charts.map((chart) => ({
    _id: chart.id,
    name: chart.name,
    kind: chart.kind,
    measures: chart.measures as SizeChartForEditing["measures"],
    rows: rows.filter((row) => row.chartId === chart.id).map((row) => ({ label: row.label, inches: row.inches.map(Number) })),
    categoryIds: users.filter((category) => category.chartId === chart.id).map((category) => category.id),
    updatedAt: chart.updatedAt.toISOString(),
  }));
}

/** `GET /api/admin/size-charts`. */
export async function readSizeChartsEditor(db: Database): Promise<SizeChartsEditor> {
  const [charts, categoryRows] = await Promise.all([
    readCharts(db),
    db
      .select({ _id: categories.id, name: categories.name, sizeChartId: categories.sizeChartId })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
  ]);
  return { charts, categories: categoryRows };
}

/** A chart as the audit log keeps it: what staff see, categories by name. */
async function auditedChart(tx: Transaction, id: string) {
  const [chart] = await readCharts(tx, id);
  if (!chart) return null;
  const names = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.sizeChartId, id))
    .orderBy(asc(categories.name));
  const { _id, updatedAt, categoryIds, ...rest } = chart;
  return { ...rest, categories: names.map((row) => row.name) };
}

/** Creates the chart (id null) or replaces it whole; its id. */
export async function saveSizeChart(
  ctx: SizeChartsContext,
  actor: StaffUser,
  id: string | null,
  input: EditableSizeChart,
): Promise<string> {
  const at = ctx.now();
  if (id !== null && !isUuid(id)) throw chartNotFound();
  const chartId = await ctx.db.transaction(async (tx) => {
    // One chart saved at a time: names and the categories' charts are checked across all of them.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chhaap-size-charts-editor'))`);
    const own = id?.toLowerCase() ?? null;
    if (own !== null) {
      const [found] = await tx.select({ id: sizeCharts.id }).from(sizeCharts).where(eq(sizeCharts.id, own));
      if (!found) throw chartNotFound();
    }
    const [clash] = await tx
      .select({ id: sizeCharts.id })
      .from(sizeCharts)
      .where(and(sql`lower(${sizeCharts.name}) = lower(${input.name})`, own ? ne(sizeCharts.id, own) : undefined));
    if (clash)
      throw new ApiError(400, "validation.field", SIZE_CHART_MESSAGES.nameTaken, {
        params: { field: "name" },
        errors: { name: SIZE_CHART_MESSAGES.nameTaken },
      });
    const categoryIds = input.categoryIds.map((value) => value.toLowerCase());
    const known =
      categoryIds.length === 0 || !categoryIds.every(isUuid)
        ? []
        : await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds));
    if (known.length !== categoryIds.length)
      throw new ApiError(400, "admin.category_unknown", SIZE_CHART_MESSAGES.categoryUnknown, {
        errors: { categoryIds: SIZE_CHART_MESSAGES.categoryUnknown },
      });

    const before = own ? await auditedChart(tx, own) : null;
    const columns = { name: input.name, kind: input.kind, measures: input.measures, updatedAt: at };
    let saved = own;
    if (saved) {
      await tx.update(sizeCharts).set(columns).where(eq(sizeCharts.id, saved));
      await tx.delete(sizeChartRows).where(eq(sizeChartRows.chartId, saved));
    } else {
      const [row] = await tx
        .insert(sizeCharts)
        .values({ ...columns, createdAt: at })
        .returning({ id: sizeCharts.id });
      saved = row?.id as string;
    }
    const chart = saved;
    await tx
      .insert(sizeChartRows)
      .values(input.rows.map((row, position) => ({ chartId: chart, position, label: row.label, inches: row.inches })));
    await tx
      .update(categories)
      .set({ sizeChartId: null })
      .where(and(eq(categories.sizeChartId, chart), categoryIds.length > 0 ? notInArray(categories.id, categoryIds) : undefined));
    if (categoryIds.length > 0)
      await tx.update(categories).set({ sizeChartId: chart }).where(inArray(categories.id, categoryIds));
    await auditChange(tx, actor, {
      action: own ? "size_chart.save" : "size_chart.create",
      recordType: "size_chart",
      recordId: chart,
      before,
      after: await auditedChart(tx, chart),
      at,
    });
    return chart;
  });
  forgetPublicAnswers();
  return chartId;
}

/** Deletes the chart; its categories show no size guide until another chart lists them. */
export async function deleteSizeChart(ctx: SizeChartsContext, actor: StaffUser, id: string): Promise<void> {
  if (!isUuid(id)) throw chartNotFound();
  const own = id.toLowerCase();
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chhaap-size-charts-editor'))`);
    const before = await auditedChart(tx, own);
    if (!before) throw chartNotFound();
    // The rows go with the chart; its categories keep no chart (both by their foreign keys).
    await tx.delete(sizeCharts).where(eq(sizeCharts.id, own));
    await auditChange(tx, actor, {
      action: "size_chart.delete",
      recordType: "size_chart",
      recordId: own,
      before,
      after: null,
      at: ctx.now(),
    });
  });
  forgetPublicAnswers();
}
