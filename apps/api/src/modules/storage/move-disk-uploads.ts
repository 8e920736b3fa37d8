import { createHash } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { checkKey, type FileStore } from "./file-store.ts";

/** The folders under DATA_DIR where uploads were written before the store could be elsewhere. */
const UPLOAD_FOLDERS = ["uploads/payments", "uploads/profile", "media/catalog"];

interface MoveLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Moves uploads left on disk into the configured store (the bucket or the database), at start. Each
 * file is copied, read back and compared, and only then removed from disk: a file that fails stays
 * where it is, is logged, and is tried again at the next start; a second start finds nothing to move.
 * Removing rather than marking keeps no second copy that could outlive a later delete in the store.
 * The drawn Ajrakh pictures (media/ajrakh) are a cache redrawn on demand and stay on local disk.
 */
export async function moveDiskUploads(
  dataDir: string,
  store: FileStore,
  log: MoveLog,
): Promise<{ moved: number; failed: number }> {
  let moved = 0;
  let failed = 0;
  if (store.kind === "disk") return { moved, failed };
  for (const folder of UPLOAD_FOLDERS) {
    for (const name of await filesIn(path.join(dataDir, folder))) {
      const key = `${folder}/${name}`;
      const file = path.join(dataDir, folder, name);
      try {
        const bytes = await readFile(file);
        await store.put(checkKey(key), bytes);
        const copy = await store.get(key);
        const copied =
          copy &&
          createHash("sha256")
            .update(await buffer(copy.body))
            .digest("hex");
        if (copied !== createHash("sha256").update(bytes).digest("hex")) throw new Error("the copy differs from the file");
        await rm(file);
        moved++;
      } catch (err) {
        failed++;
        log.warn({ err, file }, "an upload on disk could not be moved into the file store; it stays on disk");
      }
    }
  }
  if (moved + failed > 0) log.info({ moved, failed, store: store.kind }, "moved uploads from disk into the file store");
  return { moved, failed };
}

/** The files a folder holds (none when it does not exist), leaving out half-written `.tmp` files. */
async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp")).map((entry) => entry.name);
}
