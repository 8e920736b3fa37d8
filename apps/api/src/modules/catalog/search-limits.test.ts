import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "#src/plugins/error-handler.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";
import { SEARCH_RATE } from "./variant-routes.ts";

/** What keeps a flood of searches from one address from stalling the database for everyone. */
let t: TestApp;
beforeAll(async () => {
  // An empty catalog: each search is cheap, so hundreds of them test the limit and not the machine.
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe("search limits", () => {
  it("answers at most SEARCH_RATE.max searches and suggestions a minute per address, then 429", async () => {
    const from = "10.250.0.1";
    const search = (i: number) => t.app.inject({ url: `/api/variant/search?limit=1&search=word${i}`, remoteAddress: from });
    for (let i = 0; i < SEARCH_RATE.max; i += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, (_, j) => search(i + j)));
      expect(batch.every((res) => res.statusCode === 200)).toBe(true);
    }
    const over = await search(-1);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: false, code: "request.rate_limited" });
    // Another address is not held back by the first one's flood.
    expect((await t.app.inject({ url: "/api/variant/search?search=saree", remoteAddress: "10.250.0.2" })).statusCode).toBe(200);
    const suggestions = await t.app.inject({ url: "/api/product/searchSuggestion?name=sa", remoteAddress: "10.250.0.3" });
    expect(suggestions.statusCode).toBe(200);
    expect(suggestions.headers["x-ratelimit-limit"]).toBe(String(SEARCH_RATE.max));
  });

  it("refuses long searches and searches of many words, for suggestions too", async () => {
    for (const url of [
      `/api/variant/search?search=${"x".repeat(101)}`,
      `/api/product/searchSuggestion?name=${"x".repeat(101)}`,
      `/api/product/searchSuggestion?name=${encodeURIComponent("a b c d e f g h i")}`,
    ]) {
      const res = await t.app.inject({ url, remoteAddress: "10.250.0.4" });
      expect(res.statusCode, url).toBe(400);
    }
  });

  // PGlite runs statements on this process's one thread and has no statement timeout to set.
  it.runIf(Boolean(process.env.DATABASE_URL))("gives every PostgreSQL statement a time limit", async () => {
    const result = (await t.database.db.execute(sql`show statement_timeout`)) as { rows: { statement_timeout: string }[] };
    expect(result.rows[0]?.statement_timeout).toBe("5s");
  });

  it("answers a statement cancelled for taking too long with 503 and a readable message", async () => {
    const app = Fastify();
    await app.register(errorHandler);
    app.get("/slow", async () => {
      throw Object.assign(new Error("Failed query: select ..."), {
        cause: Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
      });
    });
    const res = await app.inject("/slow");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: false,
      message: "That took too long to answer. Please try again in a moment.",
      code: "server.too_slow",
    });
    await app.close();
  });
});
