import { ACCOUNT_MESSAGES } from "@chhaap/contract/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCustomer, TEST_PUBLIC_URL, type TestApp } from "#src/test/app.ts";
import { clientAddress, deliveredMail, readOutbox } from "./test-support.ts";

const MINUTE = 60_000;
let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, now: () => new Date(clock) });
});
afterAll(async () => t?.close());

function askForLink(email: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/users/reset-password-mail",
    payload: { email },
    headers,
    remoteAddress: clientAddress(),
  });
}

function reset(payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/users/reset-password", payload, remoteAddress: clientAddress() });
}

const resetMailTo = (email: string) => [`To: ${email}`, "Subject: Reset your Chhaap password"];
const isResetMailTo = (email: string) => (mail: string) => resetMailTo(email).every((text) => mail.includes(text));

/** Asks for a link and reads its token from the mail that arrives. */
async function mailedToken(email: string): Promise<string> {
  const before = (await readOutbox(t.dataDir)).filter(isResetMailTo(email)).length;
  expect((await askForLink(email)).statusCode).toBe(200);
  const mails = await deliveredMail(t, resetMailTo(email));
  expect(mails).toHaveLength(before + 1);
  const link = /(http:\/\/shop\.test\/reset_password\?t=[A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? "")?.[1];
  if (!link) throw new Error("no reset link was mailed");
  return new URL(link).searchParams.get("t") ?? "";
}

describe("password reset", () => {
  it("answers known and unknown addresses identically, and mails only the known one", async () => {
    const customer = await registerCustomer(t.app);
    const known = await askForLink(customer.email.toUpperCase());
    const unknown = await askForLink("no-account-here@example.com");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({
      status: true,
      message: "If an account exists for that e-mail, we have sent a link to reset the password.",
      data: null,
    });
    expect(unknown.body).toBe(known.body);
    const mails = await deliveredMail(t, resetMailTo(customer.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Content-Type: text/html");
    expect((await readOutbox(t.dataDir)).some((m) => m.includes("no-account-here@example.com"))).toBe(false);
  });

  it("builds the link from PUBLIC_URL, never from the request's Host", async () => {
    const customer = await registerCustomer(t.app);
    await askForLink(customer.email, { host: "evil.example", "x-forwarded-host": "evil.example" });
    const [mail = ""] = await deliveredMail(t, resetMailTo(customer.email));
    expect(mail).toContain(`${TEST_PUBLIC_URL}/reset_password?t=`);
    expect(mail).not.toContain("evil.example");
  });

  it("sets the new password, works once, and ends every session of the user", async () => {
    const customer = await registerCustomer(t.app);
    const token = await mailedToken(customer.email);
    const weak = await reset({ token, newPassword: "short" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(ACCOUNT_MESSAGES.passwordTooShort);

    const done = await reset({ t: token, newPassword: "a-new-ajrakh-secret" });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: true, message: ACCOUNT_MESSAGES.passwordReset });

    const again = await reset({ token, newPassword: "another-new-secret" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: false,
      message: "This reset link is invalid or has expired.",
      code: "auth.reset_link_invalid",
    });

    expect((await t.app.inject({ url: `/api/users/${customer.userId}`, headers: customer.bearer })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/users/${customer.userId}`, headers: { cookie: customer.browser.cookie } })).statusCode,
    ).toBe(401);
    const login = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/users/login",
        payload: { email: customer.email, password },
        remoteAddress: clientAddress(),
      });
    expect((await login(customer.password)).statusCode).toBe(401);
    expect((await login("a-new-ajrakh-secret")).statusCode).toBe(200);
  });

  it("spends the user's other outstanding links too", async () => {
    const customer = await registerCustomer(t.app);
    const first = await mailedToken(customer.email);
    const second = await mailedToken(customer.email);
    expect((await reset({ token: second, newPassword: "second-link-secret" })).statusCode).toBe(200);
    expect((await reset({ token: first, newPassword: "first-link-secret" })).statusCode).toBe(400);
  });

  it("expires a link after an hour", async () => {
    const customer = await registerCustomer(t.app);
    const token = await mailedToken(customer.email);
    const start = clock;
    try {
      clock = start + 61 * MINUTE;
      const res = await reset({ token, newPassword: "too-late-secret" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    } finally {
      clock = start;
    }
    const fresh = await mailedToken(customer.email);
    clock = start + 59 * MINUTE;
    try {
      expect((await reset({ token: fresh, newPassword: "just-in-time-secret" })).statusCode).toBe(200);
    } finally {
      clock = start;
    }
  });

  it("refuses tampered, missing and made-up tokens", async () => {
    const customer = await registerCustomer(t.app);
    const token = await mailedToken(customer.email);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const payload of [{ token: tampered }, { token: "" }, {}, { t: "made-up" }]) {
      const res = await reset({ ...payload, newPassword: "never-applied-secret" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    }
    expect((await reset({ token, newPassword: "the-real-reset-secret" })).statusCode).toBe(200);
  });

  it("rate limits reset mails per client address", async () => {
    const ip = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/users/reset-password-mail",
        payload: { email: `flood-${i}@example.com` },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("sends at most 3 mails an hour to one address, answering the same each time", async () => {
    const customer = await registerCustomer(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await askForLink(customer.email);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.resetMailSent);
    }
    await deliveredMail(t, resetMailTo(customer.email));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await readOutbox(t.dataDir)).filter(isResetMailTo(customer.email))).toHaveLength(3);
  });
});

describe("an account a stranger keeps slowed", () => {
  it("lets its owner in through the mailed link: the browser that reset the password signs in at once", async () => {
    const customer = await registerCustomer(t.app);
    const login = (password: string, remoteAddress: string, cookie = "") =>
      t.app.inject({
        method: "POST",
        url: "/api/users/login",
        payload: { email: customer.email, password },
        headers: cookie ? { cookie } : {},
        remoteAddress,
      });
    // Fifty failures from ten addresses: browsers the account does not know get one try each.
    for (let machine = 0; machine < 10; machine++) {
      const address = clientAddress();
      for (let i = 0; i < 5; i++) expect((await login(`a-stranger-guesses-${i}`, address)).statusCode).toBe(401);
    }
    const owners = clientAddress();
    expect((await login("the-owner-mistypes", owners)).statusCode).toBe(401);
    const slowed = await login(customer.password, owners);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ message: ACCOUNT_MESSAGES.tooManyAttempts });

    const token = await mailedToken(customer.email);
    const done = await t.app.inject({
      method: "POST",
      url: "/api/users/reset-password",
      payload: { token, newPassword: "owner-is-back-2026" },
      remoteAddress: owners,
    });
    expect(done.statusCode).toBe(200);
    const mark = String(done.headers["set-cookie"]).split(";")[0] ?? "";
    expect(mark).toMatch(/^chhaap_device=/);
    expect((await login("owner-is-back-2026", owners, mark)).statusCode).toBe(200);
  });
});
