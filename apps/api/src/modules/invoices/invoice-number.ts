/**
 * Invoice numbers: one gap-free series per Indian financial year (1 April to 31 March, by the date in
 * India), written PREFIX/YY-YY/NNNNNN, e.g. "CH/26-27/000123". GST invoice rules allow at most 16
 * characters of letters, digits, "/" and "-", unique within the financial year.
 */

import { IST_OFFSET_MS } from "#src/india-time.ts";

/** "2026-27" for any instant from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

export function invoiceNumber(prefix: string, year: string, sequence: number): string {
  const [start = "", end = ""] = year.split("-");
  return `${prefix}/${start.slice(2)}-${end}/${String(sequence).padStart(6, "0")}`;
}
