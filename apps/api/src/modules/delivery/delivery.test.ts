import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codExclusions, products, variants } from "#src/db/schema.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";

// Tuesday 1 December 2026, 09:00 in India: parcels leave today (cut-off 13:00, Monday to Saturday).
const NOW = new Date("2026-12-01T09:00:00+05:30");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => t?.close());

const check = (pin: string, query = "") => t.app.inject(`/api/delivery/pin/${pin}${query}`);

/** A colourway of the demo catalogue whose product takes `days` to be made ready. */
async function variantReadyIn(days: number): Promise<string> {
  const [row] = await t.database.db.select({ id: variants.id, productId: variants.productId }).from(variants).limit(1);
  if (!row) throw new Error("the demo catalogue has no colourway");
  await t.database.db.update(products).set({ readyInDays: days }).where(eq(products.id, row.productId));
  return row.id;
}

describe("GET /api/delivery/pin/{pin}", () => {
  it("answers a metro PIN code with its place, zone, cash on delivery and dates, cached a minute", async () => {
    const res = await check("110001");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    expect(res.json()).toEqual({
      status: true,
      data: {
        pinCode: "110001",
        office: "New Delhi",
        town: "New Delhi",
        district: "NEW DELHI",
        state: "Delhi",
        deliverable: true,
        zone: "metro",
        cashOnDelivery: { available: true, reason: null },
        // Leaves Tuesday, 2 to 4 days.
        earliest: "2026-12-03",
        latest: "2026-12-05",
        orderBy: "2026-12-01T07:30:00.000Z",
      },
    });
  });

  it("gives the workshop's own district, its state and the islands their zones", async () => {
    expect((await check("370001")).json().data).toMatchObject({
      zone: "same_city",
      earliest: "2026-12-02",
      latest: "2026-12-03",
    });
    expect((await check("380001")).json().data).toMatchObject({ zone: "same_state", state: "Gujarat", office: "Ahmedabad" });
    expect((await check("744101")).json().data).toMatchObject({ zone: "remote", earliest: "2026-12-07", latest: "2026-12-11" });
    expect((await check("302001")).json().data).toMatchObject({ zone: "rest_of_india", state: "Rajasthan" });
  });

  it("adds the slowest piece's ready days and ignores ids that name no piece", async () => {
    const slow = await variantReadyIn(3);
    const res = await check("110001", `?variant=${slow}&variant=00000000-0000-4000-8000-000000000000&variant=nonsense`);
    expect(res.statusCode, res.body).toBe(200);
    // Three more dispatch days: Wednesday, Thursday, Friday.
    expect(res.json().data).toMatchObject({ earliest: "2026-12-06", latest: "2026-12-08", orderBy: "2026-12-01T07:30:00.000Z" });
  });

  it("refuses more than 50 pieces", async () => {
    const query = Array.from({ length: 51 }, () => "variant=00000000-0000-4000-8000-000000000000").join("&");
    expect((await check("110001", `?${query}`)).statusCode).toBe(400);
  });

  it("says 404 delivery.pin_unknown for a PIN code the registry lacks", async () => {
    const res = await check("999999");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, code: "delivery.pin_unknown", params: { pin: "999999" } });
  });

  it("says 400 delivery.pin_malformed for anything but 6 digits not starting with 0", async () => {
    for (const pin of ["011001", "11001", "1100011", "11000a", "%20"]) {
      const res = await check(pin);
      expect(res.statusCode, pin).toBe(400);
      expect(res.json(), pin).toMatchObject({ status: false, code: "delivery.pin_malformed" });
    }
  });

  it("turns cash on delivery off for an excluded PIN code and for an excluded district, with the reason", async () => {
    await t.database.db.insert(codExclusions).values([
      { kind: "pin", value: "400001", reason: "Our courier does not collect cash in the Fort area." },
      { kind: "district", value: "SOUTH ANDAMANS", reason: "" },
      { kind: "district", value: "PEDDAPALLI", reason: "No cash collection in Peddapalli." },
    ]);
    expect((await check("400001")).json().data.cashOnDelivery).toEqual({
      available: false,
      reason: "Our courier does not collect cash in the Fort area.",
    });
    // Another PIN code of the same district still takes cash.
    expect((await check("400002")).json().data.cashOnDelivery).toEqual({ available: true, reason: null });
    expect((await check("744101")).json().data).toMatchObject({
      deliverable: true,
      cashOnDelivery: { available: false, reason: null },
    });
    // 505415's main office is in Karimnagar, but some of its branch offices are in Peddapalli.
    expect((await check("505415")).json().data).toMatchObject({
      district: "KARIMNAGAR",
      cashOnDelivery: { available: false, reason: "No cash collection in Peddapalli." },
    });
  });
});
