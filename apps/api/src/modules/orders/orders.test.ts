import { readdir } from "node:fs/promises";
import path from "node:path";
import { ADDRESS_MESSAGES } from "@chhaap/contract/address";
import { ONLINE_PAYMENT_MESSAGES } from "@chhaap/contract/online-payment";
import { ORDER_MESSAGES, ORDER_NUMBER_PATTERN } from "@chhaap/contract/orders";
import { eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, coupons, orders, paymentProofs, variantSizes, variants } from "#src/db/schema.ts";
import { clientAddress, multipartBody } from "#src/modules/accounts/test-support.ts";
import { addToCart, createVariant, saveAddress, stockOf } from "#src/modules/cart/test-support.ts";
import { createMemoryMailer } from "#src/modules/mail/mailer.ts";
import { shop } from "#src/modules/site/shop.ts";
import { confirmEmailOf, createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";

const mailer = createMemoryMailer();
const NOW = new Date("2026-05-10T09:30:00Z");
let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ mailer, now: () => NOW });
  png = await sharp({ create: { width: 40, height: 60, channels: 3, background: "#7a2e1f" } })
    .png()
    .toBuffer();
});
afterAll(async () => t?.close());

interface Shopper extends TestCustomer {
  variantId: string;
  productName: string;
  addressId: string;
}

/**
 * A customer with 2 pieces of a fresh ₹1,500 (list ₹2,000), 0.5 kg product in size M (stock 5) and an
 * address; their e-mail address is confirmed unless told otherwise.
 */
async function shopper(
  options: { country?: string; stock?: number; quantity?: number; confirmed?: boolean } = {},
): Promise<Shopper> {
  const customer = await registerCustomer(t.app);
  if (options.confirmed ?? true) await confirmEmailOf(t, customer);
  const { variantId, productName } = await createVariant(t.database.db, {
    sizes: { M: options.stock ?? 5 },
    pricePaise: 200_000,
    salePricePaise: 150_000,
    weightKg: 0.5,
  });
  const added = await addToCart(t.app, customer, { variantId, size: "M", quantity: options.quantity ?? 2 });
  if (added.statusCode !== 201) throw new Error(added.body);
  const addressId = await saveAddress(t.app, customer, { country: options.country ?? "India" });
  return { ...customer, variantId, productName, addressId };
}

function placeJson(customer: TestCustomer, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: { ...customer.browser, ...headers },
    payload,
    remoteAddress: clientAddress(),
  });
}

function placeBankTransfer(
  customer: TestCustomer,
  fields: Record<string, string>,
  file?: { content: Buffer; type?: string; name?: string },
) {
  const body = multipartBody(
    fields,
    file
      ? { field: "payment_snap", name: file.name ?? "payment.png", type: file.type ?? "image/png", content: file.content }
      : undefined,
  );
  return t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: { ...customer.browser, ...body.headers },
    payload: body.payload,
    remoteAddress: clientAddress(),
  });
}

async function bagCount(customer: TestCustomer): Promise<number> {
  return (await t.app.inject({ url: `/api/cart-item/count/${customer.cartId}`, headers: customer.browser })).json().data;
}

async function ordersOf(customer: TestCustomer) {
  return (await t.app.inject({ url: `/api/order?userId=${customer.userId}`, headers: customer.browser })).json().data;
}

/** What the mailer got, once the outbox has sent everything due. */
async function sentMails() {
  await t.app.mailOutbox.deliverDue();
  return mailer.messages;
}

async function mailTo(email: string) {
  return (await sentMails()).find((m) => m.to === email && m.subject.includes("Chhaap order"));
}

describe("POST /api/order, place-order (JSON)", () => {
  it("needs a session, and says so", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/order", payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: false, message: "You need to log in to place an order.", code: "order.login_required" });
  });

  it("places a cash-on-delivery order computed by the server, ignoring every client amount", async () => {
    const s = await shopper();
    const res = await placeJson(s, {
      userId: s.userId,
      addressId: s.addressId,
      location: { lat: 23.25, lng: 69.67 },
      // Fields a client could tamper with: all ignored.
      totalPrice: 1,
      finalAmount: 1,
      amount: 1,
      shipping_charges: 0,
      totalWeight: 0,
      discountAmount: 99_999,
      payment_status: "paid",
      order_status: "delivered",
      currency: "USD",
      items: [{ varient: s.variantId, quantity: 1, size: "M", converted_price: 1 }],
      delivery_estimate: "2000-01-01",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: true, message: "Order placed successfully!" });
    expect(body.data).toMatchObject({
      order_id: expect.stringMatching(/^CHP-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/),
      order_status: "placed",
      order_status_label: "Order placed",
      payment_method: "cash_on_delivery",
      payment_status: "pending",
      subtotal: 3000,
      cart_weight: 1,
      shipping_charges: 0,
      discount: 0,
      total_amount: 3000,
      total_bag_items: 2,
      currency: { code: "USD", rate: 0.0112 },
      // Bhuj to Bhuj (370001, the workshop's district), ordered on a Sunday: leaves Monday, 1 to 2 days.
      deliveryEarliest: "2026-05-12",
      delivery_estimate: "2026-05-13",
      createdAt: NOW.toISOString(),
      location: { lat: 23.25, lng: 69.67 },
      payment_proof: null,
      shipping_address: expect.objectContaining({ country: "India", name: "Asha Khatri" }),
      products: [
        {
          varient: {
            _id: s.variantId,
            product: { name: s.productName },
            price: 2000,
            salePrice: 1500,
            images: [{ url: expect.any(String) }],
          },
          size: "M",
          quantity: 2,
          item_code: expect.any(String),
          color: "Unknown",
        },
      ],
      timeline: [{ status: "placed", event: "status", label: "Order placed", at: NOW.toISOString() }],
    });
    expect(await stockOf(t.database.db, s.variantId, "M")).toBe(3);
    const [variant] = await t.database.db
      .select({ status: variants.stockStatus })
      .from(variants)
      .where(eq(variants.id, s.variantId));
    expect(variant?.status).toBe("low_stock");
    expect(await bagCount(s)).toBe(0);
  });

  it("mails the confirmation with the summary, escaping what the customer typed", async () => {
    const s = await shopper();
    const address = await saveAddress(t.app, s, { name: "<b>Asha</b> & Co" });
    const res = await placeJson(s, { addressId: address });
    expect(res.statusCode).toBe(201);
    const mail = await mailTo(s.email);
    expect(mail?.subject).toBe(`Your Chhaap order ${res.json().data.order_id}`);
    expect(mail?.text).toContain(`${s.productName} (M) x 2: ₹3,000`);
    expect(mail?.text).toContain("Order total: ₹3,000");
    expect(mail?.text).toContain("cash on delivery");
    expect(mail?.html).toContain("&#60;b&#62;Asha&#60;/b&#62; &#38; Co");
    expect(mail?.html).not.toContain("<b>Asha</b>");
    const shopCopy = mailer.messages.find((m) => m.to === shop.email && m.subject.includes(res.json().data.order_id));
    expect(shopCopy?.subject).toBe(`New order ${res.json().data.order_id}: ₹3,000, cash on delivery`);
    expect(shopCopy?.html).toContain("&#60;b&#62;Asha&#60;/b&#62; &#38; Co");
    expect(shopCopy?.html).not.toContain("<b>Asha</b>");
  });

  it("mails no order to an address not yet confirmed, and says so in the shop's copy; the order page shows it all", async () => {
    const s = await shopper({ confirmed: false });
    const res = await placeJson(s, { addressId: s.addressId });
    expect(res.statusCode).toBe(201);
    const orderId = res.json().data.order_id;
    const shopCopy = (await sentMails()).find((m) => m.to === shop.email && m.subject.includes(orderId));
    expect(shopCopy?.text).toContain("Their e-mail address is not confirmed yet, so they were not mailed about this order.");
    // Nothing but the link to confirm the address, mailed at registration.
    expect(mailer.messages.filter((m) => m.to === s.email).map((m) => m.subject)).toEqual([
      "Confirm your e-mail address for Chhaap",
    ]);
    const page = await t.app.inject({ url: `/api/order/${orderId}`, headers: s.browser });
    expect(page.json().data).toMatchObject({ order_id: orderId, total_amount: 3000 });
  });

  it("keeps link-like words a customer typed in the address out of the confirmation", async () => {
    const s = await shopper();
    const address = await saveAddress(t.app, s, { name: "Refund at www.evil.test" });
    const res = await placeJson(s, { addressId: address });
    expect(res.statusCode).toBe(201);
    const mail = await mailTo(s.email);
    expect(mail?.text).toContain("Refund at [link removed]");
    expect(`${mail?.text}${mail?.html}`).not.toContain("evil.test");
  });

  it("takes a new address inline, and applies a coupon it re-checks itself", async () => {
    const s = await shopper({ quantity: 1 });
    const res = await placeJson(s, {
      shipping_address: {
        name: "Ravi Khatri",
        phone: "9876501234",
        line1: "4 Dye House Road",
        city: "Ahmedabad",
        state: "Gujarat",
        zip: "380001",
        country: "india",
      },
      couponCode: "welcome10",
      discountAmount: 1500,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      subtotal: 1500,
      shipping_charges: 0,
      discount: 150,
      total_amount: 1350,
      coupon_code: "WELCOME10",
      // Stored in the shop's spelling of the country.
      shipping_address: { name: "Ravi Khatri", addressLine1: "4 Dye House Road", country: "India" },
    });
  });

  it("offers cash on delivery for Indian addresses only, and refuses it abroad changing nothing", async () => {
    const s = await shopper({ country: "US" });
    const summary = await t.app.inject({ url: `/api/cart/summary?addressId=${s.addressId}`, headers: s.browser });
    expect(summary.json().data).toMatchObject({ cash_on_delivery: false, shipping_charges: 950 });
    for (const payload of [
      { addressId: s.addressId },
      { addressId: s.addressId, payment_method: "cash_on_delivery" },
      {
        shipping_address: {
          name: "Asha",
          phone: "07911123456",
          line1: "221B Baker Street",
          city: "London",
          state: "London",
          zip: "NW1 6XE",
          country: "United Kingdom",
        },
      },
    ]) {
      const res = await placeJson(s, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({
        message: ORDER_MESSAGES.cashOnDeliveryIndiaOnly,
        errors: { payment_method: ORDER_MESSAGES.cashOnDeliveryIndiaOnly },
      });
    }
    // Also when asked for in the checkout's multipart form.
    const multipart = await placeBankTransfer(s, { addressId: s.addressId, payment_method: "cash_on_delivery" });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().message).toBe(ORDER_MESSAGES.cashOnDeliveryIndiaOnly);
    expect(await ordersOf(s)).toEqual([]);
    expect(await stockOf(t.database.db, s.variantId, "M")).toBe(5);
    expect(await bagCount(s)).toBe(1);

    const india = await saveAddress(t.app, s);
    const offered = await t.app.inject({ url: `/api/cart/summary?addressId=${india}`, headers: s.browser });
    expect(offered.json().data.cash_on_delivery).toBe(true);
    const placed = await placeBankTransfer(s, { addressId: india, payment_method: "cash_on_delivery" });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data).toMatchObject({ payment_method: "cash_on_delivery", order_status: "placed" });
  });

  it("refuses paying online without the gateway's keys, missing or foreign addresses, another user's id and an empty bag, changing nothing", async () => {
    const s = await shopper();
    const other = await shopper();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ addressId: s.addressId, payment_method: "credit_card" }, 400, ONLINE_PAYMENT_MESSAGES.unavailable],
      [{}, 400, "Please select a delivery address."],
      [{ addressId: other.addressId }, 404, "Address not found"],
      [{ addressId: "not-an-id" }, 404, "Address not found"],
      [{ addressId: s.addressId, billingAddressId: other.addressId }, 404, "Address not found"],
      [{ addressId: s.addressId, userId: other.userId }, 403, "You can only see your own orders."],
      [{ addressId: s.addressId, couponCode: "NOSUCHCODE" }, 400, "Invalid Coupon Code"],
      [{ addressId: s.addressId, couponCode: "BIG15" }, 400, "Add items worth ₹5,000 or more to use this coupon."],
      [{ shipping_address: { name: "X" } }, 400, ADDRESS_MESSAGES.phoneInvalidForCountry],
    ];
    await t.app.inject({
      method: "PUT",
      url: `/api/cart-item/${await cartLineId(s)}`,
      headers: s.browser,
      payload: { quantity: 1 },
    });
    for (const [payload, status, message] of cases) {
      const res = await placeJson(s, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await ordersOf(s)).toEqual([]);
    expect(await stockOf(t.database.db, s.variantId, "M")).toBe(5);
    expect(await bagCount(s)).toBe(1);

    // An address kept from before the shop stopped delivering to its country.
    const [unknownCountry] = await t.database.db
      .insert(addresses)
      .values({
        userId: s.userId,
        name: "A",
        phone: "9876543210",
        addressLine1: "1 Road",
        city: "C",
        state: "S",
        zip: "1",
        country: "Atlantis",
      })
      .returning({ id: addresses.id });
    if (!unknownCountry) throw new Error("address not stored");
    expect((await placeJson(s, { addressId: unknownCountry.id })).json().message).toBe(
      "We do not ship to that country yet. Please choose another delivery address or contact us.",
    );

    const empty = await registerCustomer(t.app);
    const emptyAddress = await saveAddress(t.app, empty);
    const res = await placeJson(empty, { addressId: emptyAddress });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Your bag is empty.");
  });

  it("refuses an order when stock ran out since the bag was filled, and rolls everything back", async () => {
    const s = await shopper({ quantity: 3 });
    await t.database.db
      .insert(coupons)
      .values({ code: `ONCE-${s.userId.slice(0, 8)}`, kind: "flat", value: 10_000, totalLimit: 1 });
    const second = await createVariant(t.database.db, { sizes: { L: 1 } });
    await addToCart(t.app, s, { variantId: second.variantId, size: "L" });
    // Someone else bought all but two of the first product.
    await t.database.db.update(variantSizes).set({ quantity: 2 }).where(eq(variantSizes.variantId, s.variantId));

    const res = await placeJson(s, { addressId: s.addressId, couponCode: `ONCE-${s.userId.slice(0, 8)}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Sorry, ${s.productName} (M) is no longer available in that quantity.`);
    expect(await stockOf(t.database.db, s.variantId, "M")).toBe(2);
    expect(await stockOf(t.database.db, second.variantId, "L")).toBe(1);
    expect(await bagCount(s)).toBe(2);
    expect(await ordersOf(s)).toEqual([]);
    // The coupon's one use was not taken by the failed order.
    const other = await shopper({ quantity: 1 });
    expect((await placeJson(other, { addressId: other.addressId, couponCode: `ONCE-${s.userId.slice(0, 8)}` })).statusCode).toBe(
      201,
    );
  });

  it("redeems a coupon within its per-customer limit", async () => {
    const code = `ONEEACH${Date.now()}`;
    await t.database.db.insert(coupons).values({ code, kind: "percent", value: 20, perCustomerLimit: 1 });
    const s = await shopper({ quantity: 1 });
    expect((await placeJson(s, { addressId: s.addressId, couponCode: code })).json().data.discount).toBe(300);
    await addToCart(t.app, s, { variantId: s.variantId, size: "M" });
    const applied = await t.app.inject({
      method: "POST",
      url: "/api/couponcode/applyCoupon",
      headers: s.browser,
      payload: { code },
    });
    expect(applied.json()).toMatchObject({
      status: false,
      message: "You have already used this coupon.",
      code: "coupon.already_used",
    });
    const again = await placeJson(s, { addressId: s.addressId, couponCode: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("You have already used this coupon.");
  });

  it("answers a repeated Idempotency-Key with the order it made, once", async () => {
    const s = await shopper();
    const first = await placeJson(s, { addressId: s.addressId }, { "idempotency-key": "checkout-7f3a" });
    expect(first.statusCode).toBe(201);
    await addToCart(t.app, s, { variantId: s.variantId, size: "M" });
    const replay = await placeJson(s, { addressId: s.addressId }, { "idempotency-key": "checkout-7f3a" });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({
      status: true,
      message: "Order placed successfully!",
      data: { _id: first.json().data._id },
    });
    expect(await ordersOf(s)).toHaveLength(1);
    // The replay ordered nothing: the new line is still in the bag.
    expect(await bagCount(s)).toBe(1);
    const bad = await placeJson(s, { addressId: s.addressId }, { "idempotency-key": "not a key!" });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses an Idempotency-Key reused for a different request, and orders nothing", async () => {
    const s = await shopper();
    const first = await placeJson(s, { addressId: s.addressId }, { "idempotency-key": "checkout-reused" });
    expect(first.statusCode).toBe(201);
    await addToCart(t.app, s, { variantId: s.variantId, size: "M" });
    const other = await placeJson(
      s,
      { addressId: s.addressId, coupon_code: "WELCOME10" },
      { "idempotency-key": "checkout-reused" },
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      status: false,
      message: ORDER_MESSAGES.idempotencyKeyReused,
      code: "order.idempotency_key_reused",
    });
    expect(await ordersOf(s)).toHaveLength(1);
    expect(await bagCount(s)).toBe(1);
  });
});

describe("BUY NOW: one line of the bag (lineId)", () => {
  it("summarises and orders only that line, leaving the rest of the bag as it was", async () => {
    const s = await shopper();
    const other = await createVariant(t.database.db, {
      sizes: { L: 4 },
      pricePaise: 90_000,
      salePricePaise: 80_000,
      weightKg: 0.25,
    });
    const added = await addToCart(t.app, s, { variantId: other.variantId, size: "L", quantity: 3 });
    const buyNowLine = added.json().data._id;

    const summary = await t.app.inject({
      url: `/api/cart/summary?addressId=${s.addressId}&lineId=${buyNowLine.toUpperCase()}`,
      headers: s.browser,
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data).toMatchObject({ total_bag_items: 3, subtotal: 2400, cart_weight: 0.75 });
    expect(summary.json().data.lines.map((line: { _id: string }) => line._id)).toEqual([buyNowLine]);

    const res = await placeJson(s, { addressId: s.addressId, lineId: buyNowLine, subtotal: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ subtotal: 2400, total_bag_items: 3, cart_weight: 0.75 });
    expect(res.json().data.products).toEqual([expect.objectContaining({ size: "L", quantity: 3 })]);
    // The first line (2 x M) is still in the bag with its stock untouched; the bought line's stock fell.
    const bag = (await t.app.inject({ url: `/api/cart-item/${s.cartId}`, headers: s.browser })).json().data;
    expect(bag).toEqual([expect.objectContaining({ size: "M", quantity: 2 })]);
    expect(await stockOf(t.database.db, s.variantId, "M")).toBe(5);
    expect(await stockOf(t.database.db, other.variantId, "L")).toBe(1);
  });

  it("refuses a line that is not in the caller's bag (404), ordering nothing", async () => {
    const s = await shopper();
    const stranger = await shopper();
    const strangerLine = await cartLineId(stranger);
    for (const lineId of [strangerLine, "not-a-line"]) {
      const summary = await t.app.inject({ url: `/api/cart/summary?lineId=${lineId}`, headers: s.browser });
      expect(summary.statusCode).toBe(404);
      const res = await placeJson(s, { addressId: s.addressId, lineId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: false, message: "That item is not in your bag.", code: "cart.line_not_found" });
    }
    // An empty line id is a client bug, not "the whole bag".
    expect((await placeJson(s, { addressId: s.addressId, lineId: "" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/cart/summary?lineId=", headers: s.browser })).statusCode).toBe(400);
    expect(await ordersOf(s)).toHaveLength(0);
    expect(await ordersOf(stranger)).toHaveLength(0);
    expect(await bagCount(stranger)).toBe(1);
  });
});

async function cartLineId(customer: TestCustomer): Promise<string> {
  return (await t.app.inject({ url: `/api/cart-item/${customer.cartId}`, headers: customer.browser })).json().data[0]._id;
}

describe("POST /api/order, bank transfer (multipart)", () => {
  it("stores the screenshot privately, sets payment pending and mails the bank details and amount", async () => {
    const s = await shopper({ country: "United Kingdom" });
    const billing = await saveAddress(t.app, s, { name: "Billing Name" });
    // Checkout shows the order's number before the order exists: the one reference of the transfer.
    const summaryOf = async () =>
      (await t.app.inject({ url: `/api/cart/summary?addressId=${s.addressId}`, headers: s.browser })).json().data;
    const reference = (await summaryOf()).order_number;
    expect(reference).toMatch(ORDER_NUMBER_PATTERN);
    expect((await summaryOf()).order_number).toBe(reference);
    // A parcel abroad: checkout pays by SWIFT, not UPI.
    expect((await summaryOf()).delivery_zone).toBe("abroad");
    const res = await placeBankTransfer(
      s,
      {
        addressId: s.addressId,
        billingAddressId: billing,
        userId: s.userId,
        payment_id: "UTR 4471 0098 2211",
        amount: "1",
        total_amount: "1",
        shipping_charges: "0",
        cart_weight: "0.01 KG",
        total_bag_items: "1",
        products: JSON.stringify([{ varient: s.variantId, amount: 1, totalAmount: 1, quantity: 9, size: "M" }]),
      },
      { content: png },
    );
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      order_status: "payment_pending",
      payment_method: "bank_transfer",
      payment_status: "pending",
      subtotal: 3000,
      shipping_charges: 900,
      total_amount: 3900,
      // Abroad, the end of the worldwide range: 10 working days (Monday to Saturday) after Sunday 10 May.
      delivery_estimate: "2026-05-21",
      billing_address: { name: "Billing Name" },
      payment_proof: {
        image: expect.stringMatching(/^\/uploads\/payments\/[0-9a-f]{32}\.webp$/),
        payment_id: "UTR 4471 0098 2211",
      },
      timeline: [
        { status: "placed", label: "Order placed" },
        { status: "payment_pending", label: "Payment pending verification" },
      ],
    });
    expect(order.products[0].quantity).toBe(2);
    expect(order.order_id).toBe(reference);
    expect((await summaryOf()).order_number).toBeNull();

    const image = await t.app.inject({ url: order.payment_proof.image, headers: s.browser });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect((await sharp(image.rawPayload).metadata()).format).toBe("webp");
    const stranger = await registerCustomer(t.app);
    expect((await t.app.inject({ url: order.payment_proof.image, headers: stranger.browser })).statusCode).toBe(404);
    expect((await t.app.inject({ url: order.payment_proof.image })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/uploads/payments/..%2F..%2Fetc%2Fpasswd", headers: s.browser })).statusCode).toBe(404);

    const mail = await mailTo(s.email);
    // Received, not confirmed, until the payment is verified: the page after checkout says the same.
    expect(mail?.subject).toBe(`We have received your Chhaap order ${order.order_id}`);
    expect(mail?.text).toContain("We will verify your payment, then confirm the order");
    expect(mail?.text).toContain(`Please transfer ₹3,900 with the reference ${order.order_id}`);
    expect(mail?.text).toContain("IFSC: DEMO0001234");
    expect(mail?.text).toContain("UPI: chhaap@demo");

    // The shop hears of every new order.
    const shopMail = mailer.messages.find((m) => m.to === shop.email && m.subject.startsWith(`New order ${order.order_id}`));
    expect(shopMail?.text).toContain("Bank transfer, to verify (reference given: UTR 4471 0098 2211) (screenshot uploaded)");
    expect(shopMail?.text).toContain(s.email);
  });

  it("accepts a transaction reference alone, and refuses neither", async () => {
    const s = await shopper();
    const none = await placeBankTransfer(s, { addressId: s.addressId, payment_id: "   " });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Please upload a payment snapshot OR enter a transaction/reference ID.");
    const ok = await placeBankTransfer(s, { addressId: s.addressId, payment_id: "UPI-99812" });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.payment_proof).toEqual({ image: null, payment_id: "UPI-99812" });
  });

  it("refuses files that are not JPEG, PNG or WebP by content, and files over 5 MB, storing nothing", async () => {
    const s = await shopper();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    for (const [content, type] of [
      [Buffer.from("just text pretending to be a picture"), "image/png"],
      [svg, "image/png"],
      [gif, "image/gif"],
      [png.subarray(0, 40), "image/png"],
    ] as const) {
      const res = await placeBankTransfer(s, { addressId: s.addressId }, { content, type });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toBe("Please upload the payment screenshot as a JPEG, PNG or WebP image.");
    }
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await placeBankTransfer(s, { addressId: s.addressId }, { content: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe("The payment screenshot must be 5 MB or smaller.");

    // A refused order leaves no file behind either.
    const other = await shopper();
    await placeBankTransfer(other, { addressId: s.addressId }, { content: png });
    const stored = await readdir(path.join(t.dataDir, "uploads", "payments")).catch(() => []);
    const proofs = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, other.userId));
    expect(proofs).toEqual([]);
    const storedProofs = await t.database.db
      .select({ key: paymentProofs.storageKey })
      .from(paymentProofs)
      .where(isNotNull(paymentProofs.storageKey));
    expect(stored.sort()).toEqual(storedProofs.map((p) => p.key).sort());
    expect(await ordersOf(s)).toEqual([]);
    expect(await bagCount(s)).toBe(1);
  });
});

describe("the customer's orders", () => {
  it("lists only the caller's orders (403 for another userId) and opens one by number (404 for others')", async () => {
    const s = await shopper();
    const placed = (await placeJson(s, { addressId: s.addressId })).json().data;
    const stranger = await registerCustomer(t.app);

    const list = await t.app.inject({ url: `/api/order?userId=${s.userId}`, headers: s.browser });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        _id: placed._id,
        order_id: placed.order_id,
        createdAt: NOW.toISOString(),
        order_status: "placed",
        total_amount: 3000,
        products: [expect.objectContaining({ size: "M", quantity: 2, varient: expect.objectContaining({ salePrice: 1500 }) })],
      }),
    ]);
    expect(list.json().data[0].timeline).toBeUndefined();
    expect((await t.app.inject({ url: `/api/order?userId=${s.userId}`, headers: stranger.browser })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/order", headers: stranger.browser })).json().data).toEqual([]);
    expect((await t.app.inject({ url: `/api/order?userId=${s.userId}` })).statusCode).toBe(401);

    const detail = await t.app.inject({ url: `/api/order/${placed.order_id.toLowerCase()}`, headers: s.browser });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toEqual(placed);
    const foreign = await t.app.inject({ url: `/api/order/${placed.order_id}`, headers: stranger.browser });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Order not found");
  });
});

describe("POST /api/order/track", () => {
  it("shows the timeline for the right e-mail and order number, and one answer for any wrong pair", async () => {
    const s = await shopper();
    const placed = (await placeJson(s, { addressId: s.addressId })).json().data;
    const track = (payload: Record<string, string>, remoteAddress = "10.250.0.1") =>
      t.app.inject({ method: "POST", url: "/api/order/track", payload, remoteAddress });

    const found = await track({ email: s.email.toUpperCase(), order_number: ` ${placed.order_id.toLowerCase()} ` });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual({
      order_id: placed.order_id,
      createdAt: NOW.toISOString(),
      order_status: "placed",
      order_status_label: "Order placed",
      payment_method: placed.payment_method,
      deliveryEarliest: "2026-05-12",
      delivery_estimate: "2026-05-13",
      timeline: [{ status: "placed", event: "status", label: "Order placed", at: NOW.toISOString() }],
      shipment: null,
    });
    // An order paid online waits for the shopper's payment: it does not read "pending verification".
    await t.database.db
      .update(orders)
      .set({ paymentMethod: "credit_card", status: "payment_pending" })
      .where(eq(orders.orderNumber, placed.order_id));
    const online = (await track({ email: s.email, order_number: placed.order_id })).json().data;
    expect(online).toMatchObject({
      order_status: "payment_pending",
      order_status_label: "Awaiting payment",
      payment_method: "credit_card",
    });

    const other = await registerCustomer(t.app);
    const wrong = [
      { email: other.email, order_number: placed.order_id },
      { email: s.email, order_number: "CHP-2222-2222" },
      { email: s.email, order_number: "'; drop table orders; --" },
    ];
    const answers = await Promise.all(wrong.map((payload) => track(payload, "10.250.0.2")));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        status: false,
        message: "We could not find an order with that e-mail and order number.",
        code: "order.track_not_found",
      });
    }
  });

  it("is rate limited per client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/order/track",
        payload: { email: "nobody@example.com", order_number: "CHP-2222-2222" },
        remoteAddress: "10.250.0.9",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
