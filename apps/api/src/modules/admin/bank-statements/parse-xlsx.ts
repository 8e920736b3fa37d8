import ExcelJS from "exceljs";
import { checkWorkbook, STATEMENT_MAX_COLUMNS, type WorkbookCheck } from "./workbook-limits.ts";

/**
 * The first sheet of an XLSX statement, row by row, each cell as text: dates the spreadsheet stores
 * as dates become `YYYY-MM-DD`, numbers their plain digits (an amount stored as 1234.5000000001 reads
 * 1234.5). The workbook is checked before it is loaded (workbook-limits.ts): what it refuses is said,
 * and a file that is not a workbook is "unreadable". Only the cells that hold something are read, in
 * the first 64 columns.
 */
export async function parseXlsxStatement(
  file: Buffer,
  maxRows: number,
): Promise<{ rows: string[][] } | { refused: Exclude<WorkbookCheck, "ok"> }> {
  const check = checkWorkbook(file);
  if (check !== "ok") return { refused: check };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    return { refused: "unreadable" };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { refused: "unreadable" };
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (rows.length > maxRows) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (column > STATEMENT_MAX_COLUMNS) return;
      while (cells.length < column - 1) cells.push("");
      cells[column - 1] = cellText(cell.value);
    });
    rows.push(cells);
  });
  return { rows };
}

/** A number as the bank meant it: floating-point noise within a hundredth of a paisa is rounded to paise. */
function numberText(value: number): string {
  const paise = Math.round(value * 100);
  return Math.abs(value * 100 - paise) < 0.01 ? String(paise / 100) : String(value);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "number") return numberText(value);
  if (typeof value === "object") {
    if ("richText" in value)
      return value.richText
        .map((part) => part.text)
        .join("")
        .trim();
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("text" in value) return String(value.text).trim();
    return "";
  }
  return String(value).trim();
}
