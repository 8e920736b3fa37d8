import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#src/db/schema.ts";
import { addDays, indiaDate } from "#src/india-time.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { deskStep, insertReturnRequest, moveOrder, placeOrder } from "#src/modules/admin/returns/test-support.ts";
import { addStaff } from "#src/modules/admin/staff/service.ts";
import { addToCart, createVariant, saveAddress } from "#src/modules/cart/test-support.ts";
import { createTestApp, registerCustomer, TEST_PUBLIC_URL, type TestApp } from "#src/test/app.ts";
import { startOfIndianDay, startOfIndianWeek } from "./routes.ts";

let t: TestApp;
let owner: { cookie: string; origin: string };

beforeAll(async () => {
  t = await createTestApp();
  const staff = { name: "Ruksana", email: "overview-owner@shop.test", password: "overview-owner-2026" };
  const ctx = { db: t.database.db, now: () => new Date(), log: t.app.log };
  await addStaff(ctx, { id: null, name: "test" }, { ...staff, role: "owner", mustChangePassword: false });
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/staff/session",
    payload: staff,
    remoteAddress: clientAddress(),
  });
  owner = { cookie: String(signIn.headers["set-cookie"]).split(";")[0] ?? "", origin: TEST_PUBLIC_URL };
});
afterAll(async () => t?.close());

describe("Indian days and weeks", () => {
  it("start at midnight in Kolkata, weeks on Monday", () => {
    // 20:00 UTC on Tuesday 24 Nov is 01:30 on Wednesday 25 Nov in India.
    const now = new Date("2026-11-24T20:00:00Z");
    expect(startOfIndianDay(now).toISOString()).toBe("2026-11-24T18:30:00.000Z");
    expect(startOfIndianWeek(now).toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });
});

describe("the overview", () => {
  it("counts today's orders and what waits, and lists sizes low on stock", async () => {
    const before = (await t.app.inject({ url: "/api/admin/overview", headers: owner })).json().data;
    const customer = await registerCustomer(t.app);
    const { variantId, productName } = await createVariant(t.database.db, { sizes: { M: 4 }, salePricePaise: 150_000 });
    await addToCart(t.app, customer, { variantId, size: "M", quantity: 2 });
    const addressId = await saveAddress(t.app, customer, { country: "India" });
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: customer.browser,
      payload: { addressId, payment_method: "cash_on_delivery" },
      remoteAddress: clientAddress(),
    });
    expect(placed.statusCode).toBe(201);

    const after = (await t.app.inject({ url: "/api/admin/overview", headers: owner })).json().data;
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.today.revenue).toBeGreaterThanOrEqual(before.today.revenue + 3000);
    expect(after.week.orders).toBeGreaterThanOrEqual(after.today.orders);
    expect(after.lowStock).toContainEqual(expect.objectContaining({ variantId, productName, size: "M", left: 2 }));
  });
});

describe("enquiries", () => {
  it("lists open enquiries, marks one answered once, and keeps it under 'all'", async () => {
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contactUs",
      payload: {
        email: "asha@example.org",
        full_Name: "Asha",
        number: "9876543210",
        subject_Of_Enquiry: "Bulk order",
        your_Enquiry: "50 stoles?",
      },
      remoteAddress: clientAddress(),
    });
    expect(sent.statusCode).toBe(201);
    const open = (await t.app.inject({ url: "/api/admin/enquiries", headers: owner })).json().data as {
      _id: string;
      subject: string;
    }[];
    const mine = open.find((e) => e.subject === "Bulk order");
    if (!mine) throw new Error("enquiry not listed");
    const overview = (await t.app.inject({ url: "/api/admin/overview", headers: owner })).json().data;
    expect(overview.unansweredEnquiries).toBeGreaterThanOrEqual(1);

    const url = `/api/admin/enquiries/${mine._id}/answered`;
    expect((await t.app.inject({ method: "POST", url, headers: owner })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url, headers: owner })).statusCode).toBe(409);
    const stillOpen = (await t.app.inject({ url: "/api/admin/enquiries", headers: owner })).json().data as { _id: string }[];
    expect(stillOpen.map((e) => e._id)).not.toContain(mine._id);
    const all = (await t.app.inject({ url: "/api/admin/enquiries?show=all", headers: owner })).json().data as {
      _id: string;
      answered: { by: string } | null;
    }[];
    expect(all.find((e) => e._id === mine._id)?.answered).toMatchObject({ by: "Ruksana" });
  });
});

describe("subscribers", () => {
  it("export as CSV that a spreadsheet never reads as a formula", async () => {
    for (const email of ["kavya@example.org", "=1+2@example.org"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/newsletter",
        payload: { email },
        remoteAddress: clientAddress(),
      });
      expect(res.statusCode, email).toBeLessThan(300);
    }
    const csv = await t.app.inject({ url: "/api/admin/subscribers.csv", headers: owner });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toContain("attachment");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at");
    expect(lines).toContainEqual(expect.stringMatching(/^"kavya@example\.org","\d{4}-/));
    expect(lines).toContainEqual(expect.stringMatching(/^"'=1\+2@example\.org",/));
  });
});

describe("what customers asked for after ordering", () => {
  it("counts return and exchange requests to answer and cancellation requests, until staff answer them", async () => {
    const figures = async () => (await t.app.inject({ url: "/api/admin/overview", headers: owner })).json().data;
    const before = await figures();
    const delivered = await placeOrder(t);
    await moveOrder(t, owner, delivered, "delivered");
    const number = await insertReturnRequest(t, delivered, { kind: "return" });
    const asked = await placeOrder(t);
    await t.database.db
      .update(orders)
      .set({ cancelRequestedAt: new Date(), cancelRequestReason: "Ordered by mistake" })
      .where(eq(orders.orderNumber, asked.orderNumber));
    expect(await figures()).toMatchObject({
      returnsToAnswer: before.returnsToAnswer + 1,
      cancellationsAsked: before.cancellationsAsked + 1,
    });

    const approved = await t.app.inject({
      method: "POST",
      url: `/api/admin/returns/${number}/steps`,
      headers: owner,
      payload: { action: "approve" },
    });
    expect(approved.statusCode).toBe(200);
    expect((await deskStep(t, owner, asked.orderNumber, { action: "cancel", reason: "As asked." })).statusCode).toBe(200);
    expect(await figures()).toMatchObject({
      returnsToAnswer: before.returnsToAnswer,
      cancellationsAsked: before.cancellationsAsked,
    });
  });
});

describe("the refund clock", () => {
  it("lists refunds owed soonest first, the overdue ones marked, until they are refunded", async () => {
    // A paid order cancelled a fortnight ago, its refund due last week.
    const cancelled = await placeOrder(t, { method: "bank_transfer" });
    await moveOrder(t, owner, cancelled, "confirmed");
    expect((await deskStep(t, owner, cancelled.orderNumber, { action: "cancel", reason: "Out of fabric." })).statusCode).toBe(
      200,
    );
    const lastWeek = addDays(indiaDate(new Date()), -7);
    await t.database.db.update(orders).set({ refundDueOn: lastWeek }).where(eq(orders.orderNumber, cancelled.orderNumber));
    // A return received today, its refund not yet due.
    const returned = await placeOrder(t);
    await moveOrder(t, owner, returned, "delivered");
    const number = await insertReturnRequest(t, returned, { kind: "return" });
    for (const step of [
      { action: "approve" },
      { action: "book-pickup", carrier: "Delhivery", awb: "DL 9" },
      { action: "receive", condition: "restocked" },
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/admin/returns/${number}/steps`,
        headers: owner,
        payload: step,
      });
      expect(res.statusCode).toBe(200);
    }

    const { refundsOwed } = (await t.app.inject({ url: "/api/admin/overview", headers: owner })).json().data;
    expect(refundsOwed.count).toBeGreaterThanOrEqual(2);
    expect(refundsOwed.overdue).toBeGreaterThanOrEqual(1);
    const order = refundsOwed.items.find((item: { number: string }) => item.number === cancelled.orderNumber);
    expect(order).toEqual({
      kind: "order",
      number: cancelled.orderNumber,
      orderNumber: cancelled.orderNumber,
      dueOn: lastWeek,
      amount: cancelled.totalPaise / 100,
      overdue: true,
    });
    const request = refundsOwed.items.find((item: { number: string }) => item.number === number);
    expect(request).toMatchObject({ kind: "return", orderNumber: returned.orderNumber, overdue: false });
    expect(request.amount).toBeCloseTo(1500, 1);
    expect(refundsOwed.items.indexOf(order)).toBeLessThan(refundsOwed.items.indexOf(request));

    await deskStep(t, owner, cancelled.orderNumber, { action: "refund", method: "upi", reference: "UPI 5561" });
    const after = (await t.app.inject({ url: "/api/admin/overview", headers: owner })).json().data.refundsOwed;
    expect(after.items.map((item: { number: string }) => item.number)).not.toContain(cancelled.orderNumber);
    expect(after.overdue).toBe(refundsOwed.overdue - 1);
  });
});
