import { SEARCH_PAGE_SIZE_MAX } from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { variants } from "#src/db/schema.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";
import { VARIANT_IDS_RATE } from "./variant-routes.ts";

const idsAnswer = envelope(z.array(z.string())).extend({ totalPages: z.number().int() });
const searchAnswer = envelope(z.array(z.object({ _id: z.string() }))).extend({ totalPages: z.number().int() });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function idsPage(query: string) {
  const res = await t.app.inject(`/api/variant/ids?${query}`);
  expect(res.statusCode, query).toBe(200);
  return idsAnswer.parse(res.json());
}

async function allIds(limit: number): Promise<string[]> {
  const first = await idsPage(`limit=${limit}`);
  const ids = [...first.data];
  for (let page = 2; page <= first.totalPages; page++) ids.push(...(await idsPage(`limit=${limit}&page=${page}`)).data);
  return ids;
}

/** What shoppers can reach by listing the whole catalog through search, 48 at a time. */
async function searchableIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const body = searchAnswer.parse(
      (await t.app.inject(`/api/variant/search?limit=${SEARCH_PAGE_SIZE_MAX}&page=${page}`)).json(),
    );
    ids.push(...body.data.map((v) => v._id));
    if (page >= body.totalPages) return ids;
  }
}

describe("GET /api/variant/ids", () => {
  it("lists every variant shoppers can find, once each, in id order, across pages", async () => {
    const ids = await allIds(50);
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids)).toEqual(new Set(await searchableIds()));
    // One page holds them all by default.
    const whole = await idsPage("");
    expect(whole.data).toEqual(ids);
    expect(whole.totalPages).toBe(1);
  });

  it("leaves out a colourway shoppers no longer see", async () => {
    const before = (await idsPage("")).data;
    await t.database.db
      .update(variants)
      .set({ listed: false })
      .where(eq(variants.id, before[0] as string));
    const after = (await idsPage("")).data;
    expect(after).toEqual(before.slice(1));
  });

  it("answers an empty page past the end, and refuses a limit that is not a number", async () => {
    const pastEnd = await idsPage("limit=100&page=99");
    expect(pastEnd.data).toEqual([]);
    const res = await t.app.inject("/api/variant/ids?limit=lots");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: expect.any(String) });
  });

  it("answers one address at most VARIANT_IDS_RATE.max listings a minute, then 429", async () => {
    const list = () => t.app.inject({ url: "/api/variant/ids?limit=1", remoteAddress: "10.251.0.1" });
    for (let i = 0; i < VARIANT_IDS_RATE.max; i++) expect((await list()).statusCode).toBe(200);
    const over = await list();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: false, code: "request.rate_limited" });
    expect((await t.app.inject({ url: "/api/variant/ids?limit=1", remoteAddress: "10.251.0.2" })).statusCode).toBe(200);
  });
});
