/**
 * `npm run bench:render`: the CPU one page render costs, for one or more web builds side by side.
 * Each build is served by its own app in this one process, over the same database, and asked for
 * the same pages in alternation (app.inject, one at a time), so both see the machine in the same
 * state: on these machines, whose speed drifts by half within an hour, two builds compare to a few
 * percent here where two autocannon runs differ by tens. The first third of the pages warms up.
 * The median is the comparison's figure; the mean (1.1–1.3x the median: collections and slow
 * renders) is nearer to what a page costs a busy server.
 *   npm run build && cp -r apps/web/build apps/web/build-before   (then change, and build again)
 *   npm run bench:render -- --build apps/web/build-before --build apps/web/build --pages 1500
 *   npm run bench:render -- --path /cart
 *   npm run bench:render -- --headers "" --headers "accept-encoding: br, gzip"   (what compression costs)
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
    /**
     * Request headers, "name: value" separated by ";". Given more than once, each set is asked in
     * alternation too, one row each ("" asks with none): bytes are then those on the wire.
     */
    headers: { type: "string", multiple: true },
  },
});
// npm runs this in bench/: paths given on the command line are read from where npm was started.
const builds = (values.build ?? [path.join(root, "apps/web/build")]).map((dir) => path.resolve(process.env.INIT_CWD ?? "", dir));
const pages = Number(values.pages);
const headerSets = (values.headers ?? [""]).map((text) => ({
  label: text,
  headers: Object.fromEntries(
    text
      .split(";")
      .filter((pair) => pair.includes(":"))
      .map((pair) => [pair.slice(0, pair.indexOf(":")).trim(), pair.slice(pair.indexOf(":") + 1).trim()]),
  ),
}));

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: path.join(root, "data", "bench") });
const ids = (await database.db.select({ id: variants.id }).from(variants).orderBy(asc(variants.id)).limit(5000)).map((r) => r.id);
// A different address each time: pages kept for anonymous shoppers (decision 0009) are never served here.
// Header sets share their build's app (its kept pages and API answers): each asks for pieces of its own.
const pageAt = (i: number, set: number) => {
  const n = i * headerSets.length + set;
  if (!values.path) return `/product-details/${ids[(n * 7919) % ids.length]}`;
  return `${values.path}${values.path.includes("?") ? "&" : "?"}render=${n}`;
};
const apps: FastifyInstance[] = [];
for (const buildDir of builds) apps.push(await inProcessShop(database, { logLevel: "info", buildDir }));

// One row per build and header set, measured in alternation.
const rows = apps.flatMap((app, b) =>
  headerSets.map((set, s) => ({ app, build: builds[b] ?? "", set, index: s, costs: [] as number[], sizes: [] as number[] })),
);
for (let i = 0; i < pages; i++) {
  for (const row of rows) {
    const before = process.cpuUsage();
    const res = await row.app.inject({ url: pageAt(i, row.index), headers: row.set.headers, remoteAddress: "127.0.0.1" });
    const spent = process.cpuUsage(before);
    if (res.statusCode !== 200) throw new Error(`${pageAt(i, row.index)} answered ${res.statusCode}`);
    if (i >= pages / 3) {
      row.costs.push((spent.user + spent.system) / 1000);
      row.sizes.push(res.rawPayload.length);
    }
  }
}

const sortedAt = (xs: number[], q: number) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length * q)] ?? Number.NaN;
const median = (xs: number[]) => sortedAt(xs, 0.5);
const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
const base = median(rows[0]?.costs ?? []);
console.log(`\n${values.path ?? "product pages, every id in turn"}: ${rows[0]?.costs.length ?? 0} renders measured per row\n`);
console.log(
  "| build | headers | CPU per page (median) | the first's ÷ this one's | mean / p90 | bytes (median) |\n| --- | --- | --- | --- | --- | --- |",
);
for (const row of rows) {
  const cost = median(row.costs);
  const name = path.relative(root, row.build) || row.build;
  console.log(
    `| ${name} | ${row.set.label || "none"} | ${cost.toFixed(2)} ms | ${(base / cost).toFixed(2)}x | ${mean(row.costs).toFixed(2)} / ${sortedAt(row.costs, 0.9).toFixed(2)} ms | ${median(row.sizes)} |`,
  );
}
for (const app of apps) await app.close();
await database.close();
