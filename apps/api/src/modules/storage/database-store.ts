import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import { storedFiles } from "#src/db/schema.ts";
import { checkKey, type FileStore } from "./file-store.ts";

/**
 * How much of a file one query reads. A file is one row (written in one statement, so never seen
 * half-written), but a reader takes it in slices of this size: a request holds at most one slice in
 * memory, and the bytes go to the reply as they come, never into a JSON answer. Pictures are already
 * compressed, so PostgreSQL keeps them uncompressed out of line, where a slice reads only its part.
 */
const SLICE_BYTES = 256 * 1024;

/** Files in the stored_files table: the store of a shop on PostgreSQL without a bucket. */
export function databaseFileStore(db: Database): FileStore {
  return {
    kind: "database",
    async put(key, bytes) {
      const row = { key: checkKey(key), bytes, size: bytes.length };
      await db
        .insert(storedFiles)
        .values(row)
        .onConflictDoUpdate({ target: storedFiles.key, set: { bytes, size: bytes.length, createdAt: sql`now()` } });
    },
    async get(key) {
      const [row] = await db
        .select({ size: storedFiles.size })
        .from(storedFiles)
        .where(eq(storedFiles.key, checkKey(key)));
      return row && { size: row.size, body: Readable.from(slices(db, key, row.size)) };
    },
    async has(key) {
      const [row] = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(eq(storedFiles.key, checkKey(key)));
      return row !== undefined;
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, checkKey(key)));
    },
  };
}

/** The file's bytes, one slice per query, read only as the reply takes them. */
async function* slices(db: Database, key: string, size: number): AsyncGenerator<Buffer> {
  for (let start = 0; start < size; start += SLICE_BYTES) {
    const [row] = await db
      .select({ bytes: sql`substring(${storedFiles.bytes} from ${start + 1} for ${SLICE_BYTES})`.mapWith(storedFiles.bytes) })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    // Keys are random and never rewritten with other bytes, so only a delete can interrupt a read.
    if (!row) throw new Error(`stored file ${key} was removed while it was read`);
    yield row.bytes;
  }
}
