import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codExclusions, orders, products, variants } from "#src/db/schema.ts";
import { clientAddress, multipartBody } from "#src/modules/accounts/test-support.ts";
import { addToCart, createVariant, saveAddress, stockOf } from "#src/modules/cart/test-support.ts";
import { confirmEmailOf, createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";

// Tuesday 1 December 2026, 10:00 in India: parcels leave today (cut-off 13:00).
const NOW = new Date("2026-12-01T10:00:00+05:30");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await t.database.db.insert(codExclusions).values([
    { kind: "pin", value: "110011", reason: "Government offices: our courier does not collect cash there." },
    { kind: "district", value: "SOUTH ANDAMANS", reason: "No cash collection on the islands." },
    // A PIN code too new for the registry, excluded all the same.
    { kind: "pin", value: "370998", reason: "Our courier does not collect cash here yet." },
    { kind: "district", value: "PEDDAPALLI", reason: "" },
  ]);
});
afterAll(async () => t?.close());

interface Shopper extends TestCustomer {
  variantId: string;
}

/** A customer with one piece in the bag, whose product takes `readyInDays` to be made ready. */
async function shopper(readyInDays = 0): Promise<Shopper> {
  const customer = await registerCustomer(t.app);
  await confirmEmailOf(t, customer);
  const { variantId } = await createVariant(t.database.db, { sizes: { M: 5 } });
  const [variant] = await t.database.db
    .select({ productId: variants.productId })
    .from(variants)
    .where(eq(variants.id, variantId));
  if (!variant) throw new Error("no variant");
  await t.database.db.update(products).set({ readyInDays }).where(eq(products.id, variant.productId));
  const added = await addToCart(t.app, customer, { variantId, size: "M", quantity: 1 });
  if (added.statusCode !== 201) throw new Error(added.body);
  return { ...customer, variantId };
}

function place(customer: TestCustomer, payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/order", headers: customer.browser, payload, remoteAddress: clientAddress() });
}

/** A bank transfer as checkout sends it: the multipart form, with a transaction reference. */
function placeBankTransfer(customer: TestCustomer, addressId: string) {
  const body = multipartBody({ addressId, payment_id: "UTR 4471 0098 2211" });
  return t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: { ...customer.browser, ...body.headers },
    payload: body.payload,
    remoteAddress: clientAddress(),
  });
}

function summaryAt(customer: TestCustomer, addressId: string) {
  return t.app.inject({ url: `/api/cart/summary?addressId=${addressId}`, headers: customer.browser });
}

async function ordersOf(customer: TestCustomer) {
  return t.database.db.select().from(orders).where(eq(orders.userId, customer.userId));
}

describe("checkout and the delivery promise", () => {
  it("refuses cash on delivery to an excluded PIN code with 409 and the reason, and writes nothing", async () => {
    const s = await shopper();
    const addressId = await saveAddress(t.app, s, { city: "New Delhi", state: "Delhi", zip: "110011" });
    const res = await place(s, { addressId, payment_method: "cash_on_delivery" });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      status: false,
      code: "checkout.cod_unavailable_here",
      message:
        "Cash on delivery is not available for this PIN code: Government offices: our courier does not collect cash there.",
      params: { reason: "Government offices: our courier does not collect cash there." },
    });
    expect(await ordersOf(s)).toEqual([]);
    expect(await stockOf(t.database.db, s.variantId, "M")).toBe(5);
    // The summary already said so, and why.
    expect((await summaryAt(s, addressId)).json().data).toMatchObject({
      cash_on_delivery: false,
      cash_on_delivery_refused: false,
      cash_on_delivery_refused_here: { reason: "Government offices: our courier does not collect cash there." },
    });
    // The same address may still be paid for another way.
    const transfer = await placeBankTransfer(s, addressId);
    expect(transfer.statusCode, transfer.body).toBe(201);
  });

  it("refuses cash on delivery in an excluded district", async () => {
    const s = await shopper();
    const addressId = await saveAddress(t.app, s, { city: "Port Blair", state: "Andaman and Nicobar Islands", zip: "744101" });
    const res = await place(s, { addressId, payment_method: "cash_on_delivery" });
    expect(res.statusCode).toBe(409);
    expect(res.json().params).toEqual({ reason: "No cash collection on the islands." });
    expect(await ordersOf(s)).toEqual([]);
  });

  it("refuses cash on delivery to an excluded PIN code the registry does not know", async () => {
    const s = await shopper();
    const addressId = await saveAddress(t.app, s, { city: "Bhuj", state: "Gujarat", zip: "370998" });
    expect((await summaryAt(s, addressId)).json().data).toMatchObject({
      cash_on_delivery: false,
      cash_on_delivery_refused_here: { reason: "Our courier does not collect cash here yet." },
    });
    const res = await place(s, { addressId, payment_method: "cash_on_delivery" });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: "checkout.cod_unavailable_here",
      params: { reason: "Our courier does not collect cash here yet." },
    });
    expect(await ordersOf(s)).toEqual([]);
    expect(await stockOf(t.database.db, s.variantId, "M")).toBe(5);
  });

  it("refuses cash on delivery where any office of the PIN code is in an excluded district", async () => {
    const s = await shopper();
    // 505415's main office is in Karimnagar; some of its branch offices are in Peddapalli.
    const addressId = await saveAddress(t.app, s, { city: "Choppadandi", state: "Telangana", zip: "505415" });
    expect((await summaryAt(s, addressId)).json().data).toMatchObject({
      cash_on_delivery: false,
      cash_on_delivery_refused_here: { reason: null },
    });
    const res = await place(s, { addressId, payment_method: "cash_on_delivery" });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: "checkout.cod_unavailable_here", params: { reason: "" } });
    expect(await ordersOf(s)).toEqual([]);
  });

  it("offers cash on delivery in the summary where nothing excludes it", async () => {
    const s = await shopper();
    const addressId = await saveAddress(t.app, s, { city: "Mumbai", state: "Maharashtra", zip: "400001" });
    expect((await summaryAt(s, addressId)).json().data).toMatchObject({
      cash_on_delivery: true,
      cash_on_delivery_refused_here: null,
    });
  });

  it("stores the range the PIN code's promise gives, with the slowest piece's ready days", async () => {
    const s = await shopper(2);
    const addressId = await saveAddress(t.app, s, { city: "Mumbai", state: "Maharashtra", zip: "400001" });
    const res = await place(s, { addressId, payment_method: "cash_on_delivery" });
    expect(res.statusCode, res.body).toBe(201);
    // Leaves Thursday 3 December (2 dispatch days after today), metro: 2 to 4 days.
    expect(res.json().data).toMatchObject({ deliveryEarliest: "2026-12-05", delivery_estimate: "2026-12-07" });
    const [stored] = await ordersOf(s);
    expect(stored).toMatchObject({ deliveryEarliest: "2026-12-05", deliveryEstimate: "2026-12-07" });
    const promise = (await t.app.inject(`/api/delivery/pin/400001?variant=${s.variantId}`)).json().data;
    expect([promise.earliest, promise.latest]).toEqual(["2026-12-05", "2026-12-07"]);
  });

  it("takes an order to a PIN code the registry does not know yet, with the rest of India's days", async () => {
    const s = await shopper();
    const addressId = await saveAddress(t.app, s, { city: "Bhuj", state: "Gujarat", zip: "370999" });
    const res = await place(s, { addressId, payment_method: "cash_on_delivery" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ deliveryEarliest: "2026-12-05", delivery_estimate: "2026-12-08" });
  });

  it("keeps the worldwide estimate abroad, with no first day", async () => {
    const s = await shopper();
    const addressId = await saveAddress(t.app, s, { country: "US", city: "Austin", state: "Texas", zip: "73301" });
    const res = await placeBankTransfer(s, addressId);
    expect(res.statusCode, res.body).toBe(201);
    // Ten working days from Tuesday 1 December, Sundays not counted.
    expect(res.json().data).toMatchObject({ deliveryEarliest: null, delivery_estimate: "2026-12-12" });
  });
});
