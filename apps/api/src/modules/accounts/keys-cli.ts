import { resolve } from "node:path";
import { openDatabase } from "#src/db/client.ts";
import { migrateDatabase } from "#src/db/migrate.ts";
import { retireOlderSessionKeys, rotateSessionKeys } from "./session-keys.ts";

const USAGE = `Usage:
  npm run keys -- rotate    a new key signs sessions from now on (every instance within a minute);
                            the older keys are still accepted, so nobody is logged out
  npm run keys -- retire    every key but the newest stops being accepted (within a minute):
                            sessions, staff sessions and device marks signed with them end

Only when SESSION_SECRET is unset; with it set, change it and list the old one in SESSION_SECRET_PREVIOUS.`;

/** The shop's session signing keys on the command line, on the database the server uses. */
async function main(): Promise<number> {
  const command = process.argv[2];
  if (command !== "rotate" && command !== "retire") {
    console.error(USAGE);
    return 2;
  }
  // npm runs workspace scripts inside apps/api; INIT_CWD is where the command was typed (the repo root).
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? "data");
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  try {
    await migrateDatabase(database);
    if (command === "rotate") {
      await rotateSessionKeys(database.db);
      console.log("A new key signs from now on; the older keys are still accepted until you retire them.");
    } else {
      const retired = await retireOlderSessionKeys(database.db, new Date());
      console.log(`Retired ${retired} older key${retired === 1 ? "" : "s"}.`);
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
