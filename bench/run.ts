/**
 * `npm run bench`: serves the shop in this process over a large catalog and measures the hot paths
 * with autocannon. Uses DATABASE_URL (PostgreSQL) when set, else an embedded PGlite under
 * data/bench. Reuses the catalog when it is already large enough.
 *   npm run bench -- --variants 100000 --orders 100000 --seconds 10 --connections 16
 *   npm run bench -- --only "every id,different term" --rounds 3
 *   npm run bench -- --url http://127.0.0.1:4534 --url http://127.0.0.1:4535 --rounds 3
 *   DATABASE_URL=... npm run bench -- --workers 1 --workers 2 --only "a new piece" --rounds 3
 * With `--url` (repeatable) it loads servers that are already running instead (say the previous
 * commit's, from a git worktree, beside this one), one after the other within each round, so that
 * both are measured on the same machine at the same time. Their databases must hold the same rows
 * as DATABASE_URL's (a copy made with `createdb -T`), since ids and search terms are read from it.
 * With `--workers N` (repeatable, PostgreSQL only) it starts the shop as `npm start` does, with N
 * worker processes, and measures each such shop in turn the same way; it also reports each process's
 * memory. Those shops build their search index during their first round.
 * The back office's scenarios sign in as the demo owner: the in-process server adds them to a shop
 * without staff; a server given by --url needs them in its database (`npm run seed -- --demo-owner`).
 */

import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DESK_PAGE_SIZE } from "@chhaap/contract/admin/orders";
import { COLOUR_GROUP_KEYS } from "@chhaap/contract/colour-groups";
import autocannon from "autocannon";
import { asc, count, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { migrateDatabase } from "../apps/api/src/db/migrate.ts";
import { categories, orders, products, users, variants } from "../apps/api/src/db/schema.ts";
import { seedDemoShop } from "../apps/api/src/db/seed/seed-demo.ts";
import { seedLargeCatalog } from "../apps/api/src/db/seed/seed-large.ts";
import { seededCustomerEmail, seedOrderBook } from "../apps/api/src/db/seed/seed-orders.ts";
import { DEMO_OWNER, ensureDemoOwner } from "../apps/api/src/modules/admin/staff/demo-owner.ts";
import { buildSearchIndex } from "../apps/api/src/modules/catalog/search-index.ts";
import { STAFF_SESSION_COOKIE } from "../apps/api/src/plugins/session.ts";
import { IN_PROCESS_ORIGIN, inProcessShop } from "./in-process-shop.ts";
import { type ShopProcess, startShopProcess } from "./shop-processes.ts";
import { shuffled } from "./shuffled.ts";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { values } = parseArgs({
  options: {
    variants: { type: "string", default: process.env.DATABASE_URL ? "100000" : "20000" },
    orders: { type: "string", default: process.env.DATABASE_URL ? "100000" : "5000" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    /** Only the scenarios whose name contains one of these (comma-separated, no space after the comma). */
    only: { type: "string" },
    /** Servers already running, measured in turn instead of one in this process. */
    url: { type: "string", multiple: true },
    /** Shops to start as `npm start` does, with this many worker processes each (PostgreSQL only). */
    workers: { type: "string", multiple: true },
    rounds: { type: "string", default: "1" },
    /** The in-process server's log level; its lines go to /dev/null, so what is measured is their cost. */
    "log-level": { type: "string", default: "info" },
  },
});
const targetVariants = Number(values.variants);
const targetOrders = Number(values.orders);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const external = values.url ?? [];
const workerCounts = (values.workers ?? []).map(Number);
if (workerCounts.length > 0 && !process.env.DATABASE_URL)
  throw new Error("--workers needs DATABASE_URL: the embedded database has one process");

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: path.join(root, "data", "bench"),
});
if (external.length === 0) {
  await migrateDatabase(database);
  await seedDemoShop(database.db);
  await topUp("variants", await rowCount(variants), targetVariants, (more) => seedLargeCatalog(database.db, { variants: more }));
  await topUp("orders", await rowCount(orders), targetOrders, (more) => seedOrderBook(database.db, { orders: more }));
  await ensureDemoOwner(database.db);
}
const total = await rowCount(variants);
// Every id, in an order unrelated to the catalog's (ids are random): "every id in turn" never repeats one.
const allIds = (await database.db.select({ id: variants.id }).from(variants).orderBy(asc(variants.id))).map((r) => r.id);
const sampleIds = allIds.slice(0, 2000);
// 50 pieces everyone looks at; the rest, each asked for once.
const [popularIds, otherIds] = [sampleIds.slice(0, 50), sampleIds.slice(50)];
const distinctTerms = await searchTerms();
const shopperTexts = await typedTexts();
const allTypedTexts = Object.values(shopperTexts).flat();
const categorySlugs = (await database.db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.slug))).map(
  (row) => row.slug,
);
const orderCount = await rowCount(orders);
const seededCustomers =
  (await database.db.select({ n: count() }).from(users).where(like(users.email, "seed-customer-%")))[0]?.n ?? 0;

let app: FastifyInstance | undefined;
const targets: string[] = [...external];
const shops: ShopProcess[] = [];
try {
  for (const [n, workers] of workerCounts.entries()) {
    shops.push(await startShopProcess(workers, 4571 + n, process.env.DATABASE_URL as string, values["log-level"]));
    targets.push(shops[n]?.url as string);
  }
} catch (error) {
  // A shop that did not start leaves none of the others running.
  await Promise.all(shops.map((shop) => shop.stop()));
  throw error;
}
if (external.length === 0 && shops.length === 0) {
  app = await inProcessShop(database, { logLevel: values["log-level"] });
  // A server builds its search index at its first search and answers by SQL meanwhile: built first
  // here, so what is measured is the index. A server given by --url builds it during its first round.
  await buildSearchIndex(database.db);
  targets.push(await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" }));
}

const searchWords = ["saree", "indigo", "modal silk", "dupatta", "madder red", "suit", "ajrakh", "cotton", "stole", "black"];
const facetSizes = ["M", "L", "Free Size", "XL", "S", "XXL"];
const suggestionTerms = ["ind", "sar", "ajrak", "madd", "dupa", "kutch", "mul", "gajji", "blak", "stol"];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;

interface Scenario {
  name: string;
  path: (i: number) => string;
  /** Asked as the demo owner, signed in (the back office). */
  staff?: true;
  /** Sent with every request, beside the staff cookie. */
  headers?: Record<string, string>;
  /** Runs around the scenario (in-process only): a log level, say. */
  around?: (run: () => Promise<void>) => Promise<void>;
}
/** The report periods timed, from a day to a year. */
const REPORT_BENCH_PERIODS: [string, string][] = [
  ["today", "period=today"],
  ["7 days", "period=7-days"],
  ["this month", "period=this-month"],
  ["last month", "period=last-month"],
  ["last quarter", "period=last-quarter"],
  ["a year", `period=custom&from=${yearAgo()}&to=${yearAgo(0)}`],
];

/** A date in India's calendar, `years` years back from today, as YYYY-MM-DD. */
function yearAgo(years = 1): string {
  const at = new Date(Date.now() + 5.5 * 3_600_000);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  if (years > 0) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

const scenarios: Scenario[] = [
  { name: "health", path: () => "/api/health" },
  {
    name: "health, LOG_LEVEL=warn",
    path: () => "/api/health",
    around: async (run) => {
      if (!app) return;
      const level = app.log.level;
      app.log.level = "warn";
      await run().finally(() => {
        if (app) app.log.level = level;
      });
    },
  },
  {
    name: "product search",
    path: (i) =>
      `/api/variant/search?limit=12&page=${1 + (i % 3)}&search=${encodeURIComponent(pick(searchWords, i))}${i % 2 ? "&sortToPrice=1" : ""}`,
  },
  {
    // Every request a new price range: nothing cached, the database ranks and counts each time.
    name: "product search, uncached",
    path: (i) =>
      `/api/variant/search?limit=12&search=${encodeURIComponent(pick(searchWords, i))}&minPrice=${i % 997}&maxPrice=${20_000 + i}`,
  },
  {
    // A few thousand words, word pairs and prefixes ("ajra", "dabu blo") taken from the catalog, one
    // per request; each round of the list asks for another page or order, so no answer is reused.
    name: "search, a different term each time",
    path: (i) => {
      const round = Math.floor(i / distinctTerms.length);
      const sort = ["", "&sortToPrice=1", "&sortToPrice=-1"][round % 3];
      return `/api/variant/search?limit=12&page=${1 + (Math.floor(round / 3) % 2)}&search=${encodeURIComponent(pick(distinctTerms, i))}${sort}`;
    },
  },
  // What shoppers type (typedTexts), all kinds in turn and then each kind alone; as above, each
  // round of a list asks for another page or order, so no answer is reused.
  ...[["a new text each time", allTypedTexts] as const, ...Object.entries(shopperTexts)].map(
    ([kind, texts]): Scenario => ({
      name: `search as shoppers type, ${kind}`,
      path: (i) => {
        const round = Math.floor(i / texts.length);
        const sort = ["", "&sortToPrice=1", "&sortToPrice=-1"][round % 3];
        return `/api/variant/search?limit=12&page=${1 + (Math.floor(round / 3) % 4)}&search=${encodeURIComponent(pick(texts, i * 7919))}${sort}`;
      },
    }),
  ),
  // A category's list page as the storefront asks for it, with and without its filters' counts (facets=1):
  // every request a new price bound, so nothing is cached and each counts over the whole category.
  {
    name: "category list, uncached",
    path: (i) => `/api/variant/search?limit=12&category=${pick(categorySlugs, i)}&minPrice=${i % 997}`,
  },
  {
    name: "category list with facets, uncached",
    path: (i) => `/api/variant/search?limit=12&category=${pick(categorySlugs, i)}&minPrice=${i % 997}&facets=1`,
  },
  // Everything listed (100,000 colourways to count over), then a size, a colour and stock chosen.
  { name: "all pieces with facets, uncached", path: (i) => `/api/variant/search?limit=12&minPrice=${i % 997}&facets=1` },
  {
    name: "facets with filters, uncached",
    path: (i) =>
      `/api/variant/search?limit=12&minPrice=${i % 997}&facets=1&size=${encodeURIComponent(pick(facetSizes, i))}&color=${pick(COLOUR_GROUP_KEYS, i)}${i % 2 ? "&inStock=1" : ""}`,
  },
  {
    name: "search with facets, a different term each time",
    path: (i) => `/api/variant/search?limit=12&facets=1&search=${encodeURIComponent(pick(distinctTerms, i))}&minPrice=${i % 7}`,
  },
  { name: "product detail", path: (i) => `/api/variant/${pick(sampleIds, i * 7919)}` },
  { name: "product detail, every id in turn", path: (i) => `/api/variant/${pick(allIds, i * 7919)}` },
  { name: "search suggestions", path: (i) => `/api/product/searchSuggestion?name=${pick(suggestionTerms, i)}` },
  // Every keystroke asks for suggestions: a text of every kind in turn, none asked twice within the
  // answers' five seconds (some 17,000 texts).
  {
    name: "search suggestions, a new text each time",
    path: (i) => `/api/product/searchSuggestion?name=${encodeURIComponent(pick(allTypedTexts, i * 7919))}`,
  },
  // Pages anonymous shoppers share are kept for 5 s (decision 0009): the home page and these 30
  // lists render once per 5 s each, and the 50 popular pieces once each per 5 s.
  { name: "home page (SSR)", path: () => "/" },
  { name: "product page (SSR), 50 popular pieces", path: (i) => `/product-details/${pick(popularIds, i)}` },
  // A different piece on every request (1,950 in turn): each one a full render.
  { name: "product page (SSR), a new piece each time", path: (i) => `/product-details/${pick(otherIds, i * 7919)}` },
  // Every piece of the catalog in turn: nothing is kept long enough to be asked for again.
  { name: "product page (SSR), every id in turn", path: (i) => `/product-details/${pick(allIds, i * 7919)}` },
  // The same as a browser asks for it: compressed (brotli at quality 4), about 2.5 ms more a page.
  {
    name: "product page (SSR), every id in turn, compressed",
    path: (i) => `/product-details/${pick(allIds, i * 7919)}`,
    headers: { "accept-encoding": "gzip, deflate, br" },
  },
  { name: "product list (SSR)", path: (i) => `/product?q=${encodeURIComponent(pick(searchWords, i))}&page=${1 + (i % 3)}` },
  // The orders desk as staff use it at the size of the order book (npm run seed -- --orders).
  {
    name: "orders desk, a customer's e-mail each time",
    staff: true,
    path: (i) =>
      `/api/admin/orders?q=${encodeURIComponent(seededCustomerEmail(1 + ((i * 7919) % Math.max(1, seededCustomers))))}`,
  },
  {
    name: "orders desk, every page in turn",
    staff: true,
    path: (i) => `/api/admin/orders?page=${1 + ((i * 7919) % Math.max(1, Math.ceil(orderCount / DESK_PAGE_SIZE)))}`,
  },
  // The owner's reports over the whole order book (decision 0053): one period per scenario, since a
  // month, a quarter and a year cost very differently. Time them with --connections 1.
  ...REPORT_BENCH_PERIODS.map(
    ([label, query]): Scenario => ({ name: `reports, ${label}`, staff: true, path: () => `/api/admin/reports?${query}` }),
  ),
  {
    name: "reports CSV, products of last quarter",
    staff: true,
    path: () => "/api/admin/reports/csv?section=product&period=last-quarter",
  },
];
// A list is "a,b"; a comma followed by a space belongs to a name ("product page (SSR), every id in turn").
const only = values.only
  ?.split(/,(?! )/)
  .map((s) => s.trim())
  .filter(Boolean);
const chosen = only ? scenarios.filter((s) => only.some((o) => s.name.includes(o))) : scenarios;

const staffCookies = await signInStaff(chosen.some((scenario) => scenario.staff) ? targets : []);
const rows: string[] = [];
// Where each request starts in its list: a later round goes on where the last one stopped.
const next = new Map<string, number>();
for (let round = 1; round <= rounds; round++) {
  for (const scenario of chosen) {
    for (const target of targets) {
      if (scenario.around && !app) continue;
      const headers: Record<string, string> = {
        ...(scenario.staff ? { cookie: staffCookies.get(target) ?? "" } : {}),
        ...scenario.headers,
      };
      let i = next.get(scenario.name) ?? 0;
      const probe = await fetch(target + scenario.path(i), { headers });
      if (!probe.ok) console.warn(`  ${scenario.name}: ${scenario.path(i)} answered ${probe.status}`);
      await probe.arrayBuffer();
      const measure = async () => {
        const result = await autocannon({
          url: target,
          connections,
          duration: seconds,
          requests: [{ method: "GET", headers, setupRequest: (req) => ({ ...req, path: scenario.path(i++) }) }],
        });
        const shop = shops.find((each) => each.url === target);
        const where = targets.length > 1 ? ` | ${shop ? `${shop.workers} worker${shop.workers > 1 ? "s" : ""}` : target}` : "";
        const line = `| ${scenario.name}${where} | ${round} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${Math.round(result.throughput.average / Math.max(1, result.requests.average))} |`;
        console.log(line);
        rows.push(line);
      };
      await (scenario.around ? scenario.around(measure) : measure());
      // The other targets start where this one did, so each gets the same requests.
      if (target === targets.at(-1)) next.set(scenario.name, i);
    }
  }
}

console.log(
  `\n${total} variants, ${orderCount} orders, ${database.driver}, ${connections} connections, ${seconds} s per scenario, ${distinctTerms.length} distinct search terms, Node ${process.version}\n`,
);
const where = targets.length > 1 ? " server |" : "";
console.log(
  `| scenario |${where} round | requests/s (mean) | p50 ms | p99 ms | non-2xx | bytes/answer |\n| --- |${where ? " --- |" : ""} --- | --- | --- | --- | --- | --- |`,
);
for (const row of rows) console.log(row);
for (const shop of shops) {
  const { primary, workers } = shop.memory();
  console.log(
    `\n${shop.workers} worker${shop.workers > 1 ? "s" : ""}: resident memory ${primary} MB${workers.length ? ` (primary) + ${workers.join(" + ")} MB (workers)` : ""}`,
  );
  await shop.stop();
}

// autocannon hangs up mid-request at the end of each scenario. The pages it left rendering keep
// going, and those still at it now log their refused API calls ("answered 503"): noise, no shopper.
await app?.close();
await database.close();

async function rowCount(table: typeof variants | typeof orders): Promise<number> {
  return (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
}

/** Seeds the difference when the database holds fewer rows than the run asks for. */
async function topUp(what: string, have: number, wanted: number, seed: (more: number) => Promise<unknown>) {
  if (have >= wanted) return;
  const started = performance.now();
  console.log(`Seeding ${wanted - have} more ${what}...`);
  await seed(wanted - have);
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The demo owner's session cookie on each target (the back office's scenarios). */
async function signInStaff(on: readonly string[]): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  for (const target of on) {
    const answer = await fetch(`${target}/api/staff/session`, {
      method: "POST",
      // A state-changing request names the shop's own origin.
      headers: { "content-type": "application/json", origin: app ? IN_PROCESS_ORIGIN : target },
      body: JSON.stringify({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }),
    });
    const cookie = answer.headers.getSetCookie().find((each) => each.startsWith(`${STAFF_SESSION_COOKIE}=`));
    if (answer.ok && cookie) cookies.set(target, cookie.split(";")[0] ?? "");
    else
      console.warn(
        `  ${target}: the demo owner could not sign in (${answer.status}); the back office's scenarios will answer 401`,
      );
  }
  return cookies;
}

/** The names and colours of 3,000 pieces spread over the catalog, the search scenarios' source of words. */
function cataloguePieces() {
  return database.db
    .select({ name: products.name, colour: variants.colour })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .orderBy(asc(variants.id))
    .limit(3000);
}

/**
 * Texts as shoppers type them, by kind, from the words of 3,000 pieces' names and colours: a name's
 * first one or two words at every length from 2 ("da", "dabu", "dabu aj"), a word with one typo
 * (a letter dropped, doubled, swapped with the next or changed), a word and a number ("kurta 4"),
 * made-up words, a word beside a made-up one, and four to six words drawn from the catalog's.
 * The same every run (fixed seed); within a kind, no text twice.
 */
async function typedTexts(): Promise<Record<string, string[]>> {
  const rows = await cataloguePieces();
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const madeUp = () => Array.from({ length: 4 + random(5) }, () => letters[random(26)]).join("");
  const namesWords = rows.map((row) => row.name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const words = [...new Set(rows.flatMap((row) => `${row.name} ${row.colour}`.toLowerCase().match(/[\p{L}]{3,}/gu) ?? []))];
  const kinds = {
    prefixes: new Set<string>(),
    typos: new Set<string>(),
    "word and number": new Set<string>(),
    "made-up words": new Set<string>(),
    "word and made-up word": new Set<string>(),
    "four to six words": new Set<string>(),
  };
  for (const name of namesWords) {
    const typed = name.slice(0, 2).join(" ");
    for (let length = 2; length <= typed.length; length++)
      if (typed[length - 1] !== " ") kinds.prefixes.add(typed.slice(0, length));
  }
  for (let n = 0; n < 3000; n++) {
    const word = words[random(words.length)] as string;
    const at = random(word.length);
    const typo = [
      word.slice(0, at) + word.slice(at + 1),
      word.slice(0, at + 1) + word.slice(at),
      word.slice(0, at) + (word[at + 1] ?? "") + word[at] + word.slice(at + 2),
      word.slice(0, at) + letters[random(26)] + word.slice(at + 1),
    ][n % 4] as string;
    if (typo !== word) kinds.typos.add(typo);
    kinds["word and number"].add(`${word} ${random(100)}`);
    kinds["made-up words"].add(n % 2 ? madeUp() : `${madeUp()} ${madeUp()}`);
    kinds["word and made-up word"].add(n % 2 ? `${word} ${madeUp()}` : `${madeUp()} ${word}`);
    kinds["four to six words"].add(Array.from({ length: 4 + random(3) }, () => words[random(words.length)] as string).join(" "));
  }
  return Object.fromEntries(Object.entries(kinds).map(([kind, texts]) => [kind, [...texts]]));
}

/**
 * Search terms a shopper might type, each matching some of the catalog: the words of product names
 * and colours, pairs of neighbouring words, and prefixes of both ("ajra", "dabu blo"), from 3,000
 * pieces spread over the catalog. Shuffled with a fixed seed, so every run asks the same.
 */
async function searchTerms(): Promise<string[]> {
  const rows = await cataloguePieces();
  const terms = new Set<string>();
  for (const row of rows) {
    const words = `${row.name} ${row.colour}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    words.forEach((word, n) => {
      terms.add(word);
      if (word.length >= 5) terms.add(word.slice(0, 4));
      const after = words[n + 1];
      if (after) {
        terms.add(`${word} ${after}`);
        if (after.length >= 4) terms.add(`${word} ${after.slice(0, 3)}`);
      }
    });
  }
  return shuffled([...terms]);
}
