import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { addStaff } from "#src/modules/admin/staff/service.ts";
import { addToCart, createVariant, saveAddress } from "#src/modules/cart/test-support.ts";
import { createTestApp, registerCustomer, TEST_PUBLIC_URL, type TestApp } from "#src/test/app.ts";

type Headers = { cookie: string; origin: string };
interface Row {
  _id: string;
  countryName: string;
  isoCode: string;
  perKg: number | null;
  savedAddresses: number;
  currency: { _id: string; name: string; rate: number; active: boolean } | null;
}
let t: TestApp;
let staff: Headers;

beforeAll(async () => {
  t = await createTestApp();
  const member = { name: "Imran", email: "shipping-staff@shop.test", password: "shipping-staff-2026" };
  const ctx = { db: t.database.db, now: () => new Date(), log: t.app.log };
  await addStaff(ctx, { id: null, name: "test" }, { ...member, role: "staff", mustChangePassword: false });
  const res = await t.app.inject({ method: "POST", url: "/api/staff/session", payload: member, remoteAddress: clientAddress() });
  staff = { cookie: String(res.headers["set-cookie"]).split(";")[0] ?? "", origin: TEST_PUBLIC_URL };
});
afterAll(async () => t?.close());

async function list(): Promise<Row[]> {
  const res = await t.app.inject({ url: "/api/admin/shipping", headers: staff });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function country(name: string): Promise<Row> {
  const row = (await list()).find((r) => r.countryName === name);
  if (!row) throw new Error(`no ${name}`);
  return row;
}
const entries = (action: string, recordId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.recordId, recordId)));

describe("countries, currencies and shipping in the back office", () => {
  it("are for staff only: 401 without a session, 403 for a customer", async () => {
    const nz = await country("New Zealand");
    const calls = [
      { method: "GET" as const, url: "/api/admin/shipping" },
      { method: "POST" as const, url: "/api/admin/shipping/countries", payload: {} },
      { method: "PUT" as const, url: `/api/admin/shipping/countries/${nz._id}/charge`, payload: { perKg: 1 } },
      { method: "DELETE" as const, url: `/api/admin/shipping/countries/${nz._id}/charge` },
      { method: "PUT" as const, url: `/api/admin/currencies/${nz.currency?._id}`, payload: { rate: 1, active: true } },
    ];
    const customer = await registerCustomer(t.app);
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: customer.browser })).statusCode, call.url).toBe(403);
    }
    expect((await country("New Zealand")).perKg).toBe(nz.perKg);
  });

  it("list every country with its charge, currency and saved addresses", async () => {
    const india = await country("India");
    expect(india).toMatchObject({ isoCode: "IN", perKg: 0, currency: { name: "INR", rate: 1, active: true } });
    expect((await country("Kuwait")).currency?.active).toBe(false);
  });

  it("change a country's charge, which the public shipping calculator shows at once, and audit it", async () => {
    const australia = await country("Australia");
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/shipping/countries/${australia._id}/charge`,
      headers: staff,
      payload: { perKg: 1234.5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Shipping charge saved.");
    const shown = await t.app.inject(`/api/shipping-charge?countryId=${australia._id}`);
    expect(shown.json().data[0].shipping_charge).toBe(1234.5);
    expect(shown.headers["cache-control"]).toBe("public, max-age=5, stale-while-revalidate=5");
    const [entry] = await entries("shipping.charge", australia._id);
    expect(entry?.before).toEqual({ countryName: "Australia", perKg: australia.perKg });
    expect(entry?.after).toEqual({ countryName: "Australia", perKg: 1234.5 });
  });

  it("refuse a bad charge or rate with a message by the field, and an unknown country or currency with 404", async () => {
    const canada = await country("Canada");
    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/admin/shipping/countries/${canada._id}/charge`,
      headers: staff,
      payload: { perKg: -5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.perKg).toContain("0 or more");
    const badRate = await t.app.inject({
      method: "PUT",
      url: `/api/admin/currencies/${canada.currency?._id}`,
      headers: staff,
      payload: { rate: 0, active: true },
    });
    expect(badRate.json().errors.rate).toContain("more than 0");
    const missing = "00000000-0000-4000-8000-000000000000";
    const unknownCountry = await t.app.inject({
      method: "PUT",
      url: `/api/admin/shipping/countries/${missing}/charge`,
      headers: staff,
      payload: { perKg: 5 },
    });
    expect(unknownCountry.statusCode).toBe(404);
    expect(unknownCountry.json().code).toBe("admin.country_not_found");
    const unknownCurrency = await t.app.inject({
      method: "PUT",
      url: "/api/admin/currencies/nope",
      headers: staff,
      payload: { rate: 1, active: true },
    });
    expect(unknownCurrency.json().code).toBe("admin.currency_not_found");
    expect(await country("Canada")).toEqual(canada);
  });

  it("add a country the shop delivers to; the same name or ISO code again is a 409", async () => {
    const payload = {
      countryName: "Sri Lanka",
      isoCode: "lk",
      perKg: 700,
      currencyName: "lkr",
      currencyRate: 3.55,
      currencyActive: true,
    };
    const res = await t.app.inject({ method: "POST", url: "/api/admin/shipping/countries", headers: staff, payload });
    expect(res.statusCode, res.body).toBe(201);
    const added = await country("Sri Lanka");
    expect(added).toMatchObject({ isoCode: "LK", perKg: 700, currency: { name: "LKR", rate: 3.55, active: true } });
    const countries = (await t.app.inject("/api/country")).json().data;
    expect(countries.some((c: { countryName: string }) => c.countryName === "Sri Lanka")).toBe(true);
    expect((await entries("country.create", added._id)).length).toBe(1);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/admin/shipping/countries",
      headers: staff,
      payload: { ...payload, countryName: "sri lanka", isoCode: "XX" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("admin.country_exists");
    const badIso = await t.app.inject({
      method: "POST",
      url: "/api/admin/shipping/countries",
      headers: staff,
      payload: { ...payload, countryName: "Nepal", isoCode: "NPL" },
    });
    expect(badIso.json().errors.isoCode).toContain("2 letters");
  });

  it("stop delivering to a country: saved addresses stay but checkout refuses them; a charge starts it again", async () => {
    const customer = await registerCustomer(t.app);
    const addressId = await saveAddress(t.app, customer, { country: "Japan", state: "Tokyo", city: "Tokyo", zip: "1000001" });
    const japan = await country("Japan");
    expect(japan.savedAddresses).toBe(1);

    const stop = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/shipping/countries/${japan._id}/charge`,
      headers: staff,
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(await country("Japan")).toMatchObject({ perKg: null, savedAddresses: 1 });
    expect((await t.app.inject(`/api/shipping-charge?countryId=${japan._id}`)).json().data).toEqual([]);
    expect((await entries("shipping.stop", japan._id)).length).toBe(1);

    const book = await t.app.inject({ url: `/api/address?userId=${customer.userId}`, headers: customer.browser });
    expect(JSON.stringify(book.json().data)).toContain("Japan");
    const { variantId } = await createVariant(t.database.db, { sizes: { M: 5 } });
    await addToCart(t.app, customer, { variantId, size: "M", quantity: 1 });
    const order = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: customer.browser,
      payload: { addressId, payment_method: "cash_on_delivery" },
      remoteAddress: clientAddress(),
    });
    expect(order.statusCode).toBe(400);
    await expect(
      saveAddress(t.app, customer, { country: "Japan", state: "Tokyo", city: "Tokyo", zip: "1000001" }),
    ).rejects.toThrow();

    const again = await t.app.inject({
      method: "PUT",
      url: `/api/admin/shipping/countries/${japan._id}/charge`,
      headers: staff,
      payload: { perKg: 1500 },
    });
    expect(again.statusCode).toBe(200);
    expect((await country("Japan")).perKg).toBe(1500);
    expect((await entries("shipping.start", japan._id)).length).toBe(1);
  });

  it("change a currency's rate and active flag, which /api/currency shows at once, and audit it", async () => {
    const kuwait = await country("Kuwait");
    const id = kuwait.currency?._id as string;
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/currencies/${id}`,
      headers: staff,
      payload: { rate: 0.0037, active: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const currencies = (await t.app.inject("/api/currency")).json().data;
    expect(currencies.find((c: { _id: string }) => c._id === id)).toMatchObject({ currencyRate: "0.0037", status: "true" });
    const [entry] = await entries("currency.update", id);
    expect(entry?.before).toMatchObject({ active: false });
    expect(entry?.after).toMatchObject({ rate: 0.0037, active: true });
  });
});
