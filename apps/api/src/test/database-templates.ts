import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { TestProject } from "vitest/node";
import { openDatabase, wrapPglite } from "#src/db/client.ts";
import { migrateDatabase } from "#src/db/migrate.ts";
import { seedDemoShop } from "#src/db/seed/seed-demo.ts";
import { runAsAdmin, type TestDatabaseTemplates } from "./database.ts";

/**
 * Vitest global setup of the database tests: migrates one database and seeds a copy of it with the
 * demo shop, once per run, so each test database starts as a copy of one of the two. Migrating and
 * seeding anew for every test file cost seconds each (most of a database test file's time on PGlite,
 * which also has to run initdb for every new instance).
 *
 * With DATABASE_URL: two template databases on that server, copied with CREATE DATABASE … TEMPLATE and
 * dropped when the run ends. Without: two PGlite data directories dumped to files that each test
 * database is loaded from.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const templates = await createPostgresTemplates(serverUrl);
    project.provide("testDatabaseTemplates", templates);
    return async () => {
      for (const name of [templates.migrated, templates.seeded]) {
        await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), "chhaap-test-templates-"));
  project.provide("testDatabaseTemplates", await createPgliteTemplates(folder));
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function createPostgresTemplates(serverUrl: string): Promise<TestDatabaseTemplates> {
  const prefix = `chhaap_t_${randomBytes(6).toString("hex")}`;
  const templates = { driver: "postgres", migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` } as const;
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    await runAsAdmin(serverUrl, `CREATE DATABASE "${templates.migrated}"`);
    const migrated = await openDatabase({ databaseUrl: urlOf(templates.migrated), maxConnections: 1 });
    try {
      await migrateDatabase(migrated);
    } finally {
      await migrated.close();
    }
    await runAsAdmin(serverUrl, `CREATE DATABASE "${templates.seeded}" TEMPLATE "${templates.migrated}"`);
    const seeded = await openDatabase({ databaseUrl: urlOf(templates.seeded), maxConnections: 1 });
    try {
      await seedDemoShop(seeded.db);
    } finally {
      await seeded.close();
    }
  } catch (error) {
    for (const name of [templates.migrated, templates.seeded]) {
      await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
    throw error;
  }
  return templates;
}

async function createPgliteTemplates(folder: string): Promise<TestDatabaseTemplates> {
  const templates = {
    driver: "pglite",
    migrated: path.join(folder, "migrated.tar"),
    seeded: path.join(folder, "seeded.tar"),
  } as const;
  const database = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrateDatabase(wrapPglite(database));
    writeFileSync(templates.migrated, Buffer.from(await (await database.dumpDataDir("none")).arrayBuffer()));
    await seedDemoShop(wrapPglite(database).db);
    writeFileSync(templates.seeded, Buffer.from(await (await database.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await database.close();
  }
  return templates;
}
