import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#src/test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function countryId(name: string): Promise<string> {
  const res = await t.app.inject(`/api/country?countryName=${encodeURIComponent(name)}`);
  return res.json().data[0]._id;
}

describe("GET /api/shipping-charge", () => {
  it("answers one country's per-kg charge in rupees", async () => {
    const id = await countryId("US");
    const res = await t.app.inject(`/api/shipping-charge?countryId=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      data: [{ _id: expect.any(String), shipping_charge: 950, countryId: { _id: id, countryName: "US" } }],
    });
  });

  it("charges nothing within India", async () => {
    const res = await t.app.inject(`/api/shipping-charge?countryId=${await countryId("India")}`);
    expect(res.json().data[0]).toMatchObject({ shipping_charge: 0, countryId: { countryName: "India" } });
  });

  it("lists every country without a query", async () => {
    const all = (await t.app.inject("/api/shipping-charge")).json().data;
    const countries = (await t.app.inject("/api/country")).json().data;
    expect(all.length).toBe(countries.length);
    expect(all.every((r: { shipping_charge: number }) => r.shipping_charge >= 0)).toBe(true);
  });

  it("answers an empty list for an unknown country and 400 for a malformed id", async () => {
    const unknown = await t.app.inject("/api/shipping-charge?countryId=00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toEqual([]);
    const malformed = await t.app.inject("/api/shipping-charge?countryId=US");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      status: false,
      message: "Please choose a country from the list.",
      code: "shipping.country_invalid",
      errors: { countryId: "Please choose a country from the list." },
    });
  });
});
