import type { Config } from "#src/config.ts";
import type { Database } from "#src/db/client.ts";
import { bucketFileStore } from "./bucket-store.ts";
import { databaseFileStore } from "./database-store.ts";
import { diskFileStore } from "./disk-store.ts";
import type { FileStore } from "./file-store.ts";

/**
 * The store this shop's configuration names: the bucket when S3_* is set, else PostgreSQL when
 * DATABASE_URL is set (several instances, one database, no shared disk), else DATA_DIR on disk.
 */
export function openFileStore(
  config: Pick<Config, "dataDir" | "databaseUrl" | "bucket">,
  db: Database,
): { store: FileStore; close(): void } {
  if (config.bucket) return bucketFileStore(config.bucket);
  if (config.databaseUrl) return { store: databaseFileStore(db), close() {} };
  return { store: diskFileStore(config.dataDir), close() {} };
}
