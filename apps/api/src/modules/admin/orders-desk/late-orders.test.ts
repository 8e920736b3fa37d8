import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#src/db/schema.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";

// Orders placed on 1 December; the desk looks on Thursday 10 December 2026, 09:00 in India.
let now = new Date("2026-12-01T10:00:00+05:30");
const LATER = new Date("2026-12-10T09:00:00+05:30");
let t: TestApp;
let staff: StaffBrowser;
let customer: TestCustomer;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  customer = await registerCustomer(t.app);
});
afterAll(async () => t?.close());

let serial = 0;

/** An order placed on 1 December, straight into the table, in `status` and promised by `lastDay`. */
async function order(status: "placed" | "shipped" | "delivered" | "cancelled", lastDay: string): Promise<string> {
  serial += 1;
  const orderNumber = `LATE-${process.pid}-${serial}`;
  await t.database.db.insert(orders).values({
    orderNumber,
    userId: customer.userId,
    status,
    paymentMethod: "cash_on_delivery",
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
      addressType: "home",
    },
    deliveryEarliest: "2026-12-02",
    deliveryEstimate: lastDay,
    createdAt: new Date(now.getTime() + serial * 60_000),
  });
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
