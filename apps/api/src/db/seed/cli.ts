import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "#src/db/client.ts";
import { migrateDatabase } from "#src/db/migrate.ts";
import { ensureDemoOwner } from "#src/modules/admin/staff/demo-owner.ts";
import { seedDemoShop } from "./seed-demo.ts";
import { seedLargeCatalog } from "./seed-large.ts";
import { seedOrderBook } from "./seed-orders.ts";

/**
 * `npm run seed [-- --variants 100000] [--orders 100000]`
 * Without DATABASE_URL: deletes the embedded database under DATA_DIR, re-creates and seeds it.
 * With DATABASE_URL: migrates and seeds that database if its catalogue is empty (never drops anything);
 * `--demo-owner` also adds the demo owner when the shop has no staff yet.
 * `--variants N` then adds a synthetic catalogue of N variants for benchmarks, and `--orders N` an order
 * book of N orders (with their customers) for timing the back office.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { variants: { type: "string" }, orders: { type: "string" }, "demo-owner": { type: "boolean" } },
    allowPositionals: false,
  });
  const variants = wholeNumber("--variants", values.variants);
  const orders = wholeNumber("--orders", values.orders);

  const databaseUrl = process.env.DATABASE_URL || undefined;
  // npm runs workspace scripts inside apps/api; INIT_CWD is where the user typed the command (the repo root).
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? "data");
  const started = performance.now();

  if (!databaseUrl) {
    rmSync(join(dataDir, "pglite"), { recursive: true, force: true });
    log(`removed the embedded database in ${join(dataDir, "pglite")}`);
  }
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    log(`database: ${handle.driver === "pglite" ? `PGlite in ${join(dataDir, "pglite")}` : "PostgreSQL (DATABASE_URL)"}`);
    await migrateDatabase(handle);
    log("migrations applied");
    const seeded = await seedDemoShop(handle.db);
    log(seeded ? "demo shop seeded" : "catalogue already has products: demo shop left as it was");
    // The embedded demo shop always has its demo owner; a PostgreSQL shop only when asked (--demo-owner).
    if (handle.driver === "pglite" || values["demo-owner"]) {
      log((await ensureDemoOwner(handle.db)) ? "demo owner added" : "the shop already has staff: no demo owner added");
    }
    if (variants > 0) {
      const largeStarted = performance.now();
      let lastReport = 0;
      const result = await seedLargeCatalog(handle.db, {
        variants,
        onProgress(written) {
          if (written - lastReport >= 10_000 || written === variants) {
            lastReport = written;
            log(`  ${written.toLocaleString("en-US")} / ${variants.toLocaleString("en-US")} variants`);
          }
        },
      });
      log(
        `large catalogue: ${result.products.toLocaleString("en-US")} products, ${result.variants.toLocaleString("en-US")} variants in ${seconds(largeStarted)}`,
      );
    }
    if (orders > 0) {
      const ordersStarted = performance.now();
      const result = await seedOrderBook(handle.db, {
        orders,
        onProgress(written) {
          if (written % 10_000 === 0 || written === orders) {
            log(`  ${written.toLocaleString("en-US")} / ${orders.toLocaleString("en-US")} orders`);
          }
        },
      });
      log(
        `order book: ${result.orders.toLocaleString("en-US")} orders from ${result.customers.toLocaleString("en-US")} customers in ${seconds(ordersStarted)}`,
      );
    }
  } finally {
    await handle.close();
  }
  log(`done in ${seconds(started)}`);
}

function wholeNumber(option: string, given: string | undefined): number {
  const n = given === undefined ? 0 : Number(given);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${option} must be a whole number, got "${given}"`);
  return n;
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function log(line: string): void {
  process.stdout.write(`[seed] ${line}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`[seed] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
