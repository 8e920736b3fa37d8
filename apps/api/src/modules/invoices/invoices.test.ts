import { DESK_MESSAGES } from "@chhaap/contract/admin/orders";
import { INVOICE_MESSAGES, type TaxInvoice } from "@chhaap/contract/invoice";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, coupons, invoiceCounters, invoices, orders, products } from "#src/db/schema.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { addStaff } from "#src/modules/admin/staff/service.ts";
import { confirmPaymentReceived } from "#src/modules/admin/test-support.ts";
import { createTestApp, registerCustomer, TEST_PUBLIC_URL, type TestApp } from "#src/test/app.ts";
import { FABRIC, placeOrder, SHIRT, STOLE } from "./test-support.ts";

type Staff = { cookie: string; origin: string };
const OWNER = { name: "Salim Khatri", email: "invoice-owner@shop.test", password: "invoice-desk-owner-1" };

async function signInOwner(t: TestApp): Promise<Staff> {
  const ctx = { db: t.database.db, now: () => new Date(), log: t.app.log };
  await addStaff(ctx, { id: null, name: "test" }, { ...OWNER, role: "owner", mustChangePassword: false });
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/staff/session",
    payload: OWNER,
    remoteAddress: clientAddress(),
  });
  return { cookie: String(signIn.headers["set-cookie"]).split(";")[0] ?? "", origin: TEST_PUBLIC_URL };
}

function act(t: TestApp, staff: Staff, orderNumber: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: `/api/admin/orders/${orderNumber}/actions`, headers: staff, payload });
}

function confirm(t: TestApp, staff: Staff, orderNumber: string) {
  return act(t, staff, orderNumber, { action: "confirm" });
}

async function staffInvoice(t: TestApp, staff: Staff, orderNumber: string): Promise<TaxInvoice> {
  const res = await t.app.inject({ url: `/api/admin/orders/${orderNumber}/invoice`, headers: staff });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe("GST invoices", () => {
  let t: TestApp;
  let owner: Staff;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInOwner(t);
  });
  afterAll(async () => t?.close());

  it("are issued when the order is confirmed, with CGST and SGST within Gujarat, and shown to staff and the customer alike", async () => {
    const { customer, orderNumber } = await placeOrder(t, [STOLE, SHIRT, FABRIC]);
    const before = await t.app.inject({ url: `/api/order/${orderNumber}/invoice`, headers: customer.browser });
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe(INVOICE_MESSAGES.notIssued);
    expect((await t.app.inject({ url: `/api/admin/orders/${orderNumber}/invoice`, headers: owner })).statusCode).toBe(404);

    const confirmed = await confirm(t, owner, orderNumber);
    expect(confirmed.statusCode).toBe(200);
    const number = confirmed.json().data.invoiceNumber as string;
    expect(number).toMatch(/^CH\/\d\d-\d\d\/\d{6}$/);
    expect(number.length).toBeLessThanOrEqual(16);

    const invoice = await staffInvoice(t, owner, orderNumber);
    const order = (await t.app.inject({ url: `/api/order/${orderNumber}`, headers: customer.browser })).json().data;
    expect(order.invoice_number).toBe(number);
    expect(invoice).toMatchObject({
      kind: "tax-invoice",
      number,
      orderNumber,
      supply: "intra-state",
      placeOfSupply: { name: "Gujarat", code: "24" },
      seller: { legalName: "Chhaap Hand Block Prints LLP", gstin: "24AAKFC1234M1ZJ", state: "Gujarat", stateCode: "24" },
      buyer: { name: "Asha Khatri", billingAddress: { city: "Bhuj" }, deliveryAddress: { zip: "370001" } },
      exportNote: null,
    });
    // Goods in the order's own order of lines, then shipping.
    expect(invoice.lines.map((l) => `${l.hsn} ${l.quantity} @ ${l.rate}%`).sort()).toEqual(
      ["5208 3 @ 5%", "6205 1 @ 18%", "6214 2 @ 5%", ...(order.shipping_charges > 0 ? ["9968 1 @ 18%"] : [])].sort(),
    );
    expect(invoice.totals.amount).toBe(order.total_amount);
    expect(invoice.totals.igst).toBe(0);
    expect(invoice.totals.cgst).toBeGreaterThan(0);
    // In paise, to keep float sums out of the comparison.
    const paise = (n: number) => Math.round(n * 100);
    expect(paise(invoice.totals.taxableValue) + paise(invoice.totals.cgst) + paise(invoice.totals.sgst)).toBe(
      paise(invoice.totals.amount),
    );
    expect(invoice.amountInWords).toMatch(/Rupees .*Only$/);

    const theirs = await t.app.inject({ url: `/api/order/${orderNumber}/invoice`, headers: customer.browser });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toEqual(invoice);

    // Later steps keep the number; later product changes never rewrite an issued invoice.
    await act(t, owner, orderNumber, { action: "pack" });
    await t.database.db.update(products).set({ gstRate: 12 }).where(eq(products.hsnCode, "5208"));
    expect(await staffInvoice(t, owner, orderNumber)).toEqual(invoice);
  });

  it("is another customer's to nobody: 404, and 401 without a session", async () => {
    const { orderNumber } = await placeOrder(t, [STOLE]);
    await confirm(t, owner, orderNumber);
    const stranger = await registerCustomer(t.app);
    const res = await t.app.inject({ url: `/api/order/${orderNumber}/invoice`, headers: stranger.browser });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/order/${orderNumber}/invoice` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/order/not-a-number/invoice", headers: stranger.browser })).statusCode).toBe(404);
  });

  it("charges IGST to another state and shares a coupon among the lines", async () => {
    const code = `INV${Date.now() % 100_000}`;
    await t.database.db.insert(coupons).values({ code, kind: "flat", value: 70_000 });
    const { orderNumber } = await placeOrder(t, [SHIRT, STOLE], { state: "Maharashtra", city: "Mumbai", zip: "400001" }, code);
    await confirm(t, owner, orderNumber);
    const invoice = await staffInvoice(t, owner, orderNumber);
    expect(invoice).toMatchObject({ supply: "inter-state", placeOfSupply: { name: "Maharashtra", code: "27" } });
    expect(invoice.totals.cgst + invoice.totals.sgst).toBe(0);
    expect(invoice.totals.igst).toBeGreaterThan(0);
    const discounts = invoice.lines.reduce((sum, l) => sum + Math.round(l.discount * 100), 0);
    expect(discounts).toBe(70_000);
  });

  it("makes an export invoice without tax for delivery abroad", async () => {
    const { orderNumber } = await placeOrder(t, [SHIRT], {
      country: "United Kingdom",
      state: "London",
      city: "London",
      zip: "NW1 6XE",
    });
    expect((await confirmPaymentReceived(t, owner, orderNumber)).statusCode).toBe(200);
    const invoice = await staffInvoice(t, owner, orderNumber);
    expect(invoice).toMatchObject({
      kind: "export-invoice",
      supply: "export",
      placeOfSupply: { name: "Outside India", code: "96" },
      totals: { cgst: 0, sgst: 0, igst: 0 },
    });
    expect(invoice.totals.taxableValue).toBe(invoice.totals.amount);
    expect(invoice.exportNote).toMatch(/Letter of Undertaking/);
  });

  it("reads the place of supply from the state's code: a state saved in any case is still within Gujarat", async () => {
    const { orderNumber } = await placeOrder(t, [STOLE], { city: "Ahmedabad", zip: "380015" }, undefined, "  GUJARAT ");
    await confirm(t, owner, orderNumber);
    const invoice = await staffInvoice(t, owner, orderNumber);
    expect(invoice).toMatchObject({ supply: "intra-state", placeOfSupply: { name: "Gujarat", code: "24" } });
    expect(invoice.buyer.deliveryAddress.state).toBe("Gujarat");
    expect(invoice.totals.igst).toBe(0);
  });

  it("is not issued for a state no list has: the desk is told to correct the delivery address, which then confirms", async () => {
    // An address saved before states were chosen from a list, with the state typed wrong.
    const { orderNumber } = await placeOrder(t, [STOLE, FABRIC], { city: "Ahmedabad", zip: "380015" }, undefined, "Gujrat");
    const counters = await t.database.db.select().from(invoiceCounters);
    const refused = await confirm(t, owner, orderNumber);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "invoice.state_unknown", message: INVOICE_MESSAGES.stateUnknown });
    // Nothing moved: still placed, no invoice, no number taken.
    const desk = (await t.app.inject({ url: `/api/admin/orders/${orderNumber}`, headers: owner })).json().data;
    expect(desk).toMatchObject({ status: "placed", invoiceNumber: null, addressEditable: true });
    expect(desk.shippingAddress.state).toBe("Gujrat");
    expect(await t.database.db.select().from(invoiceCounters)).toEqual(counters);

    // The correction is held to the address rules: a listed state, agreeing with the PIN code, in the same country.
    const correct = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "PUT", url: `/api/admin/orders/${orderNumber}/delivery-address`, headers: owner, payload });
    const address = { ...desk.shippingAddress };
    expect((await correct({ ...address, state: "Gujrat" })).json().errors).toMatchObject({ state: expect.any(String) });
    expect((await correct({ ...address, state: "Maharashtra" })).json().errors).toMatchObject({ zip: expect.any(String) });
    const abroad = await correct({
      ...address,
      country: "United Kingdom",
      state: "London",
      zip: "NW1 6XE",
      phone: "+91 98765 43210",
    });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().errors).toEqual({ country: DESK_MESSAGES.countryFixed });

    const corrected = await correct({ ...address, state: "gujarat" });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      message: DESK_MESSAGES.addressCorrected,
      data: { shippingAddress: { state: "Gujarat" } },
    });
    // The billing address was the delivery address, and follows it.
    expect(corrected.json().data.billingAddress).toMatchObject({ state: "Gujarat" });
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, orderNumber));
    expect(audited.map((entry) => entry.action)).toContain("order.delivery_address");

    expect((await confirm(t, owner, orderNumber)).statusCode).toBe(200);
    const invoice = await staffInvoice(t, owner, orderNumber);
    expect(invoice).toMatchObject({ supply: "intra-state", placeOfSupply: { name: "Gujarat", code: "24" } });
    expect(invoice.buyer.billingAddress.state).toBe("Gujarat");
    // Once invoiced, the address is the invoice's and stays.
    const late = await correct({ ...address, state: "Gujarat", addressLine1: "Another street" });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("admin.order_address_locked");
  });

  it("is never issued for an order cancelled before it was confirmed", async () => {
    const { customer, orderNumber } = await placeOrder(t, [STOLE]);
    await act(t, owner, orderNumber, { action: "cancel", reason: "Customer changed their mind" });
    const res = await t.app.inject({ url: `/api/order/${orderNumber}/invoice`, headers: customer.browser });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/admin/orders/${orderNumber}/invoice`, headers: owner })).statusCode).toBe(404);
  });
});

describe("the invoice series", () => {
  let t: TestApp;
  let owner: Staff;
  // A financial year of its own, so the series starts at 1 whatever other tests issued.
  const now = () => new Date("2031-06-15T10:00:00+05:30");
  beforeAll(async () => {
    t = await createTestApp({ now });
    owner = await signInOwner(t);
  });
  afterAll(async () => t?.close());

  it("numbers orders confirmed at the same moment 1..N, without gaps or repeats", async () => {
    const placed = [];
    for (let i = 0; i < 8; i++) placed.push(await placeOrder(t, [FABRIC]));
    const answers = await Promise.all(placed.map(({ orderNumber }) => confirm(t, owner, orderNumber)));
    expect(answers.map((a) => a.statusCode)).toEqual(placed.map(() => 200));
    const numbers = answers.map((a) => a.json().data.invoiceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `CH/31-32/${String(i + 1).padStart(6, "0")}`));
    const [counter] = await t.database.db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, "2031-32"));
    expect(counter?.lastNumber).toBe(8);
  });

  it("gives an order confirmed before invoices existed one number, however many ask for it at once", async () => {
    const { customer, orderNumber } = await placeOrder(t, [STOLE]);
    // As an order confirmed by an earlier version of the shop would be: confirmed, no invoice.
    await t.database.db.update(orders).set({ status: "confirmed" }).where(eq(orders.orderNumber, orderNumber));
    const reads = await Promise.all([
      ...Array.from({ length: 3 }, () => t.app.inject({ url: `/api/admin/orders/${orderNumber}/invoice`, headers: owner })),
      ...Array.from({ length: 3 }, () => t.app.inject({ url: `/api/order/${orderNumber}/invoice`, headers: customer.browser })),
    ]);
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(reads.map((r) => r.json().data.number))).toEqual(new Set(["CH/31-32/000009"]));
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(orders.orderNumber, orderNumber));
    expect(n).toBe(1);
  });
});
