import path from "node:path";
import { BackupError, restoreBackup, writeBackup } from "./backup-file.ts";
import { servingShopPid } from "./shop-pid.ts";

/**
 * `npm run backup [FILE]` and `npm run restore FILE`: the embedded shop (DATA_DIR) to one file and
 * back. A PostgreSQL shop is backed up with PostgreSQL's own tools (docs/operations.md).
 */
async function main(): Promise<number> {
  const [command, argument] = process.argv.slice(2);
  // npm runs workspace scripts inside apps/api; INIT_CWD is where the command was typed.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(cwd, process.env.DATA_DIR ?? "data");
  if (process.env.DATABASE_URL) {
    console.error("This shop's database is PostgreSQL: back it up with pg_dump (see docs/operations.md, Backups).");
    return 2;
  }
  const pid = servingShopPid(dataDir);
  if (pid) {
    console.error(`The shop (process ${pid}) is serving from ${dataDir}: stop it first, then run this again.`);
    return 1;
  }
  try {
    if (command === "backup") {
      const file = path.resolve(cwd, argument ?? `chhaap-backup-${new Date().toISOString().slice(0, 10)}.tar.gz`);
      const manifest = await writeBackup(dataDir, file);
      console.log(`Backed up the database${manifest.folders.map((f) => ` and ${f}`).join("")} to ${file}`);
      return 0;
    }
    if (command === "restore" && argument) {
      await restoreBackup(path.resolve(cwd, argument), dataDir);
      console.log(`Restored ${argument} into ${dataDir}; start the shop with npm start.`);
      return 0;
    }
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
  console.error("Usage: npm run backup [FILE]   or   npm run restore FILE   (DATA_DIR selects the shop, default ./data)");
  return 2;
}

process.exitCode = await main();
