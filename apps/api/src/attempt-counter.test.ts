import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AttemptCounter, createMemoryCounter, createRedisCounter } from "./attempt-counter.ts";

function behavesAsAWindowedCounter(
  name: string,
  make: () => { counter: AttemptCounter; advance: (ms: number) => Promise<void> },
) {
  describe(name, () => {
    it("counts hits per key and forgets them when reset", async () => {
      const { counter } = make();
      expect(await counter.hit("a", 60_000)).toBe(1);
      expect(await counter.hit("a", 60_000)).toBe(2);
      expect(await counter.hit("b", 60_000)).toBe(1);
      await counter.reset("a");
      expect(await counter.hit("a", 60_000)).toBe(1);
    });

    it("starts over once the window has passed", async () => {
      const { counter, advance } = make();
      await counter.hit("w", 300);
      expect(await counter.hit("w", 300)).toBe(2);
      await advance(350);
      expect(await counter.hit("w", 300)).toBe(1);
    });

    it("reads a count without adding to it, and reads zero for a passed window", async () => {
      const { counter, advance } = make();
      expect(await counter.peek("p")).toBe(0);
      await counter.hit("p", 300);
      await counter.hit("p", 300);
      expect(await counter.peek("p")).toBe(2);
      expect(await counter.peek("p")).toBe(2);
      await advance(350);
      expect(await counter.peek("p")).toBe(0);
    });

    it("counts concurrent hits exactly", async () => {
      const { counter } = make();
      const counts = await Promise.all(Array.from({ length: 20 }, () => counter.hit("c", 60_000)));
      expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });
  });
}

let clock = 1_800_000_000_000;
behavesAsAWindowedCounter("in-process attempt counter", () => ({
  counter: createMemoryCounter(() => new Date(clock)),
  advance: async (ms) => {
    clock += ms;
  },
}));

// The shared implementation runs against the local Redis (REDIS_TEST_URL, default redis://127.0.0.1:6379).
const redis = new Redis(process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379", { lazyConnect: true, maxRetriesPerRequest: 1 });
const prefix = `chhaap-test-${randomBytes(6).toString("hex")}:`;
beforeAll(async () => {
  await redis.connect();
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

let redisRun = 0;
behavesAsAWindowedCounter("Redis attempt counter", () => {
  redisRun += 1;
  return {
    counter: createRedisCounter(redis, `${prefix}${redisRun}:`),
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
});
