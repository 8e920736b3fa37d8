import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isProcessAlive } from "#src/process-alive.ts";

/**
 * The embedded database is one process's files: a second process opening them (a backup or a restore
 * while the shop runs) would read them half-written or corrupt them. The shop records its process id
 * in DATA_DIR while it serves, and the backup tools refuse to run while that process is alive.
 */
const FILE = "shop.pid";

export function recordServingShop(dataDir: string): () => void {
  const file = path.join(dataDir, FILE);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** The process id of a shop serving from `dataDir`, or undefined (none, or one that died without cleaning up). */
export function servingShopPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, FILE), "utf8").trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  return isProcessAlive(pid) ? pid : undefined;
}
