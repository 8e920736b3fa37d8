/**
 * `npm run bench:floor`: the CPU of the smallest React Router page (bench/floor-app: one loader,
 * about twenty-five elements) beside a Chhaap product page, measured the same way and in alternation:
 * each served by a Fastify app in this one process and asked with app.inject, one at a time (issue 38
 * asks for a product page within 1.5x of the floor). Builds the floor app first when its build is missing.
 *   npm run build && DATABASE_URL=postgres://… npm run bench:floor -- --pages 1500
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { asc } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { variants } from "../apps/api/src/db/schema.ts";
import { inProcessShop } from "./in-process-shop.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const { values } = parseArgs({ options: { pages: { type: "string", default: "1500" } } });
const pages = Number(values.pages);

const floorDir = path.join(here, "floor-app");
const floorEntry = path.join(floorDir, "build", "server", "index.js");
if (!existsSync(floorEntry)) {
  execFileSync(path.join(root, "node_modules", ".bin", "react-router"), ["build", "."], { cwd: floorDir, stdio: "inherit" });
}

/** The floor app behind Fastify, as plainly as React Router's own servers do it. */
async function floorApp(): Promise<FastifyInstance> {
  const handle = createRequestHandler((await import(pathToFileURL(floorEntry).href)) as ServerBuild, "production");
  const app = Fastify();
  app.get("/*", async (request, reply) => {
    const response = await handle(
      new Request(`http://127.0.0.1${request.url}`, { headers: request.headers as Record<string, string> }),
    );
    reply.status(response.status);
    for (const [name, value] of response.headers) reply.header(name, value);
    return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
  });
  return app;
}

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: path.join(root, "data", "bench") });
const ids = (await database.db.select({ id: variants.id }).from(variants).orderBy(asc(variants.id)).limit(5000)).map((r) => r.id);
const shop = await inProcessShop(database, { logLevel: "info" });
const floor = await floorApp();
const targets: [string, FastifyInstance, (i: number) => string][] = [
  ["floor app, /piece/{n}", floor, (i) => `/piece/${i}`],
  ["Chhaap product page, every id in turn", shop, (i) => `/product-details/${ids[(i * 7919) % ids.length]}`],
];

const costs: number[][] = targets.map(() => []);
const sizes: number[] = targets.map(() => 0);
for (let i = 0; i < pages; i++) {
  for (const [t, [, app, pageAt]] of targets.entries()) {
    const before = process.cpuUsage();
    const res = await app.inject({ url: pageAt(i), remoteAddress: "127.0.0.1" });
    const spent = process.cpuUsage(before);
    if (res.statusCode !== 200) throw new Error(`${pageAt(i)} answered ${res.statusCode}`);
    if (i >= pages / 3) costs[t]?.push((spent.user + spent.system) / 1000);
    sizes[t] = res.rawPayload.length;
  }
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? Number.NaN;
const floorCost = median(costs[0] ?? []);
console.log(`\n${costs[0]?.length ?? 0} renders measured each, in alternation\n`);
console.log("| page | CPU per page (median) | ÷ the floor's | bytes |\n| --- | --- | --- | --- |");
for (const [t, [name]] of targets.entries()) {
  const cost = median(costs[t] ?? []);
  console.log(`| ${name} | ${cost.toFixed(2)} ms | ${(cost / floorCost).toFixed(2)}x | ${sizes[t]} |`);
}
await Promise.all([shop.close(), floor.close()]);
await database.close();
