import {
  aboutBlock,
  collectionBlock,
  happyCustomer,
  homeCollectionDetail,
  specialProduct,
  videoItem,
} from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  aboutBlocks,
  homeCollectionDetails,
  homeCollections,
  homeCollectionVariants,
  specialProducts,
  videoItems,
} from "#src/db/schema.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function get<T extends z.ZodType>(url: string, item: T): Promise<z.infer<T>[]> {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers["cache-control"], url).toBe("public, max-age=5, stale-while-revalidate=5");
  const body = envelope(z.array(item)).parse(res.json());
  expect(body.status).toBe(true);
  return body.data;
}

const COLLECTIONS = {
  "/api/product-of-month": "month",
  "/api/product-of-week": "week",
  "/api/trending-product": "trending",
  "/api/most-sealing-product": "most_selling",
  "/api/most-like-product": "most_liked",
} as const;

describe("home collection blocks", () => {
  for (const [url, kind] of Object.entries(COLLECTIONS)) {
    it(`${url} answers one block with its variants in the shop's order`, async () => {
      const blocks = await get(url, collectionBlock);
      expect(blocks).toHaveLength(1);
      const [block] = blocks;
      expect(block?.tittle.length).toBeGreaterThan(0);
      const expected = await t.database.db
        .select({ variantId: homeCollectionVariants.variantId })
        .from(homeCollectionVariants)
        .innerJoin(homeCollections, eq(homeCollections.id, homeCollectionVariants.collectionId))
        .where(eq(homeCollections.kind, kind))
        .orderBy(asc(homeCollectionVariants.position));
      expect(block?.varient.map((v) => v._id)).toEqual(expected.map((e) => e.variantId));
      for (const v of block?.varient ?? []) {
        expect(v.images.length).toBeGreaterThan(0);
        expect(v.discount).toBe(Math.round(((v.price - v.salePrice) / v.price) * 100));
      }
    });
  }

  it("follows a change of position", async () => {
    const [month] = await get("/api/product-of-month", collectionBlock);
    const ids = month?.varient.map((v) => v._id) ?? [];
    expect(ids.length).toBeGreaterThan(1);
    const last = ids[ids.length - 1] as string;
    await t.database.db.update(homeCollectionVariants).set({ position: -1 }).where(eq(homeCollectionVariants.variantId, last));
    const [after] = await get("/api/product-of-month", collectionBlock);
    expect(after?.varient[0]?._id).toBe(last);
  });

  it("answers an empty list when the shop has no block of that kind", async () => {
    await t.database.db.delete(homeCollections).where(eq(homeCollections.kind, "most_liked"));
    expect(await get("/api/most-like-product", collectionBlock)).toEqual([]);
  });
});

describe("other home blocks", () => {
  it("lists active videos only, in order", async () => {
    const before = await get("/api/iframe", videoItem);
    expect(before.length).toBeGreaterThan(0);
    for (const video of before) expect(video.url).toMatch(/^https:\/\//);
    await t.database.db.insert(videoItems).values({
      mainImg: "/media/ajrakh/indigo-hidden-800.webp",
      url: "https://www.youtube.com/watch?v=AAAAAAAAAAA",
      status: false,
    });
    const after = await get("/api/iframe", videoItem);
    expect(after).toEqual(before);
    expect(after.every((video) => video.status)).toBe(true);
  });

  it("lists happy customers with their words and pictures", async () => {
    const customers = await get("/api/happy-customer", happyCustomer);
    expect(customers.length).toBeGreaterThan(0);
    for (const c of customers) expect(c.review.length).toBeGreaterThan(0);
  });

  it("answers the collection detail, about text and special product while their status is true", async () => {
    const [detail] = await get("/api/home-coll-detail", homeCollectionDetail);
    expect(detail?.status).toBe(true);
    const [about] = await get("/api/about", aboutBlock);
    expect(about?.title.length).toBeGreaterThan(0);
    const [special] = await get("/api/special-product", specialProduct);
    expect(special?.varient._id).toEqual(expect.any(String));
    expect(special?.varient.images.length).toBeGreaterThan(0);

    await t.database.db.update(homeCollectionDetails).set({ status: false });
    await t.database.db.update(aboutBlocks).set({ status: false });
    await t.database.db.update(specialProducts).set({ status: false });
    expect(await get("/api/home-coll-detail", homeCollectionDetail)).toEqual([]);
    expect(await get("/api/about", aboutBlock)).toEqual([]);
    expect(await get("/api/special-product", specialProduct)).toEqual([]);
  });
});
