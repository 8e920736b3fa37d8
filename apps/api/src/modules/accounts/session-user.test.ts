import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCustomer, type TestApp } from "#src/test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe("GET /api/users/session", () => {
  it("answers null for a guest, without a 401", async () => {
    const res = await t.app.inject("/api/users/session");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, data: null });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers the cookie's or token's user, and null once logged out", async () => {
    const customer = await registerCustomer(t.app, { name: "Session Reader" });
    for (const headers of [{ cookie: customer.browser.cookie }, customer.bearer]) {
      const res = await t.app.inject({ url: "/api/users/session", headers });
      expect(res.json()).toMatchObject({
        status: true,
        data: { _id: customer.userId, name: "Session", last_name: "Reader", email: customer.email, cartId: customer.cartId },
      });
      expect(res.json().data).not.toHaveProperty("token");
    }
    await t.app.inject({ method: "POST", url: "/api/users/logout", headers: customer.browser });
    const after = await t.app.inject({ url: "/api/users/session", headers: { cookie: customer.browser.cookie } });
    expect(after.json()).toEqual({ status: true, data: null });
  });
});
