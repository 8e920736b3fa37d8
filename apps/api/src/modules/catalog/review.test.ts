import { randomUUID } from "node:crypto";
import { review } from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { reviews, users, variants } from "#src/db/schema.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";

const reviewList = envelope(z.array(review)).extend({ totalPages: z.number().int() });

let t: TestApp;
let first: string;
let second: string;
beforeAll(async () => {
  t = await createTestApp();
  // These tests count reviews they write themselves: start without the demo shop's.
  await t.database.db.delete(reviews);
  const [a, b] = await t.database.db.select({ id: variants.id }).from(variants).limit(2);
  if (!a || !b) throw new Error("the demo shop has fewer than two variants");
  [first, second] = [a.id, b.id];
  const [author, other] = await t.database.db
    .insert(users)
    .values([
      {
        name: "Asha",
        email: "asha.private@reviews.test",
        emailKey: "asha.private@reviews.test",
        number: "9876501234",
        address: "12 Hidden Lane",
        passwordHash: "secret-hash",
        image: "/uploads/asha.webp",
      },
      { name: "Bilal", email: "bilal.private@reviews.test", emailKey: "bilal.private@reviews.test", passwordHash: "secret-hash" },
    ])
    .returning({ id: users.id });
  if (!author || !other) throw new Error("review authors were not created");
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await t.database.db.insert(reviews).values([
    { userId: author.id, variantId: first, rating: 5, review: "Colours are deep and even.", createdAt: day(1) },
    { userId: other.id, variantId: first, rating: 3, review: "Lovely, but runs small.", createdAt: day(3) },
    { userId: author.id, variantId: second, rating: 4, review: "Soft after the first wash.", createdAt: day(2) },
  ]);
});
afterAll(async () => t?.close());

async function list(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return { body: reviewList.parse(res.json()), raw: res.body };
}

describe("GET /api/review", () => {
  it("lists every review newest first, with or without the trailing slash", async () => {
    for (const url of ["/api/review", "/api/review/"]) {
      const { body } = await list(url);
      expect(body.data.map((r) => r.review)).toEqual([
        "Lovely, but runs small.",
        "Soft after the first wash.",
        "Colours are deep and even.",
      ]);
      expect(body.totalPages).toBe(1);
    }
  });

  it("shows the author's id, name and picture and nothing else about them", async () => {
    const { body, raw } = await list("/api/review");
    const asha = body.data.find((r) => r.user.name === "Asha");
    expect(Object.keys(asha?.user ?? {}).sort()).toEqual(["_id", "image", "name"]);
    // Uploads are served to their owner only, so another shopper gets no picture URL (review-queries.ts).
    expect(asha?.user.image).toBeNull();
    expect(Object.keys(asha ?? {}).sort()).toEqual(["_id", "createdAt", "rating", "review", "user", "varient", "verified"]);
    for (const secret of ["asha.private", "9876501234", "Hidden Lane", "secret-hash", "asha.webp"])
      expect(raw).not.toContain(secret);
  });

  it("narrows to one variant with ?varient=", async () => {
    const { body } = await list(`/api/review?varient=${first}`);
    expect(body.data.map((r) => r.rating)).toEqual([3, 5]);
    for (const r of body.data) expect(r.varient).toBe(first);
    expect((await list(`/api/review/?varient=${second.toUpperCase()}`)).body.data).toHaveLength(1);
  });

  it("answers an empty list for an unknown, malformed or hostile variant id", async () => {
    for (const id of [randomUUID(), "abc", encodeURIComponent("' OR 1=1 --")]) {
      const { body } = await list(`/api/review?varient=${id}`);
      expect(body.data).toEqual([]);
      expect(body.totalPages).toBe(0);
    }
  });

  it("pages with limit and page", async () => {
    const page2 = await list("/api/review?limit=2&page=2");
    expect(page2.body.totalPages).toBe(2);
    expect(page2.body.data.map((r) => r.review)).toEqual(["Colours are deep and even."]);
    expect((await list("/api/review?limit=2&page=9")).body.data).toEqual([]);
    const res = await t.app.inject("/api/review?page=two");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: false,
      message: "page must be a number.",
      code: "validation.field",
      params: { field: "page" },
    });
  });
});
