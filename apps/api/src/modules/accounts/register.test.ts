import { ACCOUNT_MESSAGES } from "@chhaap/contract/accounts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts, users } from "#src/db/schema.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";
import { clientAddress, deliveredMail, multipartBody } from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const valid = { name: "Asha Khatri", email: "asha@example.com", number: "9876543210", password: "block-print-indigo" };

function register(payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/users/", payload, remoteAddress: clientAddress() });
}

describe("POST /api/users/ (registration)", () => {
  it("checks the registration rules in order, reporting only the first one broken", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, ACCOUNT_MESSAGES.allFieldsRequired],
      [{ ...valid, name: "   ", email: "not-an-email", number: "12" }, ACCOUNT_MESSAGES.allFieldsRequired],
      [{ ...valid, number: "", email: "not-an-email" }, ACCOUNT_MESSAGES.allFieldsRequired],
      [{ ...valid, email: "not-an-email", number: "12", password: "x" }, ACCOUNT_MESSAGES.invalidEmail],
      [{ ...valid, number: "98765 4321", password: "x" }, ACCOUNT_MESSAGES.invalidNumber],
      [{ ...valid, number: "98765432101" }, ACCOUNT_MESSAGES.invalidNumber],
      // A UK mobile typed without its country code is not taken as a cut-down Indian one.
      [{ ...valid, number: "07911123456" }, ACCOUNT_MESSAGES.invalidNumber],
      [{ ...valid, number: "+44 7911 12345" }, ACCOUNT_MESSAGES.invalidInternationalNumber],
      [{ ...valid, number: "+91 98250 1234" }, ACCOUNT_MESSAGES.invalidInternationalNumber],
      [{ ...valid, password: "seven77" }, ACCOUNT_MESSAGES.passwordTooShort],
      [{ ...valid, password: "x".repeat(129) }, ACCOUNT_MESSAGES.passwordTooLong],
      [{ ...valid, password: "Password123" }, ACCOUNT_MESSAGES.commonPassword],
      [{ ...valid, password: "qwertyuiop" }, ACCOUNT_MESSAGES.commonPassword],
      // The address, or its part before the @, is the first guess of anyone who knows it.
      [{ ...valid, password: "Asha@Example.com" }, ACCOUNT_MESSAGES.passwordContainsEmail],
      [{ ...valid, password: "asha-2026-block" }, ACCOUNT_MESSAGES.passwordContainsEmail],
      // A name is greeted by in mails: it may not carry a link to the address someone typed.
      [{ ...valid, name: "Your refund: https://evil.test/r" }, ACCOUNT_MESSAGES.nameHasLink],
      [{ ...valid, name: "Your refund: evil.test/r" }, ACCOUNT_MESSAGES.nameHasLink],
      [{ ...valid, name: "Refunds at www.evil.test" }, ACCOUNT_MESSAGES.nameHasLink],
      [{ ...valid, name: "Write to refunds@evil.test" }, ACCOUNT_MESSAGES.nameHasLink],
    ];
    for (const [payload, message] of cases) {
      const res = await register(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ status: false, message });
    }
  });

  it("accepts the multipart form, answers the user with cartId and a token, and sets an httpOnly session cookie", async () => {
    const form = multipartBody({ ...valid, email: "multipart@example.com" });
    const res = await t.app.inject({ method: "POST", url: "/api/users/", ...form, remoteAddress: clientAddress() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: true,
      message: "Registration successful!",
      // The one Full Name box fills the first and the last name.
      data: { name: "Asha", last_name: "Khatri", email: "multipart@example.com", number: "9876543210", image: "" },
    });
    expect(body.token).toEqual(expect.any(String));
    expect(body.data.token).toBe(body.token);
    expect(body.data).not.toHaveProperty("password_hash");
    expect(body.data).not.toHaveProperty("passwordHash");
    expect(body.data).not.toHaveProperty("role");
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.userId, body.data._id));
    expect(cart?.id).toBe(body.data.cartId);

    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^chhaap_session=v1\./);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure"); // PUBLIC_URL is http:// in tests

    const me = await t.app.inject({ url: `/api/users/${body.data._id}`, headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
  });

  it("keeps an Indian number as 10 digits and any other with its country code", async () => {
    const cases: [string, string, string][] = [
      ["+91 98250 12345", "in-plus@example.com", "9825012345"],
      ["98250 12345", "in-spaced@example.com", "9825012345"],
      ["+44 7911 123456", "uk@example.com", "+447911123456"],
    ];
    for (const [number, email, kept] of cases) {
      const res = await register({ ...valid, name: "Meera Devi Joshi", email, number });
      expect(res.statusCode, number).toBe(201);
      expect(res.json().data, number).toMatchObject({ number: kept, name: "Meera Devi", last_name: "Joshi" });
    }
  });

  it("refuses a file in the registration form", async () => {
    const form = multipartBody(
      { ...valid, email: "with-file@example.com" },
      { field: "image", name: "a.png", type: "image/png", content: Buffer.from("x") },
    );
    const res = await t.app.inject({ method: "POST", url: "/api/users/", ...form, remoteAddress: clientAddress() });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe(false);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "with-file@example.com"));
    expect(user).toBeUndefined();
  });

  it("ignores privilege fields in the body (mass assignment)", async () => {
    const res = await register({
      ...valid,
      email: "mallory@example.com",
      role: "admin",
      cartId: "00000000-0000-4000-8000-000000000000",
      _id: "00000000-0000-4000-8000-000000000001",
      passwordChangedAt: "2000-01-01",
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data._id).not.toBe("00000000-0000-4000-8000-000000000001");
    expect(data.cartId).not.toBe("00000000-0000-4000-8000-000000000000");
    const [user] = await t.database.db.select().from(users).where(eq(users.id, data._id));
    expect(user?.role).toBe("customer");
  });

  it("keeps emails unique regardless of case: 409 User already exists", async () => {
    expect((await register({ ...valid, email: "Twice@Example.com" })).statusCode).toBe(201);
    for (const email of ["twice@example.com", "TWICE@EXAMPLE.COM", "  twice@example.COM "]) {
      const res = await register({ ...valid, email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: false, message: "User already exists", code: "account.exists" });
    }
  });

  it("mails a link to confirm the address, not a greeting: nothing the registration typed is repeated", async () => {
    const res = await register({ ...valid, name: "<b>Rupa</b> & co", email: "confirm-mail@example.com" });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.emailConfirmed).toBe(false);
    const mails = await deliveredMail(t, ["To: confirm-mail@example.com"]);
    expect(mails).toHaveLength(1);
    const [mail = ""] = mails;
    expect(mail).toContain("Subject: Confirm your e-mail address for Chhaap");
    expect(mail).toContain("Content-Type: text/plain");
    expect(mail).toContain("Content-Type: text/html");
    expect(mail).toMatch(/http:\/\/shop\.test\/confirm-email\?t=[A-Za-z0-9_-]{43}/);
    expect(mail).not.toContain("Rupa");
    expect(mail).not.toContain("Welcome to Chhaap");
  });

  it("limits registrations per client address", async () => {
    const ip = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/users/", payload: {}, remoteAddress: ip });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("e-mail addresses at registration", () => {
  it("refuses lists, display names and quoted local parts: one field, one mailbox", async () => {
    for (const email of [
      "attacker,victim@example.org",
      "attacker@example.org,victim@example.org",
      "<svg onload=alert(1)>@x.com",
      "Meera <meera@example.org>",
      '"a,b"@example.org',
      "meera@localhost",
    ]) {
      const res = await register({ ...valid, email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json(), email).toMatchObject({ message: ACCOUNT_MESSAGES.invalidEmail });
    }
  });

  it("accepts letters beyond ASCII, and logs in with the address however it is capitalised", async () => {
    const email = "İstanbul.Ajrakh@example.org";
    expect((await register({ ...valid, email })).statusCode).toBe(201);
    for (const typed of [email, "i̇stanbul.ajrakh@EXAMPLE.org"]) {
      const login = await t.app.inject({
        method: "POST",
        url: "/api/users/login",
        payload: { email: typed, password: valid.password },
        remoteAddress: clientAddress(),
      });
      expect(login.statusCode, typed).toBe(200);
    }
    const again = await register({ ...valid, email: "i̇stanbul.ajrakh@example.org" });
    expect(again.statusCode).toBe(409);
  });

  it("addresses the confirmation mail to the address alone", async () => {
    const email = "plain-to@example.org";
    expect((await register({ ...valid, email, name: "Meera, <b>Joshi</b>" })).statusCode).toBe(201);
    const [mail] = await deliveredMail(t, [email]);
    expect(mail).toMatch(new RegExp(`^To: ${email.replace(".", "\\.")}$`, "m"));
  });
});

describe("names shown to other shoppers", () => {
  it("lose bidi overrides, isolates and zero-width spaces, and keep the joiners Hindi and Urdu need", async () => {
    const res = await register({ ...valid, email: "bidi@example.org", name: "\u202Eadmin\u202C \u2066Meera\u2069\u200B क्‍ष" });
    expect(res.statusCode).toBe(201);
    const { name, last_name } = (res.json() as { data: { name: string; last_name: string } }).data;
    expect(`${name} ${last_name}`).toBe("admin Meera क्\u200Dष");
  });
});
