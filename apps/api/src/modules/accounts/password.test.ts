import { describe, expect, test } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("password hashing", () => {
  test("a hash verifies its own password and refuses another", async () => {
    const stored = await hashPassword("ajrakh-demo-2026");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("ajrakh-demo-2026", stored)).toBe(true);
    expect(await verifyPassword("ajrakh-demo-2027", stored)).toBe(false);
  });

  test("the same password hashes differently each time (random salt)", async () => {
    const [a, b] = await Promise.all([hashPassword("indigo madder"), hashPassword("indigo madder")]);
    expect(a).not.toBe(b);
  });

  test("malformed stored values are refused, not thrown", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "plaintext")).toBe(false);
    expect(await verifyPassword("x", "scrypt$99999999999$8$1$c2FsdA$aGFzaA")).toBe(false);
  });
});
