import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { like } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, wrapPglite } from "#src/db/client.ts";
import { rateLimits } from "#src/db/schema.ts";
import { createTestDatabase } from "#src/test/database.ts";
import { keepExpiredLimitsSwept } from "./expired-limits.ts";
import { countUse, createLimiters, type Limiters, type LimitStore, usesOf } from "./limiters.ts";
import { deleteExpiredLimits } from "./queries.ts";
import { routeLimitStore } from "./route-limit-store.ts";

// The database store runs on this run's database: PostgreSQL with DATABASE_URL, else PGlite; Redis is
// the local one (REDIS_TEST_URL), every key of this run under a prefix of its own, which ioredis puts
// before each key it sends.
const redisPrefix = `chhaap-test-${randomBytes(6).toString("hex")}:`;
const redis = new Redis(process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379", {
  keyPrefix: redisPrefix,
  lazyConnect: true,
  maxRetriesPerRequest: 1,
});
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await redis.connect();
});
afterAll(async () => {
  // KEYS takes the whole pattern; DEL gets the prefix from ioredis again.
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(redisPrefix.length)));
  redis.disconnect();
  await database?.close();
});

let run = 0;
/** Limiters of one store as two instances of the shop hold them: each its own, over the same database or Redis. */
function instances(store: LimitStore): [Limiters, Limiters] {
  run += 1;
  const prefix = `test-${run}`;
  const make = () => createLimiters({ db: database.db, redis, store, prefix });
  return [make(), make()];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const store of ["memory", "database", "redis"] as const) {
  describe(`limits counted in ${store === "database" ? "the database" : store}`, () => {
    it("counts uses per key, reads them without adding one, and forgets a key when deleted", async () => {
      const [limiters] = instances(store);
      const tries = limiters.limiter("tries", { points: 5, windowMs: 60_000 });
      expect(await usesOf(tries, "a")).toBe(0);
      expect(await countUse(tries, "a")).toBe(1);
      expect(await countUse(tries, "a")).toBe(2);
      expect(await countUse(tries, "b")).toBe(1);
      expect(await usesOf(tries, "a")).toBe(2);
      expect(await usesOf(tries, "a")).toBe(2);
      await tries.delete("a");
      expect(await usesOf(tries, "a")).toBe(0);
      expect(await countUse(tries, "a")).toBe(1);
      // Over the limit, uses are still counted and answered.
      for (let n = 2; n <= 7; n++) expect(await countUse(tries, "b")).toBe(n);
    });

    it("starts over once the window has passed", async () => {
      const [limiters] = instances(store);
      // A second is the shortest window Redis keeps.
      const tries = limiters.limiter("tries", { points: 5, windowMs: 1_000 });
      await countUse(tries, "w");
      expect(await countUse(tries, "w")).toBe(2);
      await sleep(1_100);
      expect(await usesOf(tries, "w")).toBe(0);
      expect(await countUse(tries, "w")).toBe(1);
    });

    it("counts concurrent uses exactly", async () => {
      const [limiters] = instances(store);
      const tries = limiters.limiter("tries", { points: 5, windowMs: 60_000 });
      const counts = await Promise.all(Array.from({ length: 20 }, () => countUse(tries, "c")));
      expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });
  });
}

describe("limits shared by instances", () => {
  for (const store of ["database", "redis"] as const) {
    it(`shares the counts of ${store === "database" ? "the database" : "Redis"} between instances`, async () => {
      const [a, b] = instances(store);
      const limit = { points: 5, windowMs: 60_000 };
      for (let n = 0; n < 3; n++) await countUse(a.limiter("tries", limit), "shared");
      for (let n = 0; n < 2; n++) await countUse(b.limiter("tries", limit), "shared");
      expect(await usesOf(a.limiter("tries", limit), "shared")).toBe(5);
      expect(await countUse(b.limiter("tries", limit), "shared")).toBe(6);
      expect(await countUse(a.limiter("tries", limit), "shared")).toBe(7);
      await a.limiter("tries", limit).delete("shared");
      expect(await usesOf(b.limiter("tries", limit), "shared")).toBe(0);
    });
  }

  it("keeps each instance's counts apart in memory: why the embedded shop runs one process", async () => {
    const [a, b] = instances("memory");
    const limit = { points: 5, windowMs: 60_000 };
    for (let n = 0; n < 5; n++) await countUse(a.limiter("tries", limit), "apart");
    expect(await countUse(b.limiter("tries", limit), "apart")).toBe(1);
  });

  it("chooses Redis when given, else the PostgreSQL database, and memory on the embedded database", async () => {
    const embedded = wrapPglite(await PGlite.create());
    try {
      expect(createLimiters({ db: embedded.db }).store).toBe("memory");
      expect(createLimiters({ db: embedded.db, redis }).store).toBe("redis");
      expect(createLimiters({ db: database.db }).store).toBe(database.driver === "postgres" ? "database" : "memory");
    } finally {
      await embedded.close();
    }
  });
});

describe("route limits (@fastify/rate-limit's store)", () => {
  it("gives limits without a route their own windows", async () => {
    const [limiters] = instances("database");
    const RouteLimitStore = routeLimitStore(limiters);
    const incr = (store: FastifyRateLimitStore, key: string, timeWindow: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), timeWindow, 10),
      );
    // Two createRateLimit limits (a per-account coupon limit, a per-author review limit): no route, keys of their own.
    const minute = new RouteLimitStore({});
    const day = new RouteLimitStore({});
    expect(await incr(minute, "coupon-user:1", 60_000)).toMatchObject({ current: 1 });
    const daily = await incr(day, "review-author:1", 86_400_000);
    expect(daily.current).toBe(1);
    expect(daily.ttl).toBeGreaterThan(60_000);
    expect((await incr(minute, "coupon-user:1", 60_000)).current).toBe(2);
  });
});

describe("expired counts in the database", () => {
  async function rowsOf(prefix: string) {
    const rows = await database.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, `${prefix}%`));
    return rows.map((row) => row.key).sort();
  }

  it("are deleted by the sweep, and counts still in their window are kept", async () => {
    run += 1;
    const prefix = `sweep-${run}`;
    const limiters = createLimiters({ db: database.db, store: "database", prefix });
    await countUse(limiters.limiter("short", { points: 5, windowMs: 1_000 }), "gone");
    await countUse(limiters.limiter("long", { points: 5, windowMs: 3_600_000 }), "kept");
    await sleep(1_100);
    expect(await rowsOf(prefix)).toEqual([`${prefix}:long:kept`, `${prefix}:short:gone`]);
    expect(await deleteExpiredLimits(database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(prefix)).toEqual([`${prefix}:long:kept`]);
    limiters.close();
  });

  it("are swept now and then without being asked", async () => {
    run += 1;
    const prefix = `swept-${run}`;
    const limiters = createLimiters({ db: database.db, store: "database", prefix });
    await countUse(limiters.limiter("short", { points: 5, windowMs: 1_000 }), "gone");
    const stop = keepExpiredLimitsSwept(database.db, 200);
    try {
      await sleep(1_500);
      expect(await rowsOf(prefix)).toEqual([]);
    } finally {
      stop();
      limiters.close();
    }
  });
});
