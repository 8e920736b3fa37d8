import { readFile } from "node:fs/promises";
import { BANK_STATEMENT_MESSAGES } from "@chhaap/contract/admin/bank-statements";
import { TRANSFER_REFERENCE_MESSAGE } from "@chhaap/contract/transfer-reference";
import { and, count, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { bankStatementLines, bankStatements, invoices, orderStatusEvents, orders, paymentProofs } from "#src/db/schema.ts";
import { clientAddress, multipartBody } from "#src/modules/accounts/test-support.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { addToCart, createVariant, saveAddress } from "#src/modules/cart/test-support.ts";
import { confirmEmailOf, createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";
import { SBI_SAMPLE_ROWS, sbiStatementXlsx } from "./test-support.ts";

let t: TestApp;
let owner: StaffBrowser;
let staff: StaffBrowser;

const HDFC_MAPPING = {
  layoutName: "HDFC current account",
  date: "Date",
  narration: "Narration",
  reference: "Chq./Ref.No.",
  credit: "Deposit Amt.",
  balance: "Closing Balance",
  dateFormat: "DD/MM/YY",
};
const HDFC_HEADER = "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance";

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInNewStaff(t, {
    name: "Ruksana Khatri",
    email: "statements-owner@shop.test",
    password: "statements-owner-1",
    role: "owner",
  });
  staff = await signInNewStaff(t, { name: "Imran Sheikh", email: "statements-staff@shop.test", password: "statements-staff-1" });
});
afterAll(async () => t?.close());

const sample = (name: string) => readFile(new URL(`./samples/${name}`, import.meta.url));

function upload(who: StaffBrowser | Record<string, string>, file: Buffer, name: string, fields: Record<string, string> = {}) {
  const type = name.endsWith(".xlsx") ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" : "text/csv";
  const body = multipartBody(fields, { field: "statement", name, type, content: file });
  return t.app.inject({
    method: "POST",
    url: "/api/admin/payments/statements",
    headers: { ...who, ...body.headers },
    payload: body.payload,
  });
}

async function linesIn(state: string) {
  const res = await t.app.inject({ url: `/api/admin/payments/reconciliation?state=${state}`, headers: owner });
  expect(res.statusCode).toBe(200);
  return res.json().data.lines as {
    _id: string;
    narration: string;
    rule: string | null;
    note: string;
    order: { orderNumber: string } | null;
    candidates: { orderNumber: string }[];
  }[];
}

function confirm(who: StaffBrowser, lineIds: string[]) {
  return t.app.inject({ method: "POST", url: "/api/admin/payments/reconciliation/confirm", headers: who, payload: { lineIds } });
}

async function statementCount() {
  const [row] = await t.database.db.select({ n: count() }).from(bankStatements);
  return row?.n ?? 0;
}

/** A bank-transfer order whose only evidence is the typed reference; a price of its own keeps its total unique. */
async function placeTransfer(reference: string, salePricePaise: number, customer?: TestCustomer) {
  const shopper = customer ?? (await registerCustomer(t.app));
  await confirmEmailOf(t, shopper);
  const { variantId } = await createVariant(t.database.db, {
    sizes: { M: 5 },
    pricePaise: salePricePaise + 10_000,
    salePricePaise,
  });
  await addToCart(t.app, shopper, { variantId, size: "M", quantity: 1 });
  const addressId = await saveAddress(t.app, shopper, { country: "India" });
  const body = multipartBody({ addressId, payment_id: reference });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: { ...shopper.browser, ...body.headers },
    payload: body.payload,
    remoteAddress: clientAddress(),
  });
  const orderNumber = res.statusCode === 201 ? (res.json().data.order_id as string) : "";
  const [row] = orderNumber
    ? await t.database.db
        .select({ id: orders.id, totalPaise: orders.totalPaise })
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber))
    : [];
  return { res, customer: shopper, orderNumber, orderId: row?.id ?? "", totalPaise: row?.totalPaise ?? 0 };
}

/** Today in India, as HDFC prints it (DD/MM/YY). */
function hdfcToday(): string {
  const [year, month, day] = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10).split("-");
  return `${day}/${month}/${year?.slice(2)}`;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

describe("bank statements", () => {
  it("are for staff only", async () => {
    const customer = await registerCustomer(t.app);
    expect((await t.app.inject({ url: "/api/admin/payments/reconciliation" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/admin/payments/reconciliation", headers: customer.browser })).statusCode).toBe(403);
    expect((await upload(customer.browser, await sample("hdfc-netbanking.csv"), "hdfc.csv")).statusCode).toBe(403);
    expect(await statementCount()).toBe(0);
  });

  it("refuse a typed reference that is not one, and store the same reference alike however it was typed", async () => {
    const refused = await placeTransfer("UTR 4417 2026 112", 120_100);
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.json().errors.payment_id).toBe(TRANSFER_REFERENCE_MESSAGE);
    const [none] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, refused.customer.userId));
    expect(none?.n).toBe(0);

    const first = await placeTransfer("UTR 6301-2345-6789", 120_200);
    const second = await placeTransfer("630123456789", 120_300);
    const proofs = await t.database.db
      .select({ paymentId: paymentProofs.paymentId, reference: paymentProofs.reference, kind: paymentProofs.referenceKind })
      .from(paymentProofs)
      .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
      .where(eq(orders.orderNumber, first.orderNumber));
    expect(proofs).toEqual([{ paymentId: "UTR 6301-2345-6789", reference: "630123456789", kind: "upi_imps" }]);
    const [again] = await t.database.db
      .select({ reference: paymentProofs.reference })
      .from(paymentProofs)
      .where(eq(paymentProofs.orderId, second.orderId));
    expect(again?.reference).toBe("630123456789");
  });

  it("ask an unknown layout once, then remember it; the same file again adds nothing", async () => {
    const file = await sample("hdfc-netbanking.csv");
    const unknown = await upload(owner, file, "hdfc-nov.csv");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: "statement.layout_unknown",
      details: {
        headers: HDFC_HEADER.split(","),
        suggested: { date: "Date", narration: "Narration", credit: "Deposit Amt.", balance: "Closing Balance" },
      },
    });
    expect(unknown.json().details.sample).toHaveLength(5);
    expect(await statementCount()).toBe(0);

    const incomplete = await upload(owner, file, "hdfc-nov.csv", { ...HDFC_MAPPING, credit: "", date: "Datum" });
    expect(incomplete.statusCode).toBe(400);
    expect(Object.keys(incomplete.json().errors).sort()).toEqual(["credit", "date"]);

    const imported = await upload(owner, file, "hdfc-nov.csv", HDFC_MAPPING);
    expect(imported.statusCode).toBe(201);
    expect(imported.json().data).toMatchObject({ layoutName: "HDFC current account", creditLines: 5, newLines: 5 });

    const again = await upload(staff, file, "hdfc-nov-again.csv");
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ layoutName: "HDFC current account", creditLines: 5, newLines: 0 });
    const [lines] = await t.database.db.select({ n: count() }).from(bankStatementLines);
    expect(lines?.n).toBe(5);
    const page = (await t.app.inject({ url: "/api/admin/payments/reconciliation", headers: staff })).json().data;
    expect(page.statements.map((s: { fileName: string; newLines: number }) => [s.fileName, s.newLines])).toEqual([
      ["hdfc-nov-again.csv", 0],
      ["hdfc-nov.csv", 5],
    ]);
    // A credit naming an order that is not waiting stays unmatched, and says so.
    const unmatched = await linesIn("unmatched");
    expect(unmatched.find((line) => line.narration.includes("CHP 7K4M Q9XD"))?.note).toBe(
      "Names CHP 7K4M Q9XD, which is not waiting for a bank transfer",
    );
  });

  it("match credits to waiting orders; staff confirm them once, even two at the same moment", async () => {
    const byNumber = await placeTransfer("HDFCN52026112801", 130_100);
    const byReference = await placeTransfer("UTR 7001 2345 6789", 130_200);
    const byAmount = await placeTransfer("FT2633201AB", 130_300);
    const short = await placeTransfer("ICICN52026112802", 130_400);
    const today = hdfcToday();
    const csv = [
      "HDFC BANK Ltd.",
      "Statement of accounts",
      HDFC_HEADER,
      `${today},UPI-ASHA-asha@okicici-630512340001-${byNumber.orderNumber.replaceAll("-", "")},0000630512340001,${today},,"${rupees(byNumber.totalPaise)}",`,
      `${today},IMPS-700123456789-NEHA GUPTA-KKBK,0000700123456789,${today},,"${rupees(byReference.totalPaise)}",`,
      `${today},UPI-FARHAN ALI-farhan@ybl-PAYMENT,0000630911113333,${today},,"${rupees(byAmount.totalPaise)}",`,
      `${today},NEFT CR-ICIC0000001-MEERA-${short.orderNumber},ICICN52026112802,${today},,"${rupees(short.totalPaise - 10_000)}",`,
      `${today},CASH DEPOSIT BHUJ,,${today},,"1,234.50",`,
      `${today},POS PACKAGING SUPPLIES,,${today},"2,150.00",,`,
      "STATEMENT SUMMARY :-",
    ].join("\n");
    const imported = await upload(staff, Buffer.from(csv), "hdfc-today.csv");
    expect(imported.statusCode).toBe(201);
    expect(imported.json().data).toMatchObject({ creditLines: 5, newLines: 5 });

    const matched = await linesIn("matched");
    const lineOf = (order: { orderNumber: string }) => matched.find((line) => line.order?.orderNumber === order.orderNumber);
    expect(lineOf(byNumber)?.rule).toBe("order_number");
    expect(lineOf(byReference)?.rule).toBe("reference");
    expect(lineOf(byAmount)?.rule).toBe("amount_date");
    const doubtful = (await linesIn("doubtful")).find((line) => line.narration.includes(short.orderNumber));
    expect(doubtful?.candidates.map((c) => c.orderNumber)).toEqual([short.orderNumber]);
    expect(doubtful?.note).toBe(
      `Paid ₹100 less than the order: ₹${((short.totalPaise - 10_000) / 100).toLocaleString("en-IN")} for a total of ₹${(short.totalPaise / 100).toLocaleString("en-IN")}`,
    );
    const cash = (await linesIn("unmatched")).find((line) => line.narration === "CASH DEPOSIT BHUJ");
    expect(cash).toBeDefined();

    // Two members of staff confirm the same line at the same moment: one confirms it, the other hears it moved on.
    const first = lineOf(byNumber)?._id ?? "";
    const both = await Promise.all([confirm(owner, [first]), confirm(staff, [first])]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(both.map((res) => res.json().data.results[0].outcome).sort()).toEqual(["applied", "moved_on"]);
    const [paid] = await t.database.db
      .select({
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        received: orders.paymentReceivedPaise,
        reference: orders.paymentReceivedReference,
      })
      .from(orders)
      .where(eq(orders.id, byNumber.orderId));
    expect(paid).toEqual({
      status: "confirmed",
      paymentStatus: "paid",
      received: byNumber.totalPaise,
      reference: "0000630512340001",
    });
    const [invoice] = await t.database.db.select({ n: count() }).from(invoices).where(eq(invoices.orderId, byNumber.orderId));
    expect(invoice?.n).toBe(1);

    const rest = await confirm(staff, [lineOf(byReference)?._id ?? "", lineOf(byAmount)?._id ?? ""]);
    expect(rest.json().data.results.map((r: { outcome: string; orderNumber: string }) => [r.outcome, r.orderNumber])).toEqual([
      ["applied", byReference.orderNumber],
      ["applied", byAmount.orderNumber],
    ]);

    // The same statement again adds no line and pays nothing twice.
    const again = await upload(owner, Buffer.from(csv), "hdfc-today.csv");
    expect(again.json().data).toMatchObject({ creditLines: 5, newLines: 0 });
    const applied = await linesIn("applied");
    expect(applied.filter((line) => line.order?.orderNumber === byNumber.orderNumber)).toHaveLength(1);
    const [confirmations] = await t.database.db
      .select({ n: count() })
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, byNumber.orderId), eq(orderStatusEvents.status, "confirmed")));
    expect(confirmations?.n).toBe(1);
    expect((await confirm(owner, [first])).json().data.results[0].outcome).toBe("moved_on");

    // Staff settle the rest: the short credit assigned to its order is short when confirmed; the cash set aside.
    const assigned = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/reconciliation/lines/${doubtful?._id}/assign`,
      headers: staff,
      payload: { orderNumber: short.orderNumber.toLowerCase() },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toMatchObject({
      state: "matched",
      rule: null,
      order: { orderNumber: short.orderNumber },
      resolved: { by: "Imran Sheikh" },
    });
    expect((await confirm(staff, [doubtful?._id ?? ""])).json().data.results[0]).toMatchObject({
      outcome: "short",
      orderNumber: short.orderNumber,
    });
    const [stillWaiting] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, short.orderId));
    expect(stillWaiting?.status).toBe("payment_pending");

    const notWaiting = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/reconciliation/lines/${cash?._id}/assign`,
      headers: staff,
      payload: { orderNumber: byNumber.orderNumber },
    });
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json().code).toBe("statement.order_not_waiting");
    const dismissed = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/reconciliation/lines/${cash?._id}/dismiss`,
      headers: owner,
      payload: { note: "Owner's cash from the Bhuj fair" },
    });
    expect(dismissed.json().data).toMatchObject({
      state: "dismissed",
      note: "Owner's cash from the Bhuj fair",
      resolved: { by: "Ruksana Khatri" },
    });
    const audited = await t.database.db
      .select({ action: auditLog.action, staff: auditLog.staffName })
      .from(auditLog)
      .where(eq(auditLog.recordId, cash?._id ?? ""));
    expect(audited).toEqual([{ action: "bank_statement.dismiss", staff: "Ruksana Khatri" }]);
    const again2 = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/reconciliation/lines/${cash?._id}/dismiss`,
      headers: staff,
      payload: { note: "again" },
    });
    expect(again2.statusCode).toBe(409);
  });

  it("hold a credit of more than the order back as doubtful, and give the shop's own settlement to no order", async () => {
    // A word is no reference: the shopper is asked again at checkout.
    const word = await placeTransfer("RAZORPAY", 140_100);
    expect(word.res.statusCode).toBe(400);
    expect(word.res.json().errors.payment_id).toBe(TRANSFER_REFERENCE_MESSAGE);
    const over = await placeTransfer("UTR 7002 2345 6789", 140_200);
    const byWord = await placeTransfer("HDFCN52026112899", 140_300);
    // A reference stored as a word before words were refused: the matcher does not look for it.
    await t.database.db.update(paymentProofs).set({ reference: "RAZORPAY" }).where(eq(paymentProofs.orderId, byWord.orderId));
    const today = hdfcToday();
    const csv = [
      HDFC_HEADER,
      `${today},IMPS-700223456789-RAVI,0000700223456789,${today},,"${rupees(over.totalPaise + 50_000)}",`,
      `${today},NEFT CR-RAZORPAY SOFTWARE PVT LTD-RAZORPAY SETTLEMENT,RAZORPAY,${today},,"${rupees(byWord.totalPaise)}",`,
    ].join("\n");
    expect((await upload(owner, Buffer.from(csv), "hdfc-over.csv")).statusCode).toBe(201);
    const doubtful = (await linesIn("doubtful")).find((line) => line.narration.startsWith("IMPS-700223456789"));
    expect(doubtful?.candidates.map((c) => c.orderNumber)).toEqual([over.orderNumber]);
    expect(doubtful?.note).toBe(
      `Paid ₹500 more than the order: ₹${((over.totalPaise + 50_000) / 100).toLocaleString("en-IN")} for a total of ₹${(over.totalPaise / 100).toLocaleString("en-IN")}`,
    );
    // The settlement is the same amount as the order, on its day: the amount rule holds it doubtful at most, never the reference.
    const settlement = [...(await linesIn("unmatched")), ...(await linesIn("doubtful")), ...(await linesIn("matched"))].find(
      (line) => line.narration.includes("RAZORPAY SETTLEMENT"),
    );
    expect(settlement?.rule).not.toBe("reference");

    // Staff who assign the credit themselves may confirm it: they saw the difference.
    const assigned = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/reconciliation/lines/${doubtful?._id}/assign`,
      headers: staff,
      payload: { orderNumber: over.orderNumber },
    });
    expect(assigned.statusCode).toBe(200);
    expect((await confirm(staff, [doubtful?._id ?? ""])).json().data.results[0]).toMatchObject({ outcome: "applied" });
  });

  it("are matched at upload and on Match again, never by reading the page", async () => {
    const today = hdfcToday();
    const csv = [HDFC_HEADER, `${today},IMPS-700323456789-LATE PAYER,0000700323456789,${today},,"1,503.21",`].join("\n");
    expect((await upload(owner, Buffer.from(csv), "hdfc-early.csv")).statusCode).toBe(201);
    const lineOf = async () =>
      (await t.database.db.select().from(bankStatementLines)).find((line) => line.narration.includes("LATE PAYER"));
    const before = await lineOf();
    expect(before?.state).toBe("unmatched");
    // The order whose reference the credit carries is placed after the statement was uploaded.
    const late = await placeTransfer("UTR 7003 2345 6789", 150_321 - 10_000);
    expect(late.totalPaise).toBeGreaterThan(0);
    await linesIn("unmatched");
    await linesIn("matched");
    expect(await lineOf()).toEqual(before);

    const matched = await t.app.inject({
      method: "POST",
      url: "/api/admin/payments/reconciliation/match",
      headers: staff,
      payload: {},
    });
    expect(matched.statusCode).toBe(200);
    expect(matched.json().data.counts).toMatchObject({ matched: expect.any(Number), unmatched: expect.any(Number) });
    const after = await lineOf();
    expect(after?.rule).toBe("reference");
    expect(after?.orderId === late.orderId || after?.candidates.includes(late.orderNumber)).toBe(true);
  });

  it("refuse a workbook too big or too wide to load, credits too large to record and lines dated after today", async () => {
    const before = await statementCount();
    const wide = await sbiStatementXlsx([
      { date: "3 Nov 2026", description: "BY TRANSFER-NEFT", ref: "UTIBN52026110388", credit: "500.00", balance: "500.00" },
    ]);
    // The same workbook with one more cell, in column XFD.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(wide as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    sheet.getCell(5, 16_384).value = 1;
    const tooWide = await upload(owner, Buffer.from(await workbook.xlsx.writeBuffer()), "wide.xlsx");
    expect(tooWide.statusCode).toBe(413);
    expect(tooWide.json()).toMatchObject({ code: "statement.file_too_large", message: BANK_STATEMENT_MESSAGES.tooManyColumns });

    const today = hdfcToday();
    const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10).split("-");
    const rows = [
      HDFC_HEADER,
      `${today},RTGS CR-BIG,,${today},,"2,14,74,836.48",`,
      `${tomorrow[2]}/${tomorrow[1]}/${tomorrow[0]?.slice(2)},UPI CR,,${today},,"500.00",`,
      `${today},UPI CR,,${today},,"600.00",`,
    ].join("\n");
    const refused = await upload(owner, Buffer.from(rows), "hdfc-bad.csv");
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "statement.bad_rows", params: { rows: "2, 3" } });
    expect(refused.json().message).toBe(
      `${BANK_STATEMENT_MESSAGES.amountTooLarge} Rows: 2. ${BANK_STATEMENT_MESSAGES.futureDated} Rows: 3.`,
    );
    expect(await statementCount()).toBe(before);
  });

  it("refuse a file that is not a statement, or a statement with rows it cannot read, storing nothing", async () => {
    const before = await statementCount();
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const notText = await upload(owner, png, "photo.csv");
    expect(notText.statusCode).toBe(415);
    expect(notText.json().code).toBe("statement.file_unreadable");
    const notWorkbook = await upload(owner, Buffer.concat([Buffer.from("PK\u0003\u0004"), png]), "broken.xlsx");
    expect(notWorkbook.json().code).toBe("statement.file_unreadable");
    const noHeader = await upload(owner, Buffer.from("Dear customer,\nYour statement is attached.\n"), "letter.csv");
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json().code).toBe("statement.no_header_row");
    const today = hdfcToday();
    const badRows = [
      HDFC_HEADER,
      `${today},UPI CREDIT,,${today},,"500.00",`,
      `31/02/26,UPI CREDIT,,${today},,"600.00",`,
      `${today},UPI,,${today},,"six",`,
    ].join("\n");
    const refused = await upload(owner, Buffer.from(badRows), "bad.csv");
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "statement.bad_rows", params: { rows: "3, 4" } });
    const noFile = multipartBody({ layoutName: "HDFC" });
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/admin/payments/statements",
      headers: { ...owner, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(empty.json().code).toBe("statement.file_required");
    expect(await statementCount()).toBe(before);
  });

  it("read State Bank of India's XLSX, mapped once, then at once", async () => {
    const file = await sample("sbi-account-statement.xlsx");
    const unknown = await upload(staff, file, "sbi.xlsx");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details.headers).toEqual([
      "Txn Date",
      "Value Date",
      "Description",
      "Ref No./Cheque No.",
      "Debit",
      "Credit",
      "Balance",
    ]);
    const mapping = {
      layoutName: "SBI current account",
      date: "Txn Date",
      narration: "Description",
      reference: "Ref No./Cheque No.",
      credit: "Credit",
      balance: "Balance",
      dateFormat: "DD MMM YYYY",
    };
    const imported = await upload(staff, file, "sbi.xlsx", mapping);
    expect(imported.statusCode).toBe(201);
    expect(imported.json().data).toMatchObject({ layoutName: "SBI current account", creditLines: 3, newLines: 3 });
    const longer = await sbiStatementXlsx([
      ...SBI_SAMPLE_ROWS,
      {
        date: "7 Nov 2026",
        description: "BY TRANSFER-UPI/CR/631000001111/ZOYA",
        ref: "631000001111",
        credit: "899.00",
        balance: "72,667.50",
      },
    ]);
    const next = await upload(staff, longer, "sbi-week.xlsx");
    expect(next.statusCode).toBe(201);
    expect(next.json().data).toMatchObject({ layoutName: "SBI current account", creditLines: 4, newLines: 1 });
  });
});
