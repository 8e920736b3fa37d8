import { LRUCache } from "lru-cache";
import { generationWatch } from "./fresh-answers.ts";
import { countCacheLookup } from "./metrics.ts";

/**
 * Remembers answers for a few seconds, per process. Counting and ranking every match of a broad
 * search ("ajrakh" matches nearly the whole catalog) costs tens of milliseconds at 100,000 variants;
 * shoppers repeat the same few searches, so one computation serves them all until it expires.
 * Concurrent misses for one key share one computation; a failure is not remembered. Nothing here
 * must survive a restart or be shared between instances: a miss simply asks the database.
 *
 * Each cache is bounded twice: by entries and by an estimate of the bytes its answers take, the
 * least recently used going first, so a burst of large answers cannot grow the process. A staff
 * edit empties every one of them (fresh-answers.ts).
 */
export interface ShortLivedCache<V> {
  get(key: string, compute: () => Promise<V>): Promise<V>;
}

export interface ShortLivedCacheOptions {
  /** How long an answer is kept; 0 keeps nothing (every call computes). */
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
  /** Counts hits and misses under this name in `GET /metrics` (metrics.ts). */
  name?: string;
}

/** Answers are boxed so that any value, `null` included, can be kept. */
type Box<V> = { value: V };

export function createShortLivedCache<V>(options: ShortLivedCacheOptions): ShortLivedCache<V> {
  if (options.ttlMs <= 0) return { get: (_key, compute) => compute() };
  const cache = new LRUCache<string, Box<V>, () => Promise<V>>({
    max: options.maxEntries,
    ttl: options.ttlMs,
    maxSize: options.maxBytes,
    sizeCalculation: (box) => approximateBytes(box.value),
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    // Entries evicted while their computation runs still answer the callers waiting for them.
    ignoreFetchAbort: true,
    // A clock given by a test is read every time (the library otherwise reuses a reading for 1 ms).
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  const staffChanged = generationWatch();
  return {
    async get(key, compute) {
      if (staffChanged()) cache.clear();
      if (options.name) countCacheLookup(options.name, cache.has(key));
      const box = await cache.fetch(key, { context: compute });
      // fetch answers undefined only when fetchMethod does, and it always answers a box.
      return box ? box.value : compute();
    },
  };
}

/** One answer for everyone, remembered for `ttlMs` (0 asks every time): for small public lists. */
export function rememberFor<V>(ttlMs: number, compute: () => Promise<V>): () => Promise<V> {
  const cache = createShortLivedCache<V>({ ttlMs, maxEntries: 1, maxBytes: SHARED_LIST_MAX_BYTES });
  return () => cache.get("", compute);
}

/** A shared list (countries, categories, a language's shop text) larger than this is read each time. */
const SHARED_LIST_MAX_BYTES = 4 * 1024 * 1024;

/** The size of an answer as JSON: close enough to what it holds in memory to budget by. */
export function approximateBytes(value: unknown): number {
  if (typeof value === "string") return Math.max(1, value.length * 2);
  try {
    return Math.max(1, (JSON.stringify(value)?.length ?? 0) * 2);
  } catch {
    return 1024;
  }
}
