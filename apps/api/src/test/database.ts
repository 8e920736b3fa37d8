import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { type DatabaseHandle, openDatabase, wrapPglite } from "#src/db/client.ts";
import { migrateDatabase } from "#src/db/migrate.ts";

/**
 * A fresh, migrated database of its own for one test file or test (tests never share mutable data).
 * With DATABASE_URL: a new database `chhaap_t_<random>` on that server, dropped again by `close()`.
 * Without: an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? createPostgresTestDatabase(serverUrl) : createPgliteTestDatabase();
}

let migratedPglite: Promise<PGlite> | undefined;

/** Migrating PGlite costs about a second; each test database is a clone of one migrated template per worker. */
async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  migratedPglite ??= (async () => {
    const template = await PGlite.create({ extensions: { pg_trgm } });
    await migrateDatabase(wrapPglite(template));
    return template;
  })();
  const template = await migratedPglite;
  const clone = await template.clone();
  if (!(clone instanceof PGlite)) throw new Error("PGlite.clone() returned an unexpected client");
  return wrapPglite(clone);
}

async function createPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `chhaap_t_${randomBytes(6).toString("hex")}`;
  await runAsAdmin(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), maxConnections: 5 });
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  const closeHandle = handle.close;
  handle.close = async () => {
    await closeHandle();
    await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  return handle;
}

async function runAsAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
