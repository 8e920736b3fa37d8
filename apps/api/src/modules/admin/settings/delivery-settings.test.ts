import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { readDeliveryPolicy } from "#src/modules/delivery/policy.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";

// Tuesday 1 December 2026, 10:00 in India.
const NOW = new Date("2026-12-01T10:00:00+05:30");
let t: TestApp;
let owner: StaffBrowser;
let staff: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = await signInNewStaff(t, {
    name: "Ruksana",
    email: "delivery-owner@shop.test",
    password: "delivery-owner-2026",
    role: "owner",
  });
  staff = await signInNewStaff(t, { name: "Imran", email: "delivery-staff@shop.test", password: "delivery-staff-2026" });
});
afterAll(async () => t?.close());

const put = (payload: Record<string, unknown>, headers: StaffBrowser = owner) =>
  t.app.inject({ method: "PUT", url: "/api/admin/settings/delivery", headers, payload });
const addExclusion = (payload: Record<string, unknown>, headers: StaffBrowser = staff) =>
  t.app.inject({ method: "POST", url: "/api/admin/settings/cod-exclusions", headers, payload });

const valid = {
  originPinCode: "380 001",
  dispatchWeekdays: [5, 1, 3, 1],
  dispatchCutoff: "11:30",
  days: {
    sameCity: { min: 0, max: 1 },
    sameState: { min: 1, max: 3 },
    metro: { min: 2, max: 3 },
    restOfIndia: { min: 3, max: 6 },
    remote: { min: 7, max: 12 },
  },
};

describe("the delivery policy in the back office", () => {
  it("starts from the defaults, parcels leaving Bhuj, and is read by any member", async () => {
    const res = await t.app.inject({ url: "/api/admin/settings/delivery", headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      originPinCode: "370001",
      origin: { office: "Bhuj", district: "KACHCHH", state: "Gujarat" },
      dispatchWeekdays: [1, 2, 3, 4, 5, 6],
      dispatchCutoff: "13:00",
      days: { sameCity: { min: 1, max: 2 }, remote: { min: 6, max: 10 } },
    });
    expect((await t.app.inject({ url: "/api/admin/settings/delivery" })).statusCode).toBe(401);
  });

  it("is changed by the owner only, audited, and moves the shoppers' promise at once", async () => {
    expect((await put(valid, staff)).statusCode).toBe(403);
    const res = await put(valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      originPinCode: "380001",
      origin: { district: "AHMADABAD" },
      dispatchWeekdays: [1, 3, 5],
      dispatchCutoff: "11:30",
      days: valid.days,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "delivery_policy.update"), eq(auditLog.recordType, "delivery_policy")));
    expect(entry?.before).toMatchObject({ originPinCode: "370001" });
    expect(entry?.after).toMatchObject({ originPinCode: "380001", dispatchCutoff: "11:30" });
    // Ahmedabad is now the same city; Tuesday is no dispatch day, so parcels leave on Wednesday.
    const promise = (await t.app.inject("/api/delivery/pin/380001")).json().data;
    expect(promise).toMatchObject({ zone: "same_city", earliest: "2026-12-02", latest: "2026-12-03" });
  });

  it("refuses bad values field by field, and an origin the registry lacks, changing nothing", async () => {
    const before = await readDeliveryPolicy(t.database.db);
    const res = await put({
      originPinCode: "012345",
      dispatchWeekdays: [],
      dispatchCutoff: "24:00",
      days: { ...valid.days, metro: { min: 5, max: 2 }, remote: { min: -1, max: 61 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      originPinCode: "Please enter the PIN code parcels leave from: 6 digits, such as 370001.",
      dispatchWeekdays: "Please tick at least one day parcels leave.",
      dispatchCutoff: "Please enter the cut-off as a time of day in India, such as 13:00.",
      "days.metro.max": "The most days cannot be fewer than the least.",
      "days.remote.min": "Please enter a whole number of days from 0 to 60.",
    });
    const unknown = await put({ ...valid, originPinCode: "999999" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "admin.origin_pin_unknown" });
    expect(await readDeliveryPolicy(t.database.db)).toEqual(before);
  });
});

describe("cash-on-delivery exclusions", () => {
  it("are added by any member, with the place shown, and turn cash on delivery off there", async () => {
    const pin = await addExclusion({ kind: "pin", value: " 400001 ", reason: "  Courier  refuses cash here. " });
    expect(pin.statusCode, pin.body).toBe(201);
    expect(pin.json().data).toMatchObject({
      kind: "pin",
      value: "400001",
      reason: "Courier refuses cash here.",
      place: "Mumbai, MUMBAI, Maharashtra",
    });
    const district = await addExclusion({ kind: "district", value: "south  andamans", reason: "" });
    expect(district.statusCode, district.body).toBe(201);
    expect(district.json().data).toMatchObject({ value: "SOUTH ANDAMANS", place: "Andaman and Nicobar Islands" });
    expect((await t.app.inject("/api/delivery/pin/400001")).json().data.cashOnDelivery).toEqual({
      available: false,
      reason: "Courier refuses cash here.",
    });
    const list = await t.app.inject({ url: "/api/admin/settings/cod-exclusions", headers: owner });
    expect(
      list
        .json()
        .data.map((row: { value: string }) => row.value)
        .sort(),
    ).toEqual(["400001", "SOUTH ANDAMANS"]);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "cod_exclusion.create"));
    expect(entry).toMatchObject({ recordType: "cod_exclusion", staffName: "Imran" });
  });

  it("refuses a district the registry does not know, a malformed PIN code and a duplicate", async () => {
    const unknown = await addExclusion({ kind: "district", value: "Atlantis" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: "admin.district_unknown",
      params: { district: "ATLANTIS" },
      errors: { value: "The PIN code registry has no district of this name. Please check the spelling." },
    });
    const malformed = await addExclusion({ kind: "pin", value: "40001" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toMatchObject({ value: "A PIN code is 6 digits, the first of them not 0, such as 110001." });
    expect((await addExclusion({ kind: "town", value: "BHUJ" })).statusCode).toBe(400);
    const twice = await addExclusion({ kind: "pin", value: "400001" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "admin.cod_exclusion_exists" });
  });

  it("are removed, audited, and cash on delivery is taken there again; an unknown id is 404", async () => {
    const list = (await t.app.inject({ url: "/api/admin/settings/cod-exclusions", headers: staff })).json().data;
    const pin = list.find((row: { value: string }) => row.value === "400001");
    const res = await t.app.inject({ method: "DELETE", url: `/api/admin/settings/cod-exclusions/${pin._id}`, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject("/api/delivery/pin/400001")).json().data.cashOnDelivery.available).toBe(true);
    const again = await t.app.inject({ method: "DELETE", url: `/api/admin/settings/cod-exclusions/${pin._id}`, headers: staff });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: "admin.cod_exclusion_not_found" });
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/admin/settings/cod-exclusions/not-an-id", headers: staff })).statusCode,
    ).toBe(404);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "cod_exclusion.delete"));
    expect(entry?.before).toMatchObject({ kind: "pin", value: "400001" });
  });

  it("need a staff session", async () => {
    expect((await t.app.inject("/api/admin/settings/cod-exclusions")).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/settings/cod-exclusions", payload: {} })).statusCode).toBe(401);
  });
});
