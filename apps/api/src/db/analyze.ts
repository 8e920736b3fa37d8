import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

/**
 * Fresh planner statistics for `tables`, after a bulk write. Autovacuum analyses a table only once a
 * tenth of it has changed, and then at its next round: until then PostgreSQL plans queries over the
 * new rows by the old numbers (an empty table's, after a seed), and searches that should take
 * milliseconds can run into the statement limit. The limit (client.ts) is lifted for these statements
 * alone: it bounds what a request may hold a connection for, and ANALYZE samples a fixed number of
 * rows per table whatever its size.
 */
export async function analyzeTables(db: Database, tables: readonly PgTable[]): Promise<void> {
  if (tables.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(
      sql`analyze ${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )}`,
    );
  });
}
