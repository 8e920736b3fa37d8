import { ACCOUNT_MESSAGES } from "@chhaap/contract/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "#src/plugins/session.ts";
import { createTestApp, registerCustomer, TEST_PUBLIC_URL, type TestApp } from "#src/test/app.ts";
import { clientAddress } from "./test-support.ts";

const HOUR = 3_600_000;
let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, now: () => new Date(clock) });
});
afterAll(async () => t?.close());

function profile(userId: string, headers: Record<string, string>) {
  return t.app.inject({ url: `/api/users/${userId}`, headers });
}

describe("sessions", () => {
  it("answers 401 with a readable message without a session", async () => {
    const res = await t.app.inject("/api/users/00000000-0000-4000-8000-000000000000");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: false, message: ACCOUNT_MESSAGES.loginRequired, code: "auth.login_required" });
  });

  it("refuses tampered, forged and malformed tokens", async () => {
    const customer = await registerCustomer(t.app);
    const [version, sessionId, expiry, signature] = customer.token.split(".") as [string, string, string, string];
    const laterExpiry = String(Number(expiry) + 86_400 * 365);
    const forged = [
      `${version}.${sessionId}.${laterExpiry}.${signature}`, // expiry pushed out
      `${version}.${sessionId}.${expiry}.${signature.slice(0, -2)}AA`, // signature changed
      `v2.${sessionId}.${expiry}.${signature}`, // another "algorithm"
      signToken("not-the-shop-secret-but-long-enough-0000", sessionId, new Date(clock + HOUR)), // wrong key
      "garbage",
      "",
    ];
    for (const token of forged) {
      expect((await profile(customer.userId, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
      expect((await profile(customer.userId, { cookie: `chhaap_session=${token}` })).statusCode).toBe(401);
    }
    expect((await profile(customer.userId, customer.bearer)).statusCode).toBe(200);
    expect((await profile(customer.userId, { cookie: customer.browser.cookie })).statusCode).toBe(200);
  });

  it("ends a plain session after a day and a remembered one after 30 days", async () => {
    const customer = await registerCustomer(t.app);
    const remembered = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: customer.email, password: customer.password, remember: "on" },
      remoteAddress: clientAddress(),
    });
    const rememberedToken = remembered.json().token as string;
    const start = clock;
    try {
      clock = start + 23 * HOUR;
      expect((await profile(customer.userId, customer.bearer)).statusCode).toBe(200);
      clock = start + 24 * HOUR + 1000;
      expect((await profile(customer.userId, customer.bearer)).statusCode).toBe(401);
      expect((await profile(customer.userId, { authorization: `Bearer ${rememberedToken}` })).statusCode).toBe(200);
      clock = start + 30 * 24 * HOUR + 1000;
      expect((await profile(customer.userId, { authorization: `Bearer ${rememberedToken}` })).statusCode).toBe(401);
    } finally {
      clock = start;
    }
  });

  it("logout ends the session on the server and clears the cookie", async () => {
    const customer = await registerCustomer(t.app);
    const res = await t.app.inject({ method: "POST", url: "/api/users/logout", headers: customer.browser });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: ACCOUNT_MESSAGES.loggedOut });
    expect(String(res.headers["set-cookie"])).toMatch(/chhaap_session=;.*Expires=Thu, 01 Jan 1970/);
    // The same token no longer works, by cookie or as Bearer.
    expect((await profile(customer.userId, { cookie: customer.browser.cookie })).statusCode).toBe(401);
    expect((await profile(customer.userId, customer.bearer)).statusCode).toBe(401);
  });

  it("logout by Bearer ends that session too", async () => {
    const customer = await registerCustomer(t.app);
    expect((await t.app.inject({ method: "POST", url: "/api/users/logout", headers: customer.bearer })).statusCode).toBe(200);
    expect((await profile(customer.userId, customer.bearer)).statusCode).toBe(401);
  });
});

describe("the Origin check on cookie sessions", () => {
  it("refuses a cookie POST without Origin or Referer, or from another origin", async () => {
    const customer = await registerCustomer(t.app);
    const attempts = [
      { cookie: customer.browser.cookie },
      { cookie: customer.browser.cookie, origin: "https://evil.example" },
      { cookie: customer.browser.cookie, origin: "null" },
      { cookie: customer.browser.cookie, referer: "https://evil.example/shop.test/page" },
      { cookie: customer.browser.cookie, origin: `${TEST_PUBLIC_URL}.evil.example` },
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({ method: "POST", url: "/api/users/logout", headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ status: false, message: ACCOUNT_MESSAGES.forbiddenOrigin, code: "request.foreign_origin" });
    }
    // Nothing was ended by the refused requests.
    expect((await profile(customer.userId, { cookie: customer.browser.cookie })).statusCode).toBe(200);
  });

  it("accepts the shop's own Origin, or its Referer when Origin is absent", async () => {
    const a = await registerCustomer(t.app);
    const withReferer = await t.app.inject({
      method: "POST",
      url: "/api/users/logout",
      headers: { cookie: a.browser.cookie, referer: `${TEST_PUBLIC_URL}/user-profile` },
    });
    expect(withReferer.statusCode).toBe(200);
    const b = await registerCustomer(t.app);
    expect((await t.app.inject({ method: "POST", url: "/api/users/logout", headers: b.browser })).statusCode).toBe(200);
  });

  it("exempts Bearer requests, which a browser never sends cross-site on its own", async () => {
    const customer = await registerCustomer(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/logout",
      headers: { ...customer.bearer, cookie: customer.browser.cookie, origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a login posted from another origin (login CSRF) but not from clients that send no Origin", async () => {
    const customer = await registerCustomer(t.app);
    const payload = { email: customer.email, password: customer.password };
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload,
      headers: { origin: "https://evil.example" },
      remoteAddress: clientAddress(),
    });
    expect(foreign.statusCode).toBe(403);
    const api = await t.app.inject({ method: "POST", url: "/api/users/login", payload, remoteAddress: clientAddress() });
    expect(api.statusCode).toBe(200);
  });

  it("lets GET requests through without Origin", async () => {
    const customer = await registerCustomer(t.app);
    expect((await profile(customer.userId, { cookie: customer.browser.cookie })).statusCode).toBe(200);
  });
});
