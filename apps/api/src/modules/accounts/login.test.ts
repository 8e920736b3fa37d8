import { ACCOUNT_MESSAGES } from "@chhaap/contract/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "#src/db/seed/seed-demo.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";
import { clientAddress } from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function login(payload: Record<string, unknown>, remoteAddress = clientAddress()) {
  return t.app.inject({ method: "POST", url: "/api/users/login", payload, remoteAddress });
}

describe("POST /api/users/login", () => {
  it("answers token, cartId and the user, and sets a session cookie that ends with the browser", async () => {
    const res = await login({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: true,
      message: "Login successful!",
      data: { email: DEMO_CUSTOMER.email, name: DEMO_CUSTOMER.name, last_name: DEMO_CUSTOMER.lastName },
    });
    expect(body.data.token).toMatch(/^v1\./);
    expect(body.data.cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data).not.toHaveProperty("role");
    expect(body.data).not.toHaveProperty("password_hash");
    const cookie = [res.headers["set-cookie"]].flat().find((line) => line?.startsWith("chhaap_session=")) ?? "";
    expect(cookie).toContain(`chhaap_session=${body.data.token}`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).not.toContain("Max-Age");
  });

  it("keeps a remembered session for 30 days", async () => {
    const res = await login({ email: DEMO_CUSTOMER.email.toUpperCase(), password: DEMO_CUSTOMER.password, remember: true });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["set-cookie"])).toContain("Max-Age=2592000");
  });

  it("asks for both fields first", async () => {
    for (const payload of [{}, { email: DEMO_CUSTOMER.email }, { password: "whatever-it-is" }, { email: " ", password: "x" }]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.loginFieldsMissing);
    }
  });

  it("answers a wrong password and an unknown email identically", async () => {
    const wrongPassword = await login({ email: DEMO_CUSTOMER.email, password: "not-the-password" });
    const unknownEmail = await login({ email: "nobody-here@example.com", password: "not-the-password" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ status: false, message: "Invalid credentials!", code: "auth.invalid_credentials" });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.headers["set-cookie"]).toBeUndefined();
  });

  it("spends comparable time on unknown emails (a dummy hash is checked)", async () => {
    const time = async (email: string) => {
      const start = performance.now();
      await login({ email, password: "not-the-password-at-all" });
      return performance.now() - start;
    };
    await time("warm-up@example.com");
    const fastest = async (emails: string[]) => {
      let best = Number.POSITIVE_INFINITY;
      for (const email of emails) best = Math.min(best, await time(email));
      return best;
    };
    const known = await fastest([DEMO_CUSTOMER.email, DEMO_CUSTOMER.email, DEMO_CUSTOMER.email]);
    const unknown = await fastest(["ghost-1@example.com", "ghost-2@example.com", "ghost-3@example.com"]);
    // scrypt (tens of milliseconds) dominates both; without the dummy hash the unknown case would take about one query.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it("after 5 failures from one address refuses that address, even the right password, and only that address", async () => {
    const account = await t.app.inject({
      method: "POST",
      url: "/api/users/",
      payload: { name: "Lock Test", email: "locked@example.com", number: "9000000000", password: "kalamkari-brush" },
      remoteAddress: clientAddress(),
    });
    expect(account.statusCode).toBe(201);
    const stranger = clientAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: "locked@example.com", password: `wrong-${i}-guess` }, stranger)).statusCode).toBe(401);
    }
    const locked = await login({ email: "locked@example.com", password: "kalamkari-brush" }, stranger);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: false, message: ACCOUNT_MESSAGES.tooManyAttempts, code: "auth.too_many_attempts" });
    expect(ACCOUNT_MESSAGES.tooManyAttempts).toContain("Forgot Password?");
    expect((await login({ email: "locked@example.com", password: "kalamkari-brush" })).statusCode).toBe(200);
  });

  it("keeps the account open to its owner's browser however long a stranger goes on", async () => {
    const email = "hammered@example.com";
    await t.app.inject({
      method: "POST",
      url: "/api/users/",
      payload: { name: "Hammered", email, number: "9000000002", password: "ajrakh-owner-own" },
      remoteAddress: clientAddress(),
    });
    const owners = clientAddress();
    const first = await login({ email, password: "ajrakh-owner-own" }, owners);
    expect(first.statusCode).toBe(200);
    const mark = String(first.headers["set-cookie"])
      .split(/,(?=\s*\w+=)/)
      .map((line) => line.trim().split(";")[0] ?? "")
      .find((pair) => pair.startsWith("chhaap_device="));
    expect(mark).toBeDefined();
    // One address a little under the route's limit, then fifty more addresses: every refused try is
    // spent from the stranger's own turns.
    const stranger = clientAddress();
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await login({ email, password: `guess-${i}-here` }, stranger)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    for (let machine = 0; machine < 10; machine++) {
      const address = clientAddress();
      for (let i = 0; i < 5; i++) await login({ email, password: `spread-${i}-guess` }, address);
    }
    // Now a browser the account does not know gets one try per address...
    const newBrowser = clientAddress();
    expect((await login({ email, password: "one-more-guess" }, newBrowser)).statusCode).toBe(401);
    expect((await login({ email, password: "ajrakh-owner-own" }, newBrowser)).statusCode).toBe(429);
    // ...and its owner's browser signs in as ever, even from the stranger's own address.
    const back = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email, password: "ajrakh-owner-own" },
      headers: { cookie: mark ?? "" },
      remoteAddress: stranger,
    });
    expect(back.statusCode).toBe(200);
  });

  it("does not take a device mark made for another account, or a forged one", async () => {
    const demo = await login({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    const demoMark = String(demo.headers["set-cookie"]).match(/chhaap_device=[^;]+/)?.[0] ?? "";
    expect(demoMark).not.toBe("");
    for (const cookie of [demoMark, "chhaap_device=abc.AAAAAAAAAAAAAAAAAAAAAAAA", "chhaap_device=%00"]) {
      const stranger = clientAddress();
      const answers: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/users/login",
          payload: { email: `someone-else-${cookie.length}@example.com`, password: `guess-${i}-here` },
          headers: { cookie },
          remoteAddress: stranger,
        });
        answers.push(res.statusCode);
      }
      expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    }
  });

  it("locks unknown emails the same way, so the lock tells nothing", async () => {
    const stranger = clientAddress();
    for (let i = 0; i < 5; i++)
      expect((await login({ email: "ghost@example.com", password: `guess-${i}-xx` }, stranger)).statusCode).toBe(401);
    expect((await login({ email: "ghost@example.com", password: "guess-x-xx" }, stranger)).statusCode).toBe(429);
  });

  it("a success clears the failure count", async () => {
    const email = "recover@example.com";
    await t.app.inject({
      method: "POST",
      url: "/api/users/",
      payload: { name: "Recover", email, number: "9000000001", password: "dabu-mud-resist" },
      remoteAddress: clientAddress(),
    });
    const here = clientAddress();
    for (let i = 0; i < 4; i++) await login({ email, password: `wrong-${i}-guess` }, here);
    expect((await login({ email, password: "dabu-mud-resist" }, here)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login({ email, password: `wrong-${i}-again` }, here)).statusCode).toBe(401);
    expect((await login({ email, password: "dabu-mud-resist" }, here)).statusCode).toBe(200);
  });

  it("limits logins per client address (10 a minute)", async () => {
    const ip = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login({ email: `ip-${i}@example.com`, password: "x" }, ip)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it("does not let a spoofed X-Forwarded-For reset the per-address limit (no trusted proxy)", async () => {
    const ip = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/users/login",
        payload: { email: `xff-${i}@example.com`, password: "x" },
        headers: { "x-forwarded-for": `203.0.113.${i}` },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[10]).toBe(429);
  });
});
