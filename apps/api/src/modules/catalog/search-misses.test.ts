import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#src/db/client.ts";
import { searchMisses } from "#src/db/schema.ts";
import { createTestDatabase } from "#src/test/database.ts";
import { createSearchMisses, MAX_TERMS_PER_DAY } from "./search-misses.ts";

/** The search-miss counter under abuse: what a flood of searches can and cannot do to the owner's report. */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const AT = new Date("2026-11-27T20:00:00Z"); // 01:30 on 28 November in India

async function stored(term: string) {
  return database.db.select().from(searchMisses).where(eq(searchMisses.term, term));
}

describe("searches that find nothing", () => {
  it("count a client's repeated search once, and each other client's", async () => {
    const misses = createSearchMisses(database.db, { flushEveryMs: 60_000 });
    for (let i = 0; i < 50; i++) misses.record("kalamkari dupatta", AT, "203.0.113.7");
    misses.record("kalamkari dupatta", AT, "198.51.100.4");
    await misses.close();
    expect(await stored("kalamkari dupatta")).toEqual([{ day: "2026-11-28", term: "kalamkari dupatta", searches: 2 }]);
  });

  it("cut long terms between characters, so two emoji never become one key and lose the batch", async () => {
    const misses = createSearchMisses(database.db, { flushEveryMs: 60_000 });
    const stem = "a".repeat(59);
    misses.record(`${stem}😀 more`, AT, "203.0.113.8");
    misses.record(`${stem}😎 more`, AT, "203.0.113.8");
    misses.record("ajrakh mashru", AT, "203.0.113.8");
    await misses.close();
    expect((await stored(`${stem}😀`))[0]?.searches).toBe(1);
    expect((await stored(`${stem}😎`))[0]?.searches).toBe(1);
    expect((await stored("ajrakh mashru"))[0]?.searches).toBe(1);
  });

  it("take no new terms once a day holds its limit, but keep counting the terms it has", async () => {
    const day = "2026-10-02";
    await database.db.execute(sql`
      insert into search_misses (day, term, searches)
      select ${day}::date, 'flood ' || n, 1 from generate_series(1, ${MAX_TERMS_PER_DAY}) as n`);
    const misses = createSearchMisses(database.db, { flushEveryMs: 60_000 });
    const at = new Date(`${day}T06:00:00Z`);
    misses.record("flood 7", at, "203.0.113.9");
    misses.record("one more nonsense term", at, "203.0.113.9");
    await misses.close();
    expect((await stored("flood 7"))[0]?.searches).toBe(2);
    expect(await stored("one more nonsense term")).toEqual([]);
    const [count] = await database.db
      .select({ terms: sql<number>`count(*)::int` })
      .from(searchMisses)
      .where(eq(searchMisses.day, day));
    expect(count?.terms).toBe(MAX_TERMS_PER_DAY);
  });

  it("forget searches older than about 13 months", async () => {
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await database.db.insert(searchMisses).values([
      { day: "2020-01-01", term: "long forgotten", searches: 4 },
      { day: monthAgo, term: "still wanted", searches: 4 },
    ]);
    const misses = createSearchMisses(database.db, { flushEveryMs: 60_000 });
    misses.record("bagru print", new Date(), "203.0.113.10");
    await misses.close();
    expect(await stored("long forgotten")).toEqual([]);
    expect(await stored("still wanted")).toHaveLength(1);
  });
});
