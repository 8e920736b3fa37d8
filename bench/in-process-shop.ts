import { open } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../apps/api/src/app.ts";
import type { DatabaseHandle } from "../apps/api/src/db/client.ts";
import { mountWeb } from "../apps/api/src/web/mount-web.ts";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The in-process server's public address: its port is only known once it listens. */
export const IN_PROCESS_ORIGIN = "http://127.0.0.1";

/**
 * The shop as `npm start` serves it, API and pages, in this process over `database`, not yet
 * listening. Logging is as in production, at `logLevel`, into /dev/null: its cost counts, its
 * lines do not.
 */
export async function inProcessShop(
  database: DatabaseHandle,
  options: { logLevel: string; buildDir?: string },
): Promise<FastifyInstance> {
  const sink = await open("/dev/null", "w");
  const app = await buildApp({
    db: database.db,
    config: {
      dataDir: path.join(root, "data", "bench"),
      publicUrl: IN_PROCESS_ORIGIN,
      logLevel: options.logLevel as "info",
      trustProxy: false,
      sessionSecret: "bench-only-secret-bench-only-secret-0000",
    },
    pingDatabase: database.ping,
    logStream: sink.createWriteStream(),
    // The load comes from one address; limits meant for shoppers would turn it into 429s.
    rateLimitAllowList: ["127.0.0.1"],
  });
  await mountWeb(app, { buildDir: options.buildDir ?? path.join(root, "apps/web/build"), publicUrl: IN_PROCESS_ORIGIN });
  return app;
}
