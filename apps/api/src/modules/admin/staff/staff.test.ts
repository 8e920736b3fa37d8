import { AUDIT_RECORD_TYPES, STAFF_MESSAGES } from "@chhaap/contract/admin/staff";
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { createTestApp, registerCustomer, TEST_PUBLIC_URL, type TestApp, type TestCustomer } from "#src/test/app.ts";
import { addStaff } from "./service.ts";

let t: TestApp;
let customer: TestCustomer;
const OWNER = { name: "Ruksana Khatri", email: "owner@shop.test", password: "block-printers-own-2026" };
/** A stranger who spaces their tries under the sign-in route's own rate limit, as one every 6 s would. */
const PATIENT_STRANGER = "10.251.0.1";

beforeAll(async () => {
  t = await createTestApp({ seed: false, rateLimitAllowList: [PATIENT_STRANGER] });
  customer = await registerCustomer(t.app);
  const ctx = { db: t.database.db, now: () => new Date(), log: t.app.log };
  await addStaff(ctx, { id: null, name: "command line" }, { ...OWNER, role: "owner", mustChangePassword: false });
});
afterAll(async () => t?.close());

function signIn(email: string, password: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/staff/session",
    payload: { email, password },
    remoteAddress: clientAddress(),
  });
}

/** The staff cookie of a sign-in answer, as a browser would send it back, with the shop's Origin. */
function staffHeaders(res: { headers: Record<string, unknown> }) {
  const cookie = String(res.headers["set-cookie"]).split(";")[0] ?? "";
  return { cookie, origin: TEST_PUBLIC_URL };
}

async function signedIn(email: string, password: string) {
  const res = await signIn(email, password);
  expect(res.statusCode, res.body).toBe(200);
  return staffHeaders(res);
}

describe("the back office's guard", () => {
  it("answers every /api/admin route 401 without a staff session and 403 with a customer's, before reading its body", async () => {
    const adminRoutes = t.app.registeredRoutes.filter((r) => r.url.startsWith("/api/admin") && r.method !== "HEAD");
    expect(adminRoutes.length).toBeGreaterThan(3);
    for (const route of adminRoutes) {
      const url = route.url.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
      const method = route.method as "GET";
      const payload = method === "GET" ? undefined : { nonsense: true };
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json(), `${method} ${url}`).toEqual({
        status: false,
        message: STAFF_MESSAGES.signInRequired,
        code: "admin.sign_in_required",
      });
      for (const headers of [customer.browser, customer.bearer]) {
        const asCustomer = await t.app.inject({ method, url, payload, headers });
        expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
        expect(asCustomer.json(), `${method} ${url}`).toEqual({
          status: false,
          message: STAFF_MESSAGES.staffOnly,
          code: "admin.staff_only",
        });
      }
    }
  });

  it("lists every /api/admin route in the OpenAPI document", async () => {
    const document = (await t.app.inject("/api/openapi.json")).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    for (const route of t.app.registeredRoutes.filter((r) => r.url.startsWith("/api/admin") && r.method !== "HEAD")) {
      expect(documented, route.url).toContain(`${route.method} ${route.url.replace(/:(\w+)/g, "{$1}")}`);
    }
  });

  it("does not take a customer's credentials, nor a customer's token as a staff cookie", async () => {
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(401);
    const forged = await t.app.inject({ url: "/api/admin/activity", headers: { cookie: `chhaap_staff=${customer.token}` } });
    expect(forged.statusCode).toBe(401);
  });
});

describe("staff sign-in", () => {
  it("sets its own strict, http-only, day-long cookie and answers the member without secrets", async () => {
    const res = await signIn(OWNER.email.toUpperCase(), OWNER.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: OWNER.name, email: OWNER.email, role: "owner", disabled: false });
    expect(res.json().data).not.toHaveProperty("passwordHash");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^chhaap_staff=s?[^;]+;/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Max-Age=43200");
    const who = await t.app.inject({ url: "/api/staff/session", headers: staffHeaders(res) });
    expect(who.json().data).toMatchObject({ email: OWNER.email });
    expect(who.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers an unknown e-mail and a wrong password alike, and refuses an address after 5 failures", async () => {
    const unknown = await signIn("nobody@shop.test", "whatever-password");
    const wrong = await signIn("locked-staff@shop.test", "whatever-password");
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    const ctx = { db: t.database.db, now: () => new Date(), log: t.app.log };
    await addStaff(
      ctx,
      { id: null, name: "test" },
      { name: "Lock", email: "lock@shop.test", role: "staff", password: "right-password-1", mustChangePassword: false },
    );
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({ method: "POST", url: "/api/staff/session", payload: { email: "lock@shop.test", password }, remoteAddress });
    for (let i = 0; i < 5; i++) expect((await from("10.99.0.1", `wrong-${i}-password`)).statusCode).toBe(401);
    const locked = await from("10.99.0.1", "right-password-1");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: false, message: STAFF_MESSAGES.tooManyAttempts, code: "admin.too_many_attempts" });
    // A stranger's guesses from one address do not lock the member out from their own.
    expect((await from("10.99.0.2", "right-password-1")).statusCode).toBe(200);
  });

  it("cannot be locked by a stranger: refused tries count nowhere, and the member's own browser always signs in", async () => {
    // A member like any other (a second owner would change what the owner tests below see).
    const member = { name: "Hammered Member", email: "hammered@shop.test", password: "member-password-2026" };
    await addStaff(
      { db: t.database.db, now: () => new Date() },
      { id: null, name: "test" },
      { ...member, role: "staff", mustChangePassword: false },
    );
    const attempt = (remoteAddress: string, password: string, cookie = "") =>
      t.app.inject({
        method: "POST",
        url: "/api/staff/session",
        payload: { email: member.email, password },
        headers: cookie ? { cookie } : {},
        remoteAddress,
      });
    const first = await attempt(clientAddress(), member.password);
    expect(first.statusCode).toBe(200);
    const mark = [first.headers["set-cookie"]].flat().find((line) => line?.startsWith("chhaap_staff_device="));
    expect(mark).toContain("SameSite=Strict");
    // 52 tries from one address over the window: 5 refused by password, the rest unanswered.
    const stranger = PATIENT_STRANGER;
    const answers: number[] = [];
    for (let i = 0; i < 52; i++) answers.push((await attempt(stranger, `guess-number-${i}`)).statusCode);
    expect(answers).toEqual([...Array(5).fill(401), ...Array(47).fill(429)]);
    // From any other address, the member signs in at once, with or without their browser's mark.
    expect((await attempt(clientAddress(), member.password)).statusCode).toBe(200);
    // A spread-out guess (ten more addresses) slows the account for browsers it does not know...
    for (let machine = 0; machine < 10; machine++) {
      const address = clientAddress();
      for (let i = 0; i < 5; i++) await attempt(address, `spread-${machine}-${i}`);
    }
    const newBrowser = clientAddress();
    expect((await attempt(newBrowser, "one-wrong-guess")).statusCode).toBe(401);
    expect((await attempt(newBrowser, member.password)).statusCode).toBe(429);
    // ...never for the member's own, even from the stranger's address.
    expect((await attempt(stranger, member.password, (mark ?? "").split(";")[0])).statusCode).toBe(200);
  });
  it("ends the session on the server at sign-out: the same cookie no longer works", async () => {
    const headers = await signedIn(OWNER.email, OWNER.password);
    expect((await t.app.inject({ url: "/api/admin/activity", headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: "DELETE", url: "/api/staff/session", headers });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/admin/activity", headers })).statusCode).toBe(401);
  });
});

describe("staff management", () => {
  it("lets the owner add a member with a one-time password that must be changed before anything else", async () => {
    const owner = await signedIn(OWNER.email, OWNER.password);
    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/staff",
      headers: owner,
      payload: { name: "Imran Packer", email: "imran@shop.test", role: "staff" },
    });
    expect(added.statusCode).toBe(201);
    const { member, oneTimePassword } = added.json().data as { member: { _id: string }; oneTimePassword: string };
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const imran = await signedIn("imran@shop.test", oneTimePassword);
    const blocked = await t.app.inject({ url: "/api/admin/activity", headers: imran });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(STAFF_MESSAGES.passwordChangeRequired);
    expect(blocked.json().code).toBe("admin.password_change_required");
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/staff/password",
      headers: imran,
      payload: { currentPassword: oneTimePassword, newPassword: "indigo-packing-table" },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = staffHeaders(changed);
    expect((await t.app.inject({ url: "/api/admin/activity", headers: renewed })).statusCode).toBe(200);
    // Staff run the shop; managing staff is the owner's.
    const notOwner = await t.app.inject({ url: "/api/admin/staff", headers: renewed });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe(STAFF_MESSAGES.ownerOnly);
    expect(notOwner.json().code).toBe("admin.owner_only");

    const duplicate = await t.app.inject({
      method: "POST",
      url: "/api/admin/staff",
      headers: owner,
      payload: { name: "Imran Again", email: "IMRAN@shop.test", role: "staff" },
    });
    expect(duplicate.statusCode).toBe(409);

    // Disabled, their session ends at once.
    const disabled = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/staff/${member._id}`,
      headers: owner,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data).toMatchObject({ disabled: true });
    expect((await t.app.inject({ url: "/api/admin/activity", headers: renewed })).statusCode).toBe(401);
    expect((await signIn("imran@shop.test", "indigo-packing-table")).statusCode).toBe(401);
  });

  it("keeps an active owner: the last one cannot be demoted, and nobody disables themselves", async () => {
    const owner = await signedIn(OWNER.email, OWNER.password);
    const list = await t.app.inject({ url: "/api/admin/staff", headers: owner });
    const me = (list.json().data as { _id: string; email: string }[]).find((m) => m.email === OWNER.email);
    if (!me) throw new Error("owner not listed");
    const demote = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/staff/${me._id}`,
      headers: owner,
      payload: { role: "staff" },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(STAFF_MESSAGES.lastOwner);
    const disable = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/staff/${me._id}`,
      headers: owner,
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().message).toBe(STAFF_MESSAGES.notYourself);
  });

  it("lets the owner give a staff member reports access and take it back; staff cannot give it themselves", async () => {
    const ctx = { db: t.database.db, now: () => new Date(), log: t.app.log };
    const clerk = { name: "Salma Jat", email: "salma@shop.test", password: "dabu-prints-2026-salma" };
    const added = await addStaff(ctx, { id: null, name: "command line" }, { ...clerk, role: "staff", mustChangePassword: false });
    const owner = await signedIn(OWNER.email, OWNER.password);
    const staff = await signedIn(clerk.email, clerk.password);
    const access = async () => (await t.app.inject({ url: "/api/staff/session", headers: staff })).json().data.reportsAccess;
    expect(await access()).toBe(false);
    expect((await t.app.inject({ url: "/api/staff/session", headers: owner })).json().data.reportsAccess).toBe(true);

    const byThemselves = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/staff/${added.member.id}`,
      headers: staff,
      payload: { reportsAccess: true },
    });
    expect(byThemselves.statusCode).toBe(403);
    expect(await access()).toBe(false);

    const given = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/staff/${added.member.id}`,
      headers: owner,
      payload: { reportsAccess: true },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data).toMatchObject({ role: "staff", reportsAccess: true, disabled: false });
    expect(await access()).toBe(true);

    const taken = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/staff/${added.member.id}`,
      headers: owner,
      payload: { reportsAccess: false },
    });
    expect(taken.json().data.reportsAccess).toBe(false);
    expect(await access()).toBe(false);
    const notABoolean = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/staff/${added.member.id}`,
      headers: owner,
      payload: { reportsAccess: "yes" },
    });
    expect(notABoolean.statusCode).toBe(400);
  });

  it("writes every change to the audit log with the values before and after, never a password hash", async () => {
    const owner = await signedIn(OWNER.email, OWNER.password);
    const activity = await t.app.inject({ url: "/api/admin/activity?recordType=staff", headers: owner });
    expect(activity.statusCode).toBe(200);
    const entries = activity.json().data as { action: string; staff: { name: string }; before: unknown; after: unknown }[];
    const disabling = entries.find((e) => e.action === "staff.update" && JSON.stringify(e.after).includes('"disabled":true'));
    expect(disabling).toMatchObject({
      staff: { name: OWNER.name },
      before: { email: "imran@shop.test", disabled: false },
      after: { email: "imran@shop.test", disabled: true },
    });
    expect(entries.some((e) => e.action === "staff.add")).toBe(true);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.recordType, "staff"));
    expect(JSON.stringify(rows)).not.toMatch(/scrypt\$/);
  });

  it("filters the activity by every kind of record it logs, and refuses a kind it does not know", async () => {
    const owner = await signedIn(OWNER.email, OWNER.password);
    for (const kind of Object.keys(AUDIT_RECORD_TYPES)) {
      const res = await t.app.inject({ url: `/api/admin/activity?recordType=${kind}`, headers: owner });
      expect(res.statusCode, kind).toBe(200);
      expect(
        (res.json().data as { recordType: string }[]).every((entry) => entry.recordType === kind),
        kind,
      ).toBe(true);
    }
    const unknown = await t.app.inject({ url: "/api/admin/activity?recordType=launch_codes", headers: owner });
    expect(unknown.statusCode).toBe(400);
  });
});

describe("two-factor sign-in", () => {
  it("asks for the authenticator's code once turned on, and never takes one code twice", async () => {
    const ctx = { db: t.database.db, now: () => new Date(), log: t.app.log };
    const member = { name: "Two Factor", email: "totp@shop.test", password: "authenticator-2026" };
    await addStaff(ctx, { id: null, name: "test" }, { ...member, role: "staff", mustChangePassword: false });
    const headers = await signedIn(member.email, member.password);
    const setup = await t.app.inject({ method: "POST", url: "/api/staff/two-factor/setup", headers });
    const { secret, uri } = setup.json().data as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const wrong = await t.app.inject({
      method: "PUT",
      url: "/api/staff/two-factor",
      headers,
      payload: { secret, code: "000000" },
    });
    expect(wrong.statusCode).toBe(400);
    const first = await generate({ secret });
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/staff/two-factor", headers, payload: { secret, code: first } })).statusCode,
    ).toBe(200);

    // Every failure answers alike, so neither a guessed password nor the use of a code is told.
    const noCode = await signIn(member.email, member.password);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({
      status: false,
      message: STAFF_MESSAGES.invalidCredentials,
      code: "admin.invalid_credentials",
    });
    const tryWith = (email: string, password: string, code: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/staff/session",
        payload: { email, password, code },
        remoteAddress: clientAddress(),
      });
    expect((await signIn(member.email, "a-wrong-guess-here")).body).toBe(noCode.body);
    expect((await tryWith(member.email, member.password, "000000")).body).toBe(noCode.body);
    expect((await tryWith(member.email, "a-wrong-guess-here", "000000")).body).toBe(noCode.body);
    expect((await signIn("nobody-with-code@shop.test", member.password)).body).toBe(noCode.body);
    expect((await tryWith("nobody-with-code@shop.test", member.password, "123456")).body).toBe(noCode.body);
    // A session left open cannot swap the authenticator for another.
    const other = (await t.app.inject({ method: "POST", url: "/api/staff/two-factor/setup", headers })).json().data;
    const swap = await t.app.inject({
      method: "PUT",
      url: "/api/staff/two-factor",
      headers,
      payload: { secret: other.secret, code: await generate({ secret: other.secret }) },
    });
    expect(swap.statusCode).toBe(409);
    // The code that turned it on was used: it does not sign in.
    const reused = await t.app.inject({
      method: "POST",
      url: "/api/staff/session",
      payload: { ...member, code: first },
      remoteAddress: clientAddress(),
    });
    expect(reused.statusCode).toBe(401);
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const withCode = await t.app.inject({
      method: "POST",
      url: "/api/staff/session",
      payload: { ...member, code: next },
      remoteAddress: clientAddress(),
    });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().data.twoFactor).toBe(true);
  });

  it("can be required of everyone by the owner: until then a member's back office is closed", async () => {
    const owner = await signedIn(OWNER.email, OWNER.password);
    const ctx = { db: t.database.db, now: () => new Date(), log: t.app.log };
    const member = { name: "No Code Yet", email: "nocode@shop.test", password: "authenticator-2027" };
    await addStaff(ctx, { id: null, name: "test" }, { ...member, role: "staff", mustChangePassword: false });
    const notOwner = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: await signedIn(member.email, member.password),
      payload: { requireTwoFactor: true },
    });
    expect(notOwner.statusCode).toBe(403);
    const withoutOwnCode = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: owner,
      payload: { requireTwoFactor: true },
    });
    expect(withoutOwnCode.statusCode).toBe(409);
    expect(withoutOwnCode.json().message).toBe(STAFF_MESSAGES.twoFactorOwnFirst);
    const own = (await t.app.inject({ method: "POST", url: "/api/staff/two-factor/setup", headers: owner })).json().data;
    const ownOn = await t.app.inject({
      method: "PUT",
      url: "/api/staff/two-factor",
      headers: owner,
      payload: { secret: own.secret, code: await generate({ secret: own.secret }) },
    });
    expect(ownOn.statusCode).toBe(200);
    try {
      const required = await t.app.inject({
        method: "PUT",
        url: "/api/admin/settings",
        headers: owner,
        payload: { requireTwoFactor: true },
      });
      expect(required.json().data).toEqual({ requireTwoFactor: true });
      const headers = await signedIn(member.email, member.password);
      const closed = await t.app.inject({ url: "/api/admin/activity", headers });
      expect(closed.statusCode).toBe(403);
      expect(closed.json().message).toBe(STAFF_MESSAGES.twoFactorRequired);
      // Turning it on opens the back office again.
      const { secret } = (await t.app.inject({ method: "POST", url: "/api/staff/two-factor/setup", headers })).json().data;
      await t.app.inject({
        method: "PUT",
        url: "/api/staff/two-factor",
        headers,
        payload: { secret, code: await generate({ secret }) },
      });
      expect((await t.app.inject({ url: "/api/admin/activity", headers })).statusCode).toBe(200);
      const off = await t.app.inject({
        method: "DELETE",
        url: "/api/staff/two-factor",
        headers,
        payload: { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) },
      });
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe(STAFF_MESSAGES.twoFactorStillRequired);
    } finally {
      const lifted = await t.app.inject({
        method: "PUT",
        url: "/api/admin/settings",
        headers: owner,
        payload: { requireTwoFactor: false },
      });
      expect(lifted.statusCode).toBe(200);
    }
  });
});
