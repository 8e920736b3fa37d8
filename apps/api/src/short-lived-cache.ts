/**
 * Remembers answers for a few seconds, per process. Counting and ranking every match of a broad
 * search ("ajrakh" matches nearly the whole catalog) costs tens of milliseconds at 100,000 variants;
 * shoppers repeat the same few searches, so one computation serves them all until it expires.
 * Concurrent misses for one key share one computation. Nothing here must survive a restart or be
 * shared between instances (ARCHITECTURE "Running and scaling"): a miss simply asks the database.
 */
export interface ShortLivedCache<V> {
  get(key: string, compute: () => Promise<V>): Promise<V>;
}

export function createShortLivedCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }): ShortLivedCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expiresAt: number; value: Promise<V> }>();
  return {
    get(key, compute) {
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > time) return hit.value;
      if (hit) entries.delete(key);
      const entry = { expiresAt: time + options.ttlMs, value: compute() };
      entries.set(key, entry);
      // A failure is not remembered: the next request asks again.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      // Maps keep insertion order, so the first key is the oldest.
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return entry.value;
    },
  };
}

/** One answer for everyone, remembered for `ttlMs` (0 asks every time): for small public lists. */
export function rememberFor<V>(ttlMs: number, compute: () => Promise<V>): () => Promise<V> {
  const cache = createShortLivedCache<V>({ ttlMs, maxEntries: 1 });
  return () => cache.get("", compute);
}
