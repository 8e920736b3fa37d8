import { RETURNS_MESSAGES } from "@chhaap/contract/admin/returns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { invoices, returnEvents, returnRequests } from "#src/db/schema.ts";
import { indiaDate } from "#src/india-time.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { refundDueOn } from "#src/modules/after-sales/policy-clock.ts";
import { askForReturn, picture } from "#src/modules/after-sales/test-support.ts";
import { stockOf } from "#src/modules/cart/test-support.ts";
import { createMemoryMailer } from "#src/modules/mail/mailer.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";
import { insertReturnPhoto, insertReturnRequest, moveOrder, type PlacedOrder, placeOrder } from "./test-support.ts";

const mailer = createMemoryMailer();
let t: TestApp;
let staff: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp({ mailer });
  staff = await signInNewStaff(t, { name: "Farida Memon", email: "returns-desk@shop.test", password: "returns-desk-staff-1" });
});
afterAll(async () => t?.close());

/** A delivered order and a request on its line. */
async function deliveredWithRequest(
  request: Parameters<typeof insertReturnRequest>[2],
  order: Parameters<typeof placeOrder>[1] = {},
): Promise<PlacedOrder & { number: string }> {
  const placed = await placeOrder(t, order);
  await moveOrder(t, staff, placed, "delivered");
  return { ...placed, number: await insertReturnRequest(t, placed, request) };
}

function step(number: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: `/api/admin/returns/${number}/steps`, headers: staff, payload });
}

async function detail(number: string) {
  const res = await t.app.inject({ url: `/api/admin/returns/${number}`, headers: staff });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function mailsTo(email: string) {
  await t.app.mailOutbox.deliverDue();
  return mailer.messages.filter((m) => m.to === email);
}

const today = () => indiaDate(new Date());

describe("the returns desk", () => {
  it("queues requests newest first with counts per state, finds one by its order's number, and shows it whole", async () => {
    const refundTo = { kind: "bank" as const, accountName: "Asha Khatri", accountNumber: "001234567890", ifsc: "SBIN0001234" };
    const { number, orderNumber, customer } = await deliveredWithRequest({ kind: "return", quantity: 2, refundTo });
    const photoId = await insertReturnPhoto(t, number);

    const queue = await t.app.inject({ url: "/api/admin/returns?state=requested", headers: staff });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.counts.requested).toBeGreaterThanOrEqual(1);
    expect(queue.json().data.requests[0]).toMatchObject({ number, orderNumber, kind: "return", state: "requested", quantity: 2 });
    const found = await t.app.inject({ url: `/api/admin/returns?q=${orderNumber.slice(4, 9).toLowerCase()}`, headers: staff });
    expect(found.json().data.requests.map((r: { number: string }) => r.number)).toEqual([number]);
    expect((await t.app.inject({ url: "/api/admin/returns?q=NO-SUCH-ORDER", headers: staff })).json().data.requests).toEqual([]);

    const shown = await detail(number.toLowerCase());
    expect(shown).toMatchObject({
      number,
      orderNumber,
      customer: { email: customer.email },
      line: { colour: expect.any(String), size: "M", price: 1500, quantity: 2 },
      quantity: 2,
      note: "Please collect after 5 pm.",
      // Staff pay the refund, so they see where it goes in full.
      refundTo,
      history: [{ state: "requested", by: null }],
      actions: ["approve", "reject"],
    });
    // The photo is for staff eyes only.
    expect(shown.photos).toEqual([{ _id: photoId, url: `/api/admin/returns/${encodeURIComponent(number)}/photos/${photoId}` }]);
    const photo = await t.app.inject({ url: shown.photos[0].url, headers: staff });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    expect(photo.headers["cache-control"]).toBe("private, no-store");
    expect((await t.app.inject({ url: shown.photos[0].url, headers: customer.browser })).statusCode).toBe(403);
    const otherPhoto = await t.app.inject({ url: `/api/admin/returns/${number}/photos/${crypto.randomUUID()}`, headers: staff });
    expect(otherPhoto.statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/admin/returns/CHP-NONE-R1", headers: staff })).statusCode).toBe(404);
  });

  it("takes a request the customer made on their order page, photo and all, and answers on it", async () => {
    const order = await placeOrder(t, { method: "cash_on_delivery" });
    await moveOrder(t, staff, order, "delivered");
    const asked = await askForReturn(
      t,
      order.customer,
      order.orderNumber,
      {
        line: order.lineId,
        kind: "return",
        quantity: "1",
        reason: "damaged",
        note: "Torn at the hem",
        refund_to: "upi",
        upi_id: "asha.khatri@okaxis",
      },
      [await picture("png")],
    );
    expect(asked.statusCode).toBe(201);
    const queue = (await t.app.inject({ url: `/api/admin/returns?q=${order.orderNumber}`, headers: staff })).json().data;
    expect(queue.requests).toHaveLength(1);
    const shown = await detail(queue.requests[0].number);
    // The customer sees their UPI ID masked; staff, who pay it, see it whole.
    expect(shown).toMatchObject({
      reason: "damaged",
      note: "Torn at the hem",
      refundTo: { kind: "upi", upiId: "asha.khatri@okaxis" },
    });
    expect((await t.app.inject({ url: shown.photos[0].url, headers: staff })).statusCode).toBe(200);
    expect((await step(shown.number, { action: "approve" })).json().data.state).toBe("approved");
  });

  it("lets one of two staff approving an exchange at once win; the size wanted is taken from stock once", async () => {
    const { number, variantId } = await deliveredWithRequest({ kind: "exchange", exchangeSize: "L" });
    expect(await stockOf(t.database.db, variantId, "L")).toBe(2);
    const answers = await Promise.all([step(number, { action: "approve" }), step(number, { action: "approve" })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(RETURNS_MESSAGES.notAllowedNow);
    expect(await stockOf(t.database.db, variantId, "L")).toBe(1);
    const history = (await detail(number)).history as { state: string }[];
    expect(history.filter((event) => event.state === "approved")).toHaveLength(1);
  });

  it("closes an approved exchange whose piece never came, and frees the size it held", async () => {
    const { number, variantId } = await deliveredWithRequest({ kind: "exchange", exchangeSize: "L" });
    await step(number, { action: "approve" });
    await step(number, { action: "book-pickup", carrier: "Delhivery", awb: "DL 77" });
    expect(await stockOf(t.database.db, variantId, "L")).toBe(1);
    const closed = await step(number, { action: "reject", reason: "The courier could not collect the piece three times." });
    expect(closed.json().data).toMatchObject({ state: "rejected", actions: [] });
    expect(await stockOf(t.database.db, variantId, "L")).toBe(2);
  });

  it("refuses to approve an exchange whose size is sold out, and changes nothing", async () => {
    const { number, variantId } = await deliveredWithRequest({ kind: "exchange", exchangeSize: "L" }, { sizes: { M: 5, L: 0 } });
    const refused = await step(number, { action: "approve" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "admin.exchange_sold_out", message: RETURNS_MESSAGES.exchangeSoldOut });
    expect(await detail(number)).toMatchObject({
      state: "requested",
      history: [{ state: "requested" }],
      actions: ["approve", "reject"],
    });
    expect(await stockOf(t.database.db, variantId, "L")).toBe(0);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, number));
    expect(audited).toEqual([]);
    // Rejected with a reason instead, the customer is told why.
    expect((await step(number, { action: "reject" })).statusCode).toBe(400);
    const rejected = await step(number, { action: "reject", reason: "Size L is sold out; please ask for a return." });
    expect(rejected.json().data).toMatchObject({
      state: "rejected",
      rejectionReason: "Size L is sold out; please ask for a return.",
    });
  });

  it("takes an exchange from approval to the replacement delivered, restocking the piece sent back, mailing each step", async () => {
    const { number, variantId, customer, orderNumber } = await deliveredWithRequest({ kind: "exchange", exchangeSize: "L" });
    expect(await stockOf(t.database.db, variantId, "M")).toBe(3);
    await step(number, { action: "approve" });
    const missing = await step(number, { action: "book-pickup", carrier: "Delhivery" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.awb).toBe(RETURNS_MESSAGES.awbRequired);
    const booked = await step(number, { action: "book-pickup", carrier: "Delhivery", awb: "DL 5521 7780" });
    expect(booked.json().data).toMatchObject({ state: "pickup_booked", pickup: { carrier: "Delhivery", awb: "DL 5521 7780" } });
    const received = await step(number, { action: "receive", condition: "restocked" });
    expect(received.json().data).toMatchObject({
      state: "received",
      received: { condition: "restocked" },
      // An exchange is owed no refund and gets no credit note.
      refundDueOn: null,
      creditNote: null,
      actions: ["pack-replacement"],
    });
    expect(await stockOf(t.database.db, variantId, "M")).toBe(4);
    // A second "received" is refused: the piece comes back into stock once.
    expect((await step(number, { action: "receive", condition: "restocked" })).statusCode).toBe(409);
    expect(await stockOf(t.database.db, variantId, "M")).toBe(4);
    expect((await step(number, { action: "refund", amount: 100, method: "upi", reference: "x", date: today() })).statusCode).toBe(
      409,
    );

    await step(number, { action: "pack-replacement" });
    await step(number, { action: "ship-replacement", carrier: "India Post", awb: "EK998877665IN" });
    const delivered = await step(number, { action: "deliver-replacement" });
    expect(delivered.json().data).toMatchObject({
      state: "replacement_delivered",
      replacement: { carrier: "India Post", awb: "EK998877665IN" },
      actions: [],
    });
    expect((delivered.json().data.history as { state: string }[]).map((e) => e.state)).toEqual([
      "requested",
      "approved",
      "pickup_booked",
      "received",
      "replacement_packed",
      "replacement_shipped",
      "replacement_delivered",
    ]);
    // The wanted size was taken once, at approval.
    expect(await stockOf(t.database.db, variantId, "L")).toBe(1);
    const subjects = (await mailsTo(customer.email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Your Chhaap order ${orderNumber}: your exchange ${number} is approved`,
        `Your Chhaap order ${orderNumber}: a pickup is booked for your exchange ${number}`,
        `Your Chhaap order ${orderNumber}: your replacement is on its way (exchange ${number})`,
      ]),
    );
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, number));
    expect(audit.map((entry) => entry.action).sort()).toEqual(
      [
        "return.approve",
        "return.book-pickup",
        "return.deliver-replacement",
        "return.pack-replacement",
        "return.receive",
        "return.ship-replacement",
      ].sort(),
    );
  });

  it("keeps a damaged return out of stock, credits it, sets the refund due date and refunds at most the credit", async () => {
    const { number, variantId, customer, orderNumber } = await deliveredWithRequest({ kind: "return" });
    await step(number, { action: "approve" });
    await step(number, { action: "book-pickup", carrier: "Delhivery", awb: "DL 1" });
    const before = await stockOf(t.database.db, variantId, "M");
    const received = (await step(number, { action: "receive", condition: "damaged" })).json().data;
    expect(await stockOf(t.database.db, variantId, "M")).toBe(before);
    expect(received).toMatchObject({ state: "received", received: { condition: "damaged" }, actions: ["refund"] });
    expect(received.refundDueOn).toBe(refundDueOn(new Date(), 7, [1, 2, 3, 4, 5, 6]));
    // The piece's credit note, issued with the receipt for the piece's price exactly; the refund may
    // be at most its amount.
    expect(received.creditNote).toMatchObject({ number: expect.stringMatching(/^CN\//), amount: 1500 });
    const credit: number = received.creditNote.amount;
    expect(received.refundLimit).toBe(credit);
    expect((await mailsTo(customer.email)).find((m) => m.subject.includes("we have received"))?.text).toContain(
      received.creditNote.number,
    );

    const tooMuch = await step(number, {
      action: "refund",
      amount: credit + 0.01,
      method: "upi",
      reference: "UPI 1",
      date: today(),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual({ amount: RETURNS_MESSAGES.amountAboveCredit });
    const tomorrow = indiaDate(new Date(Date.now() + 86_400_000));
    const future = await step(number, { action: "refund", amount: 100, method: "upi", reference: "UPI 1", date: tomorrow });
    expect(future.json().errors).toEqual({ date: RETURNS_MESSAGES.dateInvalid });
    // Nor before the piece came back.
    const early = await step(number, { action: "refund", amount: 100, method: "upi", reference: "UPI 1", date: "2020-01-01" });
    expect(early.json().errors).toEqual({ date: RETURNS_MESSAGES.dateInvalid });
    expect(await detail(number)).toMatchObject({ state: "received", refund: null });

    const refunded = await step(number, {
      action: "refund",
      amount: 1500,
      method: "upi",
      reference: "UPI 402211",
      date: today(),
    });
    expect(refunded.json().data).toMatchObject({
      state: "refunded",
      refund: { amount: 1500, method: "upi", reference: "UPI 402211", date: today() },
      actions: [],
    });
    expect(
      (await mailsTo(customer.email)).find(
        (m) => m.subject === `Your Chhaap order ${orderNumber}: your refund for return ${number} is on its way`,
      )?.text,
    ).toContain("We have refunded ₹1,500.00 by UPI, reference UPI 402211.");
  });

  it("restocks a return received fit to sell, once", async () => {
    const { number, variantId } = await deliveredWithRequest({ kind: "return", quantity: 2 });
    await step(number, { action: "approve" });
    await step(number, { action: "book-pickup", carrier: "Delhivery", awb: "DL 2" });
    const [first, second] = await Promise.all([
      step(number, { action: "receive", condition: "restocked" }),
      step(number, { action: "receive", condition: "restocked" }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(t.database.db, variantId, "M")).toBe(5);
  });

  it("never refunds an order's requests together beyond what the customer paid", async () => {
    // An order with a coupon, billed before the shop issued invoices: each piece's credit is its price,
    // so only the order's total keeps the refunds within what was paid.
    const order = await placeOrder(t, { coupon: "WELCOME10" });
    await moveOrder(t, staff, order, "delivered");
    await t.database.db.delete(invoices).where(eq(invoices.orderId, order.orderId));
    const numbers = [await insertReturnRequest(t, order, { kind: "return" })];
    for (const number of numbers) {
      await step(number, { action: "approve" });
      await step(number, { action: "book-pickup", carrier: "Delhivery", awb: "DL 3" });
      await step(number, { action: "receive", condition: "restocked" });
    }
    const first = numbers[0] ?? "";
    expect(
      (await step(first, { action: "refund", amount: 1500, method: "upi", reference: "UPI 1", date: today() })).statusCode,
    ).toBe(200);
    // The line's second piece, asked for once the first request was closed.
    const second = await insertReturnRequest(t, order, { kind: "return" });
    await step(second, { action: "approve" });
    await step(second, { action: "book-pickup", carrier: "Delhivery", awb: "DL 4" });
    await step(second, { action: "receive", condition: "restocked" });
    const paidLeft = order.totalPaise / 100 - 1500;
    expect(paidLeft).toBeLessThan(1500);
    expect((await detail(second)).refundLimit).toBe(paidLeft);
    const over = await step(second, { action: "refund", amount: 1500, method: "upi", reference: "UPI 2", date: today() });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ amount: RETURNS_MESSAGES.amountAbovePaid });
    const [row] = await t.database.db.select().from(returnRequests).where(eq(returnRequests.number, second));
    expect(row).toMatchObject({ state: "received", refundPaise: null });
    const events = await t.database.db
      .select()
      .from(returnEvents)
      .where(eq(returnEvents.returnRequestId, row?.id ?? ""));
    expect(events.map((e) => e.state)).not.toContain("refunded");
    const rest = await step(second, { action: "refund", amount: paidLeft, method: "upi", reference: "UPI 2", date: today() });
    expect(rest.statusCode).toBe(200);
  });
});
