import { VARIANT_CARDS_MAX, variantSummary } from "@chhaap/contract/catalog";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { variants } from "#src/db/schema.ts";
import { createVariant } from "#src/modules/cart/test-support.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

function cards(ids: unknown) {
  return t.app.inject({ method: "POST", url: "/api/variant/cards", payload: { ids } });
}

describe("POST /api/variant/cards", () => {
  it("answers the search's cards in the order asked, once each, leaving out unknown and unlisted pieces", async () => {
    const first = await createVariant(t.database.db, { sizes: { S: 0, M: 3 } });
    const second = await createVariant(t.database.db);
    const hidden = await createVariant(t.database.db);
    await t.database.db.update(variants).set({ listed: false }).where(eq(variants.id, hidden.variantId));

    const res = await cards([second.variantId, UNKNOWN, hidden.variantId, first.variantId.toUpperCase(), second.variantId]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    // The very shape of a search page's cards.
    expect(z.array(variantSummary.strict()).parse(body.data)).toHaveLength(2);
    expect(body.data.map((card: { _id: string }) => card._id)).toEqual([second.variantId, first.variantId]);
    expect(body.data[1]).toMatchObject({
      product: { name: first.productName },
      size: [
        { sizeName: "S", inStock: false },
        { sizeName: "M", inStock: true },
      ],
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it(`refuses an empty list, ids that are not uuids and more than ${VARIANT_CARDS_MAX} ids with 400`, async () => {
    for (const ids of [[], ["not-a-uuid"], Array.from({ length: VARIANT_CARDS_MAX + 1 }, () => UNKNOWN), "x"]) {
      const res = await cards(ids);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, code: "validation.field" });
    }
    expect((await cards(Array.from({ length: VARIANT_CARDS_MAX }, () => UNKNOWN))).json()).toEqual({ status: true, data: [] });
  });
});
