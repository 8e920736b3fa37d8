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
