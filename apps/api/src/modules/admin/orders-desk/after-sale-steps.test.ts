import { DESK_MESSAGES } from "@chhaap/contract/admin/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponRedemptions, orders } from "#src/db/schema.ts";
import { insertReturnRequest, moveOrder, placeOrder } from "#src/modules/admin/returns/test-support.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { refundDueOn } from "#src/modules/after-sales/policy-clock.ts";
import { stockOf } from "#src/modules/cart/test-support.ts";
import { createMemoryMailer } from "#src/modules/mail/mailer.ts";
import { createTestApp, registerCustomer, type TestApp } from "#src/test/app.ts";

const mailer = createMemoryMailer();
let t: TestApp;
let staff: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp({ mailer });
  staff = await signInNewStaff(t, {
    name: "Imran Sodha",
    email: "desk-after-sale@shop.test",
    password: "desk-after-sale-staff-1",
  });
});
afterAll(async () => t?.close());

function act(orderNumber: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: `/api/admin/orders/${orderNumber}/actions`, headers: staff, payload });
}

async function deskOrder(orderNumber: string) {
  return (await t.app.inject({ url: `/api/admin/orders/${orderNumber}`, headers: staff })).json().data;
}

async function mailsTo(email: string) {
  await t.app.mailOutbox.deliverDue();
  return mailer.messages.filter((m) => m.to === email);
}

/** The refund due date of something owed now, under the shop's default policy (7 working days, Monday to Saturday). */
const dueFromNow = () => refundDueOn(new Date(), 7, [1, 2, 3, 4, 5, 6]);

/** Marks the customer's request to cancel, as the shop records it when they ask after the day's cut-off. */
async function askToCancel(orderNumber: string, reason: string) {
  await t.database.db
    .update(orders)
    .set({ cancelRequestedAt: new Date(), cancelRequestReason: reason })
    .where(eq(orders.orderNumber, orderNumber));
}

describe("the orders desk after the sale", () => {
  it("records when an order was delivered: the return window counts from it", async () => {
    const order = await placeOrder(t);
    await moveOrder(t, staff, order, "delivered");
    const { deliveredAt } = await deskOrder(order.orderNumber);
    expect(Date.now() - Date.parse(deliveredAt)).toBeLessThan(60_000);
  });

  it("takes back a prepaid parcel that came back undelivered: stock and coupon back, credited, refund due, then refunded", async () => {
    const order = await placeOrder(t, { method: "bank_transfer", coupon: "WELCOME10" });
    await moveOrder(t, staff, order, "shipped");
    expect(await stockOf(t.database.db, order.variantId, "M")).toBe(3);

    const unexplained = await act(order.orderNumber, { action: "return-to-origin", reason: "lost" });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().errors.reason).toBe(DESK_MESSAGES.rtoReasonInvalid);

    const back = await act(order.orderNumber, { action: "return-to-origin", reason: "refused" });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({
      status: "returned_to_origin",
      paymentStatus: "paid",
      rtoReason: "refused",
      refundDueOn: dueFromNow(),
      actions: ["refund"],
      creditNotes: [{ cause: "rto", number: expect.stringMatching(/^CN\//), amount: order.totalPaise / 100 }],
    });
    expect(back.json().data.timeline.at(-1)).toMatchObject({
      status: "returned_to_origin",
      by: "Imran Sodha",
      note: "Refused at the door",
    });
    expect(await stockOf(t.database.db, order.variantId, "M")).toBe(5);
    expect(await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order.orderId))).toEqual([]);
    const mail = (await mailsTo(order.customer.email)).find((m) => m.subject.endsWith("came back to us undelivered"));
    expect(mail?.text).toContain("The courier brought your order back to us: refused at the door.");
    expect(mail?.text).toContain("You paid for it, so we will refund you.");
    // Back once: the stock never comes back twice.
    expect((await act(order.orderNumber, { action: "return-to-origin", reason: "refused" })).statusCode).toBe(409);
    expect(await stockOf(t.database.db, order.variantId, "M")).toBe(5);

    const refunded = await act(order.orderNumber, { action: "refund", method: "bank_transfer", reference: "NEFT 77120" });
    expect(refunded.json().data).toMatchObject({ status: "returned_to_origin", paymentStatus: "refunded", actions: [] });
  });

  it("owes nothing for a cash-on-delivery parcel refused at the door", async () => {
    const order = await placeOrder(t);
    await moveOrder(t, staff, order, "shipped");
    const back = (await act(order.orderNumber, { action: "return-to-origin", reason: "not_reachable" })).json().data;
    expect(back).toMatchObject({ status: "returned_to_origin", paymentStatus: "pending", refundDueOn: null, actions: [] });
    expect((await mailsTo(order.customer.email)).find((m) => m.subject.endsWith("undelivered"))?.text).not.toContain(
      "we will refund you",
    );
  });

  it("shows how many of the customer's parcels, and of those to the same PIN code, came back", async () => {
    const customer = await registerCustomer(t.app);
    const zip = "382421";
    const first = await placeOrder(t, { customer, zip });
    const second = await placeOrder(t, { customer, zip });
    const neighbour = await placeOrder(t, { zip });
    for (const order of [first, second, neighbour]) {
      await moveOrder(t, staff, order, "shipped");
      expect((await act(order.orderNumber, { action: "return-to-origin", reason: "refused" })).statusCode).toBe(200);
    }
    const next = await placeOrder(t, { customer, zip });
    const { rtoHistory } = await deskOrder(next.orderNumber);
    expect(rtoHistory.customer).toMatchObject({ count: 2 });
    expect(rtoHistory.customer.latest.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      second.orderNumber,
      first.orderNumber,
    ]);
    expect(rtoHistory.pinCode).toMatchObject({
      zip,
      count: 3,
      latest: expect.arrayContaining([expect.objectContaining({ reason: "refused" })]),
    });
    expect(rtoHistory.pinCode.latest[0].orderNumber).toBe(neighbour.orderNumber);
    // A customer and a PIN code with no parcels back.
    const clean = await deskOrder((await placeOrder(t, { zip: "370465" })).orderNumber);
    expect(clean.rtoHistory).toEqual({ customer: { count: 0, latest: [] }, pinCode: { zip: "370465", count: 0, latest: [] } });
  });

  it("lists customers' requests to cancel, and declines one with a reason that clears it, once", async () => {
    const order = await placeOrder(t);
    await moveOrder(t, staff, order, "confirmed");
    await askToCancel(order.orderNumber, "Ordered the wrong colour.");

    const listed = (await t.app.inject({ url: "/api/admin/orders?cancellation=requested", headers: staff })).json();
    expect(listed.data.cancelRequests).toBeGreaterThanOrEqual(1);
    expect(listed.data.orders).toContainEqual(expect.objectContaining({ orderNumber: order.orderNumber, cancelRequested: true }));
    expect(listed.data.orders.every((o: { cancelRequested: boolean }) => o.cancelRequested)).toBe(true);

    const shown = await deskOrder(order.orderNumber);
    expect(shown.cancelRequest).toMatchObject({ reason: "Ordered the wrong colour." });
    expect(shown.actions).toEqual(["pack", "cancel", "decline-cancellation"]);

    expect((await act(order.orderNumber, { action: "decline-cancellation" })).statusCode).toBe(400);
    const declined = await act(order.orderNumber, {
      action: "decline-cancellation",
      reason: "It was already block-printed for you.",
    });
    expect(declined.json().data).toMatchObject({ status: "confirmed", cancelRequest: null, actions: ["pack", "cancel"] });
    expect(declined.json().data.timeline.at(-1)).toMatchObject({
      status: "confirmed",
      note: "Cancellation declined: It was already block-printed for you.",
    });
    expect((await mailsTo(order.customer.email)).find((m) => m.subject.endsWith("could not be cancelled"))?.text).toContain(
      "We could not cancel your order: It was already block-printed for you.",
    );
    expect((await act(order.orderNumber, { action: "decline-cancellation", reason: "again" })).statusCode).toBe(409);
    // The customer sees the answer on their order, and cannot ask again.
    const theirs = await t.app.inject({ url: `/api/order/${order.orderNumber}`, headers: order.customer.browser });
    expect(theirs.json().data).toMatchObject({
      cancel_request: null,
      cancel_declined: { reason: "It was already block-printed for you." },
      cancellation: { mode: "none", until: null },
    });
    const again = await t.app.inject({
      method: "POST",
      url: `/api/order/${order.orderNumber}/cancel`,
      headers: order.customer.browser,
      payload: { reason: "other", note: "Please" },
    });
    expect(again.statusCode).toBe(409);
    const after = (await t.app.inject({ url: "/api/admin/orders?cancellation=requested", headers: staff })).json();
    expect(after.data.orders.map((o: { orderNumber: string }) => o.orderNumber)).not.toContain(order.orderNumber);
  });

  it("cancels a paid order on request: the request is answered, the invoice credited and the refund due", async () => {
    const order = await placeOrder(t, { method: "bank_transfer" });
    await moveOrder(t, staff, order, "confirmed");
    await askToCancel(order.orderNumber, "Found it cheaper.");
    const cancelled = await act(order.orderNumber, { action: "cancel", reason: "Cancelled as you asked." });
    expect(cancelled.json().data).toMatchObject({
      status: "cancelled",
      paymentStatus: "paid",
      cancelRequest: null,
      refundDueOn: dueFromNow(),
      creditNotes: [{ cause: "cancellation", amount: order.totalPaise / 100 }],
      actions: ["refund"],
    });
  });

  it("lists the order's return requests", async () => {
    const order = await placeOrder(t);
    await moveOrder(t, staff, order, "delivered");
    const number = await insertReturnRequest(t, order, { kind: "exchange", exchangeSize: "L" });
    expect((await deskOrder(order.orderNumber)).returns).toEqual([
      expect.objectContaining({ number, kind: "exchange", state: "requested", size: "M", quantity: 1 }),
    ]);
  });
});
