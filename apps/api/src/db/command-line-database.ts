import { resolve } from "node:path";
import type { Database } from "./client.ts";
import { openDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

/**
 * For the shop's command-line tools (`npm run staff`, `npm run keys`): runs `work` on the database
 * the server uses (DATABASE_URL, or the embedded one under DATA_DIR), migrated, and closes it.
 * Answers the exit code: `work`'s, or 1 with the error's message printed.
 */
export async function onServerDatabase(work: (db: Database) => Promise<number>): Promise<number> {
  // npm runs workspace scripts inside apps/api; INIT_CWD is where the command was typed (the repo root).
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? "data");
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  try {
    await migrateDatabase(database);
    return await work(database.db);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}
