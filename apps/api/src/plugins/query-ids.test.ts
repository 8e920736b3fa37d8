import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";

/** Ids in query strings, as a link or a script may dress them: refused or answered, never a failure. */
let t: TestApp;
let customer: TestCustomer;
let owner: StaffBrowser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await registerCustomer(t.app);
  owner = await signInNewStaff(t, {
    name: "Id Checker",
    email: "ids@shop.test",
    password: "checks-every-id-2026",
    role: "owner",
  });
});
afterAll(async () => t?.close());

const NOT_IDS = ["junk", "%00", "1' or '1'='1", "00000000-0000-4000-8000-00000000000g", "x".repeat(5000)];

describe("an id in a query string", () => {
  it("is checked before the database on every GET route the OpenAPI document lists", async () => {
    const document = (await t.app.inject("/api/openapi.json")).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const checked: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      const get = methods.get;
      if (!get || path.includes("{")) continue;
      for (const { name } of (get.parameters ?? []).filter((p) => p.in === "query" && /id$|^varient$/i.test(p.name))) {
        for (const value of NOT_IDS) {
          const url = `${path}?${name}=${value === "%00" ? value : encodeURIComponent(value)}`;
          const headers = path.startsWith("/api/admin") ? owner : customer.browser;
          const res = await t.app.inject({ url, headers });
          expect(res.statusCode, url.slice(0, 120)).toBeLessThan(500);
          expect(res.json().status, url.slice(0, 120)).toBeTypeOf("boolean");
        }
        checked.push(`${path} ${name}`);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(["/api/admin/activity staffId", "/api/admin/products categoryId"]));
  });

  it("that names nothing is refused with the field named, and an empty one is no filter", async () => {
    const junk = await t.app.inject({ url: "/api/admin/activity?staffId=junk", headers: owner });
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toMatchObject({ status: false, code: "validation.field", params: { field: "staffId" } });
    const empty = await t.app.inject({ url: "/api/admin/products?categoryId=", headers: owner });
    expect(empty.statusCode).toBe(200);
    const upper = await t.app.inject({ url: "/api/admin/activity?staffId=00000000-0000-4000-8000-00000000000A", headers: owner });
    expect(upper.statusCode).toBe(200);
  });
});
