import type { BankColumnMappingInput } from "@chhaap/contract/admin/bank-statements";

/**
 * The values of a statement's cells as Indian banks print them: amounts with lakh grouping
 * ("1,23,456.50"), a currency sign and a "Cr"/"Dr" marker; dates in the layout's own format.
 */

type DateFormat = BankColumnMappingInput["dateFormat"];

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/** An amount in paise, and the credit/debit marker printed with it; undefined when the cell is not an amount. */
export function readAmount(cell: string): { paise: number; marker: "CR" | "DR" | null } | undefined {
  let text = cell
    .toUpperCase()
    .replace(/[\s,₹]/g, "")
    .replace(/^(INR|RS\.?)/, "");
  let marker: "CR" | "DR" | null = null;
  const marked = /^(.*?)\(?(CR|DR)\)?\.?$/.exec(text);
  if (marked?.[1] && marked[2]) {
    text = marked[1];
    marker = marked[2] === "CR" ? "CR" : "DR";
  }
  const number = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!number?.[1]) return undefined;
  const paise = Number(number[1]) * 100 + Number((number[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(paise) ? { paise, marker } : undefined;
}

/** What a credit/debit marker cell says: "Cr", "C", "Credit" or "Dr", "D", "Debit". */
export function readMarker(cell: string): "CR" | "DR" | undefined {
  const text = cell.trim().toUpperCase().replace(/\.$/, "");
  if (text === "CR" || text === "C" || text === "CREDIT") return "CR";
  if (text === "DR" || text === "D" || text === "DEBIT") return "DR";
  return undefined;
}

/**
 * A booking date as `YYYY-MM-DD`, read in the layout's format; a time after it is ignored. A date the
 * spreadsheet itself stored as a date reaches here as `YYYY-MM-DD`, which every layout takes.
 */
export function readDate(cell: string, format: DateFormat): string | undefined {
  const text = cell.trim().toUpperCase();
  const patterns: Record<DateFormat, RegExp> = {
    "DD/MM/YY": /^(\d{1,2})\/(\d{1,2})\/(\d{2})(?:\s|$)/,
    "DD/MM/YYYY": /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s|$)/,
    "DD-MM-YYYY": /^(\d{1,2})-(\d{1,2})-(\d{4})(?:\s|$)/,
    "DD-MMM-YYYY": /^(\d{1,2})-([A-Z]{3,4})-(\d{4})(?:\s|$)/,
    "DD MMM YYYY": /^(\d{1,2})\s+([A-Z]{3,4})\s+(\d{4})(?:\s|$)/,
    "YYYY-MM-DD": /^(\d{4})-(\d{2})-(\d{2})(?:[T\s]|$)/,
  };
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s]|$)/.exec(text);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = patterns[format].exec(text);
  if (!parts?.[1] || !parts[2] || !parts[3]) return undefined;
  const day = Number(parts[1]);
  const month = /^\d+$/.test(parts[2]) ? Number(parts[2]) : MONTHS.indexOf(parts[2].slice(0, 3)) + 1;
  const year = parts[3].length === 2 ? 2000 + Number(parts[3]) : Number(parts[3]);
  return validDate(year, month, day);
}

function validDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}
