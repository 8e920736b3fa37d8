import { WISHLIST_MAX } from "@chhaap/contract/wishlist";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { variants, wishlistItems } from "#src/db/schema.ts";
import { createVariant } from "#src/modules/cart/test-support.ts";
import { createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

function list(customer: TestCustomer) {
  return t.app.inject({ url: "/api/wishlist", headers: customer.browser });
}

function save(customer: TestCustomer, variantId: string) {
  return t.app.inject({ method: "PUT", url: `/api/wishlist/${variantId}`, headers: customer.browser });
}

function remove(customer: TestCustomer, variantId: string) {
  return t.app.inject({ method: "DELETE", url: `/api/wishlist/${variantId}`, headers: customer.browser });
}

function merge(customer: TestCustomer, payload: { variantIds: string[]; addedAt?: (string | null)[] }) {
  return t.app.inject({ method: "POST", url: "/api/wishlist/merge", headers: customer.browser, payload });
}

/** `n` colourways at once, straight into the database (a full list needs 200). */
async function manyVariantIds(n: number): Promise<string[]> {
  const { variantId } = await createVariant(t.database.db);
  const [template] = await t.database.db.select().from(variants).where(eq(variants.id, variantId));
  if (!template) throw new Error("no variant");
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = template;
  const rows = await t.database.db
    .insert(variants)
    .values(Array.from({ length: n }, (_, i) => ({ ...rest, itemCode: `${template.itemCode}-${i}` })))
    .returning({ id: variants.id });
  return rows.map((row) => row.id);
}

describe("the wishlist", () => {
  it("needs a session for every call", async () => {
    for (const [method, url] of [
      ["GET", "/api/wishlist"],
      ["PUT", `/api/wishlist/${UNKNOWN}`],
      ["DELETE", `/api/wishlist/${UNKNOWN}`],
      ["POST", "/api/wishlist/merge"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "POST" ? { variantIds: [] } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ status: false, code: "auth.login_required" });
    }
  });

  it("saves pieces newest first with their cards, idempotently, and removes them", async () => {
    const asha = await registerCustomer(t.app);
    const first = await createVariant(t.database.db, { sizes: { S: 0, M: 2 } });
    const second = await createVariant(t.database.db);
    expect((await save(asha, first.variantId)).json()).toMatchObject({ status: true, data: { count: 1 } });
    const again = await save(asha, first.variantId.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ count: 1 });
    expect((await save(asha, second.variantId)).json().data).toEqual({ count: 2 });

    const items = (await list(asha)).json().data.items;
    expect(items.map((item: { variantId: string }) => item.variantId)).toEqual([second.variantId, first.variantId]);
    expect(items[1]).toMatchObject({
      variantId: first.variantId,
      addedAt: expect.any(String),
      card: {
        _id: first.variantId,
        product: { name: first.productName },
        size: [
          { sizeName: "S", inStock: false },
          { sizeName: "M", inStock: true },
        ],
      },
    });

    expect((await remove(asha, first.variantId)).json().data).toEqual({ count: 1 });
    expect((await remove(asha, first.variantId)).json().data).toEqual({ count: 1 });
    expect((await remove(asha, "not-a-uuid")).json().data).toEqual({ count: 1 });
  });

  it("refuses unknown and unlisted pieces with 404, and shows a piece taken off sale as no longer available", async () => {
    const ravi = await registerCustomer(t.app);
    for (const id of [UNKNOWN, "not-a-uuid"]) {
      const res = await save(ravi, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: false, code: "catalog.variant_not_found" });
    }
    const { variantId } = await createVariant(t.database.db);
    await save(ravi, variantId);
    await t.database.db.update(variants).set({ listed: false }).where(eq(variants.id, variantId));
    expect((await list(ravi)).json().data.items).toEqual([{ variantId, addedAt: expect.any(String), card: null }]);
    expect((await save(ravi, variantId)).statusCode).toBe(200);
    const other = (await createVariant(t.database.db)).variantId;
    await t.database.db.update(variants).set({ listed: false }).where(eq(variants.id, other));
    expect((await save(ravi, other)).statusCode).toBe(404);
  });

  it("is each session user's own: another customer's list is never read or changed", async () => {
    const asha = await registerCustomer(t.app);
    const ravi = await registerCustomer(t.app);
    const { variantId } = await createVariant(t.database.db);
    await save(asha, variantId);
    expect((await list(ravi)).json().data.items).toEqual([]);
    // Ravi removing the same piece removes it from his own list alone.
    expect((await remove(ravi, variantId)).json().data).toEqual({ count: 0 });
    expect((await list(asha)).json().data.items).toHaveLength(1);
    // A bearer client is the same user as the browser.
    const viaBearer = await t.app.inject({ url: "/api/wishlist", headers: asha.bearer });
    expect(viaBearer.json().data.items).toHaveLength(1);
  });

  it(`holds at most ${WISHLIST_MAX} pieces: the next is refused with 409 wishlist.full`, async () => {
    const meera = await registerCustomer(t.app);
    const ids = await manyVariantIds(WISHLIST_MAX + 1);
    const at = new Date();
    await t.database.db
      .insert(wishlistItems)
      .values(ids.slice(0, WISHLIST_MAX).map((variantId) => ({ userId: meera.userId, variantId, createdAt: at })));
    const refused = await save(meera, ids[WISHLIST_MAX] ?? "");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: false, code: "wishlist.full", params: { limit: WISHLIST_MAX } });
    // A piece already saved is still "saved", not refused.
    expect((await save(meera, ids[0] ?? "")).json().data).toEqual({ count: WISHLIST_MAX });
  });

  it("merges a guest's list: dedupes, drops unknown ids, keeps the older date, stops at the limit, and is idempotent", async () => {
    const nisha = await registerCustomer(t.app);
    const saved = await createVariant(t.database.db);
    const fresh = await createVariant(t.database.db);
    await save(nisha, saved.variantId);
    const older = new Date(Date.now() - 86_400_000).toISOString();
    const future = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const body = {
      variantIds: [fresh.variantId, saved.variantId, fresh.variantId.toUpperCase(), UNKNOWN, "junk"],
      addedAt: [future, older, null, null, null],
    };
    const merged = await merge(nisha, body);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data).toEqual({ count: 2, dropped: 2 });
    const items = (await list(nisha)).json().data.items as { variantId: string; addedAt: string }[];
    // The fresh piece's browser date lies ahead, so it counts as now: newest; the saved one took the older date.
    expect(items.map((item) => item.variantId)).toEqual([fresh.variantId, saved.variantId]);
    expect(items[1]?.addedAt).toBe(older);
    expect(new Date(items[0]?.addedAt ?? 0).getTime()).toBeLessThanOrEqual(Date.now());

    const again = await merge(nisha, body);
    expect(again.json().data).toEqual({ count: 2, dropped: 2 });
    expect((await list(nisha)).json().data.items).toEqual(items);

    const tooMany = await merge(nisha, { variantIds: Array.from({ length: WISHLIST_MAX + 1 }, () => UNKNOWN) });
    expect(tooMany.statusCode).toBe(400);
  });

  it("stops a merge at the limit and counts what it could not keep", async () => {
    const omar = await registerCustomer(t.app);
    const ids = await manyVariantIds(WISHLIST_MAX);
    const at = new Date();
    await t.database.db
      .insert(wishlistItems)
      .values(ids.slice(0, WISHLIST_MAX - 2).map((variantId) => ({ userId: omar.userId, variantId, createdAt: at })));
    const rest = ids.slice(WISHLIST_MAX - 2);
    const extra = (await createVariant(t.database.db)).variantId;
    const merged = await merge(omar, { variantIds: [...rest, extra, ids[0] ?? ""] });
    expect(merged.json().data).toEqual({ count: WISHLIST_MAX, dropped: 1 });
    const kept = new Set(((await list(omar)).json().data.items as { variantId: string }[]).map((item) => item.variantId));
    expect(kept.has(extra)).toBe(false);
    for (const id of rest) expect(kept.has(id)).toBe(true);
  });
});
