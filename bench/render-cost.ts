/**
 * `npm run bench:render`: the CPU one page render costs, for one or more web builds side by side.
 * Each build is served by its own app in this one process, over the same database, and asked for
 * the same pages in alternation (app.inject, one at a time), so both see the machine in the same
 * state: on these machines, whose speed drifts by half within an hour, two builds compare to a few
 * percent here where two autocannon runs differ by tens. The first third of the pages warms up.
 *   npm run build && cp -r apps/web/build apps/web/build-before   (then change, and build again)
 *   npm run bench:render -- --build apps/web/build-before --build apps/web/build --pages 1500
 *   npm run bench:render -- --path /cart
 * Uses DATABASE_URL (PostgreSQL) when set, else the PGlite under data/bench that `npm run bench` seeds.
 * A copied build stays beside the first, in apps/web/build-* (ignored): it finds the web app's packages there.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { variants } from "../apps/api/src/db/schema.ts";
import { inProcessShop } from "./in-process-shop.ts";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { values } = parseArgs({
  options: {
    build: { type: "string", multiple: true },
    pages: { type: "string", default: "1500" },
    /** A page to ask for each time; by default a product page, every id in turn. */
    path: { type: "string" },
  },
});
// npm runs this in bench/: paths given on the command line are read from where npm was started.
const builds = (values.build ?? [path.join(root, "apps/web/build")]).map((dir) => path.resolve(process.env.INIT_CWD ?? "", dir));
const pages = Number(values.pages);

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: path.join(root, "data", "bench") });
const ids = (await database.db.select({ id: variants.id }).from(variants).orderBy(asc(variants.id)).limit(5000)).map((r) => r.id);
// A different address each time: pages kept for anonymous shoppers (decision 0009) are never served here.
const pageAt = (i: number) =>
  values.path
    ? `${values.path}${values.path.includes("?") ? "&" : "?"}render=${i}`
    : `/product-details/${ids[(i * 7919) % ids.length]}`;
const apps: FastifyInstance[] = [];
for (const buildDir of builds) apps.push(await inProcessShop(database, { logLevel: "info", buildDir }));

const costs: number[][] = builds.map(() => []);
const sizes: number[] = builds.map(() => 0);
for (let i = 0; i < pages; i++) {
  for (const [b, app] of apps.entries()) {
    const before = process.cpuUsage();
    const res = await app.inject({ url: pageAt(i), remoteAddress: "127.0.0.1" });
    const spent = process.cpuUsage(before);
    if (res.statusCode !== 200) throw new Error(`${pageAt(i)} answered ${res.statusCode}`);
    if (i >= pages / 3) costs[b]?.push((spent.user + spent.system) / 1000);
    sizes[b] = res.rawPayload.length;
  }
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? Number.NaN;
const base = median(costs[0] ?? []);
console.log(`\n${values.path ?? "product pages, every id in turn"}: ${costs[0]?.length ?? 0} renders measured per build\n`);
console.log("| build | CPU per page (median) | the first's ÷ this one's | bytes |\n| --- | --- | --- | --- |");
for (const [b, dir] of builds.entries()) {
  const cost = median(costs[b] ?? []);
  console.log(`| ${path.relative(root, dir) || dir} | ${cost.toFixed(2)} ms | ${(base / cost).toFixed(2)}x | ${sizes[b]} |`);
}
for (const app of apps) await app.close();
await database.close();
