import { Readable } from "node:stream";
import { CATALOG_CSV_COLUMNS, CATALOG_MESSAGES, type CatalogImportResult } from "@chhaap/contract/admin/catalog";
import { stringify } from "csv-stringify/sync";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { analyzeTables } from "#src/db/analyze.ts";
import type { Database, Transaction } from "#src/db/client.ts";
import { categories, products, productTags, tags, variantSizes, variants } from "#src/db/schema/catalog.ts";
import { searchDocumentSql } from "#src/db/search-document.ts";
import { forgetPublicAnswers } from "#src/fresh-answers.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { lockColourways, lockProducts } from "#src/modules/catalog/colourway-locks.ts";
import { relabelStock } from "#src/modules/catalog/stock-labels.ts";
import { guardCsvCell } from "./csv-cells.ts";
import { type CurrentColourway, type ImportPlan, type ImportState, planImport, readSheet, sheetKeys } from "./csv-import-plan.ts";
import type { CatalogContext } from "./service.ts";

/**
 * A sheet that changed at least this many values has its tables analysed once it is applied (after
 * the transaction, so the statistics see what it wrote). Under it, the changes are too few to move
 * the planner's estimates, and the ANALYZE (a fixed sample of each table: 0.6–0.9 s at 100,000
 * colourways) would only make staff wait longer than the sheet took. From it on (a sheet holds up to
 * 5,000 rows), a large catalog can take several such sheets before a tenth of a table has changed and
 * autovacuum analyses it, and on a small one a sheet can add more sizes than the shop had: either way
 * searches and stock filters would be planned for the catalog as it was.
 */
const ANALYZE_AFTER_CHANGES = 1_000;

/**
 * A stock and price sheet: previewed (every change and every row error, nothing written) or applied.
 * Applying works the plan out again inside the transaction, with the products and colourways it
 * writes locked, so what is written is what the sheet says of the catalog as it is then; a sheet
 * with any row error writes nothing. One transaction and one audit entry per applied sheet.
 */
export async function importCatalogSheet(
  ctx: CatalogContext,
  actor: StaffUser,
  csv: string,
  apply: boolean,
): Promise<CatalogImportResult & { message: string }> {
  const sheet = readSheet(csv);
  if ("error" in sheet)
    return { rows: 0, changes: [], errors: [{ row: 1, message: sheet.error }], applied: false, message: sheet.error };
  if (!apply) {
    const plan = planImport(sheet.rows, await readState(ctx.db, sheet.rows));
    return { rows: plan.rows, changes: plan.changes, errors: plan.errors, applied: false, message: previewMessage(plan) };
  }
  const at = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const plan = await lockedPlan(tx, sheet.rows);
    if (plan.errors.length > 0 || plan.changes.length === 0) return { plan, applied: false };
    const touched: string[] = [];
    for (const colourway of plan.colourways) touched.push(await writeColourway(tx, colourway, at));
    await relabelStock(tx, touched, ctx.lowStockThreshold, at);
    const productIds = [...new Set(plan.colourways.map((colourway) => colourway.productId))];
    await tx.update(products).set({ updatedAt: at }).where(inArray(products.id, productIds));
    await auditChange(tx, actor, {
      action: "catalog.import",
      recordType: "catalog",
      recordId: "stock-and-prices",
      before: null,
      after: { rows: plan.rows, changes: plan.changes },
      at,
    });
    return { plan, applied: true };
  });
  const { plan } = result;
  if (result.applied) {
    forgetPublicAnswers();
    // The sheet is applied whatever becomes of this: should it fail, autovacuum analyses in time.
    if (plan.changes.length >= ANALYZE_AFTER_CHANGES) await analyzeTables(ctx.db, [variants, variantSizes]).catch(() => {});
  }
  const message = result.applied
    ? `${CATALOG_MESSAGES.importApplied} ${plan.changes.length} ${plan.changes.length === 1 ? "change" : "changes"}.`
    : plan.errors.length > 0
      ? CATALOG_MESSAGES.importHasErrors
      : "Nothing to change: the catalog already matches the file.";
  return { rows: plan.rows, changes: plan.changes, errors: plan.errors, applied: result.applied, message };
}

function previewMessage(plan: { changes: unknown[]; errors: unknown[] }): string {
  if (plan.errors.length > 0) return CATALOG_MESSAGES.importHasErrors;
  if (plan.changes.length === 0) return "Nothing to change: the catalog already matches the file.";
  return `${plan.changes.length} ${plan.changes.length === 1 ? "change" : "changes"} to apply. Nothing has been changed yet.`;
}

type SheetRows = Parameters<typeof sheetKeys>[0];

/**
 * The plan, made from the catalog with what it writes locked, in the catalog's one order of locking
 * (catalog/colourway-locks.ts: products, then colourways). A first reading finds them; once they are
 * locked the plan is made again from what they now hold. Should that plan write a row the first did
 * not find (staff added an item code or renamed a product in between), nothing is written: the sheet
 * answers with an error of its own, as a file that cannot be read does.
 */
async function lockedPlan(tx: Transaction, rows: SheetRows): Promise<ImportPlan> {
  const first = planImport(rows, await readState(tx, rows));
  if (first.errors.length > 0 || first.changes.length === 0) return first;
  const products = new Set(await lockProducts(tx, rowsOf(first).products));
  const colourways = new Set(await lockColourways(tx, rowsOf(first).colourways));
  const plan = planImport(rows, await readState(tx, rows));
  const wanted = rowsOf(plan);
  if (wanted.products.some((id) => !products.has(id)) || wanted.colourways.some((id) => !colourways.has(id)))
    return { ...plan, errors: [{ row: 1, message: CATALOG_MESSAGES.importCatalogChanged }] };
  return plan;
}

/** The products and existing colourways a plan writes. */
function rowsOf(plan: ImportPlan): { products: string[]; colourways: string[] } {
  return {
    products: [...new Set(plan.colourways.map((colourway) => colourway.productId))],
    colourways: plan.colourways.flatMap((colourway) => (colourway.id === undefined ? [] : [colourway.id])),
  };
}

/** The colourways and products the sheet names, as they are. */
async function readState(db: Database | Transaction, rows: SheetRows): Promise<ImportState> {
  const { itemCodes, productNames } = sheetKeys(rows);
  const colourways = new Map<string, CurrentColourway>();
  if (itemCodes.length > 0) {
    const found = await db
      .select({
        id: variants.id,
        itemCode: variants.itemCode,
        productId: variants.productId,
        pricePaise: variants.pricePaise,
        salePricePaise: variants.salePricePaise,
      })
      .from(variants)
      // Item codes are compared in capitals, as staff type them in any case.
      .where(inArray(sql`upper(${variants.itemCode})`, itemCodes));
    const sizes =
      found.length === 0
        ? []
        : await db
            .select({ variantId: variantSizes.variantId, name: variantSizes.sizeName, quantity: variantSizes.quantity })
            .from(variantSizes)
            .where(
              inArray(
                variantSizes.variantId,
                found.map((row) => row.id),
              ),
            )
            .orderBy(asc(variantSizes.position));
    for (const row of found) colourways.set(row.itemCode.toUpperCase(), { ...row, sizes: new Map() });
    const byId = new Map(found.map((row) => [row.id, row.itemCode.toUpperCase()]));
    for (const size of sizes) colourways.get(byId.get(size.variantId) ?? "")?.sizes.set(size.name, size.quantity);
  }
  const productsByName: ImportState["productsByName"] = new Map();
  if (productNames.length > 0) {
    const found = await db
      .select({
        id: products.id,
        name: products.name,
        // Written out: in a one-table select drizzle leaves columns unqualified, and "id" would be the colourway's.
        colourways: sql<number>`(select count(*)::int from variants v where v.product_id = products.id)`,
      })
      .from(products)
      .where(inArray(sql`lower(${products.name})`, productNames));
    for (const row of found) {
      const key = row.name.toLowerCase();
      productsByName.set(key, productsByName.has(key) ? "ambiguous" : row);
    }
  }
  return { colourways, productsByName };
}

/** Writes one colourway's part of the sheet; its id. */
async function writeColourway(tx: Transaction, planned: ReturnType<typeof planImport>["colourways"][number], at: Date) {
  let id = planned.id;
  if (id === undefined) {
    // A new colourway: material, weight and measures from the product's first one.
    const [first] = await tx
      .select()
      .from(variants)
      .where(eq(variants.productId, planned.productId))
      .orderBy(asc(variants.createdAt), asc(variants.itemCode))
      .limit(1);
    const [product] = await tx
      .select({ name: products.name, categoryName: categories.name, status: products.status })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.id, planned.productId));
    const tagRows = await tx
      .select({ tag: tags.tag })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(eq(productTags.productId, planned.productId));
    const material = first?.material ?? "Unknown";
    const [row] = await tx
      .insert(variants)
      .values({
        productId: planned.productId,
        itemCode: planned.itemCode,
        colour: planned.colour,
        material,
        weightKg: first?.weightKg ?? 0,
        lengthCm: first?.lengthCm ?? 0,
        widthCm: first?.widthCm ?? 0,
        heightCm: first?.heightCm ?? 0,
        pricePaise: planned.pricePaise ?? 0,
        salePricePaise: planned.salePricePaise ?? 0,
        listed: product?.status === "active",
        searchDocument: searchDocumentSql({
          productName: product?.name ?? "",
          categoryName: product?.categoryName ?? "",
          tagNames: tagRows.map((tag) => tag.tag),
          colour: planned.colour,
          material,
        }),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: variants.id });
    id = row?.id as string;
  } else if (planned.pricePaise !== undefined || planned.salePricePaise !== undefined) {
    await tx
      .update(variants)
      .set({
        ...(planned.pricePaise === undefined ? {} : { pricePaise: planned.pricePaise }),
        ...(planned.salePricePaise === undefined ? {} : { salePricePaise: planned.salePricePaise }),
        updatedAt: at,
      })
      .where(eq(variants.id, id));
  }
  for (const [name, quantity] of planned.stock) {
    const updated = await tx
      .update(variantSizes)
      .set({ quantity })
      .where(and(eq(variantSizes.variantId, id), eq(variantSizes.sizeName, name)))
      .returning({ id: variantSizes.id });
    if (updated.length === 0) {
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${variantSizes.position}), -1)` })
        .from(variantSizes)
        .where(eq(variantSizes.variantId, id));
      await tx
        .insert(variantSizes)
        .values({ variantId: id, sizeName: name, quantity, position: Number(last?.position ?? -1) + 1 });
    }
  }
  return id;
}

const EXPORT_BATCH = 2_000;

/**
 * Every colourway and size as CSV, in the columns the import reads, product by product. Read in
 * batches of colourways so a catalog of any size streams in constant memory.
 */
export function exportCatalogSheet(db: Database): Readable {
  async function* lines() {
    yield stringify([[...CATALOG_CSV_COLUMNS]]);
    let after = "";
    for (;;) {
      const batch = await db
        .select({
          itemCode: variants.itemCode,
          product: products.name,
          colour: variants.colour,
          pricePaise: variants.pricePaise,
          salePricePaise: variants.salePricePaise,
          // A subquery per colourway reads its sizes through their index: a join, or a second query for the
          // batch's ids, read every size in the shop for each batch (6.8 s for 100,000 colourways).
          sizes: sql<string>`(select coalesce(json_agg(json_build_array(${variantSizes.sizeName}, ${variantSizes.quantity})
            order by ${variantSizes.position}, ${variantSizes.sizeName}), '[]')::text
            from ${variantSizes} where ${variantSizes.variantId} = ${variants.id})`,
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(gt(variants.itemCode, after))
        .orderBy(asc(variants.itemCode))
        .limit(EXPORT_BATCH);
      if (batch.length === 0) return;
      const rows: string[][] = [];
      for (const row of batch) {
        // Text staff typed is guarded against formulas; stock and prices are numbers written here,
        // never negative, and stay plain so a spreadsheet reads them as numbers.
        const price = (row.pricePaise / 100).toFixed(2);
        const sale = (row.salePricePaise / 100).toFixed(2);
        const text = [row.itemCode, row.product, row.colour].map(guardCsvCell);
        const sizes = JSON.parse(row.sizes) as [name: string, quantity: number][];
        if (sizes.length === 0) rows.push([...text, "", "", price, sale]);
        for (const [name, quantity] of sizes) rows.push([...text, guardCsvCell(name), String(quantity), price, sale]);
      }
      yield stringify(rows);
      after = batch.at(-1)?.itemCode ?? after;
      if (batch.length < EXPORT_BATCH) return;
    }
  }
  return Readable.from(lines());
}
