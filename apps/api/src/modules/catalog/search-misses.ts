import { sql } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import { searchMisses } from "#src/db/schema.ts";
import { indiaDate } from "#src/india-time.ts";

/** Terms longer than this are cut: nobody types a product's name that long, and the table stays small. */
const MAX_TERM_LENGTH = 60;
/** Distinct day-and-term pairs held between flushes; a flood of new terms beyond it is not counted. */
const MAX_PENDING_TERMS = 2_000;
const FLUSH_EVERY_MS = 5_000;

export interface SearchMisses {
  /** Counts a storefront search (already normalised) that found nothing. Never waits, never throws. */
  record(term: string, at?: Date): void;
  /** Writes the counts held so far (also called every few seconds and when the app closes). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Searches with no results, for the owner's reports (decision 0053). A search must stay as cheap as
 * before, so a miss is only counted in memory; the counts are added to `search_misses` in one upsert
 * every few seconds, which also adds up correctly when several instances write the same day and term.
 */
export function createSearchMisses(db: Database, options: { flushEveryMs?: number } = {}): SearchMisses {
  let pending = new Map<string, { day: string; term: string; searches: number }>();
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (pending.size === 0) return writing;
    const rows = [...pending.values()];
    pending = new Map();
    writing = writing.then(() =>
      db
        .insert(searchMisses)
        .values(rows)
        .onConflictDoUpdate({
          target: [searchMisses.day, searchMisses.term],
          set: { searches: sql`${searchMisses.searches} + excluded.searches` },
        })
        .then(
          () => undefined,
          // Counts lost to a database outage are only a report's figures: never a shopper's error.
          () => undefined,
        ),
    );
    return writing;
  };
  const timer = setInterval(() => void flush(), options.flushEveryMs ?? FLUSH_EVERY_MS);
  timer.unref();

  return {
    record(term, at = new Date()) {
      const cut = term.slice(0, MAX_TERM_LENGTH).trim();
      if (cut.length < 2) return;
      const day = indiaDate(at);
      const key = `${day}\n${cut}`;
      const held = pending.get(key);
      if (held) held.searches += 1;
      else if (pending.size < MAX_PENDING_TERMS) pending.set(key, { day, term: cut, searches: 1 });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
