import { ACCOUNT_MESSAGES } from "@chhaap/contract/accounts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "#src/db/schema.ts";
import { createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";
import { clientAddress, deliveredMail, readOutbox } from "./test-support.ts";

const DAY = 24 * 60 * 60_000;
let t: TestApp;
beforeAll(async () => {
  // Links expire by the app's clock and mails are limited by rate-limiter-flexible's, which is the
  // system's: the test moves the system clock, which both read.
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

function passTime(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

const CONFIRM_SUBJECT = "Subject: Confirm your e-mail address for Chhaap";

/** The token of the newest confirmation link mailed to `email`, once `count` such mails have arrived. */
async function confirmationToken(email: string, count = 1): Promise<string> {
  const mails = await deliveredMail(t, [`To: ${email}`, CONFIRM_SUBJECT]);
  expect(mails).toHaveLength(count);
  const link = /(http:\/\/shop\.test\/confirm-email\?t=[A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? "")?.[1];
  if (!link) throw new Error("no confirmation link was mailed");
  return new URL(link).searchParams.get("t") ?? "";
}

function confirm(payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/users/confirm-email", payload, remoteAddress: clientAddress() });
}

function askAgain(customer: TestCustomer, userId = customer.userId) {
  return t.app.inject({
    method: "POST",
    url: `/api/users/${userId}/confirmation-mail`,
    headers: customer.browser,
    remoteAddress: clientAddress(),
  });
}

/** The customer with a new session (a session of days ago has ended). */
async function logIn(customer: TestCustomer): Promise<TestCustomer> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/users/login",
    payload: { email: customer.email, password: customer.password },
    remoteAddress: clientAddress(),
  });
  expect(res.statusCode).toBe(200);
  const token: string = res.json().token;
  return { ...customer, token, browser: { ...customer.browser, cookie: `chhaap_session=${token}` } };
}

async function confirmed(customer: TestCustomer): Promise<boolean> {
  const res = await t.app.inject({ url: "/api/users/session", headers: customer.browser });
  return res.json().data.emailConfirmed;
}

describe("confirming the e-mail address", () => {
  it("works once with the link mailed at registration, and the profile says so", async () => {
    const customer = await registerCustomer(t.app);
    expect(await confirmed(customer)).toBe(false);
    const token = await confirmationToken(customer.email);

    const res = await confirm({ t: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: ACCOUNT_MESSAGES.emailConfirmed, data: null });
    expect(await confirmed(customer)).toBe(true);

    const again = await confirm({ token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: false,
      message: ACCOUNT_MESSAGES.confirmLinkInvalid,
      code: "auth.confirm_link_invalid",
    });
    for (const payload of [{}, { t: "" }, { t: "not-a-token" }]) expect((await confirm(payload)).statusCode).toBe(400);

    // Nothing more to send once it is confirmed.
    const asked = await askAgain(customer);
    expect(asked.json().message).toBe(ACCOUNT_MESSAGES.emailAlreadyConfirmed);
    expect(await deliveredMail(t, [`To: ${customer.email}`, CONFIRM_SUBJECT])).toHaveLength(1);
  });

  it("expires after three days; a new link can be asked for, a few an hour, for one's own account only", async () => {
    const registered = await registerCustomer(t.app);
    const stale = await confirmationToken(registered.email);
    passTime(3 * DAY + 60_000);
    expect((await confirm({ t: stale })).statusCode).toBe(400);
    const customer = await logIn(registered);

    const other = await registerCustomer(t.app);
    expect((await askAgain(customer, other.userId)).statusCode).toBe(403);

    for (let n = 0; n < 3; n++) {
      const res = await askAgain(customer);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.confirmationMailSent);
    }
    const limited = await askAgain(customer);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("account.confirmation_mails_limited");

    const fresh = await confirmationToken(customer.email, 4);
    expect((await confirm({ t: fresh })).statusCode).toBe(200);
    expect(await confirmed(customer)).toBe(true);
  });

  it("mails one account ten links in all, however the asking is spread over the hours", async () => {
    const customer = await registerCustomer(t.app);
    const answers: number[] = [];
    for (let hour = 0; hour < 4; hour++) {
      passTime(61 * 60_000);
      for (let n = 0; n < 3; n++) answers.push((await askAgain(customer)).statusCode);
    }
    // The registration's link and nine more make ten; asking after that is refused.
    expect(answers.filter((status) => status === 200)).toHaveLength(9);
    expect(answers.slice(9)).toEqual([429, 429, 429]);
  });

  it("is also done by a password reset link, whose mail greets no one by a name nobody confirmed", async () => {
    const customer = await registerCustomer(t.app, { name: "Rupa Devi" });
    await t.app.inject({
      method: "POST",
      url: "/api/users/reset-password-mail",
      payload: { email: customer.email },
      remoteAddress: clientAddress(),
    });
    const [mail = ""] = await deliveredMail(t, [`To: ${customer.email}`, "Subject: Reset your Chhaap password"]);
    expect(mail).toContain("Hello,");
    expect(mail).not.toContain("Rupa");
    const token = /reset_password\?t=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? "";
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/users/reset-password",
      payload: { token, newPassword: "kesar-and-indigo" },
      remoteAddress: clientAddress(),
    });
    expect(reset.statusCode).toBe(200);
    const [row] = await t.database.db.select({ at: users.emailConfirmedAt }).from(users).where(eq(users.id, customer.userId));
    expect(row?.at).toBeInstanceOf(Date);
  });

  it("sends an unconfirmed address nothing but its links", async () => {
    const customer = await registerCustomer(t.app, { name: "Meera" });
    await confirmationToken(customer.email);
    const mails = (await readOutbox(t.dataDir)).filter((m) => m.includes(`To: ${customer.email}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).not.toContain("Meera");
  });
});
