import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";

let t: TestApp;
let staff: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInNewStaff(t, { name: "Salma", email: "home-staff@shop.test", password: "home-staff-2026" });
});
afterAll(async () => t?.close());

async function someItemCodes(n: number): Promise<{ _id: string; item_code: string }[]> {
  const res = await t.app.inject({ url: `/api/variant/search?limit=${n}` });
  return res.json().data;
}

describe("the home page editor", () => {
  it("answers 401 without a staff session", async () => {
    expect((await t.app.inject({ url: "/api/admin/home" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: "/api/admin/home/top-menu", payload: { items: [] } })).statusCode).toBe(401);
  });

  it("sets a collection's pieces by item code in the order given, and shoppers see them so", async () => {
    const [a, b, c] = await someItemCodes(3);
    if (!a || !b || !c) throw new Error("the demo shop has pieces");
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/home/collections/month",
      headers: staff,
      payload: {
        tittle: "Indigo month",
        subTittle: "Dyed in Ajrakhpur",
        itemCodes: [c.item_code, a.item_code.toLowerCase(), b.item_code],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = (await t.app.inject({ url: "/api/product-of-month" })).json().data[0];
    expect(shown.tittle).toBe("Indigo month");
    expect(shown.varient.map((v: { _id: string }) => v._id)).toEqual([c._id, a._id, b._id]);
    const [entries] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, "home"), eq(auditLog.recordId, "collection:month")));
    expect(entries?.n).toBe(1);
  });

  it("refuses unknown item codes, naming them, and changes nothing", async () => {
    const before = (await t.app.inject({ url: "/api/admin/home", headers: staff })).json().data;
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/home/collections/week",
      headers: staff,
      payload: { tittle: "Week", subTittle: "", itemCodes: ["NOPE-1", "NOPE-2"] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "admin.item_codes_unknown", params: { codes: "NOPE-1, NOPE-2" } });
    expect((await t.app.inject({ url: "/api/admin/home", headers: staff })).json().data).toEqual(before);
  });

  it("replaces the top strip's messages in order, hidden ones kept but not shown", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/home/top-menu",
      headers: staff,
      payload: {
        items: [
          { message: "Free shipping within India", status: true },
          { message: "Diwali sale ends Sunday", status: false },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const menu = (await t.app.inject({ url: "/api/top-menu" })).json().data;
    expect(menu.map((m: { message: string; status: boolean }) => [m.message, m.status])).toEqual([
      ["Free shipping within India", true],
      ["Diwali sale ends Sunday", false],
    ]);
  });

  it("takes only YouTube links for videos and shop or https pictures", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/home/videos",
      headers: staff,
      payload: { items: [{ mainImg: "javascript:alert(1)", url: "https://vimeo.com/1", status: true }] },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["items.0.mainImg", "items.0.url"]);
  });
});
