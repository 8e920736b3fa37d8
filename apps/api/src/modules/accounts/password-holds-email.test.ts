import { ACCOUNT_MESSAGES } from "@chhaap/contract/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createTestApp, registerCustomer, type TestApp } from "#src/test/app.ts";
import { clientAddress, deliveredMail } from "./test-support.ts";

/** Where the request holds no e-mail address (a change, a reset), the server compares with the account's. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const refusal = (code: string) => ({
  status: false,
  message: ACCOUNT_MESSAGES.passwordContainsEmail,
  code,
  errors: { newPassword: ACCOUNT_MESSAGES.passwordContainsEmail },
});

describe("a new password that holds the account's e-mail address", () => {
  it("is refused when a customer changes their password", async () => {
    const customer = await registerCustomer(t.app, { email: `Kesar.Bagh-${Date.now()}@example.org` });
    const local = customer.email.split("@")[0] ?? "";
    for (const newPassword of [customer.email.toUpperCase(), `${local}!`, `my-${local.replaceAll(".", "")}`]) {
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/users/${customer.userId}/password`,
        headers: customer.browser,
        payload: { currentPassword: customer.password, newPassword },
        remoteAddress: clientAddress(),
      });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json(), newPassword).toEqual(refusal("account.password_contains_email"));
    }
  });

  it("is refused by a reset, and the link still works for a better password", async () => {
    const customer = await registerCustomer(t.app, { email: `neelambari-${Date.now()}@example.org` });
    await t.app.inject({
      method: "POST",
      url: "/api/users/reset-password-mail",
      payload: { email: customer.email },
      remoteAddress: clientAddress(),
    });
    const [mail = ""] = await deliveredMail(t, [`To: ${customer.email}`, "Subject: Reset your Chhaap password"]);
    const token = /reset_password\?t=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? "";
    const reset = (newPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/users/reset-password",
        payload: { token, newPassword },
        remoteAddress: clientAddress(),
      });
    const refused = await reset(`${customer.email.split("@")[0]}-2026`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal("account.password_contains_email"));
    expect((await reset("indigo-resist-printing")).statusCode).toBe(200);
  });

  it("is refused when staff change their own password", async () => {
    const member = { name: "Zubeda", email: "zubeda.packer@shop.test", password: "block-table-indigo" };
    const staff = await signInNewStaff(t, member);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/staff/password",
      headers: staff,
      payload: { currentPassword: member.password, newPassword: "ZubedaPacker-2026" },
      remoteAddress: clientAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal("admin.password_contains_email"));
  });
});
