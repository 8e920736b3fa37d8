import type { Readable } from "node:stream";

/**
 * Where uploaded files live: payment screenshots, profile pictures and the catalog pictures staff
 * upload. One interface over three places (disk-store.ts, bucket-store.ts, database-store.ts, chosen
 * by open-file-store.ts), so every instance of a shop on PostgreSQL or a bucket reads the same files.
 *
 * The store knows nothing of who may read a file: the routes that serve private files check the
 * owner first, and only public catalog pictures are served without a check.
 */
export interface FileStore {
  /** Where files go, for the start-up log line: "disk", "bucket" or "database". */
  readonly kind: "disk" | "bucket" | "database";
  /** Writes the file whole, replacing one of the same key; readers never see half of it. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file as a stream to send on, or undefined when there is none under the key. */
  get(key: string): Promise<StoredFile | undefined>;
  has(key: string): Promise<boolean>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
}

export interface StoredFile {
  size: number;
  body: Readable;
}

/**
 * A key is the file's path under DATA_DIR on the disk store ("uploads/payments/….webp"), the same on
 * every store so files keep their key when they move: folders and a name of letters, digits, dots,
 * dashes and underscores, never starting with a dot (no "..", no hidden or absolute paths).
 */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function checkKey(key: string): string {
  if (key.length > 200 || !KEY.test(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
  return key;
}
