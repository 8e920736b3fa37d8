import { onServerDatabase } from "#src/db/command-line-database.ts";
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
  return onServerDatabase(async (db) => {
    if (command === "rotate") {
      await rotateSessionKeys(db);
      console.log("A new key signs from now on; the older keys are still accepted until you retire them.");
    } else {
      const retired = await retireOlderSessionKeys(db, new Date());
      console.log(`Retired ${retired} older key${retired === 1 ? "" : "s"}.`);
    }
    return 0;
  });
}

process.exitCode = await main();
