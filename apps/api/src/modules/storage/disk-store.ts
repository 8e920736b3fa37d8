import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { checkKey, type FileStore } from "./file-store.ts";

/**
 * Files under DATA_DIR, each at its key's path: the embedded shop's store, and where uploads were
 * kept before there was a choice, so an existing shop's files stay where they are.
 */
export function diskFileStore(dataDir: string): FileStore {
  const fileOf = (key: string) => path.join(dataDir, checkKey(key));
  return {
    kind: "disk",
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a request never reads half a file.
      const aside = `${file}.${randomBytes(4).toString("hex")}.tmp`;
      try {
        const handle = await open(aside, "w", 0o600);
        await handle.writeFile(bytes).finally(() => handle.close());
        await rename(aside, file);
      } catch (error) {
        await rm(aside, { force: true });
        throw error;
      }
    },
    async get(key) {
      // Opened first, then measured: a file removed in between is still read whole, or not found.
      const handle = await open(fileOf(key), "r").catch(missing);
      const stats = await handle?.stat();
      if (!handle || !stats?.isFile()) {
        await handle?.close();
        return undefined;
      }
      return { size: stats.size, body: handle.createReadStream() };
    },
    async has(key) {
      const stats = await stat(fileOf(key)).catch(missing);
      return stats?.isFile() ?? false;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

function missing(error: NodeJS.ErrnoException): undefined {
  if (error.code === "ENOENT" || error.code === "ENOTDIR") return undefined;
  throw error;
}
