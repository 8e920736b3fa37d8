import { isValidGstin } from "@chhaap/contract/gst-states";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { addStaff } from "#src/modules/admin/staff/service.ts";
import { addToCart, createVariant, saveAddress } from "#src/modules/cart/test-support.ts";
import { createTestApp, registerCustomer, TEST_PUBLIC_URL, type TestApp } from "#src/test/app.ts";

type Headers = { cookie: string; origin: string };
let t: TestApp;
let owner: Headers;
let staff: Headers;

async function signIn(member: { name: string; email: string; password: string }, role: "owner" | "staff"): Promise<Headers> {
  const ctx = { db: t.database.db, now: () => new Date(), log: t.app.log };
  await addStaff(ctx, { id: null, name: "test" }, { ...member, role, mustChangePassword: false });
  const res = await t.app.inject({ method: "POST", url: "/api/staff/session", payload: member, remoteAddress: clientAddress() });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: String(res.headers["set-cookie"]).split(";")[0] ?? "", origin: TEST_PUBLIC_URL };
}

/** A GSTIN of the given first 14 characters with the check character that makes it valid. */
function gstinFor(first14: string): string {
  for (const c of "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") if (isValidGstin(first14 + c)) return first14 + c;
  throw new Error("no check character");
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn({ name: "Ruksana", email: "settings-owner@shop.test", password: "settings-owner-2026" }, "owner");
  staff = await signIn({ name: "Imran", email: "settings-staff@shop.test", password: "settings-staff-2026" }, "staff");
});
afterAll(async () => t?.close());

async function current(headers: Headers = owner) {
  const res = await t.app.inject({ url: "/api/admin/shop-settings", headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, string>;
}

function put(payload: Record<string, unknown>, headers: Headers = owner) {
  return t.app.inject({ method: "PUT", url: "/api/admin/shop-settings", headers, payload });
}

describe("shop settings", () => {
  it("start from the configuration and the built-in details", async () => {
    const settings = await current(staff);
    expect(settings).toMatchObject({
      legalName: "Chhaap Hand Block Prints LLP",
      gstin: "24AAKFC1234M1ZJ",
      state: "Gujarat",
      stateCode: "24",
      email: "care@chhaap.shop",
      phone: "+91 98250 41763",
      bankIfsc: "DEMO0001234",
      upiId: "chhaap@demo",
      instagram: "https://www.instagram.com/chhaap.ajrakh/",
    });
  });

  it("need a staff session to read and the owner's to change", async () => {
    const settings = await current();
    const { state: _s, stateCode: _c, updatedAt: _u, ...body } = settings;
    expect((await t.app.inject({ url: "/api/admin/shop-settings" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: "/api/admin/shop-settings", payload: body })).statusCode).toBe(401);
    const customer = await registerCustomer(t.app);
    expect((await t.app.inject({ url: "/api/admin/shop-settings", headers: customer.browser })).statusCode).toBe(403);
    const asCustomer = await put(body, customer.browser);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().code).toBe("admin.staff_only");
    const asStaff = await put({ ...body, phone: "+91 99999 11111" }, staff);
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json().code).toBe("admin.owner_only");
    expect((await current()).phone).toBe(settings.phone);
  });

  it("refuse bad values with a message by each field and change nothing", async () => {
    const before = await current();
    const { state: _s, stateCode: _c, updatedAt: _u, ...body } = before;
    const res = await put({
      ...body,
      gstin: "24AAKFC1234M1ZK",
      email: "care@",
      phone: "12345",
      bankIfsc: "DEMO001234",
      upiId: "chhaap",
      instagram: "http://www.instagram.com/chhaap",
      legalName: " ",
    });
    expect(res.statusCode).toBe(400);
    const { errors, code } = res.json();
    expect(code).toBe("validation.field");
    expect(errors).toMatchObject({
      gstin: expect.stringContaining("last character"),
      email: expect.stringContaining("e-mail"),
      phone: expect.stringContaining("phone"),
      bankIfsc: expect.stringContaining("11 characters"),
      upiId: expect.stringContaining("name@bank"),
      instagram: expect.stringContaining("https://"),
      legalName: expect.any(String),
    });
    const unknownState = await put({ ...body, gstin: gstinFor("99AAKFC1234M1Z") });
    expect(unknownState.json().errors.gstin).toContain("state");
    expect(await current()).toEqual(before);
  });

  it("save every field with one audit entry, and /api/site shows the new details at once", async () => {
    const before = await current();
    const { state: _s, stateCode: _c, updatedAt: _u, ...body } = before;
    const gstin = gstinFor("27AAKFC1234M1Z");
    const changed = {
      ...body,
      legalName: "Chhaap Prints Private Limited",
      gstin: gstin.toLowerCase(),
      address: "12 Kala Ghoda, Fort, Mumbai 400001",
      phone: "+91 98200 12345",
      email: "hello@chhaap.shop",
      supportHours: "9:00 to 17:00, Monday to Friday",
      bankIfsc: "hdfc0001234",
      upiId: "chhaap.prints@hdfcbank",
      youtube: "",
    };
    const res = await put(changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ gstin, state: "Maharashtra", stateCode: "27", bankIfsc: "HDFC0001234" });

    const site = await t.app.inject("/api/site");
    expect(site.headers["cache-control"]).toBe("public, max-age=5, stale-while-revalidate=5");
    expect(site.json().data).toMatchObject({
      phone: "+91 98200 12345",
      email: "hello@chhaap.shop",
      hours: "9:00 to 17:00, Monday to Friday",
      bank: { ifsc: "HDFC0001234", upiId: "chhaap.prints@hdfcbank" },
      social: { youtube: "", instagram: body.instagram },
    });

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, "shop_settings"), eq(auditLog.action, "shop_settings.update")));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.before).toMatchObject({ phone: before.phone, gstin: before.gstin });
    expect(entries[0]?.after).toMatchObject({ phone: "+91 98200 12345", gstin });
    expect(entries[0]?.staffName).toBe("Ruksana");
  });

  it("put the new seller on invoices issued from then on, while an invoice issued before keeps the old one", async () => {
    async function confirmedOrder() {
      const customer = await registerCustomer(t.app);
      const { variantId } = await createVariant(t.database.db, { sizes: { M: 5 }, pricePaise: 150_000, salePricePaise: 150_000 });
      await addToCart(t.app, customer, { variantId, size: "M", quantity: 1 });
      const addressId = await saveAddress(t.app, customer, {});
      const placed = await t.app.inject({
        method: "POST",
        url: "/api/order",
        headers: customer.browser,
        payload: { addressId, payment_method: "cash_on_delivery" },
        remoteAddress: clientAddress(),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const orderNumber = placed.json().data.order_id as string;
      const confirmed = await t.app.inject({
        method: "POST",
        url: `/api/admin/orders/${orderNumber}/actions`,
        headers: staff,
        payload: { action: "confirm" },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      return orderNumber;
    }
    const invoiceOf = async (orderNumber: string) =>
      (await t.app.inject({ url: `/api/admin/orders/${orderNumber}/invoice`, headers: staff })).json().data;

    const earlier = await confirmedOrder();
    const earlierSeller = (await invoiceOf(earlier)).seller;
    const { state: _s, stateCode: _c, updatedAt: _u, ...body } = await current();
    const gstin = gstinFor("29AAKFC1234M1Z");
    expect(
      (await put({ ...body, legalName: "Chhaap Bengaluru LLP", gstin, address: "4 Church Street, Bengaluru" })).statusCode,
    ).toBe(200);

    const later = await invoiceOf(await confirmedOrder());
    expect(later.seller).toEqual({
      legalName: "Chhaap Bengaluru LLP",
      address: "4 Church Street, Bengaluru",
      state: "Karnataka",
      stateCode: "29",
      gstin,
    });
    expect((await invoiceOf(earlier)).seller).toEqual(earlierSeller);
  });
});
