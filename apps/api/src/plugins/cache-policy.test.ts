import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";

let t: TestApp;
let customer: TestCustomer;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  customer = await registerCustomer(t.app);
});
afterAll(async () => t?.close());

describe("who may keep an answer", () => {
  it("marks every answer to a request with a session private, no-store, errors included", async () => {
    for (const headers of [{ cookie: customer.browser.cookie }, customer.bearer]) {
      for (const url of ["/api/users/session", `/api/users/${customer.userId}`, "/api/no-such-route", "/api/health"]) {
        const res = await t.app.inject({ url, headers });
        expect(res.headers["cache-control"], `${url} ${Object.keys(headers)}`).toBe("private, no-store");
      }
    }
  });

  it("keeps what a route declared public the same for everyone", async () => {
    const res = await t.app.inject({ url: "/api/country", headers: { cookie: customer.browser.cookie } });
    expect(res.headers["cache-control"]).toMatch(/^public/);
  });

  it("answers API calls without a session no-store unless the route says otherwise", async () => {
    expect((await t.app.inject("/api/health")).headers["cache-control"]).toBe("no-store");
  });
});

describe("one reading of the session cookie", () => {
  it("sees a cookie written with a space before '=' as a session, for the Origin check too", async () => {
    const spaced = `chhaap_session =${customer.token}`;
    const who = await t.app.inject({ url: "/api/users/session", headers: { cookie: spaced } });
    expect((who.json() as { data: { _id: string } | null }).data?._id).toBe(customer.userId);
    expect(who.headers["cache-control"]).toBe("private, no-store");
    // A cookie-carrying write must name the shop's origin, however the cookie is spelt.
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/address",
      headers: { cookie: spaced },
      payload: { name: "X" },
      remoteAddress: clientAddress(),
    });
    expect(forged.statusCode).toBe(403);
  });
});
