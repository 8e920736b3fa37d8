import type { Redis } from "ioredis";

/**
 * Counts events per key in a fixed window: failed logins per account, reset mails per address
 * (in-process by default, Redis when REDIS_URL is set, so the limits
 * hold across instances).
 */
export interface AttemptCounter {
  /** Adds one and answers the count within the current window (the first hit opens the window). */
  hit(key: string, windowMs: number): Promise<number>;
  /** The count within the current window, without adding one. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createMemoryCounter(now: () => Date = () => new Date()): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key, windowMs) {
      const at = now().getTime();
      // Bound memory under a flood of distinct keys: expired windows are dropped now and then.
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
      const current = windows.get(key);
      if (!current || current.endsAt <= at) {
        windows.set(key, { count: 1, endsAt: at + windowMs });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
    async peek(key) {
      const current = windows.get(key);
      return current && current.endsAt > now().getTime() ? current.count : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisCounter(redis: Redis, prefix = "chhaap-attempts:"): AttemptCounter {
  return {
    async hit(key, windowMs) {
      // One round trip, atomic: open the window only if absent, then count.
      const results = await redis
        .multi()
        .set(prefix + key, 0, "PX", windowMs, "NX")
        .incr(prefix + key)
        .exec();
      const count = results?.[1]?.[1];
      if (typeof count !== "number") throw new Error("Redis did not answer the attempt count");
      return count;
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
