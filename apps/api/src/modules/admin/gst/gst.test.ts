import { GST_REGISTER_COLUMNS, type Gstr1Json, type Gstr1Tables, gstr1Json } from "@chhaap/contract/admin/gst";
import type { TaxInvoice } from "@chhaap/contract/invoice";
import { parse } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, shopSettings } from "#src/db/schema.ts";
import { addDays, indiaDate, indiaInstant } from "#src/india-time.ts";
import { confirmPaymentReceived, type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { issueCreditNote } from "#src/modules/invoices/credit-notes.ts";
import { FABRIC, type Piece, placeOrder, SHIRT, STOLE } from "#src/modules/invoices/test-support.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";
import { type RegisterRow, registerBatches } from "./service.ts";

const OWNER = { name: "Meera Shah", email: "gst-owner@shop.test", password: "gst-owner-pass-1", role: "owner" as const };
const CLERK = { name: "Ravi Patel", email: "gst-clerk@shop.test", password: "gst-clerk-pass-1", role: "staff" as const };
const MAHARASHTRA = { state: "Maharashtra", city: "Mumbai", zip: "400001" };
const ABROAD = { country: "United Kingdom", state: "London", city: "London", zip: "NW1 6XE" };

const paise = (rupees: number) => Math.round(rupees * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("GST returns", () => {
  let t: TestApp;
  let owner: StaffBrowser;
  const month = indiaDate(new Date()).slice(0, 7);
  const nextMonthStart = addDays(`${month}-28`, 7).slice(0, 7);
  let intra: { orderNumber: string; invoice: TaxInvoice };
  let inter: { orderNumber: string; invoice: TaxInvoice };
  let exported: { orderNumber: string; invoice: TaxInvoice };
  let cancelled: { orderNumber: string; invoice: TaxInvoice };
  let large: { orderNumber: string; invoice: TaxInvoice };

  async function invoiceOf(orderNumber: string): Promise<TaxInvoice> {
    const res = await t.app.inject({ url: `/api/admin/orders/${orderNumber}/invoice`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  async function confirmed(pieces: Piece[], address: Record<string, string> = {}) {
    const { orderNumber } = await placeOrder(t, pieces, address);
    const res =
      (address.country ?? "India") === "India"
        ? await t.app.inject({
            method: "POST",
            url: `/api/admin/orders/${orderNumber}/actions`,
            headers: owner,
            payload: { action: "confirm" },
          })
        : await confirmPaymentReceived(t, owner, orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    return { orderNumber, invoice: await invoiceOf(orderNumber) };
  }

  async function gstr1(period: string): Promise<Gstr1Json> {
    const res = await t.app.inject({ url: `/api/admin/gst/gstr1?period=${period}`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function tables(period: string): Promise<Gstr1Tables> {
    const res = await t.app.inject({ url: `/api/admin/gst/gstr1/tables?period=${period}`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  /** The invoices issued in a month, read straight from the table (not through the app's queries). */
  async function invoicesOfMonth(yearMonth: string): Promise<TaxInvoice[]> {
    const start = indiaInstant(`${yearMonth}-01`);
    const end = indiaInstant(addDays(`${yearMonth}-28`, 7).slice(0, 7).concat("-01"));
    const rows = (await t.database.db.execute(
      sql`select document from invoices where issued_at >= ${start.toISOString()} and issued_at < ${end.toISOString()}`,
    )) as { rows: { document: TaxInvoice }[] };
    return rows.rows.map((row) => row.document);
  }

  async function orderId(orderNumber: string): Promise<string> {
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
    if (!row) throw new Error(`no order ${orderNumber}`);
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInNewStaff(t, OWNER);
    intra = await confirmed([STOLE, FABRIC]);
    inter = await confirmed([SHIRT, FABRIC], MAHARASHTRA);
    exported = await confirmed([SHIRT], ABROAD);
    cancelled = await confirmed([STOLE], MAHARASHTRA);
    large = await confirmed([{ salePricePaise: 5_500_000, quantity: 2, hsnCode: "6214", gstRate: null }], MAHARASHTRA);
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${cancelled.orderNumber}/actions`,
      headers: owner,
      payload: { action: "cancel", reason: "Out of stock after all." },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });
  afterAll(async () => t?.close());

  it("answer the offline tool's JSON for the month, valid against the schema, with fp MMYYYY and the shop's GSTIN", async () => {
    const json = await gstr1(month);
    expect(gstr1Json.safeParse(json).error).toBeUndefined();
    expect(json.fp).toBe(`${month.slice(5, 7)}${month.slice(0, 4)}`);
    expect(json.gstin).toBe(intra.invoice.seller.gstin);
  });

  it("sum the B2CS rows and exports to the invoices of the period to the paisa, a cancelled invoice left out", async () => {
    const json = await gstr1(month);
    const invoices = await invoicesOfMonth(month);
    const supplies = invoices.filter((invoice) => invoice.number !== cancelled.invoice.number);
    const expected = (pick: (line: TaxInvoice["lines"][number]) => number) =>
      sum(supplies.flatMap((invoice) => invoice.lines.map((line) => paise(pick(line)))));
    const reported = (pick: (row: { txval: number; iamt: number }) => number) =>
      sum((json.b2cs ?? []).map((row) => paise(pick(row)))) +
      sum((json.b2cl ?? []).flatMap((s) => s.inv.flatMap((inv) => inv.itms.map((item) => paise(pick(item.itm_det)))))) +
      sum((json.exp ?? []).flatMap((s) => s.inv.flatMap((inv) => inv.itms.map((item) => paise(pick(item))))));
    expect(reported((row) => row.txval)).toBe(expected((line) => line.taxableValue));
    expect(reported((row) => row.iamt)).toBe(expected((line) => line.igst));
    expect(sum((json.b2cs ?? []).map((row) => paise(row.camt)))).toBe(expected((line) => line.cgst));
    expect(sum((json.b2cs ?? []).map((row) => paise(row.samt)))).toBe(expected((line) => line.sgst));
    expect(sum((json.hsn?.hsn_b2c ?? []).map((row) => paise(row.txval)))).toBe(expected((line) => line.taxableValue));

    const { totals } = await tables(month);
    expect(paise(totals.invoices.amount)).toBe(sum(invoices.map((invoice) => paise(invoice.totals.amount))));
    expect(paise(totals.net.taxableValue)).toBe(expected((line) => line.taxableValue));
  });

  it("split tax by supply: CGST and SGST within Gujarat, IGST to Maharashtra, each under its state code", async () => {
    const json = await gstr1(month);
    const gujarat = (json.b2cs ?? []).filter((row) => row.pos === "24");
    const maharashtra = (json.b2cs ?? []).filter((row) => row.pos === "27");
    expect(gujarat.length).toBeGreaterThan(0);
    for (const row of gujarat) expect(row).toMatchObject({ sply_ty: "INTRA", typ: "OE", iamt: 0 });
    expect(sum(gujarat.map((row) => paise(row.camt)))).toBeGreaterThan(0);
    expect(maharashtra.length).toBeGreaterThan(0);
    for (const row of maharashtra) expect(row).toMatchObject({ sply_ty: "INTER", camt: 0, samt: 0 });
    const interFabric = inter.invoice.lines.find((line) => line.hsn === FABRIC.hsnCode);
    const row5 = maharashtra.find((row) => row.rt === 5);
    expect(paise(row5?.iamt ?? 0)).toBeGreaterThanOrEqual(paise(interFabric?.igst ?? 0));
  });

  it("put an inter-state invoice above ₹1,00,000 in b2cl under its state, not in b2cs", async () => {
    expect(large.invoice.totals.amount).toBeGreaterThan(100_000);
    const json = await gstr1(month);
    const maharashtra = json.b2cl?.find((row) => row.pos === "27");
    const inv = maharashtra?.inv.find((row) => row.inum === large.invoice.number);
    expect(inv?.val).toBe(large.invoice.totals.amount);
    expect(sum(inv?.itms.map((item) => paise(item.itm_det.iamt)) ?? [])).toBe(paise(large.invoice.totals.igst));
    const view = await tables(month);
    expect(view.b2cl.map((row) => row.number)).toEqual([large.invoice.number]);
  });

  it("put an export under LUT in exp as WOPAY with no tax", async () => {
    const json = await gstr1(month);
    const exp = json.exp?.[0];
    expect(exp?.exp_typ).toBe("WOPAY");
    const inv = exp?.inv.find((row) => row.inum === exported.invoice.number);
    expect(inv).toMatchObject({ val: exported.invoice.totals.amount, idt: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/) });
    expect(inv?.itms.every((item) => item.iamt === 0)).toBe(true);
    expect(sum(inv?.itms.map((item) => paise(item.txval)) ?? [])).toBe(paise(exported.invoice.totals.taxableValue));
  });

  it("count an invoice whose order was cancelled in the documents issued, as cancelled, and its credit note as issued", async () => {
    const json = await gstr1(month);
    const invoiceRanges = json.doc_issue?.doc_det.find((d) => d.doc_num === 1)?.docs ?? [];
    const noteRanges = json.doc_issue?.doc_det.find((d) => d.doc_num === 5)?.docs ?? [];
    const invoices = await invoicesOfMonth(month);
    expect(sum(invoiceRanges.map((r) => r.totnum))).toBe(invoices.length);
    expect(sum(invoiceRanges.map((r) => r.cancel))).toBe(1);
    expect(sum(invoiceRanges.map((r) => r.net_issue))).toBe(invoices.length - 1);
    expect(sum(noteRanges.map((r) => r.totnum))).toBeGreaterThanOrEqual(1);
    // The cancelled invoice is neither a supply nor a credit note to report: both stay out of the tables.
    const view = await tables(month);
    expect(view.totals.cancelledInvoices).toEqual({ count: 1, amount: cancelled.invoice.totals.amount });
    expect(view.creditNotes.find((note) => note.invoiceNumber === cancelled.invoice.number)).toBeUndefined();
  });

  it("report a later month's credit notes: a small invoice's as a negative B2CS row, an export's in cdnur as EXPWOP", async () => {
    const at = indiaInstant(`${nextMonthStart}-02`, "12:00");
    for (const orderNumber of [intra.orderNumber, exported.orderNumber]) {
      const id = await orderId(orderNumber);
      await t.database.db.transaction((tx) => issueCreditNote(tx, { orderId: id, cause: "rto" }, at));
    }
    const json = await gstr1(nextMonthStart);
    expect(gstr1Json.safeParse(json).error).toBeUndefined();
    const gujarat = (json.b2cs ?? []).filter((row) => row.pos === "24");
    expect(sum(gujarat.map((row) => paise(row.txval)))).toBe(-paise(intra.invoice.totals.taxableValue));
    expect(sum(gujarat.map((row) => paise(row.camt + row.samt)))).toBe(
      -paise(intra.invoice.totals.cgst + intra.invoice.totals.sgst),
    );
    expect(json.cdnur).toEqual([expect.objectContaining({ typ: "EXPWOP", ntty: "C", val: exported.invoice.totals.amount })]);
    expect(json.cdnur?.[0]?.pos).toBeUndefined();
    const noteRanges = json.doc_issue?.doc_det.find((d) => d.doc_num === 5)?.docs ?? [];
    expect(sum(noteRanges.map((r) => r.net_issue))).toBe(2);
    expect(json.doc_issue?.doc_det.find((d) => d.doc_num === 1)).toBeUndefined();
  });

  it("answer a quarter with fp of its last month", async () => {
    const quarter = Math.ceil(Number(month.slice(5, 7)) / 3);
    const json = await gstr1(`${month.slice(0, 4)}-Q${quarter}`);
    expect(json.fp).toBe(`${String(quarter * 3).padStart(2, "0")}${month.slice(0, 4)}`);
    expect(gstr1Json.safeParse(json).error).toBeUndefined();
  });

  it("write the register with a row per invoice and credit note line whose amounts add up to the documents", async () => {
    const from = `${month}-01`;
    const to = addDays(`${nextMonthStart}-01`, 27);
    const res = await t.app.inject({ url: `/api/admin/gst/register.csv?from=${from}&to=${to}`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain(`chhaap-gst-register-${from}-to-${to}.csv`);
    const [header, ...rows] = parse(res.body) as string[][];
    expect(header).toEqual([...GST_REGISTER_COLUMNS]);
    const column = (name: (typeof GST_REGISTER_COLUMNS)[number]) => GST_REGISTER_COLUMNS.indexOf(name);
    const invoices = [...(await invoicesOfMonth(month)), ...(await invoicesOfMonth(nextMonthStart))];
    const notes = (await t.database.db.execute(
      sql`select document from credit_notes where issued_at >= ${indiaInstant(from).toISOString()}`,
    )) as { rows: { document: TaxInvoice }[] };
    const expected =
      sum(invoices.map((invoice) => paise(invoice.totals.amount))) -
      sum(notes.rows.map((row) => paise(row.document.totals.amount)));
    expect(sum(rows.map((row) => paise(Number(row[column("Total Amount")]))))).toBe(expected);
    for (const row of rows) expect(row[column("Total Amount")]).toMatch(/^-?\d+\.\d{2}$/);
    const interRows = rows.filter((row) => row[column("Voucher Number")] === inter.invoice.number);
    expect(interRows).toHaveLength(inter.invoice.lines.length);
    expect(interRows[0]?.[column("Place of Supply")]).toBe("Maharashtra (27)");
    expect(interRows[0]?.[column("Voucher Type")]).toBe("Sales");
    const credited = rows.filter((row) => row[column("Voucher Type")] === "Credit Note");
    expect(credited.every((row) => Number(row[column("Total Amount")]) <= 0)).toBe(true);
    // A credit note's row takes its pieces back: quantity signed like the amounts.
    expect(credited.length).toBeGreaterThan(0);
    expect(credited.every((row) => Number(row[column("Quantity")]) < 0)).toBe(true);
  });

  it("refuse staff without reports access, and a period that is not a month or quarter", async () => {
    const clerk = await signInNewStaff(t, CLERK);
    for (const url of [
      `/api/admin/gst/gstr1?period=${month}`,
      `/api/admin/gst/gstr1/tables?period=${month}`,
      `/api/admin/gst/register.csv?from=${month}-01&to=${month}-02`,
    ]) {
      const res = await t.app.inject({ url, headers: clerk });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe("admin.reports_only");
    }
    const bad = await t.app.inject({ url: "/api/admin/gst/gstr1?period=2026-13", headers: owner });
    expect(bad.statusCode).toBe(400);
  });

  /** Confirmed orders whose invoices are moved to `issuedAt` (microseconds kept), out of this month's figures. */
  async function invoicedAt(issuedAt: string, count: number) {
    const made = [];
    for (let i = 0; i < count; i++) made.push(await confirmed([STOLE, FABRIC]));
    for (const { invoice } of made) {
      await t.database.db.execute(sql`update invoices set issued_at = ${issuedAt}::timestamptz where number = ${invoice.number}`);
    }
    return made;
  }

  it("refuse the JSON with 409 naming the invoices with a line without HSN, and show the same warning with the tables", async () => {
    const [first, second] = await invoicedAt("2025-06-10 06:30:00+00", 2);
    for (const made of [first, second]) {
      await t.database.db.execute(
        sql`update invoices set document = jsonb_set(document, '{lines,0,hsn}', '""') where number = ${made?.invoice.number}`,
      );
    }
    const res = await t.app.inject({ url: "/api/admin/gst/gstr1?period=2025-06", headers: owner });
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json();
    expect(body.code).toBe("admin.gst_hsn_missing");
    expect(body.params.numbers).toBe(`${first?.invoice.number}, ${second?.invoice.number}`);
    expect(body.message).toContain(`${first?.invoice.number}, ${second?.invoice.number}`);
    expect(body.message).toContain("HSN");
    const view = await tables("2025-06");
    expect(view.warnings).toEqual([{ code: "admin.gst_hsn_missing", message: body.message }]);
    expect(view.totals.invoices.count).toBe(2);
  });

  it("place a supply within the shop's state in the shop's state, and refuse one whose place is no Indian state", async () => {
    const [within, abroadTypo] = await invoicedAt("2025-08-12 06:30:00+00", 2);
    const misplaced = (number: string | undefined, supply: string) =>
      t.database.db.execute(
        sql`update invoices set document = document || jsonb_build_object('supply', ${supply}::text,
          'placeOfSupply', jsonb_build_object('name', 'Maharastra', 'code', null)) where number = ${number}`,
      );
    await misplaced(within?.invoice.number, "intra-state");
    const json = await gstr1("2025-08");
    expect(gstr1Json.safeParse(json).error).toBeUndefined();
    expect(json.b2cs?.map((row) => row.pos)).toEqual(["24"]);

    await misplaced(abroadTypo?.invoice.number, "inter-state");
    const res = await t.app.inject({ url: "/api/admin/gst/gstr1?period=2025-08", headers: owner });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: "admin.gst_place_unknown", params: { numbers: abroadTypo?.invoice.number } });
  });

  it("refuse the JSON with 409 when the shop's GSTIN is not one the portal takes, naming the setting to fix", async () => {
    const [row] = await t.database.db.select({ gstin: shopSettings.gstin }).from(shopSettings);
    // A GSTIN whose 14th character is not "Z": the shop settings form would not take it, a hand edit could.
    await t.database.db.update(shopSettings).set({ gstin: "24ABCDE1234F1A5" });
    try {
      const res = await t.app.inject({ url: `/api/admin/gst/gstr1?period=${month}`, headers: owner });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: "admin.gst_gstin_invalid", params: { gstin: "24ABCDE1234F1A5" } });
      expect(res.json().message).toContain("Shop settings");
      expect((await tables(month)).warnings.map((w) => w.code)).toEqual(["admin.gst_gstin_invalid"]);
    } finally {
      await t.database.db.update(shopSettings).set({ gstin: row?.gstin ?? "" });
    }
    expect((await tables(month)).warnings).toEqual([]);
  });

  it("read the register in batches without losing or repeating a document issued at the same instant as others", async () => {
    const made = await invoicedAt("2025-07-10 06:30:00.123456+00", 3);
    const id = await orderId(made[0]?.orderNumber ?? "");
    await t.database.db.transaction((tx) =>
      issueCreditNote(tx, { orderId: id, cause: "rto" }, new Date("2025-07-10T06:30:00.123Z")),
    );
    const query = { from: "2025-07-01", to: "2025-07-31" };
    const read = async (batchSize: number) => {
      const rows: RegisterRow[] = [];
      for await (const batch of registerBatches(t.database.db, query, batchSize)) {
        expect(batch.length).toBeGreaterThan(0);
        rows.push(...batch);
      }
      return rows;
    };
    const whole = await read(1000);
    const lines = sum(made.map(({ invoice }) => invoice.lines.length));
    expect(whole.filter((row) => row.voucherType === "Sales")).toHaveLength(lines);
    expect(whole.filter((row) => row.voucherType === "Credit Note")).toHaveLength(made[0]?.invoice.lines.length ?? 0);
    expect(await read(1)).toEqual(whole);
    expect(await read(2)).toEqual(whole);
    const res = await t.app.inject({ url: `/api/admin/gst/register.csv?from=${query.from}&to=${query.to}`, headers: owner });
    expect(res.statusCode).toBe(200);
    expect(parse(res.body)).toHaveLength(whole.length + 1);
  });
});
