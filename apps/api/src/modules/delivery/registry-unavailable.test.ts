import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { codExclusions } from "#src/db/schema.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { addToCart, createVariant, saveAddress } from "#src/modules/cart/test-support.ts";
import { confirmEmailOf, createTestApp, registerCustomer, type TestApp } from "#src/test/app.ts";

// The PIN code registry's data file cannot be read (gone after a deploy, or a failed read).
vi.mock("./pin-registry.ts", () => ({
  lookupPin: () => Promise.reject(new Error("ENOENT: pincodes.json.gz")),
  stateOfDistrict: () => Promise.reject(new Error("ENOENT: pincodes.json.gz")),
  warmPinRegistry: () => undefined,
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date("2026-12-01T10:00:00+05:30") });
  await t.database.db
    .insert(codExclusions)
    .values([{ kind: "pin", value: "110011", reason: "Government offices: our courier does not collect cash there." }]);
});
afterAll(async () => t?.close());

describe("without the PIN code registry", () => {
  it("says 503 delivery.registry_unavailable to a PIN code check", async () => {
    const res = await t.app.inject("/api/delivery/pin/110001");
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toMatchObject({ status: false, code: "delivery.registry_unavailable" });
  });

  it("still refuses cash on delivery to an excluded PIN code, and takes it elsewhere", async () => {
    const customer = await registerCustomer(t.app);
    await confirmEmailOf(t, customer);
    const { variantId } = await createVariant(t.database.db, { sizes: { M: 5 } });
    expect((await addToCart(t.app, customer, { variantId, size: "M", quantity: 1 })).statusCode).toBe(201);
    const place = (addressId: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/order",
        headers: customer.browser,
        payload: { addressId, payment_method: "cash_on_delivery" },
        remoteAddress: clientAddress(),
      });

    const excluded = await saveAddress(t.app, customer, { city: "New Delhi", state: "Delhi", zip: "110011" });
    const summary = await t.app.inject({ url: `/api/cart/summary?addressId=${excluded}`, headers: customer.browser });
    expect(summary.json().data).toMatchObject({ cash_on_delivery: false });
    const refused = await place(excluded);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: "checkout.cod_unavailable_here" });

    // Elsewhere the order is taken, with the rest of India's days.
    const elsewhere = await saveAddress(t.app, customer, { city: "Mumbai", state: "Maharashtra", zip: "400001" });
    const placed = await place(elsewhere);
    expect(placed.statusCode, placed.body).toBe(201);
  });
});
