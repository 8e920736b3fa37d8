import { ORDER_MESSAGES } from "@chhaap/contract/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterSalePolicy, couponRedemptions, orders } from "#src/db/schema.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { confirmPaymentReceived, type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { readAfterSalePolicy } from "#src/modules/after-sales/policy.ts";
import { cancel, placeOrder } from "#src/modules/after-sales/test-support.ts";
import { saveAddress, stockOf } from "#src/modules/cart/test-support.ts";
import { createMemoryMailer } from "#src/modules/mail/mailer.ts";
import { createTestApp, registerCustomer, type TestApp } from "#src/test/app.ts";

/** An instant given as India's wall-clock time. */
const india = (local: string) => new Date(`${local}+05:30`);

const mailer = createMemoryMailer();
let t: TestApp;
let staff: StaffBrowser;
// The app's clock: each test sets the time of day it needs (the shop's cut-off is 14:00 in India).
let clock = india("2026-11-28T10:00:00");

beforeAll(async () => {
  t = await createTestApp({ mailer, now: () => clock });
  staff = await signInNewStaff(
    t,
    { name: "Imran", email: "cancel-desk@shop.test", password: "cancel-desk-staff-1" },
    () => clock,
  );
});
afterAll(async () => t?.close());

async function detail(customer: { browser: Record<string, string> }, orderNumber: string) {
  return (await t.app.inject({ url: `/api/order/${orderNumber}`, headers: customer.browser })).json().data;
}

async function mailsTo(email: string) {
  await t.app.mailOutbox.deliverDue();
  return mailer.messages.filter((m) => m.to === email);
}

async function redemptionsOf(orderId: string) {
  return t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
}

describe("a customer cancelling their order", () => {
  it("cancels at once before the day's cut-off: stock and coupon come back and the customer is mailed", async () => {
    clock = india("2026-11-28T10:00:00");
    const { customer, orderNumber, orderId, variantId } = await placeOrder(t, { coupon: "WELCOME10" });
    expect(await stockOf(t.database.db, variantId, "M")).toBe(3);
    expect(await redemptionsOf(orderId)).toHaveLength(1);
    expect((await detail(customer, orderNumber)).cancellation).toEqual({
      mode: "at_once",
      until: india("2026-11-28T14:00:00").toISOString(),
    });

    clock = india("2026-11-28T13:59:00");
    const res = await cancel(t, customer, orderNumber, { reason: "changed_mind", note: "Found one at a fair" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_MESSAGES.cancelled);
    expect(res.json().data).toMatchObject({
      order_status: "cancelled",
      cancel_reason: "Changed my mind: Found one at a fair",
      cancellation: { mode: "none" },
      cancel_request: null,
      refund_due_on: null,
    });
    expect(res.json().data.timeline.at(-1)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(t.database.db, variantId, "M")).toBe(5);
    expect(await redemptionsOf(orderId)).toHaveLength(0);
    const mail = (await mailsTo(customer.email)).find((m) => m.subject.endsWith("has been cancelled"));
    expect(mail?.text).toContain("at your request (Changed my mind: Found one at a fair)");
  });

  it("owes a paid order its refund by the due date and issues an invoiced order's credit note", async () => {
    clock = india("2026-11-28T09:00:00");
    const { customer, orderNumber, variantId } = await placeOrder(t, { method: "bank_transfer" });
    expect((await confirmPaymentReceived(t, staff, orderNumber)).statusCode).toBe(200);
    const before = await detail(customer, orderNumber);
    expect(before).toMatchObject({ order_status: "confirmed", payment_status: "paid", credit_notes: [] });
    expect(before.invoice_number).not.toBeNull();

    clock = india("2026-11-28T11:00:00");
    const res = await cancel(t, customer, orderNumber, { reason: "delivery_too_late" });
    expect(res.statusCode).toBe(200);
    // Saturday 28 November; seven of the shop's working days (Monday to Saturday) later.
    expect(res.json().data).toMatchObject({ order_status: "cancelled", payment_status: "paid", refund_due_on: "2026-12-07" });
    expect(res.json().data.credit_notes).toHaveLength(1);
    const [note] = res.json().data.credit_notes;
    expect(note.amount).toBe(before.total_amount);
    expect(note.url).toBe(`/orders/${orderNumber}/credit-notes/${note.number.replaceAll("/", "-")}`);
    expect(await stockOf(t.database.db, variantId, "M")).toBe(5);
  });

  it("asks the shop, even before the cut-off, while a bank transfer is being checked", async () => {
    clock = india("2026-11-28T09:00:00");
    const { customer, orderNumber } = await placeOrder(t, { method: "bank_transfer" });
    clock = india("2026-11-28T09:30:00");
    const before = await detail(customer, orderNumber);
    expect(before).toMatchObject({ order_status: "payment_pending", cancellation: { mode: "request", until: null } });
    const res = await cancel(t, customer, orderNumber, { reason: "changed_mind" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ order_status: "payment_pending", cancel_request: { reason: "Changed my mind" } });
  });

  it("after the cut-off asks the shop instead, once, and changes nothing else", async () => {
    clock = india("2026-11-28T10:00:00");
    const { customer, orderNumber, variantId } = await placeOrder(t);
    clock = india("2026-11-28T14:00:00");
    expect((await detail(customer, orderNumber)).cancellation).toEqual({ mode: "request", until: null });

    const res = await cancel(t, customer, orderNumber, { reason: "ordered_by_mistake" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_MESSAGES.cancelRequested);
    expect(res.json().data).toMatchObject({
      order_status: "placed",
      cancellation: { mode: "none", until: null },
      cancel_request: { at: clock.toISOString(), reason: "Ordered by mistake" },
    });
    expect(await stockOf(t.database.db, variantId, "M")).toBe(3);
    const again = await cancel(t, customer, orderNumber, { reason: "other", note: "Please!" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "order.cancel_already_requested",
      message: ORDER_MESSAGES.cancelAlreadyRequested,
    });
    const mails = (await mailsTo(customer.email)).filter((m) => m.subject.includes(orderNumber));
    expect(mails.map((m) => m.subject)).toContain(`Your Chhaap order ${orderNumber}: we have your request to cancel`);
    expect(mails.filter((m) => m.subject.includes("request to cancel"))).toHaveLength(1);
  });

  it("refuses a packed order (409), another customer's order (404) and a missing reason (400)", async () => {
    clock = india("2026-11-28T10:00:00");
    const { customer, orderNumber, orderId } = await placeOrder(t);
    const stranger = await registerCustomer(t.app);
    const foreign = await cancel(t, stranger, orderNumber, { reason: "changed_mind" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("order.not_found");

    const bare = await cancel(t, customer, orderNumber, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({ reason: ORDER_MESSAGES.cancelReasonRequired });
    const long = await cancel(t, customer, orderNumber, { reason: "other", note: "x".repeat(501) });
    expect(long.json().errors).toEqual({ note: ORDER_MESSAGES.cancelNoteTooLong });

    await t.database.db.update(orders).set({ status: "packed" }).where(eq(orders.id, orderId));
    expect((await detail(customer, orderNumber)).cancellation.mode).toBe("none");
    const packed = await cancel(t, customer, orderNumber, { reason: "changed_mind" });
    expect(packed.statusCode).toBe(409);
    expect(packed.json().code).toBe("order.cancel_not_possible");
  });

  // PGlite serialises transactions, so there this checks the logic; on PostgreSQL the two race.
  it("gives stock and coupon back once when two tabs cancel at the same moment", async () => {
    clock = india("2026-11-28T10:00:00");
    const { customer, orderNumber, orderId, variantId } = await placeOrder(t, { coupon: "WELCOME10", quantity: 3 });
    const answers = await Promise.all([
      cancel(t, customer, orderNumber, { reason: "changed_mind" }),
      cancel(t, customer, orderNumber, { reason: "changed_mind" }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t.database.db, variantId, "M")).toBe(5);
    expect(await redemptionsOf(orderId)).toHaveLength(0);
    const events = (await detail(customer, orderNumber)).timeline.filter((e: { status: string }) => e.status === "cancelled");
    expect(events).toHaveLength(1);
  });
});

describe("cash on delivery after returns to origin", () => {
  it("is refused at the shop's limit, with the reason beside the choice; the bank transfer stays open", async () => {
    clock = india("2026-11-28T10:00:00");
    await readAfterSalePolicy(t.database.db);
    await t.database.db.update(afterSalePolicy).set({ codRtoLimit: 1 });
    try {
      const earlier = await placeOrder(t);
      const { customer } = earlier;
      const addressId = await saveAddress(t.app, customer);
      const summary = async () =>
        (await t.app.inject({ url: `/api/cart/summary?addressId=${addressId}`, headers: customer.browser })).json().data;
      // Below the limit, cash on delivery is offered as before.
      const next = await placeOrder(t, { customer });
      expect(next.orderNumber).toMatch(/^CHP-/);

      await t.database.db.update(orders).set({ status: "returned_to_origin" }).where(eq(orders.id, earlier.orderId));
      const { variantId } = await placeOrder(t, { customer, method: "bank_transfer" });
      await t.app.inject({
        method: "POST",
        url: "/api/cart-item",
        headers: customer.browser,
        payload: { cartId: customer.cartId, product_variant_id: variantId, size: "L", quantity: 1 },
      });
      expect(await summary()).toMatchObject({ cash_on_delivery: false, cash_on_delivery_refused: true });
      const refused = await t.app.inject({
        method: "POST",
        url: "/api/order",
        headers: customer.browser,
        payload: { addressId, payment_method: "cash_on_delivery" },
        remoteAddress: clientAddress(),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: "order.cash_on_delivery_refused",
        errors: { payment_method: ORDER_MESSAGES.cashOnDeliveryRefused },
      });

      // Another customer, with no parcel back, still has the choice.
      const other = await registerCustomer(t.app);
      const otherAddress = await saveAddress(t.app, other);
      const theirs = await t.app.inject({ url: `/api/cart/summary?addressId=${otherAddress}`, headers: other.browser });
      expect(theirs.json().data).toMatchObject({ cash_on_delivery: true, cash_on_delivery_refused: false });
    } finally {
      await t.database.db.update(afterSalePolicy).set({ codRtoLimit: null });
    }
  });
});
