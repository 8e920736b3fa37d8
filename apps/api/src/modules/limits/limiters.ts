import type { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { type Database, isEmbedded } from "#src/db/client.ts";
import { rateLimits } from "#src/db/schema.ts";
import { keepExpiredLimitsSwept } from "./expired-limits.ts";

/**
 * Where rate limits and sign-in lockouts keep their counts (rate-limiter-flexible): in Redis with
 * REDIS_URL; else in the PostgreSQL database, which every worker and instance shares (the rate_limits
 * table); in this process's memory on the embedded database, which only ever has one process.
 */
export type LimitStore = "redis" | "database" | "memory";

interface Limit {
  /** Uses allowed in one window. */
  points: number;
  windowMs: number;
}

export interface Limiters {
  readonly store: LimitStore;
  /**
   * The limiter of one name: it counts together with the limiter of that name in every worker and
   * instance sharing the store. A name has one limit; asking again answers the same limiter.
   */
  limiter(name: string, limit: Limit): RateLimiterAbstract;
  /** Stops sweeping expired counts out of the database. */
  close(): void;
}

export interface LimitersOptions {
  db: Database;
  redis?: Redis;
  /** The store to use instead of the one the database and Redis call for (tests of the database store on PGlite). */
  store?: LimitStore;
  /** Starts every name (and so every Redis key and table row); the default is the shop's own. */
  prefix?: string;
}

export function createLimiters(options: LimitersOptions): Limiters {
  const store = options.store ?? (options.redis ? "redis" : isEmbedded(options.db) ? "memory" : "database");
  const prefix = options.prefix ?? "chhaap-limits";
  const limiters = new Map<string, RateLimiterAbstract>();
  const stopSweeping = store === "database" ? keepExpiredLimitsSwept(options.db) : () => {};

  function open(keyPrefix: string, { points, windowMs }: Limit): RateLimiterAbstract {
    const duration = windowMs / 1000;
    if (store === "memory") return new RateLimiterMemory({ keyPrefix, points, duration });
    if (store === "redis") {
      if (!options.redis) throw new Error("The Redis limit store needs a Redis client");
      return new RateLimiterRedis({ storeClient: options.redis, keyPrefix, points, duration });
    }
    // expired-limits.ts sweeps the table once per process, not once per limiter as the library would.
    return new RateLimiterDrizzle({
      storeClient: options.db,
      schema: rateLimits,
      keyPrefix,
      points,
      duration,
      clearExpiredByTimeout: false,
    });
  }

  return {
    store,
    limiter(name, limit) {
      let limiter = limiters.get(name);
      if (!limiter) {
        limiter = open(`${prefix}:${name}`, limit);
        limiters.set(name, limiter);
      }
      return limiter;
    },
    close: stopSweeping,
  };
}

/**
 * Counts one use of `key` and answers the uses within its window, this one included, whether or not
 * they are over the limiter's points (the caller decides what being over means).
 */
export async function countUse(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    return (await limiter.consume(key)).consumedPoints;
  } catch (refusal) {
    // Over the limit, the library rejects with the counts; anything else is the store failing.
    if (refusal instanceof RateLimiterRes) return refusal.consumedPoints;
    throw refusal;
  }
}

/** The uses of `key` within its window, without adding one. */
export async function usesOf(limiter: RateLimiterAbstract, key: string): Promise<number> {
  return (await limiter.get(key))?.consumedPoints ?? 0;
}
