import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";

let t: TestApp;
let staff: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInNewStaff(t, { name: "Noor", email: "seo-staff@shop.test", password: "seo-staff-2026" });
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
