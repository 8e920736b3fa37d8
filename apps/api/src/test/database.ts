import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase, wrapPglite } from "#src/db/client.ts";

/**
 * The two starting points database-templates.ts (the database tests' global setup) makes once per run:
 * names of template databases on the PostgreSQL server, or files of dumped PGlite data directories.
 */
export interface TestDatabaseTemplates {
  driver: "postgres" | "pglite";
  migrated: string;
  seeded: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplates?: TestDatabaseTemplates;
  }
}

export interface TestDatabaseOptions {
  /** Start with the demo shop in it (seed-demo.ts), not just the schema. */
  seeded?: boolean;
}

/**
 * A fresh database of its own for one test file or test (tests never share mutable data), copied from
 * the run's migrated (or migrated and seeded) template that the database project's global setup made.
 * With DATABASE_URL: a new database `chhaap_t_<random>` on that server, dropped again by `close()`.
 * Without: an in-memory PGlite.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const templates = inject("testDatabaseTemplates");
  if (!templates) {
    throw new Error(
      "No test database templates: this test file opens a database, so it belongs to the `database` project, " +
        "which vitest.config.ts finds by an import of #src/test/app.ts or #src/test/database.ts.",
    );
  }
  const template = options.seeded ? templates.seeded : templates.migrated;
  if (templates.driver === "pglite") return loadPgliteTestDatabase(template);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("The test database templates are on PostgreSQL, but DATABASE_URL is unset.");
  return createPostgresTestDatabase(serverUrl, template);
}

/** Each dump is read once per test file; every database loaded from it is a copy of its own. */
const pgliteDumps = new Map<string, Blob>();

async function loadPgliteTestDatabase(dumpFile: string): Promise<DatabaseHandle> {
  let dump = pgliteDumps.get(dumpFile);
  if (!dump) {
    dump = new Blob([readFileSync(dumpFile)]);
    pgliteDumps.set(dumpFile, dump);
  }
  return wrapPglite(await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } }));
}

async function createPostgresTestDatabase(serverUrl: string, template: string): Promise<DatabaseHandle> {
  const name = `chhaap_t_${randomBytes(6).toString("hex")}`;
  await runAsAdmin(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), maxConnections: 5 });
  const closeHandle = handle.close;
  handle.close = async () => {
    await closeHandle();
    await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  return handle;
}

/** Runs one statement (CREATE or DROP DATABASE) on the server's own connection, outside any pool. */
export async function runAsAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
