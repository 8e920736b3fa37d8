import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate limits and sign-in lockouts when the shop runs on PostgreSQL without Redis, so every worker and
 * instance counts against the same numbers (modules/limits/). The columns are those rate-limiter-flexible's
 * Drizzle store reads and writes: one row per limit and key (a client address, an account), the points
 * used in its window and when that window ends. The table is UNLOGGED (migration 0029): a count is
 * written on many requests, and skipping the write-ahead log spares each of them a flush to disk; a
 * crash empties it, which only restarts the windows. No index on `expire`: rows live about an hour
 * past their window (modules/limits/expired-limits.ts), so the table stays small enough to sweep by scanning.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});
