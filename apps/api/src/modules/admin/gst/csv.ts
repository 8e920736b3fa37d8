import { GST_REGISTER_COLUMNS, type GstRegisterQuery } from "@chhaap/contract/admin/gst";
import { stringify } from "csv-stringify/sync";
import { guardCsvCell } from "#src/modules/admin/catalog/csv-cells.ts";
import type { RegisterRow } from "./service.ts";

/** Paise as rupees with two decimals, "-1234.50": written by us, so never guarded as a formula. */
function amount(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

const csvOf = (records: string[][]) => stringify(records, { record_delimiter: "\r\n" });

function cellsOf(row: RegisterRow): string[] {
  return [
    row.voucherType,
    guardCsvCell(row.number),
    row.date,
    guardCsvCell(row.party),
    "",
    guardCsvCell(row.placeOfSupply),
    guardCsvCell(row.hsn),
    guardCsvCell(row.description),
    String(row.quantity),
    row.uqc,
    amount(row.amounts.taxable),
    String(row.rate),
    amount(row.amounts.cgst),
    amount(row.amounts.sgst),
    amount(row.amounts.igst),
    amount(row.amounts.amount),
  ];
}

/**
 * The register as CSV in GST_REGISTER_COLUMNS order, written a batch of rows at a time as the batches
 * come (the response streams them out). Text that came from customers or the catalog (names,
 * descriptions) is guarded against spreadsheet formulas; amounts keep their minus sign.
 */
export async function* registerCsv(batches: AsyncIterable<readonly RegisterRow[]>): AsyncGenerator<string> {
  yield csvOf([[...GST_REGISTER_COLUMNS]]);
  for await (const rows of batches) yield csvOf(rows.map(cellsOf));
}

/** `chhaap-gst-register-2026-11-01-to-2026-11-30.csv`. */
export function registerFileName(query: GstRegisterQuery): string {
  return `chhaap-gst-register-${query.from}-to-${query.to}.csv`;
}
