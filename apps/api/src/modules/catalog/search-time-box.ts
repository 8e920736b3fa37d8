import { sql } from "drizzle-orm";
import { type Database, isEmbedded, type Transaction } from "#src/db/client.ts";

/**
 * The longest one search statement may run on PostgreSQL, far below the 5 s every statement has
 * (db/client.ts). Capped as they are (search-queries.ts, search-suggestion-queries.ts), a search's
 * statements take 1–50 ms at 100,000 colourways on an idle machine; one that takes a second is
 * queueing behind others, and waiting longer only holds a connection that a bag or a checkout needs.
 */
export const SEARCH_STATEMENT_MS = 1_000;

/**
 * Runs a search's statements under SEARCH_STATEMENT_MS on PostgreSQL, in a transaction of their own
 * (`set local` ends with it). A statement that takes longer is cancelled and its error thrown
 * (isStatementTimeout). PGlite has no statement timeout (it runs on this thread and cannot be
 * interrupted): there the statements run as they are, bounded by what they may read.
 */
export async function timeBoxed<T>(
  db: Database,
  run: (db: Database | Transaction) => Promise<T>,
  limitMs = SEARCH_STATEMENT_MS,
): Promise<T> {
  if (isEmbedded(db)) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.floor(limitMs))}`));
    return run(tx);
  });
}

/** PostgreSQL's code for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = "57014";

/** Whether `error` (or what caused it: Drizzle wraps the driver's error) is a cancelled statement. */
export function isStatementTimeout(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === QUERY_CANCELED) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
