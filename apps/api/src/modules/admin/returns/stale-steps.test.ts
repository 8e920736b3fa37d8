import { RETURNS_MESSAGES } from "@chhaap/contract/admin/returns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#src/db/client.ts";
import { returnRequests } from "#src/db/schema.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { stockOf } from "#src/modules/cart/test-support.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "#src/test/app.ts";
import { takeReturnAction } from "./service.ts";
import { insertReturnRequest, moveOrder, placeOrder } from "./test-support.ts";

let t: TestApp;
let staff: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInNewStaff(t, { name: "Imran Sheikh", email: "stale-steps@shop.test", password: "stale-steps-staff-1" });
});
afterAll(async () => t?.close());

/**
 * The shop's database, except that `beforeTransaction` runs just before the step's transaction
 * begins: what another member of staff did between this one's reading the request and their writing.
 */
function dbWithInterleaving(beforeTransaction: () => Promise<void>): Database {
  const db = t.database.db;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "transaction")
        return async (...args: Parameters<Database["transaction"]>) => {
          await beforeTransaction();
          return target.transaction(...args);
        };
      return Reflect.get(target, property, receiver);
    },
  });
}

describe("a returns desk step judged on a request that has since moved on", () => {
  it("is refused when another member approved the exchange meanwhile, so the size taken is never left held", async () => {
    const order = await placeOrder(t);
    await moveOrder(t, staff, order, "delivered");
    const number = await insertReturnRequest(t, order, { kind: "exchange", exchangeSize: "L" });
    expect(await stockOf(t.database.db, order.variantId, "L")).toBe(2);

    // Staff A reads the request (still requested) and rejects it; staff B approves it first.
    const approveFirst = async () => {
      const approved = await t.app.inject({
        method: "POST",
        url: `/api/admin/returns/${number}/steps`,
        headers: staff,
        payload: { action: "approve" },
      });
      expect(approved.statusCode).toBe(200);
    };
    const ctx = {
      db: dbWithInterleaving(approveFirst),
      now: () => new Date(),
      outbox: t.app.mailOutbox,
      publicUrl: TEST_PUBLIC_URL,
      lowStockThreshold: 3,
    };
    const rejecting = takeReturnAction(ctx, { id: null, name: "Staff A" } as never, number, {
      action: "reject",
      reason: "Exchanges of this print are closed.",
    });
    await expect(rejecting).rejects.toMatchObject({ statusCode: 409, message: RETURNS_MESSAGES.notAllowedNow });

    // The approval stands, holding the one L it took; nothing is held for a closed request.
    const [row] = await t.database.db.select().from(returnRequests).where(eq(returnRequests.number, number));
    expect(row?.state).toBe("approved");
    expect(await stockOf(t.database.db, order.variantId, "L")).toBe(1);
  });
});
