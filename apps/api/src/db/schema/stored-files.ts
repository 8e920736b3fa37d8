import { customType, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return "bytea";
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value);
  },
});

/**
 * Uploaded files (payment screenshots, profile pictures, staff's catalog pictures) when the shop runs
 * on PostgreSQL without a bucket, so every instance reads the same files. One row per file: each is a
 * re-encoded picture of a few hundred kilobytes at most, so a row is written atomically in one
 * statement, while readers still stream it in slices (modules/storage/database-store.ts) rather than
 * hold it whole. The key is the file's path under DATA_DIR on the disk store.
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  bytes: bytea("bytes").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});
