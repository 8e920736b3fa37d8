import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, passwordHoldsEmail } from "./accounts.ts";
import { profileUpdate, registration } from "./customer-details.ts";

describe("a password that holds the account's e-mail address", () => {
  it("is the address, or holds it or its part before the @, in any capitals", () => {
    for (const password of [
      "meera.khatri@example.org",
      "MEERA.KHATRI@EXAMPLE.ORG!",
      "meera.khatri2026",
      "2026MeeraKhatri",
      "meera-khatri!!",
    ]) {
      expect(passwordHoldsEmail(password, "Meera.Khatri+shop@Example.org"), password).toBe(true);
    }
  });

  it("leaves other passwords alone, and a part before the @ shorter than 4 characters", () => {
    expect(passwordHoldsEmail("indigo-madder-resist", "meera@example.org")).toBe(false);
    expect(passwordHoldsEmail("rajasthan-blue-1", "raj@example.org")).toBe(false);
    expect(passwordHoldsEmail("rajasthan-blue-1", "")).toBe(false);
  });

  it("is refused at registration, on the password field", () => {
    const parsed = registration.safeParse({
      name: "Meera",
      email: "meera@example.org",
      number: "9876543210",
      password: "Meera2026!",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["password"], message: ACCOUNT_MESSAGES.passwordContainsEmail });
  });
});

describe("names", () => {
  it("may not read as a link or an e-mail address, at registration or in the profile", () => {
    const register = registration.safeParse({
      name: "Your refund: https://evil.test/r",
      email: "victim@example.org",
      number: "9876543210",
      password: "indigo-madder-resist",
    });
    expect(register.error?.issues[0]).toMatchObject({ path: ["name"], message: ACCOUNT_MESSAGES.nameHasLink });
    const profile = profileUpdate.safeParse({ name: "Meera", last_name: "evil.test/r" });
    expect(profile.error?.issues[0]).toMatchObject({ path: ["last_name"], message: ACCOUNT_MESSAGES.nameHasLink });
    expect(profileUpdate.safeParse({ name: "S.Ramesh", last_name: "Iyer" }).success).toBe(true);
  });
});
