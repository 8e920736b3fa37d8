import { createHash } from "node:crypto";
import { BANK_STATEMENT_MESSAGES, type BankColumnMappingInput } from "@chhaap/contract/admin/bank-statements";
import { readAmount, readDate, readMarker } from "./statement-values.ts";

/**
 * From a statement's rows to its credits: the header row (banks put title and account rows above it
 * and totals below the transactions), the layout's signature, a first guess at its mapping, and each
 * credit read by the mapping with a fingerprint of what the bank printed.
 */

/** Banks print at most a few title and account rows above the transactions. */
const HEADER_SEARCH_ROWS = 30;
const DATE_HEADER = /\b(date|dt|txn date|tran date|value date)\b/;
const AMOUNT_HEADER = /\b(amount|amt|credit|deposit|deposits|cr|withdrawal|debit)\b/;

export interface StatementHeader {
  index: number;
  headers: string[];
  signature: string;
}

function normaliseHeader(cell: string): string {
  return cell.toLowerCase().replace(/\s+/g, " ").trim();
}

/** The first row that names a date column and an amount column, within the first rows. */
export function findHeaderRow(rows: string[][]): StatementHeader | undefined {
  const index = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => {
    const cells = row.map(normaliseHeader);
    return cells.some((cell) => DATE_HEADER.test(cell)) && cells.some((cell) => AMOUNT_HEADER.test(cell));
  });
  const row = rows[index];
  if (index < 0 || !row) return undefined;
  const headers = row.map((cell) => cell.replace(/\s+/g, " ").trim());
  while (headers.length > 0 && headers.at(-1) === "") headers.pop();
  return { index, headers, signature: headers.map(normaliseHeader).join("|") };
}

/** A first guess at the mapping from the headers' words, for staff to correct. */
export function suggestMapping(headers: string[]): Partial<BankColumnMappingInput> {
  const find = (pattern: RegExp, except?: RegExp) =>
    headers.find((header) => pattern.test(normaliseHeader(header)) && !except?.test(normaliseHeader(header)));
  const suggestion: Partial<BankColumnMappingInput> = {
    date: find(/\b(txn date|tran date|transaction date|date)\b/, /value/) ?? find(DATE_HEADER),
    narration: find(/\b(narration|description|particulars|remarks|details)\b/),
    reference: find(/\b(ref|reference|chq|cheque|utr)\b/),
    credit: find(/\b(deposit|deposits|credit|cr)\b/, /\b(debit|dr|\/)\b/),
    balance: find(/\bbalance\b/),
  };
  if (!suggestion.credit) {
    suggestion.amount = find(/\b(amount|amt)\b/);
    suggestion.creditDebit = find(/\b(cr\/dr|dr\/cr|type|credit\/debit)\b/);
  }
  return Object.fromEntries(Object.entries(suggestion).filter(([, value]) => value !== undefined));
}

/** Per field, what is wrong with a mapping for these headers (empty when it can be used). */
export function mappingProblems(mapping: BankColumnMappingInput, headers: string[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of ["date", "narration", "reference", "credit", "amount", "creditDebit", "balance"] as const) {
    const column = mapping[field];
    if (column !== undefined && column !== "" && !headers.includes(column))
      problems[field] = BANK_STATEMENT_MESSAGES.columnMissing;
  }
  if (!mapping.credit && !(mapping.amount && mapping.creditDebit))
    problems.credit = BANK_STATEMENT_MESSAGES.amountColumnsRequired;
  return problems;
}

/** The largest credit the shop records: amounts are kept in paise as a 32-bit integer (₹2,14,74,836.47). */
const MAX_CREDIT_PAISE = 2_147_483_647;

export interface StatementCredit {
  bookedOn: string;
  narration: string;
  reference: string;
  amountPaise: number;
  fingerprint: string;
}

/** Rows of a statement the shop refuses, by their row numbers in the file (1-based). */
export interface RefusedRows {
  /** Not a date or an amount in the layout's format. */
  badRows: number[];
  /** A credit above MAX_CREDIT_PAISE. */
  tooLargeRows: number[];
  /** Booked after `today`: a date format read the wrong way round, or not a statement. */
  futureRows: number[];
}

/**
 * The credits among the rows under the header. The transactions end at the first row whose date cell
 * holds words and no digits (the bank's totals and summary); blank rows and rules are skipped. A row that
 * cannot be read, a credit too large to record and a row dated after `today` (the shop's day, in India)
 * are reported by their row numbers, and nothing is taken from the file.
 */
export function readCredits(
  rows: string[][],
  header: StatementHeader,
  mapping: BankColumnMappingInput,
  today: string,
): { credits: StatementCredit[] } & RefusedRows {
  const column = (name: string | undefined) => (name ? header.headers.indexOf(name) : -1);
  const at = (row: string[], index: number) => (index >= 0 ? (row[index] ?? "").replace(/\s+/g, " ").trim() : "");
  const columns = {
    date: column(mapping.date),
    narration: column(mapping.narration),
    reference: column(mapping.reference),
    credit: column(mapping.credit),
    amount: column(mapping.amount),
    creditDebit: column(mapping.creditDebit),
    balance: column(mapping.balance),
  };
  const credits: StatementCredit[] = [];
  const badRows: number[] = [];
  const tooLargeRows: number[] = [];
  const futureRows: number[] = [];
  const seen = new Map<string, number>();
  for (let index = header.index + 1; index < rows.length; index++) {
    const row = rows[index] ?? [];
    const dateCell = at(row, columns.date);
    if (row.every((cell) => cell.trim() === "")) continue;
    if (!/\d/.test(dateCell)) {
      // A rule of asterisks or dashes under the header is skipped; words are the summary below.
      if (/[a-z]/i.test(dateCell)) break;
      continue;
    }
    const bookedOn = readDate(dateCell, mapping.dateFormat);
    const credit = readCredit(row, columns, at);
    if (!bookedOn || credit === undefined) {
      badRows.push(index + 1);
      continue;
    }
    if (credit === null) continue;
    if (credit > MAX_CREDIT_PAISE) {
      tooLargeRows.push(index + 1);
      continue;
    }
    if (bookedOn > today) {
      futureRows.push(index + 1);
      continue;
    }
    const printed = {
      bookedOn,
      amountPaise: credit,
      narration: at(row, columns.narration),
      reference: at(row, columns.reference),
    };
    // The balance in paise, as amounts are: the CSV's "70,269.50" and the XLSX's 70269.5 of one statement are one line.
    const balanceCell = at(row, columns.balance);
    const balance = balanceCell === "" ? "" : (readAmount(balanceCell)?.paise ?? balanceCell);
    // Two rows the bank printed alike (same day, amount, words and balance) are two credits, told apart by their order.
    const key = JSON.stringify([printed.bookedOn, printed.amountPaise, printed.narration, printed.reference, balance]);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    const fingerprint = createHash("sha256")
      .update(JSON.stringify([key, occurrence]))
      .digest("hex");
    credits.push({ ...printed, fingerprint });
  }
  return { credits, badRows, tooLargeRows, futureRows };
}

/** A row's credit in paise; null for a debit (or a row with nothing credited); undefined when unreadable. */
function readCredit(
  row: string[],
  columns: { credit: number; amount: number; creditDebit: number },
  at: (row: string[], index: number) => string,
): number | null | undefined {
  if (columns.credit >= 0) {
    const cell = at(row, columns.credit);
    if (cell === "" || cell === "-") return null;
    const amount = readAmount(cell);
    if (!amount) return undefined;
    return amount.marker === "DR" || amount.paise === 0 ? null : amount.paise;
  }
  const amount = readAmount(at(row, columns.amount));
  if (!amount) return undefined;
  const marker = columns.creditDebit === columns.amount ? amount.marker : readMarker(at(row, columns.creditDebit));
  if (!marker) return undefined;
  return marker === "CR" && amount.paise > 0 ? amount.paise : null;
}
