import { z } from "zod";
import { isReportDay, REPORT_MAX_DAYS, reportDayCount } from "./reports.ts";

/**
 * GST returns for the accountant (decision 0054): the invoice register as CSV
 * (`GET /api/admin/gst/register.csv`), GSTR-1 as the portal's offline tool reads it
 * (`GET /api/admin/gst/gstr1`) and the same figures as tables (`GET /api/admin/gst/gstr1/tables`).
 *
 * Built from the frozen invoice and credit note documents, never from today's products. A return
 * period is a month (`2026-11`) or, for the quarterly scheme (QRMP), a quarter (`2026-Q4`: October to
 * December); documents fall in it by their date of issue in India.
 */

const GST_MESSAGES = {
  periodInvalid: "Please choose a month (YYYY-MM) or a quarter (YYYY-Q1 to YYYY-Q4).",
  dateInvalid: "Please enter a date as YYYY-MM-DD.",
  toBeforeFrom: "The last day must be on or after the first day.",
  rangeTooLong: "Please choose at most two years.",
} as const;

/** "2026-11" or "2026-Q3" (calendar quarters: Q1 January to March … Q4 October to December). */
const GST_PERIOD_PATTERN = /^(20\d{2})-(?:(0[1-9]|1[0-2])|Q([1-4]))$/;

/** The months of a return period, first and last (1-12), and the year; null for anything else. */
export function gstPeriodMonths(period: string): { year: number; first: number; last: number } | null {
  const match = GST_PERIOD_PATTERN.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  if (match[2]) return { year, first: Number(match[2]), last: Number(match[2]) };
  const quarter = Number(match[3]);
  return { year, first: quarter * 3 - 2, last: quarter * 3 };
}

/** The return's `fp`, "MMYYYY": for a quarter, its last month, as the portal files a QRMP GSTR-1. */
export function gstFilingPeriod(period: string): string | null {
  const months = gstPeriodMonths(period);
  return months ? `${String(months.last).padStart(2, "0")}${months.year}` : null;
}

export const gstr1Query = z.object({
  period: z.string({ error: GST_MESSAGES.periodInvalid }).max(7).regex(GST_PERIOD_PATTERN, GST_MESSAGES.periodInvalid),
});

const day = z.string({ error: GST_MESSAGES.dateInvalid }).max(10).refine(isReportDay, GST_MESSAGES.dateInvalid);

export const gstRegisterQuery = z
  .object({ from: day, to: day })
  .refine((q) => q.to >= q.from, { message: GST_MESSAGES.toBeforeFrom, path: ["to"] })
  .refine((q) => q.to < q.from || reportDayCount(q.from, q.to) <= REPORT_MAX_DAYS, {
    message: GST_MESSAGES.rangeTooLong,
    path: ["to"],
  });
export type GstRegisterQuery = z.infer<typeof gstRegisterQuery>;

/**
 * The register's columns, in order: TallyPrime's "Import from Excel" of Sales and Credit Note vouchers
 * in item invoice mode (one row per item; the rows of one voucher share its type, number and date,
 * dates DD-MM-YYYY), mapped once in Tally's import mapping. Credit note rows carry negative amounts.
 */
export const GST_REGISTER_COLUMNS = [
  "Voucher Type",
  "Voucher Number",
  "Voucher Date",
  "Party Name",
  "Party GSTIN/UIN",
  "Place of Supply",
  "HSN/SAC",
  "Item Description",
  "Quantity",
  "UQC",
  "Taxable Value",
  "GST Rate",
  "CGST Amount",
  "SGST Amount",
  "IGST Amount",
  "Total Amount",
] as const;

/** B2C large: inter-state invoices to unregistered buyers above this value (rupees), by invoice date. */
export function b2clThreshold(invoiceDay: string): number {
  // Notification 12/2024-Central Tax: ₹1 lakh from 1 August 2024; ₹2.5 lakh before.
  return invoiceDay >= "2024-08-01" ? 100_000 : 250_000;
}

// ---------------------------------------------------------------------------------------------
// GSTR-1 offline tool JSON, as the portal's tool reads it for return periods from May 2025 (HSN
// summary split into hsn_b2b and hsn_b2c). Only the sections this shop produces; amounts are rupees
// with at most two decimals.
// ---------------------------------------------------------------------------------------------

const money = z.number().refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), "at most two decimals");
const stateCode = z.string().regex(/^\d{2}$/);
/** dd-mm-yyyy. */
const portalDate = z.string().regex(/^\d{2}-\d{2}-\d{4}$/);
const GST_RATES = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40] as const;
const rate = z.number().refine((n) => (GST_RATES as readonly number[]).includes(n), "not a GST rate");

const b2csRow = z.strictObject({
  sply_ty: z.enum(["INTRA", "INTER"]),
  pos: stateCode,
  typ: z.literal("OE"),
  rt: rate,
  txval: money,
  iamt: money,
  camt: money,
  samt: money,
  csamt: money,
});

const itemDetail = z.strictObject({ rt: rate, txval: money, iamt: money, csamt: money });
const numberedItem = z.strictObject({ num: z.number().int().positive(), itm_det: itemDetail });

const b2clInvoice = z.strictObject({
  inum: z.string().max(16),
  idt: portalDate,
  val: money,
  itms: z.array(numberedItem).min(1),
});

const expInvoice = z.strictObject({
  inum: z.string().max(16),
  idt: portalDate,
  val: money,
  sbpcode: z.string().optional(),
  sbnum: z.string().optional(),
  sbdt: portalDate.optional(),
  itms: z.array(z.strictObject({ rt: rate, txval: money, iamt: z.literal(0), csamt: money })).min(1),
});

const cdnurNote = z.strictObject({
  typ: z.enum(["B2CL", "EXPWOP"]),
  ntty: z.literal("C"),
  nt_num: z.string().max(16),
  nt_dt: portalDate,
  /** Only for B2CL: the place of supply. */
  pos: stateCode.optional(),
  val: money,
  itms: z.array(numberedItem).min(1),
});

/** An HSN or SAC code as the portal takes it: 4 to 8 digits. */
export const GST_HSN_PATTERN = /^\d{4,8}$/;
/** A GSTIN as the return's header takes it (the check character is tested apart, by isValidGstin). */
export const GST_GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const hsnRow = z.strictObject({
  num: z.number().int().positive(),
  hsn_sc: z.string().regex(GST_HSN_PATTERN),
  desc: z.string().max(30),
  uqc: z.string().max(3),
  qty: z.number(),
  rt: rate,
  txval: money,
  iamt: money,
  camt: money,
  samt: money,
  csamt: money,
});

const docRange = z.strictObject({
  num: z.number().int().positive(),
  from: z.string().max(16),
  to: z.string().max(16),
  totnum: z.number().int().nonnegative(),
  cancel: z.number().int().nonnegative(),
  net_issue: z.number().int().nonnegative(),
});

/** Table 13's document kinds: 1 invoices for outward supply, 5 credit notes. */
export const GST_DOC_KINDS = { 1: "Invoices for outward supply", 5: "Credit note" } as const;

export const gstr1Json = z.strictObject({
  gstin: z.string().regex(GST_GSTIN_PATTERN, "a GSTIN"),
  fp: z.string().regex(/^(0[1-9]|1[0-2])20\d{2}$/),
  b2cs: z.array(b2csRow).optional(),
  b2cl: z.array(z.strictObject({ pos: stateCode, inv: z.array(b2clInvoice).min(1) })).optional(),
  exp: z.array(z.strictObject({ exp_typ: z.literal("WOPAY"), inv: z.array(expInvoice).min(1) })).optional(),
  cdnur: z.array(cdnurNote).optional(),
  hsn: z.strictObject({ hsn_b2b: z.array(hsnRow).optional(), hsn_b2c: z.array(hsnRow) }).optional(),
  doc_issue: z
    .strictObject({
      doc_det: z.array(z.strictObject({ doc_num: z.union([z.literal(1), z.literal(5)]), docs: z.array(docRange).min(1) })),
    })
    .optional(),
});
export type Gstr1Json = z.infer<typeof gstr1Json>;

// ---------------------------------------------------------------------------------------------
// The same return as tables for the page (`GET /api/admin/gst/gstr1/tables`).
// ---------------------------------------------------------------------------------------------

const tax = { taxableValue: z.number(), igst: z.number(), cgst: z.number(), sgst: z.number() };

export const gstr1Tables = z.object({
  period: z.string(),
  /** "MMYYYY". */
  fp: z.string(),
  from: z.string(),
  to: z.string(),
  gstin: z.string(),
  /** Net of credit notes to small B2C invoices, so a row may be negative. */
  b2cs: z.array(
    z.object({
      supplyType: z.enum(["INTRA", "INTER"]),
      placeOfSupply: z.string(),
      stateCode: z.string(),
      rate: z.number(),
      ...tax,
    }),
  ),
  b2cl: z.array(
    z.object({
      number: z.string(),
      date: z.string(),
      placeOfSupply: z.string(),
      stateCode: z.string(),
      value: z.number(),
      ...tax,
    }),
  ),
  exports: z.array(
    z.object({ number: z.string(), date: z.string(), country: z.string(), value: z.number(), taxableValue: z.number() }),
  ),
  creditNotes: z.array(
    z.object({
      number: z.string(),
      date: z.string(),
      invoiceNumber: z.string(),
      /** Where it is reported: cdnur (B2CL, EXPWOP) or as a reduction of its B2CS row. */
      reportedAs: z.enum(["B2CL", "EXPWOP", "B2CS"]),
      placeOfSupply: z.string(),
      value: z.number(),
      ...tax,
    }),
  ),
  hsn: z.array(
    z.object({ hsn: z.string(), description: z.string(), uqc: z.string(), quantity: z.number(), rate: z.number(), ...tax }),
  ),
  documents: z.array(
    z.object({
      kind: z.string(),
      from: z.string(),
      to: z.string(),
      total: z.number().int(),
      cancelled: z.number().int(),
      netIssued: z.number().int(),
    }),
  ),
  /**
   * What keeps the period's JSON from being produced (the JSON answers 409 with the first of them):
   * lines without an HSN code, or a shop GSTIN the portal would refuse.
   */
  warnings: z.array(
    z.object({
      code: z.enum(["admin.gst_hsn_missing", "admin.gst_gstin_invalid", "admin.gst_place_unknown"]),
      message: z.string(),
    }),
  ),
  /** Checks for the accountant: the invoices of the period, less credit notes, equal the sections. */
  totals: z.object({
    invoices: z.object({ count: z.number().int(), ...tax, amount: z.number() }),
    cancelledInvoices: z.object({ count: z.number().int(), amount: z.number() }),
    creditNotes: z.object({ count: z.number().int(), ...tax, amount: z.number() }),
    /** Invoices less cancelled ones less credit notes reported in the period: the sum of B2CS, B2CL and exports less CDNUR. */
    net: z.object({ ...tax, amount: z.number() }),
  }),
});
export type Gstr1Tables = z.infer<typeof gstr1Tables>;
