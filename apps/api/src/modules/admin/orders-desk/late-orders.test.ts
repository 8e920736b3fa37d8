import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#src/db/schema.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { addToCart, createVariant, saveAddress } from "#src/modules/cart/test-support.ts";
import { confirmEmailOf, createTestApp, registerCustomer, type TestApp } from "#src/test/app.ts";

// Orders placed on 1 December; the desk looks on Thursday 10 December 2026, 09:00 in India.
let now = new Date("2026-12-01T10:00:00+05:30");
const LATER = new Date("2026-12-10T09:00:00+05:30");
let t: TestApp;
let staff: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(async () => t?.close());

/** A cash-on-delivery order to Bhuj placed on 1 December, then moved to `status` and promised by `lastDay`. */
async function order(status: "placed" | "shipped" | "delivered" | "cancelled", lastDay: string): Promise<string> {
  const customer = await registerCustomer(t.app);
  await confirmEmailOf(t, customer);
  const { variantId } = await createVariant(t.database.db, { sizes: { M: 5 } });
  await addToCart(t.app, customer, { variantId, size: "M", quantity: 1 });
  const addressId = await saveAddress(t.app, customer);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: customer.browser,
    payload: { addressId, payment_method: "cash_on_delivery" },
    remoteAddress: clientAddress(),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const orderNumber: string = res.json().data.order_id;
  await t.database.db.update(orders).set({ status, deliveryEstimate: lastDay }).where(eq(orders.orderNumber, orderNumber));
  return orderNumber;
}

const desk = (query: string) => t.app.inject({ url: `/api/admin/orders?${query}`, headers: staff });

describe("the orders desk's late orders", () => {
  it("lists orders past their promised last day and still on their way, and counts them", async () => {
    const late = await order("shipped", "2026-12-09");
    const lateToo = await order("placed", "2026-12-05");
    const dueToday = await order("shipped", "2026-12-10");
    const delivered = await order("delivered", "2026-12-05");
    const cancelled = await order("cancelled", "2026-12-05");
    now = LATER;
    // Signed in nine days on (a session from the 1st would have lapsed).
    staff = await signInNewStaff(t, { name: "Imran", email: "late-desk@shop.test", password: "late-desk-2026" }, () => now);

    const res = await desk("late=1");
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().data.orders.map((row: { orderNumber: string }) => row.orderNumber);
    expect(listed.sort()).toEqual([late, lateToo].sort());
    expect(res.json().data.late).toBe(2);
    expect(res.json().data.orders[0]).toMatchObject({ late: true, deliveryEstimate: expect.stringMatching(/^2026-12-0[59]$/) });

    // Without the filter every order is listed, each marked, and the late count is the same.
    const all = (await desk("")).json().data;
    expect(all.late).toBe(2);
    const marks = Object.fromEntries(
      all.orders.map((row: { orderNumber: string; late: boolean }) => [row.orderNumber, row.late]),
    );
    expect(marks).toMatchObject({ [late]: true, [dueToday]: false, [delivered]: false, [cancelled]: false });
    // Within a status tab.
    expect(
      (await desk("late=1&status=placed")).json().data.orders.map((row: { orderNumber: string }) => row.orderNumber),
    ).toEqual([lateToo]);
    // The order's own page says so too, and the overview counts them.
    expect((await t.app.inject({ url: `/api/admin/orders/${late}`, headers: staff })).json().data).toMatchObject({
      late: true,
      deliveryEstimate: "2026-12-09",
    });
    expect((await t.app.inject({ url: "/api/admin/overview", headers: staff })).json().data.lateOrders).toBe(2);
  });

  it("refuses any other value of the filter", async () => {
    expect((await desk("late=yes")).statusCode).toBe(400);
  });
});
