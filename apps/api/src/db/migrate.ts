import { fileURLToPath } from "node:url";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client.ts";

/** apps/api/drizzle, found from this file so that any working directory works. */
const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Applies the versioned migrations not yet applied; safe to call on every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === "pglite") await migratePglite(handle.pglite, { migrationsFolder });
  else await migrateNodePg(handle.nodePg, { migrationsFolder });
}

/** Any fixed number: the key of the advisory lock instances take while they prepare the database. */
const STARTUP_LOCK = 7_431_002;

/**
 * Runs `work` (migrating, seeding) while no other instance on the same PostgreSQL does: instances
 * started together would otherwise create the same tables at once, and the loser would fail to
 * start. The lock is a session's, held by one connection of the pool, and ends with it (so a
 * process that dies while holding it does not keep the others waiting).
 */
export async function whileAloneOnDatabase<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.driver === "pglite") return work();
  const connection = await handle.pool.connect();
  try {
    // Tried, not waited on: a wait would meet the pool's statement timeout while another seeds.
    while (!(await connection.query("select pg_try_advisory_lock($1) as got", [STARTUP_LOCK])).rows[0].got)
      await new Promise((resolve) => setTimeout(resolve, 200));
    return await work();
  } finally {
    await connection.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => {});
    connection.release();
  }
}
