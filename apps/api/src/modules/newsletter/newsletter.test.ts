import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "#src/db/schema.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

function subscribe(email: unknown) {
  return t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email } });
}

describe("POST /api/newsletter", () => {
  it("stores an address once, whatever its case, and answers a known address exactly as a new one", async () => {
    const first = await subscribe("  Asha.Rao@Example.com ");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: true, message: "Thank you for subscribing!", data: null });

    const again = await subscribe("asha.rao@example.COM");
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const rows = await t.database.db.select().from(newsletterSubscribers);
    expect(rows.filter((row) => row.email.toLowerCase() === "asha.rao@example.com")).toHaveLength(1);
  });

  it("refuses an invalid address with a per-field message", async () => {
    for (const email of ["not-an-email", "", 42, undefined]) {
      const res = await subscribe(email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: false,
        message: "Please enter a valid email address.",
        code: "validation.field",
        params: { field: "email" },
        errors: { email: "Please enter a valid email address." },
      });
    }
  });

  it("limits how often one client may subscribe", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await subscribe(`reader${i}@example.com`)).statusCode);
    expect(codes).toContain(429);
  });
});
