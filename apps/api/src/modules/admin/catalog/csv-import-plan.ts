import {
  CATALOG_CSV_COLUMNS,
  CATALOG_MESSAGES,
  colourwayFields,
  IMPORT_MAX_ROWS,
  type ImportChange,
  type ImportRowError,
  MAX_COLOURWAYS_PER_PRODUCT,
  MAX_SIZES_PER_COLOURWAY,
} from "@chhaap/contract/admin/catalog";
import { parse } from "csv-parse/sync";
import type { ZodType } from "zod";
import { unguardCsvCell } from "./csv-cells.ts";

/**
 * What a stock and price sheet would change, worked out before anything is written. Rows are one per
 * colourway and size (the export's shape): a known item code updates that colourway's prices and the
 * stock of the size (a size it lacks is added); an unknown item code whose `product` names a product
 * of the shop exactly adds a colourway to it. A blank stock, price or sale price leaves it as it is.
 * Every value is held to the product editor's rules (the contract's colourwayFields and limits), so a
 * sheet that previews without errors writes only what the editor could have saved.
 */

/** A colourway as the sheet is compared with: prices in paise, stock per size. */
export interface CurrentColourway {
  id: string;
  itemCode: string;
  productId: string;
  pricePaise: number;
  salePricePaise: number;
  sizes: Map<string, number>;
}

export interface ImportState {
  colourways: Map<string, CurrentColourway>;
  /** Products by their lower-cased name, with how many colourways each has; a name two products share finds neither. */
  productsByName: Map<string, { id: string; name: string; colourways: number } | "ambiguous">;
}

/** What applying writes, colourway by colourway. */
interface PlannedColourway {
  itemCode: string;
  /** Set for an existing colourway, absent for a new one. */
  id?: string;
  productId: string;
  colour: string;
  pricePaise?: number;
  salePricePaise?: number;
  /** Size name to new stock; sizes the colourway lacks are added. */
  stock: Map<string, number>;
}

export interface ImportPlan {
  rows: number;
  changes: ImportChange[];
  errors: ImportRowError[];
  colourways: PlannedColourway[];
}

type Cells = Record<(typeof CATALOG_CSV_COLUMNS)[number], string>;

/** The sheet's rows as cells by column, or a single error naming what is wrong with the file itself. */
export function readSheet(csv: string): { rows: Cells[] } | { error: string } {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    return { error: `The file is not a readable CSV file (${(error as Error).message.split(":")[0]}).` };
  }
  const [header, ...body] = records;
  if (!header) return { error: "The file has no rows to import." };
  const names = header.map((cell) => cell.toLowerCase().replace(/\s+/g, "_"));
  const missing = ["item_code", "size", "stock", "price", "sale_price"].filter((column) => !names.includes(column));
  if (missing.length > 0) return { error: `The first row must name the columns; missing: ${missing.join(", ")}.` };
  if (body.length === 0) return { error: "The file has no rows to import." };
  if (body.length > IMPORT_MAX_ROWS)
    return { error: `Please import at most ${IMPORT_MAX_ROWS.toLocaleString("en-IN")} rows at a time.` };
  const rows = body.map((record) => {
    const cells = {} as Cells;
    for (const column of CATALOG_CSV_COLUMNS) {
      const index = names.indexOf(column);
      // A cell the export guarded against formulas ('=…, '-…) reads as what it stood for.
      cells[column] = index === -1 ? "" : unguardCsvCell(record[index] ?? "");
    }
    return cells;
  });
  return { rows };
}

/** The item codes and product names a sheet mentions: what the state must be read for. */
export function sheetKeys(rows: readonly Cells[]): { itemCodes: string[]; productNames: string[] } {
  return {
    itemCodes: [...new Set(rows.map((row) => row.item_code.toUpperCase()).filter(Boolean))],
    productNames: [...new Set(rows.map((row) => row.product.toLowerCase()).filter(Boolean))],
  };
}

/** A number cell: undefined when blank, NaN when not a number. */
function numberCell(text: string): number | undefined {
  const cleaned = text.replace(/[,₹\s]/g, "");
  if (cleaned === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The message of the editor's rule a value breaks, or undefined when it keeps them all. */
function editorRule(rule: ZodType, value: unknown): string | undefined {
  const result = rule.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? "");
}

function rupeesText(paise: number): string {
  return (paise / 100).toFixed(2).replace(/\.00$/, "");
}

export function planImport(rows: readonly Cells[], state: ImportState): ImportPlan {
  const changes: ImportChange[] = [];
  const errors: ImportRowError[] = [];
  const planned = new Map<string, PlannedColourway>();
  const seenSizes = new Set<string>();
  /** Colourways the sheet adds to each product so far. */
  const added = new Map<string, number>();

  rows.forEach((cells, index) => {
    const row = index + 2;
    const rowErrors: string[] = [];
    const itemCode = cells.item_code.toUpperCase();
    const stock = numberCell(cells.stock);
    const price = numberCell(cells.price);
    const salePrice = numberCell(cells.sale_price);
    const stockBroken = stock === undefined ? undefined : editorRule(colourwayFields.stock, stock);

    if (itemCode === "") rowErrors.push("The item code is empty.");
    else if (editorRule(colourwayFields.itemCode, itemCode)) rowErrors.push(`“${cells.item_code}” is not an item code.`);
    // A size name as the editor keeps it: invisible formatting removed, within its length.
    const sizeRule = cells.size === "" ? undefined : colourwayFields.sizeName.safeParse(cells.size);
    const size = sizeRule?.success ? sizeRule.data : cells.size;
    if (sizeRule && !sizeRule.success) rowErrors.push(`Size “${cells.size}”: ${sizeRule.error.issues[0]?.message}`);
    if (Number.isNaN(stock)) rowErrors.push(`Stock “${cells.stock}” is not a number.`);
    else if (stock !== undefined && stock < 0) rowErrors.push("Stock cannot be negative.");
    else if (stock !== undefined && !Number.isInteger(stock)) rowErrors.push("Stock must be a whole number.");
    else if (stock !== undefined && size === "") rowErrors.push("Stock is given without a size.");
    else if (stockBroken) rowErrors.push(`Stock “${cells.stock}”: ${stockBroken}`);
    for (const [label, value, text] of [
      ["Price", price, cells.price],
      ["Sale price", salePrice, cells.sale_price],
    ] as const) {
      const broken = value === undefined ? undefined : editorRule(colourwayFields.price, value);
      if (Number.isNaN(value)) rowErrors.push(`${label} “${text}” is not a number.`);
      else if (value !== undefined && value < 0) rowErrors.push(`${label} cannot be negative.`);
      else if (value !== undefined && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
        rowErrors.push(`${label} has more than two decimals.`);
      else if (broken) rowErrors.push(`${label} “${text}”: ${broken}`);
    }
    const key = `${itemCode}\n${size.toLowerCase()}`;
    if (itemCode !== "" && size !== "" && seenSizes.has(key)) rowErrors.push(`Size ${size} of ${itemCode} is listed twice.`);
    seenSizes.add(key);

    const current = state.colourways.get(itemCode);
    let target = planned.get(itemCode);
    if (!current && !target && itemCode !== "" && rowErrors.length === 0) {
      const colourBroken = editorRule(colourwayFields.colour, cells.colour);
      const product = cells.product === "" ? undefined : state.productsByName.get(cells.product.toLowerCase());
      if (product === undefined)
        rowErrors.push(`Unknown item code ${itemCode}. To add a colourway, name its product exactly as the shop does.`);
      else if (product === "ambiguous")
        rowErrors.push(`Two products are named “${cells.product}”: add this colourway on its page.`);
      else if (cells.colour === "") rowErrors.push("A new colourway needs its colour.");
      else if (colourBroken) rowErrors.push(`Colour “${cells.colour}”: ${colourBroken}`);
      else if (price === undefined || salePrice === undefined) rowErrors.push("A new colourway needs its price and sale price.");
      else if (product.colourways + (added.get(product.id) ?? 0) >= MAX_COLOURWAYS_PER_PRODUCT)
        rowErrors.push(`${product.name}: ${CATALOG_MESSAGES.tooManyColourways}`);
      else target = { itemCode, productId: product.id, colour: colourwayFields.colour.parse(cells.colour), stock: new Map() };
    }
    if (!target && current)
      target = {
        itemCode,
        id: current.id,
        productId: current.productId,
        colour: "",
        stock: new Map(),
      };

    if (target && rowErrors.length === 0) {
      // Prices belong to the colourway: every row of it must agree.
      const newPrice = price === undefined ? undefined : Math.round(price * 100);
      const newSale = salePrice === undefined ? undefined : Math.round(salePrice * 100);
      if (newPrice !== undefined && target.pricePaise !== undefined && target.pricePaise !== newPrice)
        rowErrors.push(`Another row of ${itemCode} gives a different price.`);
      if (newSale !== undefined && target.salePricePaise !== undefined && target.salePricePaise !== newSale)
        rowErrors.push(`Another row of ${itemCode} gives a different sale price.`);
      const effectivePrice = newPrice ?? target.pricePaise ?? current?.pricePaise ?? 0;
      const effectiveSale = newSale ?? target.salePricePaise ?? current?.salePricePaise ?? 0;
      if (effectiveSale > effectivePrice)
        rowErrors.push(`The sale price (₹${rupeesText(effectiveSale)}) is above the price (₹${rupeesText(effectivePrice)}).`);
      const addsSize =
        size !== "" &&
        stock !== undefined &&
        ![...(current?.sizes.keys() ?? [])].some((name) => name.toLowerCase() === size.toLowerCase());
      const sizesBefore =
        (current?.sizes.size ?? 0) + [...target.stock.keys()].filter((name) => !current?.sizes.has(name)).length;
      if (addsSize && sizesBefore >= MAX_SIZES_PER_COLOURWAY) rowErrors.push(`${itemCode}: ${CATALOG_MESSAGES.tooManySizes}`);
      if (rowErrors.length === 0) {
        const isNew = !planned.has(itemCode);
        planned.set(itemCode, target);
        if (!current && isNew) {
          changes.push({ row, itemCode, size: "", what: "new colourway", before: "", after: target.colour });
          added.set(target.productId, (added.get(target.productId) ?? 0) + 1);
        }
        if (newPrice !== undefined && target.pricePaise === undefined) {
          target.pricePaise = newPrice;
          if (!current || current.pricePaise !== newPrice)
            changes.push({
              row,
              itemCode,
              size: "",
              what: "price",
              before: current ? rupeesText(current.pricePaise) : "",
              after: rupeesText(newPrice),
            });
        }
        if (newSale !== undefined && target.salePricePaise === undefined) {
          target.salePricePaise = newSale;
          if (!current || current.salePricePaise !== newSale)
            changes.push({
              row,
              itemCode,
              size: "",
              what: "sale price",
              before: current ? rupeesText(current.salePricePaise) : "",
              after: rupeesText(newSale),
            });
        }
        if (size !== "" && stock !== undefined) {
          const existingSize = current
            ? [...current.sizes.keys()].find((name) => name.toLowerCase() === size.toLowerCase())
            : undefined;
          const name = existingSize ?? size;
          target.stock.set(name, stock);
          const before = existingSize === undefined ? undefined : current?.sizes.get(existingSize);
          if (before === undefined)
            changes.push({ row, itemCode, size: name, what: "new size", before: "", after: String(stock) });
          else if (before !== stock)
            changes.push({ row, itemCode, size: name, what: "stock", before: String(before), after: String(stock) });
        }
      }
    }
    for (const message of rowErrors) errors.push({ row, message });
  });

  return { rows: rows.length, changes, errors, colourways: [...planned.values()] };
}
