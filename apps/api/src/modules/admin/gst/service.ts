import {
  b2clThreshold,
  GST_DOC_KINDS,
  GST_GSTIN_PATTERN,
  GST_HSN_PATTERN,
  type GstRegisterQuery,
  type Gstr1Json,
  type Gstr1Tables,
  gstFilingPeriod,
  gstPeriodMonths,
} from "@chhaap/contract/admin/gst";
import { creditNote as creditNoteSchema } from "@chhaap/contract/credit-note";
import { gstState, isValidGstin } from "@chhaap/contract/gst-states";
import { type TaxInvoice, taxInvoice } from "@chhaap/contract/invoice";
import { z } from "zod";
import type { InvoiceSettings } from "#src/config.ts";
import type { Database } from "#src/db/client.ts";
import { addDays, indiaDate, indiaInstant } from "#src/india-time.ts";
import { initialShopSettings, readShopSettings } from "#src/modules/site/shop-settings.ts";
import { rupees } from "#src/money.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import {
  creditNoteBatches,
  invoiceBatches,
  listCreditNotesIssued,
  listInvoicesIssued,
  type RegisterDocumentRow,
} from "./queries.ts";

/**
 * GSTR-1 and the invoice register (decision 0054), from the frozen documents. Every sum is taken in
 * integer paise and turned into rupees once, at the end.
 */

/** What GSTR-1 reads of an invoice or credit note (queries.ts picks it out of the frozen document). */
const gstInvoice = taxInvoice
  .pick({ number: true, supply: true, placeOfSupply: true, lines: true, totals: true })
  .extend({ country: z.string() });
const gstCreditNote = creditNoteSchema.pick({ number: true, supply: true, placeOfSupply: true, lines: true, invoice: true });
type GstInvoice = z.infer<typeof gstInvoice>;
type GstCreditNote = z.infer<typeof gstCreditNote>;

type Line = TaxInvoice["lines"][number];

/** A line's amounts in paise. */
interface Amounts {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  amount: number;
}

const paise = (rupeeAmount: number) => Math.round(rupeeAmount * 100);
const ZERO: Amounts = { taxable: 0, igst: 0, cgst: 0, sgst: 0, amount: 0 };

function amountsOf(line: Line, sign = 1): Amounts {
  return {
    taxable: sign * paise(line.taxableValue),
    igst: sign * paise(line.igst),
    cgst: sign * paise(line.cgst),
    sgst: sign * paise(line.sgst),
    amount: sign * paise(line.amount),
  };
}

function add(a: Amounts, b: Amounts): Amounts {
  return {
    taxable: a.taxable + b.taxable,
    igst: a.igst + b.igst,
    cgst: a.cgst + b.cgst,
    sgst: a.sgst + b.sgst,
    amount: a.amount + b.amount,
  };
}

const sumOf = (lines: readonly Line[], sign = 1) => lines.reduce((total, line) => add(total, amountsOf(line, sign)), ZERO);

function taxInRupees(a: Amounts) {
  return { taxableValue: rupees(a.taxable), igst: rupees(a.igst), cgst: rupees(a.cgst), sgst: rupees(a.sgst) };
}

/** "28-11-2026": the date in India, as the portal and Tally write it. */
function portalDate(at: Date | string): string {
  const [year, month, dayOfMonth] = indiaDate(new Date(at)).split("-");
  return `${dayOfMonth}-${month}-${year}`;
}

/** The two-digit code of a place of supply (documents issued before states came from a list may lack it). */
function placeCodeOf(place: TaxInvoice["placeOfSupply"]): string {
  return place.code ?? gstState(place.name)?.code ?? "";
}

/**
 * A document's place of supply for the return: its code, else its state's by name; a supply within the
 * shop's state is supplied in the shop's state (its GSTIN begins with that code). "" when none can be
 * told: gstr1Warnings names such documents rather than make a JSON the portal refuses.
 */
function stateCodeOf(doc: Pick<GstInvoice, "placeOfSupply" | "supply">, gstin: string): string {
  return placeCodeOf(doc.placeOfSupply) || (doc.supply === "intra-state" ? gstin.slice(0, 2) : "");
}

/** Both halves of the amounts zero: a row a month's credit notes cancelled out says nothing to the portal. */
const isEmptyRow = (row: { amounts: Amounts; quantity?: number }) =>
  Object.values(row.amounts).every((value) => value === 0) && !row.quantity;

/** The portal's 30 characters of description: the product's name, without its colourway and size. */
function hsnDescription(lineDescription: string): string {
  // By characters: half an emoji is not text the portal takes.
  return Array.from((lineDescription.split(",")[0] ?? "").trim())
    .slice(0, 30)
    .join("");
}

/** Services (SAC, chapter 99: the shipping line) are counted in no unit. */
const isService = (hsn: string) => hsn.startsWith("99");
const uqcOf = (hsn: string) => (isService(hsn) ? "NA" : "PCS");

/** Where a B2C invoice is reported: exports, large inter-state invoices, or small ones summed by state and rate. */
type Section = "EXP" | "B2CL" | "B2CS";

function sectionOf(invoice: { supply: TaxInvoice["supply"]; totals: { amount: number } }, issuedAt: Date): Section {
  if (invoice.supply === "export") return "EXP";
  if (invoice.supply === "inter-state" && invoice.totals.amount > b2clThreshold(indiaDate(issuedAt))) return "B2CL";
  return "B2CS";
}

/** A return period's days in India and the instants that bound it: start ≤ issued < end. */
function periodRange(period: string) {
  const months = gstPeriodMonths(period);
  if (!months) throw new Error(`not a return period: ${period}`);
  const from = `${months.year}-${String(months.first).padStart(2, "0")}-01`;
  const nextMonth =
    months.last === 12 ? `${months.year + 1}-01-01` : `${months.year}-${String(months.last + 1).padStart(2, "0")}-01`;
  return { from, to: addDays(nextMonth, -1), start: indiaInstant(from), end: indiaInstant(nextMonth) };
}

interface IssuedInvoice {
  number: string;
  sequence: number;
  issuedAt: Date;
  doc: GstInvoice;
  /** Its order was cancelled and credited within the same return period: reported as cancelled, not as a supply. */
  cancelled: boolean;
}

interface IssuedCreditNote {
  number: string;
  sequence: number;
  issuedAt: Date;
  doc: GstCreditNote;
  /** The section its invoice went to. */
  section: Section;
  /** The cancellation of an invoice of the same period: that invoice is reported cancelled instead. */
  cancelsInvoice: boolean;
}

async function documentsOf(db: Database, start: Date, end: Date) {
  const [invoiceRows, noteRows] = await Promise.all([listInvoicesIssued(db, start, end), listCreditNotesIssued(db, start, end)]);
  const inPeriod = (at: Date | null) => at !== null && at >= start && at < end;
  const issued: IssuedInvoice[] = invoiceRows.map((row) => ({
    number: row.number,
    sequence: row.sequence,
    issuedAt: row.issuedAt,
    doc: gstInvoice.parse(row.document),
    cancelled: inPeriod(row.cancelledAt),
  }));
  const notes: IssuedCreditNote[] = noteRows.map((row) => ({
    number: row.number,
    sequence: row.sequence,
    issuedAt: row.issuedAt,
    doc: gstCreditNote.parse(row.document),
    section: sectionOf(
      { supply: taxInvoice.shape.supply.parse(row.invoiceSupply), totals: { amount: z.number().parse(row.invoiceAmount) } },
      row.invoiceIssuedAt,
    ),
    cancelsInvoice: row.cause === "cancellation" && inPeriod(row.invoiceIssuedAt),
  }));
  return { issued, notes };
}

/** Lines grouped by rate, in paise, for the item lists of B2CL, exports and CDNUR. */
function byRate(lines: readonly Line[]): Array<{ rate: number; amounts: Amounts }> {
  const groups = new Map<number, Amounts>();
  for (const line of lines) groups.set(line.rate, add(groups.get(line.rate) ?? ZERO, amountsOf(line)));
  return [...groups].map(([rate, amounts]) => ({ rate, amounts }));
}

/** Series of numbers ("CH/26-27/000123") by prefix, for Table 13. */
function series(docs: ReadonlyArray<{ number: string; sequence: number; cancelled: boolean }>) {
  const bySeries = new Map<string, Array<{ number: string; sequence: number; cancelled: boolean }>>();
  for (const doc of docs) {
    const prefix = doc.number.slice(0, doc.number.lastIndexOf("/") + 1);
    const list = bySeries.get(prefix);
    if (list) list.push(doc);
    else bySeries.set(prefix, [doc]);
  }
  return [...bySeries.values()].map((list) => {
    const sorted = [...list].sort((a, b) => a.sequence - b.sequence);
    const cancelled = sorted.filter((doc) => doc.cancelled).length;
    return {
      from: sorted[0]?.number ?? "",
      to: sorted[sorted.length - 1]?.number ?? "",
      total: sorted.length,
      cancelled,
      netIssued: sorted.length - cancelled,
    };
  });
}

/** What keeps the period's JSON from being produced, with the words that say what to fix. */
export type Gstr1Warning =
  | { code: "admin.gst_gstin_invalid"; message: string; params: { gstin: string } }
  | { code: "admin.gst_hsn_missing"; message: string; params: { numbers: string } }
  | { code: "admin.gst_place_unknown"; message: string; params: { numbers: string } };

/** Documents named in a warning, at most: the accountant fixes these, then asks again. */
const NAMED_AT_MOST = 10;

/**
 * The portal's offline tool refuses a return whose header GSTIN is not valid, and an HSN row without a
 * code: both are said before a JSON it would refuse is made.
 */
function gstr1Warnings(gstin: string, reported: ReadonlyArray<{ doc: GstInvoice | GstCreditNote }>): Gstr1Warning[] {
  const warnings: Gstr1Warning[] = [];
  if (!GST_GSTIN_PATTERN.test(gstin) || !isValidGstin(gstin)) {
    warnings.push({
      code: "admin.gst_gstin_invalid",
      message: `The shop's GSTIN "${gstin}" is not one the GST portal accepts. Set the seller's GSTIN in Settings, Shop settings (first taken from SHOP_GSTIN).`,
      params: { gstin },
    });
  }
  const named = (numbers: string[]) => {
    const more = numbers.length - NAMED_AT_MOST;
    return `${numbers.slice(0, NAMED_AT_MOST).join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
  };
  const placeless = reported
    .filter(({ doc }) => doc.supply !== "export" && stateCodeOf(doc, gstin) === "")
    .map(({ doc }) => doc.number);
  if (placeless.length > 0) {
    const numbers = named(placeless);
    warnings.push({
      code: "admin.gst_place_unknown",
      message: `These documents name a place of supply that is not an Indian state or union territory, so the GSTR-1 JSON cannot be made: ${numbers}. Enter their place of supply in the offline tool.`,
      params: { numbers },
    });
  }
  const lacking = reported
    .filter(({ doc }) => doc.lines.some((line) => !GST_HSN_PATTERN.test(line.hsn)))
    .map(({ doc }) => doc.number);
  if (lacking.length > 0) {
    const numbers = named(lacking);
    warnings.push({
      code: "admin.gst_hsn_missing",
      message: `Lines of these documents have no HSN code, so the GSTR-1 JSON cannot be made: ${numbers}. Enter their HSN codes in the offline tool, and set the products' HSN codes in the catalog for later invoices.`,
      params: { numbers },
    });
  }
  return warnings;
}

/** The answer to a request for a JSON the portal would refuse: 409 with the first warning. */
export function gstr1Refusal([warning]: readonly Gstr1Warning[]): Error {
  if (!warning) return new Error("a GSTR-1 without its JSON must say why");
  return new ApiError(409, warning.code, warning.message, { params: warning.params });
}

export interface Gstr1 {
  /** Null when a warning says why the portal would refuse it. */
  json: Gstr1Json | null;
  tables: Gstr1Tables;
  warnings: Gstr1Warning[];
}

/** GSTR-1 of a month or quarter, as the offline tool's JSON and as tables. */
export async function buildGstr1(db: Database, settings: InvoiceSettings, period: string): Promise<Gstr1> {
  const range = periodRange(period);
  const shop = await readShopSettings(db, initialShopSettings(settings.seller));
  const { issued, notes } = await documentsOf(db, range.start, range.end);
  const supplies = issued.filter((invoice) => !invoice.cancelled);
  const adjustments = notes.filter((note) => !note.cancelsInvoice);
  const warnings = gstr1Warnings(shop.gstin, [...supplies, ...adjustments]);

  // B2CS: small invoices by supply type, place of supply and rate, less the credit notes against them.
  const b2cs = new Map<string, { supplyType: "INTRA" | "INTER"; place: string; code: string; rate: number; amounts: Amounts }>();
  const addB2cs = (doc: GstInvoice | GstCreditNote, sign: number) => {
    const supplyType = doc.supply === "intra-state" ? "INTRA" : "INTER";
    const code = stateCodeOf(doc, shop.gstin);
    for (const line of doc.lines) {
      const key = `${supplyType}|${code}|${line.rate}`;
      const row = b2cs.get(key) ?? { supplyType, place: doc.placeOfSupply.name, code, rate: line.rate, amounts: ZERO };
      b2cs.set(key, { ...row, amounts: add(row.amounts, amountsOf(line, sign)) });
    }
  };

  // HSN summary (all of it B2C: the shop's buyers have no GSTIN), net of credit notes.
  const hsn = new Map<string, { hsn: string; description: string; quantity: number; rate: number; amounts: Amounts }>();
  const addHsn = (doc: GstInvoice | GstCreditNote, sign: number) => {
    for (const line of doc.lines) {
      const key = `${line.hsn}|${line.rate}`;
      const row = hsn.get(key) ?? { hsn: line.hsn, description: line.description, quantity: 0, rate: line.rate, amounts: ZERO };
      hsn.set(key, {
        ...row,
        quantity: row.quantity + (isService(line.hsn) ? 0 : sign * line.quantity),
        amounts: add(row.amounts, amountsOf(line, sign)),
      });
    }
  };

  const b2cl: Gstr1Tables["b2cl"] = [];
  const b2clByState = new Map<string, NonNullable<Gstr1Json["b2cl"]>[number]["inv"]>();
  const exports: Gstr1Tables["exports"] = [];
  const expInvoices: NonNullable<Gstr1Json["exp"]>[number]["inv"] = [];
  for (const invoice of supplies) {
    const { doc } = invoice;
    const section = sectionOf(doc, invoice.issuedAt);
    const total = sumOf(doc.lines);
    addHsn(doc, 1);
    if (section === "B2CS") addB2cs(doc, 1);
    else if (section === "B2CL") {
      const code = stateCodeOf(doc, shop.gstin);
      b2cl.push({
        number: doc.number,
        date: portalDate(invoice.issuedAt),
        placeOfSupply: doc.placeOfSupply.name,
        stateCode: code,
        value: rupees(total.amount),
        ...taxInRupees(total),
      });
      b2clByState.set(code, [
        ...(b2clByState.get(code) ?? []),
        {
          inum: doc.number,
          idt: portalDate(invoice.issuedAt),
          val: rupees(total.amount),
          itms: byRate(doc.lines).map((item, index) => ({
            num: index + 1,
            itm_det: { rt: item.rate, txval: rupees(item.amounts.taxable), iamt: rupees(item.amounts.igst), csamt: 0 },
          })),
        },
      ]);
    } else {
      exports.push({
        number: doc.number,
        date: portalDate(invoice.issuedAt),
        country: doc.country,
        value: rupees(total.amount),
        taxableValue: rupees(total.taxable),
      });
      expInvoices.push({
        inum: doc.number,
        idt: portalDate(invoice.issuedAt),
        val: rupees(total.amount),
        itms: byRate(doc.lines).map((item) => ({ rt: item.rate, txval: rupees(item.amounts.taxable), iamt: 0, csamt: 0 })),
      });
    }
  }

  const creditNoteRows: Gstr1Tables["creditNotes"] = [];
  const cdnur: NonNullable<Gstr1Json["cdnur"]> = [];
  for (const note of adjustments) {
    const { doc } = note;
    const total = sumOf(doc.lines);
    addHsn(doc, -1);
    if (note.section === "B2CS") addB2cs(doc, -1);
    else {
      const typ = note.section === "B2CL" ? "B2CL" : "EXPWOP";
      cdnur.push({
        typ,
        ntty: "C",
        nt_num: doc.number,
        nt_dt: portalDate(note.issuedAt),
        ...(typ === "B2CL" ? { pos: stateCodeOf(doc, shop.gstin) } : {}),
        val: rupees(total.amount),
        itms: byRate(doc.lines).map((item, index) => ({
          num: index + 1,
          itm_det: { rt: item.rate, txval: rupees(item.amounts.taxable), iamt: rupees(item.amounts.igst), csamt: 0 },
        })),
      });
    }
    creditNoteRows.push({
      number: doc.number,
      date: portalDate(note.issuedAt),
      invoiceNumber: doc.invoice.number,
      reportedAs: note.section === "EXP" ? "EXPWOP" : note.section,
      placeOfSupply: doc.placeOfSupply.name,
      value: rupees(total.amount),
      ...taxInRupees(total),
    });
  }

  const b2csRows = [...b2cs.values()]
    .filter((row) => !isEmptyRow(row))
    .sort((a, b) => a.code.localeCompare(b.code) || a.rate - b.rate);
  const hsnRows = [...hsn.values()]
    .filter((row) => !isEmptyRow(row))
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate);
  const invoiceSeries = series(issued);
  const noteSeries = series(notes.map((note) => ({ ...note, cancelled: false })));

  const invoiceTotal = issued.reduce((total, invoice) => add(total, sumOf(invoice.doc.lines)), ZERO);
  const cancelledTotal = issued.filter((i) => i.cancelled).reduce((total, i) => add(total, sumOf(i.doc.lines)), ZERO);
  const noteTotal = adjustments.reduce((total, note) => add(total, sumOf(note.doc.lines)), ZERO);
  const net = add(add(invoiceTotal, negate(cancelledTotal)), negate(noteTotal));

  const fp = gstFilingPeriod(period) ?? "";
  const docDet = [
    ...(invoiceSeries.length > 0 ? [{ doc_num: 1 as const, list: invoiceSeries }] : []),
    ...(noteSeries.length > 0 ? [{ doc_num: 5 as const, list: noteSeries }] : []),
  ];
  const json: Gstr1Json | null =
    warnings.length > 0
      ? null
      : {
          gstin: shop.gstin,
          fp,
          ...(b2csRows.length > 0 && {
            b2cs: b2csRows.map((row) => ({
              sply_ty: row.supplyType,
              pos: row.code,
              typ: "OE" as const,
              rt: row.rate,
              txval: rupees(row.amounts.taxable),
              iamt: rupees(row.amounts.igst),
              camt: rupees(row.amounts.cgst),
              samt: rupees(row.amounts.sgst),
              csamt: 0,
            })),
          }),
          ...(b2clByState.size > 0 && { b2cl: [...b2clByState].map(([pos, inv]) => ({ pos, inv })) }),
          ...(expInvoices.length > 0 && { exp: [{ exp_typ: "WOPAY" as const, inv: expInvoices }] }),
          ...(cdnur.length > 0 && { cdnur }),
          ...(hsnRows.length > 0 && {
            hsn: {
              hsn_b2c: hsnRows.map((row, index) => ({
                num: index + 1,
                hsn_sc: row.hsn,
                desc: hsnDescription(row.description),
                uqc: uqcOf(row.hsn),
                qty: row.quantity,
                rt: row.rate,
                txval: rupees(row.amounts.taxable),
                iamt: rupees(row.amounts.igst),
                camt: rupees(row.amounts.cgst),
                samt: rupees(row.amounts.sgst),
                csamt: 0,
              })),
            },
          }),
          ...(docDet.length > 0 && {
            doc_issue: {
              doc_det: docDet.map(({ doc_num, list }) => ({
                doc_num,
                docs: list.map((range, index) => ({
                  num: index + 1,
                  from: range.from,
                  to: range.to,
                  totnum: range.total,
                  cancel: range.cancelled,
                  net_issue: range.netIssued,
                })),
              })),
            },
          }),
        };

  const tables: Gstr1Tables = {
    period,
    fp,
    from: range.from,
    to: range.to,
    gstin: shop.gstin,
    b2cs: b2csRows.map((row) => ({
      supplyType: row.supplyType,
      placeOfSupply: row.place,
      stateCode: row.code,
      rate: row.rate,
      ...taxInRupees(row.amounts),
    })),
    b2cl,
    exports,
    creditNotes: creditNoteRows,
    hsn: hsnRows.map((row) => ({
      hsn: row.hsn,
      description: row.description,
      uqc: uqcOf(row.hsn),
      quantity: row.quantity,
      rate: row.rate,
      ...taxInRupees(row.amounts),
    })),
    documents: [
      ...invoiceSeries.map((range) => ({ kind: GST_DOC_KINDS[1], ...range })),
      ...noteSeries.map((range) => ({ kind: GST_DOC_KINDS[5], ...range })),
    ],
    totals: {
      invoices: { count: issued.length, ...taxInRupees(invoiceTotal), amount: rupees(invoiceTotal.amount) },
      cancelledInvoices: { count: issued.length - supplies.length, amount: rupees(cancelledTotal.amount) },
      creditNotes: { count: adjustments.length, ...taxInRupees(noteTotal), amount: rupees(noteTotal.amount) },
      net: { ...taxInRupees(net), amount: rupees(net.amount) },
    },
    warnings: warnings.map(({ code, message }) => ({ code, message })),
  };
  return { json, tables, warnings };
}

function negate(a: Amounts): Amounts {
  return { taxable: -a.taxable, igst: -a.igst, cgst: -a.cgst, sgst: -a.sgst, amount: -a.amount };
}

/** One register row; amounts in paise until written. */
export interface RegisterRow {
  voucherType: "Sales" | "Credit Note";
  number: string;
  date: string;
  party: string;
  placeOfSupply: string;
  hsn: string;
  description: string;
  quantity: number;
  uqc: string;
  rate: number;
  amounts: Amounts;
}

/** Documents read from the database at a time for the register, and rows handed on at a time. */
const REGISTER_BATCH = 1000;

const registerLines = taxInvoice.shape.lines;
const registerPlace = taxInvoice.shape.placeOfSupply;

function registerRowsOf(voucherType: RegisterRow["voucherType"], document: RegisterDocumentRow): RegisterRow[] {
  const sign = voucherType === "Sales" ? 1 : -1;
  const place = registerPlace.parse(document.placeOfSupply);
  const code = placeCodeOf(place);
  return registerLines.parse(document.lines).map((line) => ({
    voucherType,
    number: document.number,
    date: portalDate(document.issuedAt),
    party: document.buyerName,
    placeOfSupply: code ? `${place.name} (${code})` : place.name,
    hsn: line.hsn,
    description: line.description,
    // Signed like its amounts: a credit note's row takes the pieces back.
    quantity: sign * line.quantity,
    uqc: uqcOf(line.hsn),
    rate: line.rate,
    amounts: amountsOf(line, sign),
  }));
}

/** Reads one document at a time from batches, fetching the next batch when one runs out. */
function reader<T>(batches: AsyncIterable<T[]>) {
  const iterator = batches[Symbol.asyncIterator]();
  let batch: T[] = [];
  let index = 0;
  let done = false;
  return {
    async peek(): Promise<T | undefined> {
      while (index >= batch.length && !done) {
        const next = await iterator.next();
        if (next.done) done = true;
        else [batch, index] = [next.value, 0];
      }
      return batch[index];
    },
    skip() {
      index += 1;
    },
  };
}

/**
 * The register of a range of days in India: a row per line of every invoice issued in it (cancelled
 * ones too: they were issued) and per line of every credit note, whose amounts are negative; in date
 * order (an invoice before a note issued at the same instant). Handed on in batches read `batchSize`
 * documents at a time, so a long range costs the memory of a batch, not of the range.
 */
export async function* registerBatches(
  db: Database,
  query: GstRegisterQuery,
  batchSize = REGISTER_BATCH,
): AsyncGenerator<RegisterRow[]> {
  const [start, end] = [indiaInstant(query.from), indiaInstant(addDays(query.to, 1))];
  const sales = reader(invoiceBatches(db, start, end, batchSize));
  const credits = reader(creditNoteBatches(db, start, end, batchSize));
  let rows: RegisterRow[] = [];
  for (;;) {
    const [invoice, note] = [await sales.peek(), await credits.peek()];
    if (!invoice && !note) break;
    if (invoice && (!note || invoice.issuedAt <= note.issuedAt)) {
      rows.push(...registerRowsOf("Sales", invoice));
      sales.skip();
    } else if (note) {
      rows.push(...registerRowsOf("Credit Note", note));
      credits.skip();
    }
    if (rows.length >= batchSize) {
      yield rows;
      rows = [];
    }
  }
  if (rows.length > 0) yield rows;
}
