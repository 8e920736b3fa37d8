import { sql } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import { indiaDate } from "#src/india-time.ts";

/** Terms longer than this are cut (by characters, never inside one): nobody types a product's name that long. */
const MAX_TERM_LENGTH = 60;
/** Distinct day-and-term pairs held between flushes; a flood of new terms beyond it is not counted. */
const MAX_PENDING_TERMS = 2_000;
/** Client-and-term pairs remembered between flushes, so one client repeating a term counts once. */
const MAX_PENDING_CLIENT_TERMS = 20_000;
/**
 * New terms a day takes in the table; past it only terms already stored are counted. A flood of
 * nonsense from many addresses then fills one day, not the disk, and the report's query stays small.
 */
export const MAX_TERMS_PER_DAY = 5_000;
/** Days kept: a year and a month covers "this month last year"; older searches are deleted. */
const KEEP_DAYS = 400;
const FLUSH_EVERY_MS = 5_000;

interface Log {
  warn(details: object, message: string): void;
}

export interface SearchMisses {
  /**
   * Counts a storefront search (already normalised) that found nothing; with the client's address,
   * once per client and term between flushes. Never waits, never throws.
   */
  record(term: string, at?: Date, client?: string): void;
  /** Writes the counts held so far (also called every few seconds and when the app closes). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Searches with no results, for the owner's reports (decision 0053). A search must stay as cheap as
 * before, so a miss is only counted in memory; the counts are added to `search_misses` in one upsert
 * every few seconds, which also adds up correctly when several instances write the same day and term.
 */
export function createSearchMisses(db: Database, options: { flushEveryMs?: number; log?: Log } = {}): SearchMisses {
  let pending = new Map<string, { day: string; term: string; searches: number }>();
  let counted = new Set<string>();
  let writing: Promise<void> = Promise.resolve();
  let prunedOn = "";

  const write = async (rows: { day: string; term: string; searches: number }[]) => {
    await db.execute(sql`
      insert into search_misses (day, term, searches)
      select v.day::date, v.term, v.searches
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(day text, term text, searches int)
      where exists (select 1 from search_misses s where s.day = v.day::date and s.term = v.term)
         or (select count(*) from search_misses s where s.day = v.day::date) < ${MAX_TERMS_PER_DAY}
      on conflict (day, term) do update set searches = search_misses.searches + excluded.searches`);
    const today = indiaDate(new Date());
    if (prunedOn !== today) {
      await db.execute(sql`delete from search_misses where day < ${today}::date - ${KEEP_DAYS}::int`);
      prunedOn = today;
    }
  };

  const flush = () => {
    if (pending.size === 0) return writing;
    const rows = [...pending.values()];
    pending = new Map();
    counted = new Set();
    writing = writing.then(() =>
      write(rows).catch((error: unknown) => {
        // Counts lost to a database outage are only a report's figures: never a shopper's error.
        options.log?.warn({ err: error, terms: rows.length }, "search misses not written");
      }),
    );
    return writing;
  };
  const timer = setInterval(() => void flush(), options.flushEveryMs ?? FLUSH_EVERY_MS);
  timer.unref();

  return {
    record(term, at = new Date(), client = "") {
      // Cut by characters: half an emoji would be stored as U+FFFD and merge two different keys.
      const cut = Array.from(term).slice(0, MAX_TERM_LENGTH).join("").trim();
      if (cut.length < 2) return;
      const day = indiaDate(at);
      const key = `${day}\n${cut}`;
      const mark = `${client}\n${key}`;
      if (client && (counted.has(mark) || counted.size >= MAX_PENDING_CLIENT_TERMS)) return;
      const held = pending.get(key);
      if (held) held.searches += 1;
      else if (pending.size < MAX_PENDING_TERMS) pending.set(key, { day, term: cut, searches: 1 });
      else return;
      if (client) counted.add(mark);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
