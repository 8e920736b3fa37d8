import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#src/db/schema.ts";
import { placeOrder } from "#src/modules/admin/returns/test-support.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";

let t: TestApp;
let staff: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInNewStaff(t, { name: "Zainab Khatri", email: "decline-timeline@shop.test", password: "decline-timeline-1" });
});
afterAll(async () => t?.close());

describe("a declined request to cancel on the customer's timeline", () => {
  it("never reads as a rejected payment on a bank transfer still being checked", async () => {
    const order = await placeOrder(t, { method: "bank_transfer" });
    // The customer asked to cancel after the day's cut-off, while the transfer is still being checked.
    await t.database.db
      .update(orders)
      .set({ cancelRequestedAt: new Date(), cancelRequestReason: "Ordered the wrong colour." })
      .where(eq(orders.orderNumber, order.orderNumber));
    const declined = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.orderNumber}/actions`,
      headers: staff,
      payload: { action: "decline-cancellation", reason: "It was already block-printed for you." },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ status: "payment_pending", paymentStatus: "pending" });

    const own = await t.app.inject({ url: `/api/order/${order.orderNumber}`, headers: order.customer.browser });
    expect(own.statusCode).toBe(200);
    const timeline = own.json().data.timeline as { event: string; status: string }[];
    expect(timeline.map((entry) => entry.event)).not.toContain("payment_rejected");
    expect(timeline.filter((entry) => entry.status === "payment_pending")).toHaveLength(1);
  });
});
