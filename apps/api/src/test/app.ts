import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type App, buildApp } from "#src/app.ts";
import type { DatabaseHandle } from "#src/db/client.ts";
import { seedDemoShop } from "#src/db/seed/seed-demo.ts";
import { createTestDatabase } from "./database.ts";

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real API over a fresh database of its own (seeded with the demo shop unless told otherwise). */
export async function createTestApp(options: { seed?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed ?? true) await seedDemoShop(database.db);
  const dataDir = mkdtempSync(path.join(tmpdir(), "chhaap-test-"));
  const app = await buildApp({
    db: database.db,
    config: { dataDir, publicUrl: "http://shop.test", logLevel: "silent", trustProxy: false },
    pingDatabase: database.ping,
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
