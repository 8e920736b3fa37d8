import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "#src/plugins/error-handler.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";
import { createSearchGate, type SearchGate } from "./search-gate.ts";
import { MAX_CLOSE_NAMES } from "./search-names.ts";
import { searchVariantIds } from "./search-queries.ts";
import { suggestProducts } from "./search-suggestion-queries.ts";
import { isStatementTimeout, SEARCH_STATEMENT_MS, timeBoxed } from "./search-time-box.ts";
import { SEARCH_RATE } from "./variant-routes.ts";

/** What keeps a flood of searches from one address from stalling the database for everyone. */
let t: TestApp;
beforeAll(async () => {
  // An empty catalog: each search is cheap, so hundreds of them test the limit and not the machine.
  // The gate lets a whole batch through at once: the searches' gate is tested on its own below.
  t = await createTestApp({ seed: false, searchGate: createSearchGate({ concurrent: 50, queued: 0 }) });
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

  it(`holds a search's statements on PostgreSQL to ${SEARCH_STATEMENT_MS} ms, and tells their cancelling apart`, async () => {
    const db = t.database.db;
    const shown = await timeBoxed(db, (tx) =>
      tx.select({ limit: sql<string>`current_setting('statement_timeout')` }).from(sql`(select 1) as one`),
    );
    // PGlite cannot interrupt a statement: there the statements run as they are, bounded by what they may read.
    expect(shown[0]?.limit).toBe(t.database.driver === "postgres" ? `${SEARCH_STATEMENT_MS / 1000}s` : "0");
    if (t.database.driver !== "postgres") return;
    const slow = timeBoxed(db, (tx) => tx.execute(sql`select pg_sleep(5)`), 50);
    await expect(slow.catch(isStatementTimeout)).resolves.toBe(true);
    // The connection's own limit is back for whatever it runs next.
    const after = (await db.execute(sql`show statement_timeout`)) as { rows: { statement_timeout: string }[] };
    expect(after.rows[0]?.statement_timeout).toBe("5s");
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

describe("searches reaching the database at once", () => {
  let gate: SearchGate;
  let shop: TestApp;
  beforeAll(async () => {
    // One search at a time and one waiting: the test holds the one place itself.
    gate = createSearchGate({ concurrent: 1, queued: 1 });
    shop = await createTestApp({ searchGate: gate });
  });
  afterAll(async () => shop?.close());

  it("queues searches past the limit and refuses one more at once with 503 and Retry-After", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = gate.run(() => held);
    const waiting = shop.app.inject({ url: "/api/variant/search?search=saree&limit=2", remoteAddress: "10.251.0.1" });
    await expect.poll(() => gate.waiting).toBe(1);

    for (const url of ["/api/variant/search?search=indigo&limit=2", "/api/product/searchSuggestion?name=sar"]) {
      const refused = await shop.app.inject({ url, remoteAddress: "10.251.0.2" });
      expect(refused.statusCode, url).toBe(503);
      expect(refused.headers["retry-after"], url).toBe("1");
      expect(refused.headers["cache-control"], url).toBe("no-store");
      expect(refused.json(), url).toEqual({
        status: false,
        message: "Search is very busy just now. Please try again in a moment.",
        code: "server.unavailable",
      });
    }
    // Everything else is answered meanwhile.
    expect((await shop.app.inject("/api/health")).statusCode).toBe(200);

    release();
    await holding;
    const queued = await waiting;
    expect(queued.statusCode).toBe(200);
    expect(queued.json().data.length).toBeGreaterThan(0);
    const later = await shop.app.inject({ url: "/api/variant/search?search=indigo&limit=2", remoteAddress: "10.251.0.2" });
    expect(later.statusCode).toBe(200);
  });
});

describe("a search's last step: names close to the text", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(async () => shop?.close());

  it(`looks at no more than ${MAX_CLOSE_NAMES} names close to the text, however many there are`, async () => {
    const db = shop.database.db;
    // Twice as many products as are looked at, every name close to "zebrafoo 4" and none holding it;
    // their search documents lack the numbers, so only the last step finds them.
    await db.execute(sql`insert into products (name, slug, category_id)
      select 'Zebrafoo Kurta ' || n, 'zebrafoo-kurta-' || n, (select category_id from products limit 1)
      from generate_series(1, ${MAX_CLOSE_NAMES * 2}) as n`);
    await db.execute(sql`insert into variants (product_id, item_code, weight_kg, price_paise, sale_price_paise, search_document)
      select id, 'ZBF-' || slug, 0.5, 100000, 90000, to_tsvector('english', 'Zebrafoo Kurta')
      from products where slug like 'zebrafoo-kurta-%'`);

    const all = await searchVariantIds(db, { text: "zebrafoo", limit: 12, offset: 0 });
    expect(all.total).toBe(MAX_CLOSE_NAMES * 2);
    const close = await searchVariantIds(db, { text: "zebrafoo 4", limit: 12, offset: 0 });
    expect(close.total).toBeGreaterThan(0);
    expect(close.total).toBeLessThanOrEqual(MAX_CLOSE_NAMES);
    const suggested = await shop.app.inject("/api/product/searchSuggestion?name=zebrafoo%204");
    expect(suggested.json().data.length).toBe(8);
  });

  // PGlite cannot interrupt a statement: there, what each may read is the bound.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "answers a last step or suggestion that outlasts the time limit as finding nothing, and a first step with the error",
    async () => {
      const db = shop.database.db;
      const hold = async (table: string) => {
        // Another transaction holds the table: a statement reading it waits until it is cancelled.
        let release: () => void = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        const holding = db.transaction(async (tx) => {
          await tx.execute(sql.raw(`lock table ${table} in access exclusive mode`));
          await released;
        });
        await expect
          .poll(async () => {
            const locks = (await db.execute(
              sql`select count(*)::int as n from pg_locks where relation = ${table}::regclass and granted and mode = 'AccessExclusiveLock'`,
            )) as { rows: { n: number }[] };
            return locks.rows[0]?.n;
          })
          .toBe(1);
        return async () => {
          release();
          await holding;
        };
      };

      const found = await searchVariantIds(db, { text: "kurta 4", limit: 12, offset: 0 }, { useIndex: false });
      expect(found.total).toBeGreaterThan(0);
      expect((await suggestProducts(db, "kurta 4", 8, { useIndex: false })).length).toBeGreaterThan(0);

      let free = await hold("products");
      const close = await searchVariantIds(db, { text: "kurta 4", limit: 12, offset: 0 }, { useIndex: false });
      expect(close).toEqual({ ids: [], total: 0, json: "[]" });
      expect(await suggestProducts(db, "kurta 4", 8, { useIndex: false })).toEqual([]);
      await free();

      free = await hold("variants");
      const words = searchVariantIds(db, { text: "saree", limit: 12, offset: 0 }, { useIndex: false });
      await expect(words.catch(isStatementTimeout)).resolves.toBe(true);
      await free();
    },
  );
});
