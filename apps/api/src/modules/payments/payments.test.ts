import { ONLINE_PAYMENT_MESSAGES } from "@chhaap/contract/online-payment";
import { and, eq } from "drizzle-orm";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadInvoiceSettings } from "#src/config.ts";
import { onlinePayments } from "#src/db/schema/payments.ts";
import { orderStatusEvents, orders, paymentProofs } from "#src/db/schema.ts";
import { clientAddress, multipartBody } from "#src/modules/accounts/test-support.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { addToCart, createVariant, saveAddress, stockOf } from "#src/modules/cart/test-support.ts";
import { DEFAULT_LOW_STOCK_THRESHOLD } from "#src/modules/catalog/stock-labels.ts";
import { createMemoryMailer } from "#src/modules/mail/mailer.ts";
import {
  confirmEmailOf,
  createTestApp,
  registerCustomer,
  TEST_PUBLIC_URL,
  type TestApp,
  type TestCustomer,
} from "#src/test/app.ts";
import { type RazorpayStandIn, type ReturnQuery, type SentEvent, startRazorpayStandIn } from "#src/test/razorpay-stand-in.ts";
import { expireUnpaidOrders } from "./expire-unpaid.ts";
import type { PaymentContext } from "./online-payments.ts";
import { razorpayGateway } from "./razorpay.ts";

const keys = { keyId: "rzp_test_StandIn", keySecret: "stand-in-key-secret", webhookSecret: "stand-in-webhook-secret" };
const mailer = createMemoryMailer();
/** The app's clock runs this far ahead of the real one: the expiry tests move time on. */
let ahead = 0;
const now = () => new Date(Date.now() + ahead);
let standIn: RazorpayStandIn;
let t: TestApp;
let withoutKeys: TestApp;
let staff: StaffBrowser;
let sweep: PaymentContext;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  const razorpay = { ...keys, apiUrl: standIn.url };
  t = await createTestApp({ mailer, now, razorpay });
  // The same shop without gateway keys: paying online is not offered.
  withoutKeys = await createTestApp({ database: t.database });
  // One sender of mail: polling the shared outbox, this app's would claim the mails this file waits
  // for and send them through its own mailer (it did, once, on a loaded machine).
  await withoutKeys.app.mailOutbox.stop();
  staff = await signInNewStaff(t, {
    name: "Farida Khatri",
    email: "payments-owner@shop.test",
    password: "payments-owner-1",
    role: "owner",
  });
  sweep = {
    gateway: razorpayGateway(razorpay),
    minutes: 30,
    db: t.database.db,
    now,
    outbox: t.app.mailOutbox,
    publicUrl: TEST_PUBLIC_URL,
    invoiceSettings: loadInvoiceSettings(),
    lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  };
});
afterAll(async () => {
  await withoutKeys?.close();
  await t?.close();
  await standIn?.close();
});

interface OnlineOrder {
  customer: TestCustomer;
  orderNumber: string;
  variantId: string;
  total: number;
  payUrl: string | null;
  linkId: string;
}

/** A confirmed customer's order of 2 pieces in size M (stock 5), placed to be paid online. */
async function placeOnlineOrder(app = t): Promise<OnlineOrder> {
  const customer = await registerCustomer(app.app);
  await confirmEmailOf(app, customer);
  const { variantId } = await createVariant(app.database.db, { sizes: { M: 5 }, pricePaise: 200_000, salePricePaise: 150_000 });
  await addToCart(app.app, customer, { variantId, size: "M", quantity: 2 });
  const addressId = await saveAddress(app.app, customer, { country: "India" });
  const res = await app.app.inject({
    method: "POST",
    url: "/api/order",
    headers: customer.browser,
    payload: { addressId, payment_method: "credit_card" },
    remoteAddress: clientAddress(),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const order = res.json().data;
  const [link] = await t.database.db
    .select({ linkId: onlinePayments.linkId })
    .from(onlinePayments)
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .where(eq(orders.orderNumber, order.order_id));
  return {
    customer,
    orderNumber: order.order_id,
    variantId,
    total: order.total_amount,
    payUrl: order.online_payment?.pay_url ?? null,
    linkId: link?.linkId ?? "",
  };
}

/** A new customer with one piece in the bag places it through the checkout's multipart form. */
async function placeFromCheckoutForm(address: Parameters<typeof saveAddress>[2], fields: Record<string, string>) {
  const customer = await registerCustomer(t.app);
  const { variantId } = await createVariant(t.database.db, { sizes: { M: 5 } });
  await addToCart(t.app, customer, { variantId, size: "M", quantity: 1 });
  const addressId = await saveAddress(t.app, customer, address);
  const body = multipartBody({ addressId, ...fields });
  return t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: { ...customer.browser, ...body.headers },
    payload: body.payload,
    remoteAddress: clientAddress(),
  });
}

function webhook(event: Pick<SentEvent, "id" | "body" | "signature">) {
  return t.app.inject({
    method: "POST",
    url: "/api/payments/razorpay/webhook",
    headers: { "content-type": "application/json", "x-razorpay-signature": event.signature, "x-razorpay-event-id": event.id },
    payload: event.body,
  });
}

function back(query: ReturnQuery) {
  return t.app.inject({ method: "POST", url: "/api/payments/razorpay/return", payload: query });
}

async function orderOf(customer: TestCustomer, orderNumber: string) {
  return (await t.app.inject({ url: `/api/order/${orderNumber}`, headers: customer.browser })).json().data;
}

async function deskOrder(orderNumber: string) {
  return (await t.app.inject({ url: `/api/admin/orders/${orderNumber}`, headers: staff })).json().data;
}

async function mailsTo(email: string) {
  await t.app.mailOutbox.deliverDue();
  return mailer.messages.filter((m) => m.to === email);
}

describe("paying online through Razorpay", () => {
  it("is offered only with the gateway's keys: without them an online order is refused and nothing changes", async () => {
    expect((await t.app.inject({ url: "/api/site" })).json().data.onlinePayment).toBe(true);
    expect((await withoutKeys.app.inject({ url: "/api/site" })).json().data.onlinePayment).toBe(false);
    const customer = await registerCustomer(withoutKeys.app);
    const { variantId } = await createVariant(t.database.db, { sizes: { M: 5 } });
    await addToCart(withoutKeys.app, customer, { variantId, size: "M", quantity: 1 });
    const addressId = await saveAddress(withoutKeys.app, customer, { country: "India" });
    const res = await withoutKeys.app.inject({
      method: "POST",
      url: "/api/order",
      headers: customer.browser,
      payload: { addressId, payment_method: "credit_card" },
      remoteAddress: clientAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "payment.unavailable", message: ONLINE_PAYMENT_MESSAGES.unavailable });
    expect(await stockOf(t.database.db, variantId, "M")).toBe(5);
  });

  it("places the order awaiting payment with its stock held and a link for its exact total, and no payment proof", async () => {
    const placed = await placeOnlineOrder();
    expect(placed.payUrl).toBe(`${standIn.url}/pay/${placed.linkId}`);
    const link = standIn.links.get(placed.linkId);
    expect(link).toMatchObject({
      amount: Math.round(placed.total * 100),
      currency: "INR",
      reference_id: placed.orderNumber,
      callback_url: `${TEST_PUBLIC_URL}/orders/${placed.orderNumber}/payment`,
      callback_method: "get",
    });
    expect(await stockOf(t.database.db, placed.variantId, "M")).toBe(3);
    const order = await orderOf(placed.customer, placed.orderNumber);
    expect(order).toMatchObject({ order_status: "payment_pending", payment_status: "pending", payment_method: "credit_card" });
    expect(order.online_payment).toMatchObject({ state: "awaiting", pay_url: placed.payUrl });
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(
      await t.database.db
        .select()
        .from(paymentProofs)
        .where(eq(paymentProofs.orderId, row?.id ?? "")),
    ).toEqual([]);
    const [confirmation] = (await mailsTo(placed.customer.email)).filter((m) => m.subject.includes(placed.orderNumber));
    expect(confirmation?.text).toContain(`please pay by`);
    expect(confirmation?.text).toContain(`${TEST_PUBLIC_URL}/orders/${placed.orderNumber}`);
    expect(confirmation?.text).not.toContain("cash on delivery");
  });

  it("asks the gateway for no link for a bank-transfer order, which also waits for its payment", async () => {
    const linksBefore = standIn.links.size;
    const res = await placeFromCheckoutForm({ country: "India" }, { payment_id: "412356789012" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      payment_method: "bank_transfer",
      order_status: "payment_pending",
      online_payment: null,
    });
    expect(standIn.links.size).toBe(linksBefore);
    expect((await deskOrder(res.json().data.order_id)).payment.online).toBeNull();
  });

  it("takes an online order from the checkout's multipart form too, for a delivery abroad", async () => {
    const res = await placeFromCheckoutForm(
      { country: "US", state: "NY", city: "New York", zip: "10001" },
      { payment_method: "credit_card" },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      order_status: "payment_pending",
      payment_method: "credit_card",
      payment_proof: null,
      online_payment: { state: "awaiting", pay_url: expect.stringMatching(/\/pay\/plink_/) },
    });
  });

  it("confirms the order on the shopper's signed return, once; a bad or altered signature is 400 and changes nothing", async () => {
    const placed = await placeOnlineOrder();
    const paid = await standIn.pay(placed.linkId, { webhook: false });
    // The shop verifies as the package would, in constant time.
    expect(
      validatePaymentVerification(
        {
          payment_link_id: paid.returnQuery.razorpay_payment_link_id,
          payment_link_reference_id: paid.returnQuery.razorpay_payment_link_reference_id,
          payment_link_status: paid.returnQuery.razorpay_payment_link_status,
          payment_id: paid.paymentId,
        },
        paid.returnQuery.razorpay_signature,
        keys.keySecret,
      ),
    ).toBe(true);

    const forged = await back({ ...paid.returnQuery, razorpay_signature: "0".repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("payment.not_verified");
    const altered = await back({ ...paid.returnQuery, razorpay_payment_id: "pay_SomeoneElse01" });
    expect(altered.statusCode).toBe(400);
    expect((await orderOf(placed.customer, placed.orderNumber)).payment_status).toBe("pending");

    const good = await back(paid.returnQuery);
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toEqual({ order_id: placed.orderNumber, outcome: "paid" });
    const replayed = await back(paid.returnQuery);
    expect(replayed.json().data.outcome).toBe("paid");

    const order = await orderOf(placed.customer, placed.orderNumber);
    expect(order).toMatchObject({ order_status: "confirmed", payment_status: "paid", online_payment: { state: "paid" } });
    expect(order.invoice_number).toEqual(expect.any(String));
    const desk = await deskOrder(placed.orderNumber);
    expect(desk.payment.received).toEqual({ amount: placed.total, reference: paid.paymentId });
    expect(desk.payment.online).toMatchObject({ state: "paid", paymentId: paid.paymentId, amount: placed.total });
    expect(desk.payment.flags).toEqual([]);
    const confirmed = desk.timeline.filter((e: { status: string }) => e.status === "confirmed");
    expect(confirmed).toEqual([expect.objectContaining({ by: null, note: `Paid online, ${paid.paymentId}` })]);
    const mails = await mailsTo(placed.customer.email);
    expect(mails.filter((m) => m.subject.includes("confirmed"))).toHaveLength(1);
  });

  it("applies the signed webhook once: a bad or missing signature is 400, the same event twice changes nothing", async () => {
    const placed = await placeOnlineOrder();
    const paid = await standIn.pay(placed.linkId);
    const event = paid.event;
    if (!event) throw new Error("no webhook made");
    expect(validateWebhookSignature(event.body, event.signature, keys.webhookSecret)).toBe(true);

    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/payments/razorpay/webhook",
      headers: { "content-type": "application/json" },
      payload: event.body,
    });
    expect(unsigned.statusCode).toBe(400);
    // The same signature over a body whose amount was raised.
    const tampered = event.body.replace(/"amount":(\d+)/, (_m, n) => `"amount":${Number(n) + 100}`);
    expect((await webhook({ ...event, body: tampered })).statusCode).toBe(400);
    expect((await orderOf(placed.customer, placed.orderNumber)).payment_status).toBe("pending");

    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.result).toBe("paid");
    const again = await webhook(event);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.result).toBe("replayed");
    // The gateway's other event for the same payment, and the shopper's return, confirm nothing more.
    const captured = await standIn.sendEvent("payment.captured", {
      payment: {
        entity: { id: paid.paymentId, amount: Math.round(placed.total * 100), notes: { order_number: placed.orderNumber } },
      },
    });
    expect((await webhook(captured)).json().data.result).toBe("paid");
    expect((await back(paid.returnQuery)).json().data.outcome).toBe("paid");

    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    const events = await t.database.db
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, row?.id ?? ""), eq(orderStatusEvents.status, "confirmed")));
    expect(events).toHaveLength(1);
    expect((await deskOrder(placed.orderNumber)).invoiceNumber).toEqual(expect.any(String));
    expect((await mailsTo(placed.customer.email)).filter((m) => m.subject.includes("confirmed"))).toHaveLength(1);
  });

  it("publishes its routes in the OpenAPI document", async () => {
    const paths = Object.keys((await t.app.inject("/api/openapi.json")).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/payments/razorpay/webhook",
        "/api/payments/razorpay/return",
        "/api/order/{orderNumber}/pay",
        "/api/admin/orders/{orderNumber}/payment-flags/{flagId}/resolve",
      ]),
    );
  });

  it("confirms once when the return and the webhook arrive together, and flags a second payment of the paid order", async () => {
    const placed = await placeOnlineOrder();
    const paid = await standIn.pay(placed.linkId);
    if (!paid.event) throw new Error("no webhook made");
    const event = paid.event;
    const [fromWebhook, fromReturn] = await Promise.all([webhook(event), back(paid.returnQuery)]);
    expect(fromWebhook.json().data.result).toBe("paid");
    expect(fromReturn.json().data.outcome).toBe("paid");
    let desk = await deskOrder(placed.orderNumber);
    expect(desk.timeline.filter((e: { status: string }) => e.status === "confirmed")).toHaveLength(1);
    expect(desk.payment.flags).toEqual([]);

    // The shopper pays the same link again from a tab left open.
    const open = standIn.links.get(placed.linkId);
    if (open) open.status = "created";
    const second = await standIn.pay(placed.linkId, { amount: Math.round(placed.total * 100) });
    if (!second.event) throw new Error("no webhook made");
    expect((await webhook(second.event)).json().data.result).toBe("flagged");
    desk = await deskOrder(placed.orderNumber);
    expect(desk).toMatchObject({ status: "confirmed", paymentStatus: "paid", paymentFlagged: true });
    expect(desk.payment.flags).toEqual([expect.objectContaining({ kind: "paid_twice", paymentId: second.paymentId })]);
    expect(desk.payment.received.reference).toBe(paid.paymentId);
  });

  it("ignores events it does not act on", async () => {
    const refund = await standIn.sendEvent("refund.processed", { refund: { entity: { id: "rfnd_x" } } });
    const res = await webhook(refund);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toBe("ignored");
  });

  it("flags a payment of another amount and leaves the order unpaid", async () => {
    const placed = await placeOnlineOrder();
    const paid = await standIn.pay(placed.linkId, { amount: 100 });
    if (!paid.event) throw new Error("no webhook made");
    expect((await webhook(paid.event)).json().data.result).toBe("flagged");
    expect((await back(paid.returnQuery)).json().data.outcome).toBe("pending");
    const desk = await deskOrder(placed.orderNumber);
    expect(desk).toMatchObject({ status: "payment_pending", paymentStatus: "pending", paymentFlagged: true });
    expect(desk.payment.flags).toEqual([
      expect.objectContaining({ kind: "amount_mismatch", paymentId: paid.paymentId, amount: 1, resolved: null }),
    ]);
    const list = (await t.app.inject({ url: "/api/admin/orders?flagged=payment", headers: staff })).json().data;
    expect(list.paymentFlags).toBeGreaterThanOrEqual(1);
    expect(list.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(placed.orderNumber);
    expect(list.orders.every((o: { paymentFlagged: boolean }) => o.paymentFlagged)).toBe(true);

    // Settled once: refunded through the gateway; a second settling is 409.
    const flagId = desk.payment.flags[0]._id;
    const url = `/api/admin/orders/${placed.orderNumber}/payment-flags/${flagId}/resolve`;
    const [one, two] = await Promise.all([
      t.app.inject({ method: "POST", url, headers: staff, payload: { resolution: "refund" } }),
      t.app.inject({ method: "POST", url, headers: staff, payload: { resolution: "keep", note: "Paid in cash" } }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const settled = (await deskOrder(placed.orderNumber)).payment.flags[0];
    expect(settled.resolved).toMatchObject({ by: "Farida Khatri" });
    if (one.statusCode === 200) {
      expect(settled.resolved.resolution).toMatch(/^Refunded through Razorpay, rfnd_/);
      expect(standIn.refunds.filter((r) => r.payment_id === paid.paymentId)).toEqual([expect.objectContaining({ amount: 100 })]);
    } else expect(settled.resolved.resolution).toBe("Kept: Paid in cash");
    const again = await t.app.inject({ method: "POST", url, headers: staff, payload: { resolution: "keep" } });
    expect(again.statusCode).toBe(409);
  });

  it("cancels an order not paid in time exactly once, however many sweeps run, and flags a payment that comes late", async () => {
    const placed = await placeOnlineOrder();
    expect(await stockOf(t.database.db, placed.variantId, "M")).toBe(3);
    ahead = 31 * 60_000;
    try {
      const [a, b] = await Promise.all([expireUnpaidOrders(sweep), expireUnpaidOrders(sweep)]);
      await expireUnpaidOrders(sweep);
      expect(a + b).toBeGreaterThanOrEqual(1);
    } finally {
      ahead = 0;
    }
    expect(await stockOf(t.database.db, placed.variantId, "M")).toBe(5);
    const order = await orderOf(placed.customer, placed.orderNumber);
    expect(order).toMatchObject({ order_status: "cancelled", cancel_reason: "Not paid within 30 minutes" });
    expect(order.online_payment).toMatchObject({ state: "expired", pay_url: null });
    expect(order.timeline.filter((e: { status: string }) => e.status === "cancelled")).toHaveLength(1);
    expect(standIn.links.get(placed.linkId)?.status).toBe("cancelled");
    const mails = await mailsTo(placed.customer.email);
    expect(mails.filter((m) => m.subject.includes("cancelled"))).toHaveLength(1);

    // The shopper pays on a page still open: flagged for a refund, the order stays cancelled.
    const stillOpen = standIn.links.get(placed.linkId);
    if (stillOpen) stillOpen.status = "created";
    const late = await standIn.pay(placed.linkId);
    if (!late.event) throw new Error("no webhook made");
    expect((await webhook(late.event)).json().data.result).toBe("flagged");
    expect((await back(late.returnQuery)).json().data.outcome).toBe("expired");
    const desk = await deskOrder(placed.orderNumber);
    expect(desk).toMatchObject({ status: "cancelled", paymentStatus: "pending", paymentFlagged: true });
    expect(desk.payment.flags).toEqual([expect.objectContaining({ kind: "paid_after_cancel", paymentId: late.paymentId })]);
    expect(await stockOf(t.database.db, placed.variantId, "M")).toBe(5);
  });

  it("lets only the owner ask for the page to pay on: 404 for another's order, 409 once paid; a gateway away keeps the order", async () => {
    standIn.failing = true;
    let placed: OnlineOrder;
    try {
      placed = await placeOnlineOrder();
    } finally {
      standIn.failing = false;
    }
    expect(placed.payUrl).toBeNull();
    expect((await orderOf(placed.customer, placed.orderNumber)).online_payment).toMatchObject({
      state: "awaiting",
      pay_url: null,
    });

    const stranger = await registerCustomer(t.app);
    const url = `/api/order/${placed.orderNumber}/pay`;
    const foreign = await t.app.inject({ method: "POST", url, headers: stranger.browser });
    expect(foreign.statusCode).toBe(404);
    const own = await t.app.inject({ method: "POST", url, headers: placed.customer.browser });
    expect(own.statusCode).toBe(200);
    const payUrl = own.json().data.url as string;
    expect(payUrl).toMatch(new RegExp(`^${standIn.url}/pay/plink_`));
    // Asked again, the same live link.
    expect((await t.app.inject({ method: "POST", url, headers: placed.customer.browser })).json().data.url).toBe(payUrl);

    const linkId = payUrl.split("/").pop() ?? "";
    const paid = await standIn.pay(linkId);
    if (!paid.event) throw new Error("no webhook made");
    await webhook(paid.event);
    const done = await t.app.inject({ method: "POST", url, headers: placed.customer.browser });
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe("payment.not_awaiting");
  });

  it("stops offering the payment page of an order staff cancel while its payment is awaited", async () => {
    const placed = await placeOnlineOrder();
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${placed.orderNumber}/actions`,
      headers: staff,
      payload: { action: "cancel", reason: "The customer phoned to cancel" },
    });
    expect(cancel.statusCode).toBe(200);
    expect(standIn.links.get(placed.linkId)?.status).toBe("cancelled");
    expect(await stockOf(t.database.db, placed.variantId, "M")).toBe(5);
    const pay = await t.app.inject({
      method: "POST",
      url: `/api/order/${placed.orderNumber}/pay`,
      headers: placed.customer.browser,
    });
    expect(pay.statusCode).toBe(409);
  });

  it("refunds a cancelled order's online payment through the gateway from the desk, once", async () => {
    const placed = await placeOnlineOrder();
    const paid = await standIn.pay(placed.linkId);
    if (!paid.event) throw new Error("no webhook made");
    await webhook(paid.event);
    const act = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: `/api/admin/orders/${placed.orderNumber}/actions`, headers: staff, payload });
    expect((await act({ action: "cancel", reason: "Out of indigo dye" })).statusCode).toBe(200);
    // Only through the gateway: "Mark as refunded" beside it would give the money back twice.
    expect((await deskOrder(placed.orderNumber)).actions).toEqual(["refund-online"]);
    const byHand = await act({ action: "refund", method: "upi", reference: "HAND-123" });
    expect(byHand.statusCode).toBe(409);

    const [one, two] = await Promise.all([act({ action: "refund-online" }), act({ action: "refund-online" })]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const refunds = standIn.refunds.filter((r) => r.payment_id === paid.paymentId);
    expect(refunds).toEqual([expect.objectContaining({ amount: Math.round(placed.total * 100) })]);
    const desk = await deskOrder(placed.orderNumber);
    expect(desk).toMatchObject({ paymentStatus: "refunded", actions: [] });
    expect(desk.payment.refund).toEqual({ method: "gateway", reference: refunds[0]?.id });
    expect(desk.payment.online.refundId).toBe(refunds[0]?.id);
    const mails = await mailsTo(placed.customer.email);
    expect(mails.some((m) => m.subject.includes("refund") && m.text.includes(refunds[0]?.id ?? "-"))).toBe(true);
  });

  it("keeps a refund whose answer was lost as unknown, and records the refund made instead of refunding twice", async () => {
    const placed = await placeOnlineOrder();
    const paid = await standIn.pay(placed.linkId);
    if (!paid.event) throw new Error("no webhook made");
    await webhook(paid.event);
    const act = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: `/api/admin/orders/${placed.orderNumber}/actions`, headers: staff, payload });
    expect((await act({ action: "cancel", reason: "Out of indigo dye" })).statusCode).toBe(200);

    // The gateway refuses: nothing was refunded, and the refund may be asked again at once.
    standIn.refundFault = "refused";
    try {
      const refused = await act({ action: "refund-online" });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toMatch(/^Razorpay did not refund the payment: /);
    } finally {
      standIn.refundFault = null;
    }
    expect((await deskOrder(placed.orderNumber)).payment.online.refundId).toBeNull();

    // The gateway refunds, but its answer never arrives: the shop cannot know, and says so.
    standIn.refundFault = "answer_lost";
    try {
      const lost = await act({ action: "refund-online" });
      expect(lost.statusCode).toBe(503);
      expect(lost.json().message).toMatch(/may have been made: check the payment in Razorpay/);
    } finally {
      standIn.refundFault = null;
    }
    expect(standIn.refunds.filter((r) => r.payment_id === paid.paymentId)).toHaveLength(1);
    let desk = await deskOrder(placed.orderNumber);
    expect(desk).toMatchObject({ paymentStatus: "paid", actions: ["refund-online"] });
    expect(desk.payment.online.refundId).toBe("unknown: check Razorpay");

    // Asked again, the shop finds the refund made and records it: the customer is refunded once.
    const again = await act({ action: "refund-online" });
    expect(again.statusCode).toBe(200);
    const refunds = standIn.refunds.filter((r) => r.payment_id === paid.paymentId);
    expect(refunds).toHaveLength(1);
    desk = await deskOrder(placed.orderNumber);
    expect(desk).toMatchObject({ paymentStatus: "refunded", actions: [] });
    expect(desk.payment.refund).toEqual({ method: "gateway", reference: refunds[0]?.id });
    expect(desk.payment.online.refundId).toBe(refunds[0]?.id);
  });

  it("settles a flagged payment whose refund answer was lost by the refund made, not a second one", async () => {
    const placed = await placeOnlineOrder();
    const paid = await standIn.pay(placed.linkId, { amount: 100 });
    if (!paid.event) throw new Error("no webhook made");
    expect((await webhook(paid.event)).json().data.result).toBe("flagged");
    const flagId = (await deskOrder(placed.orderNumber)).payment.flags[0]._id;
    const url = `/api/admin/orders/${placed.orderNumber}/payment-flags/${flagId}/resolve`;
    standIn.refundFault = "answer_lost";
    try {
      const lost = await t.app.inject({ method: "POST", url, headers: staff, payload: { resolution: "refund" } });
      expect(lost.statusCode).toBe(503);
      expect(lost.json().message).toMatch(/may have been made/);
    } finally {
      standIn.refundFault = null;
    }
    const open = (await deskOrder(placed.orderNumber)).payment.flags[0];
    expect(open.resolved).toBeNull();
    expect(open.detail).toMatch(/Refund unknown: check Razorpay\.$/);
    const again = await t.app.inject({ method: "POST", url, headers: staff, payload: { resolution: "refund" } });
    expect(again.statusCode).toBe(200);
    const refunds = standIn.refunds.filter((r) => r.payment_id === paid.paymentId);
    expect(refunds).toHaveLength(1);
    expect((await deskOrder(placed.orderNumber)).payment.flags[0].resolved.resolution).toBe(
      `Refunded through Razorpay, ${refunds[0]?.id}`,
    );
  });

  it("answers a webhook for a link it does not know without recording it, so the gateway's retry still applies it", async () => {
    const placed = await placeOnlineOrder();
    // The link is not (yet) the shop's: its row names another link.
    await t.database.db
      .update(onlinePayments)
      .set({ linkId: "plink_NotYetKnown" })
      .where(eq(onlinePayments.linkId, placed.linkId));
    const paid = await standIn.pay(placed.linkId);
    if (!paid.event) throw new Error("no webhook made");
    const first = await webhook(paid.event);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.result).toBe("unknown");
    await t.database.db
      .update(onlinePayments)
      .set({ linkId: placed.linkId })
      .where(eq(onlinePayments.linkId, "plink_NotYetKnown"));
    // The gateway's retry: the same event, the same id.
    expect((await webhook(paid.event)).json().data.result).toBe("paid");
    expect((await orderOf(placed.customer, placed.orderNumber)).payment_status).toBe("paid");
  });

  it("makes no new link once the time to pay ran out, and one link for two Pay now at once", async () => {
    standIn.failing = true;
    let placed: OnlineOrder;
    try {
      placed = await placeOnlineOrder();
    } finally {
      standIn.failing = false;
    }
    const url = `/api/order/${placed.orderNumber}/pay`;
    const pay = () => t.app.inject({ method: "POST", url, headers: placed.customer.browser });
    const [one, two] = await Promise.all([pay(), pay()]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().data.url).toBe(two.json().data.url);
    expect([...standIn.links.values()].filter((link) => link.reference_id === placed.orderNumber)).toHaveLength(1);

    const calls = standIn.requests.length;
    ahead = 31 * 60_000;
    try {
      const late = await pay();
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: "payment.not_awaiting", message: ONLINE_PAYMENT_MESSAGES.overdue });
    } finally {
      ahead = 0;
    }
    expect(standIn.requests.length).toBe(calls);
  });

  it("answers a replayed return from the payment it applied, without asking the gateway again", async () => {
    const placed = await placeOnlineOrder();
    const paid = await standIn.pay(placed.linkId, { webhook: false });
    expect((await back(paid.returnQuery)).json().data.outcome).toBe("paid");
    const calls = standIn.requests.length;
    for (let i = 0; i < 3; i++) expect((await back(paid.returnQuery)).json().data.outcome).toBe("paid");
    expect(standIn.requests.slice(calls)).toEqual([]);
  });

  it("lets the shopper cancel an unpaid online order at once: stock back, links closed here and at the gateway, a late payment flagged", async () => {
    const placed = await placeOnlineOrder();
    const before = await orderOf(placed.customer, placed.orderNumber);
    expect(before.cancellation).toEqual({ mode: "at_once", until: before.online_payment.pay_by });
    expect(await stockOf(t.database.db, placed.variantId, "M")).toBe(3);

    const url = `/api/order/${placed.orderNumber}/cancel`;
    const res = await t.app.inject({
      method: "POST",
      url,
      headers: placed.customer.browser,
      payload: { reason: "changed_mind" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      order_status: "cancelled",
      payment_status: "pending",
      cancel_reason: "Changed my mind",
      cancellation: { mode: "none" },
      refund_due_on: null,
      online_payment: null,
    });
    expect(await stockOf(t.database.db, placed.variantId, "M")).toBe(5);
    const [link] = await t.database.db.select().from(onlinePayments).where(eq(onlinePayments.linkId, placed.linkId));
    expect(link?.state).toBe("cancelled");
    expect(standIn.links.get(placed.linkId)?.status).toBe("cancelled");
    const mails = await mailsTo(placed.customer.email);
    expect(mails.filter((m) => m.subject.includes("cancelled"))).toHaveLength(1);
    const again = await t.app.inject({
      method: "POST",
      url,
      headers: placed.customer.browser,
      payload: { reason: "changed_mind" },
    });
    expect(again.statusCode).toBe(409);
    const pay = await t.app.inject({
      method: "POST",
      url: `/api/order/${placed.orderNumber}/pay`,
      headers: placed.customer.browser,
    });
    expect(pay.statusCode).toBe(409);

    // The expiry sweep later finds nothing to do for it.
    ahead = 31 * 60_000;
    try {
      await expireUnpaidOrders(sweep);
    } finally {
      ahead = 0;
    }
    const after = await orderOf(placed.customer, placed.orderNumber);
    expect(after.timeline.filter((e: { status: string }) => e.status === "cancelled")).toHaveLength(1);
    expect(await stockOf(t.database.db, placed.variantId, "M")).toBe(5);

    // A payment Razorpay takes on the page still open in another tab: flagged for a refund.
    const stillOpen = standIn.links.get(placed.linkId);
    if (stillOpen) stillOpen.status = "created";
    const late = await standIn.pay(placed.linkId);
    if (!late.event) throw new Error("no webhook made");
    expect((await webhook(late.event)).json().data.result).toBe("flagged");
    const desk = await deskOrder(placed.orderNumber);
    expect(desk).toMatchObject({ status: "cancelled", paymentStatus: "pending", paymentFlagged: true });
    expect(desk.payment.flags).toEqual([expect.objectContaining({ kind: "paid_after_cancel", paymentId: late.paymentId })]);
  });

  it("no longer cancels an unpaid online order at once once its time to pay ran out (the expiry does)", async () => {
    const placed = await placeOnlineOrder();
    ahead = 31 * 60_000;
    try {
      expect((await orderOf(placed.customer, placed.orderNumber)).cancellation).toEqual({ mode: "none", until: null });
      const res = await t.app.inject({
        method: "POST",
        url: `/api/order/${placed.orderNumber}/cancel`,
        headers: placed.customer.browser,
        payload: { reason: "changed_mind" },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("order.cancel_not_possible");
    } finally {
      ahead = 0;
    }
    expect(await stockOf(t.database.db, placed.variantId, "M")).toBe(3);
  });

  it("cancels or confirms once when the shopper cancels and pays at the same moment", async () => {
    const placed = await placeOnlineOrder();
    const paid = await standIn.pay(placed.linkId);
    if (!paid.event) throw new Error("no webhook made");
    const [cancelled, applied] = await Promise.all([
      t.app.inject({
        method: "POST",
        url: `/api/order/${placed.orderNumber}/cancel`,
        headers: placed.customer.browser,
        payload: { reason: "changed_mind" },
      }),
      webhook(paid.event),
    ]);
    expect(applied.statusCode).toBe(200);
    expect([200, 409]).toContain(cancelled.statusCode);
    const order = await orderOf(placed.customer, placed.orderNumber);
    const desk = await deskOrder(placed.orderNumber);
    if (applied.json().data.result === "paid") {
      // Paid first: the cancel found a paid order (409 in the race, else cancelled with its refund owed).
      expect(order.payment_status).toBe("paid");
      if (order.order_status === "cancelled") expect(order.refund_due_on).not.toBeNull();
      expect(desk.paymentFlagged).toBe(false);
    } else {
      // Cancelled first: the payment is flagged for a refund.
      expect(order).toMatchObject({ order_status: "cancelled", payment_status: "pending" });
      expect(desk.payment.flags).toEqual([expect.objectContaining({ kind: "paid_after_cancel" })]);
    }
    const events = order.timeline.filter((e: { status: string }) => e.status === "cancelled");
    expect(events.length).toBe(order.order_status === "cancelled" ? 1 : 0);
    expect(await stockOf(t.database.db, placed.variantId, "M")).toBe(order.order_status === "cancelled" ? 5 : 3);
  });
});
