/**
 * `npm run bench`: serves the shop in this process over a large catalog and measures the hot paths
 * with autocannon. Uses DATABASE_URL (PostgreSQL) when set, else an embedded PGlite under
 * data/bench. Reuses the catalog when it is already large enough.
 *   npm run bench -- --variants 100000 --seconds 10 --connections 10
 */

import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { count } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app.ts";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { migrateDatabase } from "../apps/api/src/db/migrate.ts";
import { variants } from "../apps/api/src/db/schema.ts";
import { seedDemoShop } from "../apps/api/src/db/seed/seed-demo.ts";
import { seedLargeCatalog } from "../apps/api/src/db/seed/seed-large.ts";
import { mountWeb } from "../apps/api/src/web/mount-web.ts";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { values } = parseArgs({
  options: {
    variants: { type: "string", default: process.env.DATABASE_URL ? "100000" : "20000" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
  },
});
const targetVariants = Number(values.variants);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: path.join(root, "data", "bench"),
});
await migrateDatabase(database);
await seedDemoShop(database.db);
const n = (await database.db.select({ n: count() }).from(variants))[0]?.n ?? 0;
if (n < targetVariants) {
  const started = performance.now();
  console.log(`Seeding ${targetVariants - n} more variants...`);
  await seedLargeCatalog(database.db, { variants: targetVariants - n });
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const total = (await database.db.select({ n: count() }).from(variants))[0]?.n ?? 0;
const sampleIds = (await database.db.select({ id: variants.id }).from(variants).limit(2000)).map((r) => r.id);
// 50 pieces everyone looks at; the rest, each asked for once.
const [popularIds, otherIds] = [sampleIds.slice(0, 50), sampleIds.slice(50)];

const app = await buildApp({
  db: database.db,
  config: {
    dataDir: path.join(root, "data", "bench"),
    publicUrl: "http://127.0.0.1",
    logLevel: "silent",
    trustProxy: false,
    sessionSecret: "bench-only-secret-bench-only-secret-0000",
  },
  pingDatabase: database.ping,
  logger: false,
  // The load comes from one address; limits meant for shoppers would turn it into 429s.
  rateLimitAllowList: ["127.0.0.1"],
});
await mountWeb(app, { buildDir: path.join(root, "apps/web/build"), publicUrl: "http://127.0.0.1" });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

const searchTerms = ["saree", "indigo", "modal silk", "dupatta", "madder red", "suit", "ajrakh", "cotton", "stole", "black"];
const suggestionTerms = ["ind", "sar", "ajrak", "madd", "dupa", "kutch", "mul", "gajji", "blak", "stol"];
const pick = <T>(list: T[], i: number) => list[i % list.length] as T;

interface Scenario {
  name: string;
  path: (i: number) => string;
}
const scenarios: Scenario[] = [
  {
    name: "product search",
    path: (i) =>
      `/api/variant/search?limit=12&page=${1 + (i % 3)}&search=${encodeURIComponent(pick(searchTerms, i))}${i % 2 ? "&sortToPrice=1" : ""}`,
  },
  {
    // Every request a new price range: nothing cached, the database ranks and counts each time.
    name: "product search, uncached",
    path: (i) =>
      `/api/variant/search?limit=12&search=${encodeURIComponent(pick(searchTerms, i))}&minPrice=${i % 997}&maxPrice=${20_000 + i}`,
  },
  { name: "product detail", path: (i) => `/api/variant/${pick(sampleIds, i * 7919)}` },
  { name: "search suggestions", path: (i) => `/api/product/searchSuggestion?name=${pick(suggestionTerms, i)}` },
  // Pages anonymous shoppers share are kept for 5 s (decision 0009): the home page and these 30
  // lists render once per 5 s each, and the 50 popular pieces once each per 5 s.
  { name: "home page (SSR)", path: () => "/" },
  { name: "product page (SSR), 50 popular pieces", path: (i) => `/product-details/${pick(popularIds, i)}` },
  // A different piece on every request (1,950 in turn): each one a full render.
  { name: "product page (SSR), a new piece each time", path: (i) => `/product-details/${pick(otherIds, i * 7919)}` },
  { name: "product list (SSR)", path: (i) => `/product?q=${encodeURIComponent(pick(searchTerms, i))}&page=${1 + (i % 3)}` },
];

const rows: string[] = [];
for (const scenario of scenarios) {
  let i = 0;
  const probe = await fetch(address + scenario.path(0));
  if (!probe.ok) console.warn(`  ${scenario.name}: ${scenario.path(0)} answered ${probe.status}`);
  const result = await autocannon({
    url: address,
    connections,
    duration: seconds,
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: scenario.path(i++) }) }],
  });
  const line = `| ${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`;
  console.log(line);
  rows.push(line);
}

console.log(
  `\n${total} variants, ${database.driver}, ${connections} connections, ${seconds} s per scenario, Node ${process.version}\n`,
);
console.log("| scenario | requests/s (mean) | p50 ms | p99 ms | non-2xx |\n| --- | --- | --- | --- | --- |");
for (const row of rows) console.log(row);

// autocannon hangs up mid-request at the end of each scenario. The pages it left rendering keep
// going, and those still at it now log their refused API calls ("answered 503"): noise, no shopper.
await app.close();
await database.close();
