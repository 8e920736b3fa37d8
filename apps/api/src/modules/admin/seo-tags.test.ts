import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "#src/test/app.ts";
import { createMemoryCounter } from "../accounts/attempt-counter.ts";
import { clientAddress } from "../accounts/test-support.ts";
import { addStaff } from "./staff-service.ts";

let t: TestApp;
let staff: { cookie: string; origin: string };

beforeAll(async () => {
  t = await createTestApp();
  const member = { name: "Noor", email: "seo-staff@shop.test", password: "seo-staff-2026" };
  const ctx = { db: t.database.db, now: () => new Date(), counter: createMemoryCounter(), log: t.app.log };
  await addStaff(ctx, { id: null, name: "test" }, { ...member, role: "staff", mustChangePassword: false });
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/staff/session",
    payload: member,
    remoteAddress: clientAddress(),
  });
  staff = { cookie: String(signIn.headers["set-cookie"]).split(";")[0] ?? "", origin: TEST_PUBLIC_URL };
});
afterAll(async () => t?.close());

describe("search-engine titles and descriptions", () => {
  it("replaces every page's entry, drops empty ones, and shoppers' pages read them at once", async () => {
    expect((await t.app.inject({ method: "PUT", url: "/api/admin/seo-tags", payload: { items: [] } })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/seo-tags",
      headers: staff,
      payload: {
        items: [
          { pageName: "faq", title: "Questions about Ajrakh | Chhaap", description: "Washing,  sizes and   delivery." },
          { pageName: "cart", title: "", description: "" },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = (await t.app.inject({ url: "/api/seo-tag" })).json().data;
    expect(shown).toEqual([
      expect.objectContaining({
        pageName: "faq",
        title: "Questions about Ajrakh | Chhaap",
        description: "Washing, sizes and delivery.",
      }),
    ]);
  });

  it("refuses a page the shop does not have and a title search engines would cut", async () => {
    const unknown = await t.app.inject({
      method: "PUT",
      url: "/api/admin/seo-tags",
      headers: staff,
      payload: { items: [{ pageName: "admin", title: "x", description: "" }] },
    });
    expect(unknown.statusCode).toBe(400);
    const long = await t.app.inject({
      method: "PUT",
      url: "/api/admin/seo-tags",
      headers: staff,
      payload: { items: [{ pageName: "faq", title: "x".repeat(71), description: "" }] },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors["items.0.title"]).toMatch(/70 characters/);
  });
});
