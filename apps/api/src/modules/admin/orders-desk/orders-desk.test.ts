import { DESK_MESSAGES, DESK_PAGE_SIZE } from "@chhaap/contract/admin/orders";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { couponRedemptions, orderLines, orders, users } from "#src/db/schema.ts";
import { clientAddress, multipartBody } from "#src/modules/accounts/test-support.ts";
import { addStaff } from "#src/modules/admin/staff/service.ts";
import { confirmPaymentReceived } from "#src/modules/admin/test-support.ts";
import { addToCart, createVariant, saveAddress, stockOf } from "#src/modules/cart/test-support.ts";
import { createMemoryMailer } from "#src/modules/mail/mailer.ts";
import {
  confirmEmailOf,
  createTestApp,
  registerCustomer,
  TEST_PUBLIC_URL,
  type TestApp,
  type TestCustomer,
} from "#src/test/app.ts";

const mailer = createMemoryMailer();
let t: TestApp;
let owner: { cookie: string; origin: string };
let png: Buffer;
const OWNER = { name: "Ruksana Khatri", email: "desk-owner@shop.test", password: "orders-desk-owner-1" };

beforeAll(async () => {
  t = await createTestApp({ mailer });
  const ctx = { db: t.database.db, now: () => new Date(), log: t.app.log };
  await addStaff(ctx, { id: null, name: "test" }, { ...OWNER, role: "owner", mustChangePassword: false });
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/staff/session",
    payload: OWNER,
    remoteAddress: clientAddress(),
  });
  owner = { cookie: String(signIn.headers["set-cookie"]).split(";")[0] ?? "", origin: TEST_PUBLIC_URL };
  png = await sharp({ create: { width: 40, height: 60, channels: 3, background: "#1f2e5c" } })
    .png()
    .toBuffer();
});
afterAll(async () => t?.close());

interface Placed {
  customer: TestCustomer;
  orderNumber: string;
  variantId: string;
}

/**
 * A customer's order of 2 pieces in size M (stock 5), by bank transfer with a screenshot or by cash on
 * delivery; the customer's e-mail address is confirmed unless told otherwise.
 */
async function placeOrder(
  method: "bank_transfer" | "cash_on_delivery",
  extra: { coupon?: string; confirmed?: boolean } = {},
): Promise<Placed> {
  const customer = await registerCustomer(t.app);
  if (extra.confirmed ?? true) await confirmEmailOf(t, customer);
  const { variantId } = await createVariant(t.database.db, { sizes: { M: 5 }, pricePaise: 200_000, salePricePaise: 150_000 });
  await addToCart(t.app, customer, { variantId, size: "M", quantity: 2 });
  const addressId = await saveAddress(t.app, customer, { country: "India" });
  const res =
    method === "cash_on_delivery"
      ? await t.app.inject({
          method: "POST",
          url: "/api/order",
          headers: customer.browser,
          payload: { addressId, payment_method: "cash_on_delivery", ...(extra.coupon ? { coupon_code: extra.coupon } : {}) },
          remoteAddress: clientAddress(),
        })
      : await (async () => {
          const body = multipartBody(
            { addressId, payment_id: "UTR 441700123456", ...(extra.coupon ? { coupon_code: extra.coupon } : {}) },
            { field: "payment_snap", name: "paid.png", type: "image/png", content: png },
          );
          return t.app.inject({
            method: "POST",
            url: "/api/order",
            headers: { ...customer.browser, ...body.headers },
            payload: body.payload,
            remoteAddress: clientAddress(),
          });
        })();
  if (res.statusCode !== 201) throw new Error(res.body);
  return { customer, orderNumber: res.json().data.order_id as string, variantId };
}

function act(orderNumber: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: `/api/admin/orders/${orderNumber}/actions`, headers: owner, payload });
}

/** The mails sent to `email`, once the outbox has sent everything due. */
async function mailsTo(email: string) {
  await t.app.mailOutbox.deliverDue();
  return mailer.messages.filter((m) => m.to === email);
}

describe("the orders desk", () => {
  it("lists a new bank-transfer order under 'payment pending' and shows its screenshot to staff only", async () => {
    const { orderNumber, customer } = await placeOrder("bank_transfer");
    const list = await t.app.inject({ url: "/api/admin/orders?status=payment_pending", headers: owner });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.counts.payment_pending).toBeGreaterThanOrEqual(1);
    expect(list.json().data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(orderNumber);

    const search = await t.app.inject({ url: `/api/admin/orders?q=${encodeURIComponent(customer.email)}`, headers: owner });
    expect(search.json().data.orders).toHaveLength(1);

    const detail = (await t.app.inject({ url: `/api/admin/orders/${orderNumber}`, headers: owner })).json().data;
    expect(detail).toMatchObject({
      status: "payment_pending",
      paymentMethod: "bank_transfer",
      pieces: 2,
      total: expect.any(Number),
    });
    expect(detail.payment.reference).toBe("UTR 441700123456");
    expect(detail.actions).toEqual(["confirm-payment", "reject-payment", "cancel"]);
    const picture = await t.app.inject({ url: detail.payment.screenshotUrl, headers: owner });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");
    const asCustomer = await t.app.inject({ url: detail.payment.screenshotUrl, headers: customer.browser });
    expect(asCustomer.statusCode).toBe(403);
  });

  it("reads the typed reference's kind and names the other orders that gave the same reference", async () => {
    const first = await placeOrder("bank_transfer");
    const second = await placeOrder("bank_transfer");
    const cod = await placeOrder("cash_on_delivery");
    const one = (await t.app.inject({ url: `/api/admin/orders/${first.orderNumber}`, headers: owner })).json().data;
    expect(one.payment).toMatchObject({ referenceKind: "upi_imps", online: null, flags: [] });
    expect(one.payment.sameReference).toContain(second.orderNumber);
    expect(one.payment.sameReference).not.toContain(first.orderNumber);
    const two = (await t.app.inject({ url: `/api/admin/orders/${second.orderNumber}`, headers: owner })).json().data;
    expect(two.payment.sameReference).toContain(first.orderNumber);
    const none = (await t.app.inject({ url: `/api/admin/orders/${cod.orderNumber}`, headers: owner })).json().data;
    expect(none.payment).toMatchObject({ referenceKind: null, sameReference: [] });
  });

  it("confirms a transfer only with the bank's reference and the amount received, never for less than the total", async () => {
    const { orderNumber } = await placeOrder("bank_transfer");
    const total = (await t.app.inject({ url: `/api/admin/orders/${orderNumber}`, headers: owner })).json().data.total;
    const bare = await act(orderNumber, { action: "confirm-payment" });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toMatchObject({
      reference: DESK_MESSAGES.receivedReferenceRequired,
      amountReceived: DESK_MESSAGES.amountReceivedInvalid,
    });
    const short = await act(orderNumber, { action: "confirm-payment", reference: "UTR 5511", amountReceived: total - 1 });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ amountReceived: DESK_MESSAGES.amountShort });
    const untouched = (await t.app.inject({ url: `/api/admin/orders/${orderNumber}`, headers: owner })).json().data;
    expect(untouched).toMatchObject({ status: "payment_pending", invoiceNumber: null, payment: { received: null } });

    const confirmed = await act(orderNumber, { action: "confirm-payment", reference: " UTR 5511 ", amountReceived: total });
    expect(confirmed.json().data).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      payment: { received: { amount: total, reference: "UTR 5511" }, refund: null },
    });
    const step = confirmed.json().data.timeline.find((e: { status: string }) => e.status === "confirmed");
    expect(step.note).toBe(`₹${total.toLocaleString("en-IN")} received, reference UTR 5511`);
  });

  it("confirms a payment, packs, ships with a tracking number and delivers, mailing the customer at each step", async () => {
    const { orderNumber, customer } = await placeOrder("bank_transfer");
    const confirmed = await confirmPaymentReceived(t, owner, orderNumber);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: "confirmed", paymentStatus: "paid", actions: ["pack", "cancel"] });
    expect((await act(orderNumber, { action: "pack" })).json().data.status).toBe("packed");

    const missing = await act(orderNumber, { action: "ship", carrier: "India Post" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.trackingNumber).toBe(DESK_MESSAGES.trackingRequired);
    const shipped = await act(orderNumber, { action: "ship", carrier: "India Post", trackingNumber: "EK123456789IN" });
    expect(shipped.json().data).toMatchObject({ status: "shipped", carrier: "India Post", trackingNumber: "EK123456789IN" });
    // The customer's own answers carry the shipment, and so does tracking by e-mail and number.
    const theirs = await t.app.inject({ url: `/api/order/${orderNumber}`, headers: customer.browser });
    expect(theirs.json().data.shipment).toEqual({ carrier: "India Post", tracking_number: "EK123456789IN" });
    const tracked = await t.app.inject({
      method: "POST",
      url: "/api/order/track",
      payload: { email: customer.email, order_number: orderNumber },
      remoteAddress: clientAddress(),
    });
    expect(tracked.json().data).toMatchObject({ order_status: "shipped", shipment: { carrier: "India Post" } });
    const delivered = await act(orderNumber, { action: "deliver" });
    expect(delivered.json().data).toMatchObject({ status: "delivered", actions: [] });

    const timeline = delivered.json().data.timeline as { status: string; by: string | null; note: string | null }[];
    expect(timeline.map((e) => e.status)).toEqual(["placed", "payment_pending", "confirmed", "packed", "shipped", "delivered"]);
    expect(timeline.find((e) => e.status === "shipped")).toMatchObject({
      by: OWNER.name,
      note: "India Post, tracking number EK123456789IN",
    });
    expect((await mailsTo(customer.email)).map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Your Chhaap order ${orderNumber} is confirmed`,
        `Your Chhaap order ${orderNumber} is on its way`,
        `Your Chhaap order ${orderNumber} has been delivered`,
      ]),
    );
    expect((await mailsTo(customer.email)).find((m) => m.subject.endsWith("is on its way"))?.text).toContain("EK123456789IN");
  });

  it("mails no step to a customer whose address is not confirmed; their order page shows it", async () => {
    const { orderNumber, customer } = await placeOrder("cash_on_delivery", { confirmed: false });
    expect((await act(orderNumber, { action: "confirm" })).statusCode).toBe(200);
    // Nothing but the link to confirm the address, mailed at registration.
    expect((await mailsTo(customer.email)).map((m) => m.subject)).toEqual(["Confirm your e-mail address for Chhaap"]);
    const theirs = await t.app.inject({ url: `/api/order/${orderNumber}`, headers: customer.browser });
    expect(theirs.json().data.order_status).toBe("confirmed");
  });

  it("refuses a step the order's state does not allow, with a readable 409, and changes nothing", async () => {
    const { orderNumber } = await placeOrder("cash_on_delivery");
    for (const step of [
      { action: "confirm-payment", reference: "UTR 1", amountReceived: 1 },
      { action: "pack" },
      { action: "deliver" },
      { action: "refund", method: "upi", reference: "UPI 1" },
    ]) {
      const { action } = step;
      const res = await act(orderNumber, step);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().message).toBe(DESK_MESSAGES.notAllowedNow);
    }
    const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row?.status).toBe("placed");
    const confirmed = await act(orderNumber, { action: "confirm" });
    expect(confirmed.json().data.status).toBe("confirmed");
  });

  it("lets one of two staff pressing at once win, the other gets 409", async () => {
    const { orderNumber } = await placeOrder("bank_transfer");
    const [first, second] = await Promise.all([
      confirmPaymentReceived(t, owner, orderNumber),
      confirmPaymentReceived(t, owner, orderNumber),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const detail = (await t.app.inject({ url: `/api/admin/orders/${orderNumber}`, headers: owner })).json().data;
    expect(detail.timeline.filter((e: { status: string }) => e.status === "confirmed")).toHaveLength(1);
  });

  it("never records a cancelled order as unpaid when its payment was confirmed at the same moment", async () => {
    for (let round = 0; round < 3; round++) {
      const { orderNumber } = await placeOrder("bank_transfer");
      const [confirm, cancel] = await Promise.all([
        confirmPaymentReceived(t, owner, orderNumber),
        act(orderNumber, { action: "cancel", reason: "Two staff at once." }),
      ]);
      const [row] = await t.database.db
        .select({ status: orders.status, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber));
      // Whatever the order of the two, a confirmed payment is never forgotten by the cancel.
      if (confirm.statusCode === 200) expect(row?.paymentStatus).toBe("paid");
      if (cancel.statusCode === 200) expect(row?.status).toBe("cancelled");
      if (confirm.statusCode === 200 && cancel.statusCode === 200)
        expect(row).toEqual({ status: "cancelled", paymentStatus: "paid" });
      expect([confirm.statusCode, cancel.statusCode]).toContain(200);
    }
  });

  it("turns down a payment with a reason the customer is told", async () => {
    const { orderNumber, customer } = await placeOrder("bank_transfer");
    expect((await act(orderNumber, { action: "reject-payment" })).statusCode).toBe(400);
    const rejected = await act(orderNumber, { action: "reject-payment", reason: "The amount on the screenshot is ₹300 short." });
    expect(rejected.json().data).toMatchObject({
      status: "payment_pending",
      paymentStatus: "failed",
      payment: { rejection: "The amount on the screenshot is ₹300 short." },
      actions: ["confirm-payment", "cancel"],
    });
    const theirs = await t.app.inject({ url: `/api/order/${orderNumber}`, headers: customer.browser });
    expect(theirs.json().data.payment_rejection).toBe("The amount on the screenshot is ₹300 short.");

    // The customer sends new evidence; the desk checks it again. Once is enough: a second is refused.
    const evidence = () => {
      const body = multipartBody(
        { payment_id: "UTR 556600123456" },
        { field: "payment_snap", name: "again.png", type: "image/png", content: png },
      );
      return t.app.inject({
        method: "POST",
        url: `/api/order/${orderNumber}/payment`,
        headers: { ...customer.browser, ...body.headers },
        payload: body.payload,
        remoteAddress: clientAddress(),
      });
    };
    const sent = await evidence();
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ payment_status: "pending", payment_rejection: null });
    expect((await evidence()).statusCode).toBe(409);
    // The customer's timeline tells the turned-down payment and the new evidence apart from the status itself.
    const timeline = (await t.app.inject({ url: `/api/order/${orderNumber}`, headers: customer.browser })).json().data.timeline;
    expect(timeline.map((entry: { event: string; label: string }) => [entry.event, entry.label])).toEqual([
      ["status", "Order placed"],
      ["status", "Payment pending verification"],
      ["payment_rejected", "Payment not accepted"],
      ["payment_evidence_sent", "New payment evidence sent"],
    ]);
    const again = (await t.app.inject({ url: `/api/admin/orders/${orderNumber}`, headers: owner })).json().data;
    expect(again).toMatchObject({ paymentStatus: "pending", payment: { reference: "UTR 556600123456", rejection: null } });
    expect(again.actions).toEqual(["confirm-payment", "reject-payment", "cancel"]);
    // Nobody else can send evidence for this order.
    const stranger = await registerCustomer(t.app);
    const body = multipartBody({ payment_id: "UTR 100000000001" });
    const foreign = await t.app.inject({
      method: "POST",
      url: `/api/order/${orderNumber}/payment`,
      headers: { ...stranger.browser, ...body.headers },
      payload: body.payload,
      remoteAddress: clientAddress(),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await mailsTo(customer.email)).find((m) => m.subject.includes("could not verify"))?.text ?? "").toContain(
      "₹300 short",
    );
  });

  it("cancels before shipping: stock and the coupon come back, and a paid order is owed a refund", async () => {
    const { orderNumber, variantId, customer } = await placeOrder("bank_transfer", { coupon: "WELCOME10" });
    expect(await stockOf(t.database.db, variantId, "M")).toBe(3);
    const [orderRow] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
    const redeemed = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, orderRow?.id ?? ""));
    expect(redeemed).toHaveLength(1);

    await confirmPaymentReceived(t, owner, orderNumber);
    expect((await act(orderNumber, { action: "cancel" })).statusCode).toBe(400);
    const cancelled = await act(orderNumber, { action: "cancel", reason: "The customer asked to cancel." });
    expect(cancelled.json().data).toMatchObject({ status: "cancelled", paymentStatus: "paid", actions: ["refund"] });
    expect(await stockOf(t.database.db, variantId, "M")).toBe(5);
    expect(
      await t.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.orderId, orderRow?.id ?? "")),
    ).toHaveLength(0);

    expect((await act(orderNumber, { action: "refund" })).statusCode).toBe(400);
    const refunded = await act(orderNumber, { action: "refund", method: "upi", reference: "UPI 402211" });
    expect(refunded.json().data).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      actions: [],
      payment: { refund: { method: "upi", reference: "UPI 402211" } },
    });
    // The customer is told how the money went back and what to look for in their account.
    expect((await mailsTo(customer.email)).find((m) => m.subject.endsWith("your refund is on its way"))?.text ?? "").toContain(
      "How it was refunded: UPI, reference UPI 402211.",
    );
    // Cancelled once, it cannot be cancelled again: the stock never comes back twice.
    expect((await act(orderNumber, { action: "cancel", reason: "again" })).statusCode).toBe(409);
    expect(await stockOf(t.database.db, variantId, "M")).toBe(5);
  });

  it("keeps internal notes and writes every step to the audit log", async () => {
    const { orderNumber } = await placeOrder("cash_on_delivery");
    await act(orderNumber, { action: "confirm" });
    const noted = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderNumber}/notes`,
      headers: owner,
      payload: { text: "Customer asked for gift wrapping." },
    });
    expect(noted.json().data.notes).toEqual([
      expect.objectContaining({ by: OWNER.name, text: "Customer asked for gift wrapping." }),
    ]);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, orderNumber));
    expect(entries.map((e) => e.action).sort()).toEqual(["order.confirm", "order.note"]);
    expect(entries.find((e) => e.action === "order.confirm")).toMatchObject({
      staffName: OWNER.name,
      before: { status: "placed", paymentStatus: "pending" },
      after: expect.objectContaining({ status: "confirmed" }),
    });
  });

  it("finds an order by a piece of its number, the delivery phone or e-mail, or the customer's e-mail", async () => {
    const { orderNumber, customer } = await placeOrder("cash_on_delivery");
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    if (!placed) throw new Error("no order");
    // Sent as a gift: the delivery's phone and e-mail are not the customer's.
    await t.database.db
      .update(orders)
      .set({ shippingAddress: { ...placed.shippingAddress, phone: "+91 98250 77123", email: "gift-for-amma@example.org" } })
      .where(eq(orders.id, placed.id));
    const found = async (q: string) => {
      const res = await t.app.inject({ url: `/api/admin/orders?q=${encodeURIComponent(q)}`, headers: owner });
      expect(res.statusCode).toBe(200);
      return res.json().data.orders.map((o: { orderNumber: string }) => o.orderNumber) as string[];
    };
    for (const q of [orderNumber.slice(3, 9).toLowerCase(), "77123", "GIFT-for-amma", customer.email.split("@")[0] ?? ""]) {
      expect(await found(q), q).toEqual([orderNumber]);
    }
    // The search's wildcards are plain characters.
    expect(await found("%")).toEqual([]);
    expect(await found("gift_for")).toEqual([]);
  });

  it("finds the orders of every customer whose e-mail holds the text, more than a thousand of them too", async () => {
    const { orderNumber, customer } = await placeOrder("cash_on_delivery");
    await t.database.db.update(users).set({ email: "block-printer-x@kutch-weavers.test" }).where(eq(users.id, customer.userId));
    // 1,001 more such customers, each with an order a day old, delivered to an address that does not say so.
    const others = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 1_001 }, (_, n) => `block-printer-${n}@kutch-weavers.test`).map((email) => ({
          name: "Weaver",
          email,
          emailKey: email,
          passwordHash: "none",
        })),
      )
      .returning({ id: users.id });
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    if (!placed) throw new Error("no order");
    await t.database.db.insert(orders).values(
      others.map((other, n) => ({
        orderNumber: `WEAVER-${process.pid}-${n}`,
        userId: other.id,
        paymentMethod: "cash_on_delivery" as const,
        subtotalPaise: 100_000,
        totalPaise: 100_000,
        shippingAddress: { ...placed.shippingAddress, email: "someone@example.org" },
        createdAt: new Date(Date.now() - 86_400_000),
      })),
    );
    const res = await t.app.inject({ url: "/api/admin/orders?q=kutch-weavers", headers: owner });
    const body = res.json() as { data: { orders: { orderNumber: string }[] }; totalPages: number };
    expect(body.totalPages).toBe(Math.ceil(1_002 / DESK_PAGE_SIZE));
    expect(body.data.orders[0]?.orderNumber).toBe(orderNumber);
  });

  it("pages a customer's orders newest first, each once, with its pieces", async () => {
    const customer = await registerCustomer(t.app);
    // More than a page of orders, a minute apart, straight into the tables.
    const start = Date.now() - 86_400_000;
    const placed = await t.database.db
      .insert(orders)
      .values(
        Array.from({ length: DESK_PAGE_SIZE + 5 }, (_, n) => ({
          orderNumber: `DESKPAGE-${process.pid}-${n}`,
          userId: customer.userId,
          paymentMethod: "cash_on_delivery" as const,
          subtotalPaise: 100_000,
          totalPaise: 100_000,
          shippingAddress: {
            name: "Test Customer",
            phone: "9876543210",
            email: customer.email,
            addressLine1: "12 Khatri Street",
            addressLine2: "",
            city: "Bhuj",
            state: "Gujarat",
            zip: "370001",
            country: "India",
            addressType: "home" as const,
          },
          createdAt: new Date(start + n * 60_000),
        })),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    await t.database.db.insert(orderLines).values(
      placed.map((order, n) => ({
        orderId: order.id,
        productName: "Test Stole",
        size: "M",
        quantity: 1 + (n % 3),
        unitPricePaise: 100_000,
        unitSalePricePaise: 100_000,
      })),
    );
    const seen: [string, number][] = [];
    for (let page = 1; page <= 2; page++) {
      const list = await t.app.inject({
        url: `/api/admin/orders?q=${encodeURIComponent(customer.email)}&page=${page}`,
        headers: owner,
      });
      const body = list.json() as { data: { orders: { orderNumber: string; pieces: number }[] }; totalPages: number };
      expect(body.totalPages).toBe(2);
      seen.push(...body.data.orders.map((o): [string, number] => [o.orderNumber, o.pieces]));
    }
    expect(seen).toEqual(placed.map((order, n): [string, number] => [order.orderNumber, 1 + (n % 3)]).reverse());

    // A status tab pages only its own orders: all 30 are placed, none delivered.
    const pagesOf = async (status: string) => {
      const url = `/api/admin/orders?q=${encodeURIComponent(customer.email)}&status=${status}`;
      return ((await t.app.inject({ url, headers: owner })).json() as { totalPages: number }).totalPages;
    };
    expect(await pagesOf("placed")).toBe(2);
    expect(await pagesOf("delivered")).toBe(0);
  });
});
