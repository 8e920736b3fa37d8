import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * What the owner's reports read beyond orders (decision 0053). Storefront searches that found nothing,
 * counted per day in India and term (lower-cased, spaces collapsed): the catalog adds its counts from
 * memory every few seconds, one upsert per term, so a search never waits on this write.
 */
export const searchMisses = pgTable(
  "search_misses",
  {
    day: date("day", { mode: "string" }).notNull(),
    term: text("term").notNull(),
    searches: integer("searches").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.term] }), check("search_misses_searches_check", sql`${t.searches} >= 1`)],
);
