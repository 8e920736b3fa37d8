import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import closeWithGrace from "close-with-grace";
import { Redis } from "ioredis";
import { buildApp } from "./app.ts";
import { recordServingShop } from "./backup/shop-pid.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { migrateDatabase, whileAloneOnDatabase } from "./db/migrate.ts";
import { seedDemoShop } from "./db/seed/seed-demo.ts";
import { drainConnections } from "./drain.ts";
import { answerMetricsToPrimary, serveMetrics } from "./metrics.ts";
import { ensureDemoOwner } from "./modules/admin/staff/demo-owner.ts";
import type { FileStore } from "./modules/storage/file-store.ts";
import { moveDiskUploads } from "./modules/storage/move-disk-uploads.ts";
import { openFileStore } from "./modules/storage/open-file-store.ts";
import { sharePublicChanges } from "./public-changes.ts";
import { mountWeb } from "./web/mount-web.ts";
import { superviseWorkers, workerWarmth } from "./workers.ts";

const webBuildDir = fileURLToPath(new URL("../../web/build", import.meta.url));

/**
 * Starts the shop: migrate, seed an empty database, serve API and pages, drain on SIGTERM. With more
 * than one worker (WEB_CONCURRENCY, PostgreSQL only) this process migrates and seeds once, then
 * supervises the workers, each of which serves (workers.ts).
 */
async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const files = openFileStore(config, database.db);
    if (await prepareShop(config, database, files.store)) console.log("seeded the demo shop into an empty database");
    files.close();
    await database.close();
    // The primary answers /metrics for all the workers together.
    if (config.metrics) await serveMetrics({ ...config.metrics, cluster: true });
    process.exit(await superviseWorkers(config.workers, console));
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // The backup tools must not open the embedded database while this process has it (backup/shop-pid.ts).
  const forgetServing = database.driver === "pglite" ? recordServingShop(config.dataDir) : undefined;
  // Uploads go to the bucket, the database or DATA_DIR (modules/storage/).
  const files = openFileStore(config, database.db);
  // A worker's primary has prepared the shop already.
  const seeded = cluster.isWorker ? false : await prepareShop(config, database, files.store);
  // The embedded demo shop comes with its demo owner; a DATABASE_URL shop never gets staff on its own.
  if (database.driver === "pglite" && (await ensureDemoOwner(database.db))) console.log("added the demo owner");
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;

  const app = await buildApp({
    db: database.db,
    config,
    pingDatabase: database.ping,
    files: files.store,
    redis,
    rateLimitAllowList: config.rateLimitAllowList,
    poolStats: database.driver === "postgres" ? poolStatsOf(database.pool) : undefined,
    workerWarmth: cluster.isWorker ? workerWarmth() : undefined,
  });
  // One process alone answers its own /metrics; a worker's are read by its primary.
  const metricsServer =
    config.metrics && !cluster.isWorker ? await serveMetrics({ ...config.metrics, cluster: false }) : undefined;
  if (config.metrics && cluster.isWorker) answerMetricsToPrimary();
  await mountWeb(app, { buildDir: webBuildDir, publicUrl: config.publicUrl, canonicalOrigin: config.canonicalOrigin });
  if (seeded) app.log.info("seeded the demo shop into an empty database");
  // Several instances on one PostgreSQL tell each other of staff changes (the embedded database has one process).
  const publicChanges = config.databaseUrl ? await sharePublicChanges(config.databaseUrl, app.log) : undefined;

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info({ signal }, "shutting down: draining requests");
    await drainConnections(app);
    await app.close();
    await publicChanges?.close();
    metricsServer?.close();
    files.close();
    await database.close();
    forgetServing?.();
    redis?.disconnect();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Chhaap is serving ${config.publicUrl} (database: ${database.driver}, data: ${path.relative(process.cwd(), config.dataDir) || "."})`,
  );
}

/**
 * Once per start, by the primary or the only process: migrate, seed an empty database (one instance
 * at a time), and move uploads left on disk into the configured store. Answers whether it seeded.
 */
async function prepareShop(config: Config, database: DatabaseHandle, files: FileStore): Promise<boolean> {
  const seeded = await whileAloneOnDatabase(database, () => migrateDatabase(database).then(() => seedDemoShop(database.db)));
  await moveDiskUploads(config.dataDir, files, console);
  return seeded;
}

/** The figures of node-postgres's pool, read when /metrics is scraped. */
function poolStatsOf(pool: { totalCount: number; idleCount: number; waitingCount: number }) {
  return () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
