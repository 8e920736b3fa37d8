import { z } from "zod";

/**
 * Bank-statement reconciliation (decision 0052): staff upload the bank's statement as the bank exports
 * it (CSV or XLSX); each credit is matched to an order awaiting a bank transfer — by the order number
 * in its narration, then by the reference the shopper typed, then by exact amount and date — and staff
 * confirm the matched ones in one step (each the desk's "Confirm payment"). A line is known by what
 * the bank printed, so uploading a statement again applies nothing twice.
 */

export const STATEMENT_LINE_STATES = ["matched", "doubtful", "unmatched", "applied", "dismissed"] as const;
export type StatementLineState = (typeof STATEMENT_LINE_STATES)[number];
export const STATEMENT_LINE_STATE_LABELS: Record<StatementLineState, string> = {
  matched: "Matched",
  doubtful: "Doubtful",
  unmatched: "Unmatched",
  applied: "Confirmed",
  dismissed: "Not an order payment",
};

export const MATCH_RULES = ["order_number", "reference", "amount_date"] as const;
export type MatchRule = (typeof MATCH_RULES)[number];
export const MATCH_RULE_LABELS: Record<MatchRule, string> = {
  order_number: "Order number in the narration",
  reference: "Reference the customer typed",
  amount_date: "Same amount, within days of the order",
};

/** The statement file: CSV or XLSX, at most this big. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows read from one file; a bank's monthly export of a small shop is far below. */
export const STATEMENT_MAX_ROWS = 20_000;

export const STATEMENT_DATE_FORMATS = [
  "DD/MM/YY",
  "DD/MM/YYYY",
  "DD-MM-YYYY",
  "DD-MMM-YYYY",
  "DD MMM YYYY",
  "YYYY-MM-DD",
] as const;

export const BANK_STATEMENT_MESSAGES = {
  fileRequired: "Please choose the statement file (CSV or XLSX, as the bank exports it).",
  fileTooLarge: "That file is over 5 MB. Please export a shorter period.",
  fileUnreadable: "That file could not be read as a CSV or XLSX statement.",
  noHeaderRow: "No header row was found in that file: is it the bank's transaction statement?",
  layoutUnknown: "This bank's layout is new to the shop: say once which column holds what, and it will be remembered.",
  layoutNameRequired: 'Please name this layout (for example "HDFC current account").',
  columnMissing: "Please choose a column of the file.",
  amountColumnsRequired: "Please choose the credit column, or an amount column with its credit/debit column.",
  dateFormatInvalid: "Please choose how the bank writes dates.",
  badRows: "Some rows could not be read; nothing was imported. Check the date format and the amount columns.",
  lineNotFound: "No statement line with that id.",
  lineMovedOn: "This line has changed since the page was loaded. Please reload it.",
  orderNotWaiting: "That order is not waiting for a bank transfer.",
  orderNotFound: "No order with that number.",
  dismissNoteRequired: "Please say what this credit is.",
  tooManyLines: "Please confirm at most 200 lines at once.",
  tooManyRows: "That file has more than 20,000 rows. Please export a shorter period.",
  workbookTooLarge:
    "That workbook unpacks to more than 50 MB, far more than a bank statement. Please export a shorter period, or save it as CSV.",
  tooManyColumns:
    "That sheet has cells beyond column 64 (BL), far more columns than a bank statement. Please export it from the bank again, or save it as CSV.",
  amountTooLarge: "Some credits are more than the shop can record (₹2,14,74,836.47 at most); nothing was imported.",
  futureDated: "Some rows are dated after today (in India); nothing was imported. Check the date format of the layout.",
  orderTaken: "Staff have already matched another credit to that order.",
} as const;

/** A column mapping: header names exactly as in the file. Either `credit`, or `amount` with `creditDebit`. */
export const bankColumnMapping = z.object({
  date: z.string({ error: BANK_STATEMENT_MESSAGES.columnMissing }).min(1, BANK_STATEMENT_MESSAGES.columnMissing).max(120),
  narration: z.string({ error: BANK_STATEMENT_MESSAGES.columnMissing }).min(1, BANK_STATEMENT_MESSAGES.columnMissing).max(120),
  reference: z.string().max(120).optional(),
  credit: z.string().max(120).optional(),
  amount: z.string().max(120).optional(),
  creditDebit: z.string().max(120).optional(),
  balance: z.string().max(120).optional(),
  dateFormat: z.enum(STATEMENT_DATE_FORMATS, { error: BANK_STATEMENT_MESSAGES.dateFormatInvalid }),
});
export type BankColumnMappingInput = z.infer<typeof bankColumnMapping>;

/**
 * `POST /api/admin/payments/statements` (multipart): the file as `statement`; for a layout the shop has
 * not seen, also `layoutName` and the mapping's fields (`date`, `narration`, …). An unknown layout
 * without them is answered 422 `statement.layout_unknown` with `details: statementLayoutNeeded`.
 */
export const statementUploadFields = z
  .object({ layoutName: z.string().trim().max(80).optional() })
  .and(bankColumnMapping.partial());
export type StatementUploadFields = z.infer<typeof statementUploadFields>;

/** What the mapping form needs: the file's headers and its first rows (the 422 answer's `details`). */
export const statementLayoutNeeded = z.object({
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  /** A first guess from the headers' words, to start the form from. */
  suggested: bankColumnMapping.partial(),
});
export type StatementLayoutNeeded = z.infer<typeof statementLayoutNeeded>;

export const statementImported = z.object({
  statementId: z.string(),
  layoutName: z.string(),
  /** Credits in the file, and how many were new (the rest were in an earlier upload and changed nothing). */
  creditLines: z.number().int(),
  newLines: z.number().int(),
  counts: z.record(z.enum(STATEMENT_LINE_STATES), z.number().int()),
});

export const reconciliationQuery = z.object({
  state: z.enum(STATEMENT_LINE_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const RECONCILIATION_PAGE_SIZE = 50;

const lineOrder = z.object({
  orderNumber: z.string(),
  customer: z.string(),
  total: z.number(),
  createdAt: z.string(),
  /** What the customer typed as the transfer's reference, if anything. */
  reference: z.string().nullable(),
});

export const statementLine = z.object({
  _id: z.string(),
  bookedOn: z.string(),
  narration: z.string(),
  reference: z.string(),
  amount: z.number(),
  state: z.enum(STATEMENT_LINE_STATES),
  rule: z.enum(MATCH_RULES).nullable(),
  /** The order it matched (matched) or paid (applied). */
  order: lineOrder.nullable(),
  /** Doubtful: the orders it could be. */
  candidates: z.array(lineOrder),
  /** Why it is doubtful, or staff's note on a dismissed line. */
  note: z.string(),
  resolved: z.object({ by: z.string(), at: z.string() }).nullable(),
});
export type StatementLine = z.infer<typeof statementLine>;

/** `GET /api/admin/payments/reconciliation`: lines by state, newest booking first, with counts per state. */
export const reconciliationPage = z.object({
  lines: z.array(statementLine),
  counts: z.record(z.enum(STATEMENT_LINE_STATES), z.number().int()),
  totalPages: z.number().int(),
  statements: z.array(
    z.object({
      _id: z.string(),
      fileName: z.string(),
      layoutName: z.string(),
      uploadedBy: z.string(),
      createdAt: z.string(),
      creditLines: z.number().int(),
      newLines: z.number().int(),
    }),
  ),
});

/** `POST /api/admin/payments/reconciliation/confirm`: confirm these matched lines' orders as paid. */
export const confirmLines = z.object({
  lineIds: z
    .array(z.string().max(64))
    .min(1, BANK_STATEMENT_MESSAGES.lineNotFound)
    .max(200, BANK_STATEMENT_MESSAGES.tooManyLines),
});
/** Per line: confirmed, or why not (another staff member confirmed it first; the order moved on; paid short). */
export const confirmLinesAnswer = z.object({
  results: z.array(
    z.object({ _id: z.string(), outcome: z.enum(["applied", "moved_on", "short"]), orderNumber: z.string().nullable() }),
  ),
});

/**
 * `POST /api/admin/payments/reconciliation/match`: the open lines matched again against the orders
 * waiting now (orders placed and references typed since the last upload); the counts per state after.
 * Reading the page matches nothing: lines are matched at upload, after staff settle lines, and here.
 */
export const matchAgainAnswer = z.object({ counts: z.record(z.enum(STATEMENT_LINE_STATES), z.number().int()) });

export const statementLineParams = z.object({ lineId: z.string().max(64) });
/** `POST .../lines/{lineId}/assign`: staff say which order a doubtful or unmatched credit pays; it becomes matched. */
export const assignLine = z.object({ orderNumber: z.string().trim().min(1, BANK_STATEMENT_MESSAGES.orderNotFound).max(40) });
/** `POST .../lines/{lineId}/dismiss`: not an order payment (a refund reversal, the owner's own transfer…). */
export const dismissLine = z.object({
  note: z
    .string({ error: BANK_STATEMENT_MESSAGES.dismissNoteRequired })
    .trim()
    .min(1, BANK_STATEMENT_MESSAGES.dismissNoteRequired)
    .max(300),
});
