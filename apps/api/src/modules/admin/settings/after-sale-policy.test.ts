import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { addStaff } from "#src/modules/admin/staff/service.ts";
import { readAfterSalePolicy } from "#src/modules/after-sales/policy.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "#src/test/app.ts";

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

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn({ name: "Ruksana", email: "policy-owner@shop.test", password: "policy-owner-2026" }, "owner");
  staff = await signIn({ name: "Imran", email: "policy-staff@shop.test", password: "policy-staff-2026" }, "staff");
});
afterAll(async () => t?.close());

const put = (payload: Record<string, unknown>, headers: Headers = owner) =>
  t.app.inject({ method: "PUT", url: "/api/admin/after-sale-policy", headers, payload });

const valid = {
  cancelCutoff: "15:30",
  returnWindowDays: 10,
  refundWorkingDays: 5,
  workingWeekdays: [5, 1, 2, 3, 4, 1],
  codRtoLimit: 2,
};

describe("the after-sale policy", () => {
  it("starts as the shop's policy pages promise: same-day cut-off, 14 days, 7 working days, COD always", async () => {
    const res = await t.app.inject({ url: "/api/admin/after-sale-policy", headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      cancelCutoff: "14:00",
      returnWindowDays: 14,
      refundWorkingDays: 7,
      workingWeekdays: [1, 2, 3, 4, 5, 6],
      codRtoLimit: null,
    });
  });

  it("is changed by the owner only, audited with before and after", async () => {
    expect((await put(valid, staff)).statusCode).toBe(403);
    const res = await put(valid);
    expect(res.statusCode, res.body).toBe(200);
    // Working days are kept once each, in week order.
    expect(res.json().data).toMatchObject({ ...valid, workingWeekdays: [1, 2, 3, 4, 5] });
    expect(await readAfterSalePolicy(t.database.db)).toMatchObject({ cancelCutoff: "15:30", codRtoLimit: 2 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "after_sale_policy.update"), eq(auditLog.recordId, "shop")));
    expect(entry?.before).toMatchObject({ cancelCutoff: "14:00", returnWindowDays: 14 });
    expect(entry?.after).toMatchObject({ cancelCutoff: "15:30", returnWindowDays: 10 });
  });

  it("refuses a bad value with a message per field and changes nothing", async () => {
    const before = await readAfterSalePolicy(t.database.db);
    const res = await put({
      cancelCutoff: "25:00",
      returnWindowDays: -1,
      refundWorkingDays: 0.5,
      workingWeekdays: [],
      codRtoLimit: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      cancelCutoff: "Please enter the cut-off as a time of day in India, such as 14:00.",
      returnWindowDays: "Please enter a whole number of days from 0 to 365.",
      refundWorkingDays: "Please enter a whole number of working days from 1 to 60.",
      workingWeekdays: "Please tick at least one working day.",
      codRtoLimit: "Please enter a whole number from 1 to 100, or leave it empty to always offer cash on delivery.",
    });
    expect(await readAfterSalePolicy(t.database.db)).toEqual(before);
  });

  it("turns the COD limit off again with null", async () => {
    const res = await put({ ...valid, codRtoLimit: null });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readAfterSalePolicy(t.database.db)).codRtoLimit).toBeNull();
  });
});
