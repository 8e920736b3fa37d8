/**
 * `tsx side-by-side.ts`: Chhaap beside a peer shop (Vendure 3.7.3 with its Remix storefront) and
 * beside the floor (bench/floor-app, the smallest React Router 7 app), on this machine at the same
 * time, with the same requests. The peer and the floor are started beforehand (bench/peer/README.md);
 * Chhaap is started here as `npm start` runs it (startShopProcess, --workers) or given by --chhaap-url.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/chhaap_bench NODE_ENV=production \
 *     npx tsx bench/side-by-side.ts --rounds 3 --seconds 10 --cpu-requests 300 --workers 2
 * For each shop and each of three kinds of request (--kinds to choose): a product page (a different
 * product each request), a search page (a different term each request), and the search answer that
 * search page asks its API for (Chhaap's `GET /api/variant/search?…&facets=1`, the storefront's
 * `search` query to Vendure's shop API with its facet values; the floor has none):
 *   a. throughput: autocannon, --connections (16) for --seconds, the shops in turn within each of --rounds
 *      rounds (the order rotated each round): requests/s, p50, p99, non-2xx;
 *   b. CPU per request: --cpu-requests requests one at a time, the utime+stime (/proc/<pid>/stat) of the
 *      server's processes (the process listening on its port and all its descendants: cluster workers)
 *      before and after, divided by the count. For Vendure the storefront ("app") and the Vendure server
 *      ("API") are counted apart; PostgreSQL is the sum of every `postgres` process on the machine
 *      (so it includes anyone else's queries: run on a quiet machine);
 *      Each part's CPU at rest (--idle-seconds after the warm-up: pollers, timers) is taken off in proportion;
 *   c. each answer's bytes, uncompressed (every request asks for `accept-encoding: identity`).
 * Every URL is asked for once: a list that runs out is asked again with `?n=<k>` added, so a page cache
 * keyed by URL (Chhaap keeps anonymous pages 5 s) never answers for the benchmark.
 * Shops left out with --skip vendure|floor|chhaap. PIDs are found by port with `ss -ltnp` unless given
 * (--vendure-pids, --vendure-api-pids, --floor-pids, --chhaap-pids; comma-separated, descendants added).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { type ShopProcess, startShopProcess } from "./shop-processes.ts";
import { shuffled } from "./shuffled.ts";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    "cpu-requests": { type: "string", default: "300" },
    /** A CPU sample also ends after this many seconds (a search that takes seconds on a grown peer). */
    "cpu-seconds": { type: "string", default: "60" },
    /** Seconds autocannon waits for an answer before counting a timeout. */
    timeout: { type: "string", default: "10" },
    /** Seconds at most to wait for every shop and PostgreSQL to be idle before each load and sample. */
    "settle-seconds": { type: "string", default: "60" },
    /** Seconds of unrecorded load on each page of each shop before the first round (search indexes, JIT). */
    warmup: { type: "string", default: "3" },
    /** Seconds each shop's processes are watched at rest first: their idle CPU is taken off the CPU samples. */
    "idle-seconds": { type: "string", default: "3" },
    /** Chhaap's worker processes when started here (WEB_CONCURRENCY). */
    workers: { type: "string", default: "2" },
    port: { type: "string", default: "4804" },
    "log-level": { type: "string", default: "info" },
    "chhaap-url": { type: "string" },
    "chhaap-pids": { type: "string" },
    "vendure-url": { type: "string", default: "http://127.0.0.1:4802" },
    "vendure-api-url": { type: "string", default: "http://127.0.0.1:4801/shop-api" },
    "vendure-pids": { type: "string" },
    "vendure-api-pids": { type: "string" },
    "floor-url": { type: "string", default: "http://127.0.0.1:4803" },
    "floor-pids": { type: "string" },
    /** Product pages gathered from each shop at most. */
    "max-products": { type: "string", default: "5000" },
    skip: { type: "string", multiple: true, default: [] },
    /** Which requests to measure, comma-separated. */
    kinds: { type: "string", default: "product page,search page,search answer" },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const cpuRequests = Number(values["cpu-requests"]);
const cpuSeconds = Number(values["cpu-seconds"]);
const timeout = Number(values.timeout);
const settleSeconds = Number(values["settle-seconds"]);
const warmup = Number(values.warmup);
const idleSeconds = Number(values["idle-seconds"]);
const maxProducts = Number(values["max-products"]);
const skip = new Set(values.skip);
/** The same headers for every shop: an anonymous English visitor, nothing compressed. */
const HEADERS = { "accept-language": "en", "accept-encoding": "identity" };
const CLOCK_TICK_MS = 1000 / (Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100);

// ---------- processes and their CPU ----------

interface ProcStat {
  comm: string;
  ppid: number;
  /** utime + stime in clock ticks, all threads, dead ones included. */
  ticks: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = text.lastIndexOf(")");
    const comm = text.slice(text.indexOf("(") + 1, close);
    const fields = text.slice(close + 2).split(" "); // fields[0] is field 3 (state)
    return { comm, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

function allProcesses(): Map<number, ProcStat> {
  const found = new Map<number, ProcStat>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) found.set(Number(entry), stat);
  }
  return found;
}

/** The given processes and all their descendants (a cluster's workers, a CLI's child). */
function withDescendants(roots: number[]): number[] {
  const processes = allProcesses();
  const result = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, stat] of processes)
      if (!result.has(pid) && result.has(stat.ppid)) {
        result.add(pid);
        grew = true;
      }
  }
  return [...result];
}

/** The PIDs listening on the URL's port (`ss -ltnp`). */
function pidsOnPort(url: string): number[] {
  const port = new URL(url).port || "80";
  const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const pids = [...out.matchAll(/pid=(\d+)/g)].map((m) => Number(m[1]));
  if (pids.length === 0) throw new Error(`no process found listening on port ${port} (${url}); give its PIDs`);
  return [...new Set(pids)];
}

function parsePids(flag: string | undefined, url: string): number[] {
  return withDescendants(flag ? flag.split(",").map(Number) : pidsOnPort(url));
}

const sumTicks = (pids: number[]) => pids.reduce((sum, pid) => sum + (readStat(pid)?.ticks ?? 0), 0);
/** Every postgres process now, with its ticks: backends come and go, so each is counted from when it was first seen. */
const postgresTicks = () =>
  new Map([...allProcesses()].filter(([, stat]) => stat.comm === "postgres").map(([pid, stat]) => [pid, stat.ticks]));
/** Ticks spent since `before` by the postgres processes alive now (a backend that exited meanwhile is lost: an undercount). */
function postgresSince(before: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ticks] of postgresTicks()) spent += ticks - (before.get(pid) ?? 0);
  return spent;
}

/**
 * Waits until the shops' processes and PostgreSQL are idle (under 2 ticks each in 250 ms, at most
 * --settle-seconds): autocannon hangs up on requests still in flight, and the renders and queries it
 * leaves running (a grown peer's searches go on in PostgreSQL for a minute after its client left)
 * must not count in the next load or sample.
 */
async function settle(...shops: Shop[]): Promise<void> {
  const pids = shops.flatMap((shop) => Object.values(shop.parts).flat());
  const until = Date.now() + settleSeconds * 1000;
  for (let last = sumTicks(pids), pgLast = postgresTicks(); Date.now() < until; ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = sumTicks(pids);
    if (now - last < 2 && postgresSince(pgLast) < 2) return;
    last = now;
    pgLast = postgresTicks();
  }
  console.warn(`  (not idle after ${settleSeconds} s: measuring anyway)`);
}

// ---------- the shops ----------

interface Shop {
  name: string;
  url: string;
  /** Process groups whose CPU is counted, by part ("app", "API"). */
  parts: Record<string, number[]>;
  products: string[];
  terms: string[];
  productPath: (slugOrPath: string) => string;
  searchPath: (term: string) => string;
  /** The API request the search page makes for a term; `lap` > 0 when the list of terms comes round again. */
  searchAnswer?: { url: string; at: (term: string, lap: number) => ApiRequest };
  note: string;
}

interface ApiRequest {
  method: "GET" | "POST";
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * A term asked again must not meet an answer cached the first time (Chhaap keeps a search's answer
 * 5 s): each lap of the list asks another order, then the second page, as shoppers do.
 */
const lapVariant = (lap: number) => ({ sort: (["none", "asc", "desc"] as const)[lap % 3], page: 1 + (Math.floor(lap / 3) % 2) });

async function getText(url: string, init?: RequestInit): Promise<string> {
  const answer = await fetch(url, { ...init, headers: { ...HEADERS, ...init?.headers } });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.text();
}

/** Words, prefixes and word pairs of product names, as a shopper types them; a fixed shuffle. */
function termsFrom(names: string[]): string[] {
  const terms = new Set<string>();
  for (const name of names) {
    const words = name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    words.forEach((word, n) => {
      if (word.length >= 3) terms.add(word);
      if (word.length >= 5) terms.add(word.slice(0, 4));
      const after = words[n + 1];
      if (after) terms.add(`${word} ${after}`);
    });
  }
  return shuffled([...terms]);
}

async function chhaapShop(url: string, pids: number[]): Promise<Shop> {
  // Product pages from the sitemap (an index of files past one file), names from the search API.
  const products: string[] = [];
  const sitemap = await getText(`${url}/sitemap.xml`);
  const files = sitemap.includes("<sitemapindex")
    ? [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname)
    : [];
  for (const body of files.length ? [] : [sitemap]) collect(body);
  for (const file of files) {
    if (products.length >= maxProducts) break;
    collect(await getText(url + file));
  }
  function collect(xml: string) {
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const pathname = new URL((m[1] as string).replaceAll("&amp;", "&")).pathname;
      if (pathname.startsWith("/product-details/") && products.length < maxProducts) products.push(pathname);
    }
  }
  const names: string[] = [];
  for (let page = 1; page <= 20; page++) {
    const body = JSON.parse(await getText(`${url}/api/variant/search?limit=48&page=${page}`)) as {
      totalPages?: number;
      data?: { product?: { name?: string }; attributes?: { color?: string } }[];
    };
    for (const row of body.data ?? []) names.push(`${row.product?.name ?? ""} ${row.attributes?.color ?? ""}`);
    if (page >= (body.totalPages ?? 0)) break;
  }
  return {
    name: "Chhaap",
    url,
    parts: { "app+API": pids },
    products,
    terms: termsFrom(names),
    productPath: (p) => p,
    searchPath: (term) => `/product?q=${encodeURIComponent(term)}`,
    // What the list page asks (apps/web/app/features/product/list-query.ts): 12 a page, with facet counts.
    searchAnswer: {
      url,
      at: (term, lap) => {
        const { sort, page } = lapVariant(lap);
        const order = sort === "none" ? "" : `&sortToPrice=${sort === "asc" ? 1 : -1}`;
        return {
          method: "GET",
          path: `/api/variant/search?limit=12&page=${page}&search=${encodeURIComponent(term)}${order}&facets=1`,
        };
      },
    },
    note: `${products.length} product pages (sitemap), /product?q=, /api/variant/search?search=`,
  };
}

/** The storefront's `search` query with its `ListedProduct` fragment, as it sends it. */
const VENDURE_SEARCH = `query search($input: SearchInput!) {
  search(input: $input) {
    totalItems
    items { ...ListedProduct }
    facetValues { count facetValue { id name facet { id name } } }
  }
}
fragment ListedProduct on SearchResult {
  productId productName slug productAsset { id preview } currencyCode
  priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } }
}`;

async function vendureShop(url: string, apiUrl: string): Promise<Shop> {
  const products: { slug: string; name: string }[] = [];
  for (let skipRows = 0; products.length < maxProducts; skipRows += 100) {
    const body = JSON.parse(
      await getText(apiUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: `{ products(options: { take: 100, skip: ${skipRows} }) { totalItems items { slug name } } }`,
        }),
      }),
    ) as { data: { products: { totalItems: number; items: { slug: string; name: string }[] } } };
    products.push(...body.data.products.items);
    if (body.data.products.items.length === 0 || products.length >= body.data.products.totalItems) break;
  }
  return {
    name: "Vendure+Remix",
    url,
    parts: {
      app: parsePids(values["vendure-pids"], url),
      API: parsePids(values["vendure-api-pids"], apiUrl),
    },
    products: products.map((p) => p.slug),
    terms: termsFrom(products.map((p) => p.name)),
    productPath: (slug) => `/products/${slug}`,
    searchPath: (term) => `/search?q=${encodeURIComponent(term)}`,
    // The storefront's search page's one query (app/utils/filtered-search-loader.ts, app/providers/products/products.ts).
    searchAnswer: {
      url: new URL(apiUrl).origin,
      at: (term, lap) => {
        const { sort, page } = lapVariant(lap);
        const input = {
          groupByProduct: true,
          term,
          facetValueFilters: [{ or: [] }],
          take: 25,
          skip: (page - 1) * 25,
          ...(sort === "none" ? {} : { sort: { price: sort === "asc" ? "ASC" : "DESC" } }),
        };
        return {
          method: "POST",
          path: new URL(apiUrl).pathname,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: VENDURE_SEARCH, variables: { input } }),
        };
      },
    },
    note: `${products.length} products (shop-api), /products/<slug>, /search?q=, shop-api search`,
  };
}

function floorShop(url: string): Shop {
  const pieces = Array.from({ length: maxProducts }, (_, n) => String(n + 1));
  return {
    name: "floor app",
    url,
    parts: { app: parsePids(values["floor-pids"], url) },
    products: pieces,
    // The floor has no search: its "search page" is the same piece page with the term in the query.
    terms: termsFrom(["indigo ajrakh cotton saree", "madder red dupatta", "black modal silk stole", "kutch block print"]),
    productPath: (n) => `/piece/${n}`,
    searchPath: (term) => `/piece/1?q=${encodeURIComponent(term)}`,
    note: "/piece/<n>; search = /piece/1?q=<term> (no search of its own)",
  };
}

// ---------- the measurement ----------

type PageKind = "product page" | "search page" | "search answer";
const ALL_KINDS: PageKind[] = ["product page", "search page", "search answer"];
const KINDS = values.kinds.split(",").map((kind) => {
  if (!ALL_KINDS.includes(kind as PageKind)) throw new Error(`--kinds: "${kind}" is not one of ${ALL_KINDS.join(", ")}`);
  return kind as PageKind;
});
const kindsOf = (shop: Shop) => KINDS.filter((kind) => kind !== "search answer" || shop.searchAnswer);
/** Where each shop's next request starts in each list: no URL is asked for twice. */
const counters = new Map<string, number>();

/** The i-th request of this kind to this shop: where it goes and what it is. */
function requestAt(shop: Shop, kind: PageKind, i: number): ApiRequest & { origin: string } {
  const list = kind === "product page" ? shop.products : shop.terms;
  const item = list[i % list.length] as string;
  const lap = Math.floor(i / list.length);
  if (kind === "search answer") {
    if (!shop.searchAnswer) throw new Error(`${shop.name} has no search answer`);
    return { origin: shop.searchAnswer.url, ...shop.searchAnswer.at(item, lap) };
  }
  const base = kind === "product page" ? shop.productPath(item) : shop.searchPath(item);
  const path = lap === 0 ? base : `${base}${base.includes("?") ? "&" : "?"}n=${lap}`;
  return { origin: shop.url, method: "GET", path };
}

function takeIndex(shop: Shop, kind: PageKind): number {
  const key = `${shop.name}\n${kind}`;
  const i = counters.get(key) ?? 0;
  counters.set(key, i + 1);
  return i;
}

async function send(shop: Shop, kind: PageKind, i: number): Promise<Response> {
  const { origin, method, path, body, headers } = requestAt(shop, kind, i);
  return fetch(origin + path, { method, body, headers: { ...HEADERS, ...headers } });
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(shop: Shop, kind: PageKind, duration: number): Promise<LoadResult> {
  const result = await autocannon({
    url: requestAt(shop, kind, 0).origin,
    connections,
    duration,
    timeout,
    requests: [
      {
        setupRequest: (req) => {
          const { method, path, body, headers } = requestAt(shop, kind, takeIndex(shop, kind));
          return { ...req, method, path, body, headers: { ...HEADERS, ...headers } };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

interface CpuResult {
  /** ms of CPU per request, by part, then PostgreSQL (all of it). */
  perPart: Record<string, number>;
  postgres: number;
  wallMs: number;
  bytes: number[];
  failures: number;
  /** Requests sampled: fewer than --cpu-requests when --cpu-seconds ran out. */
  count: number;
}

/** CPU ms per second of each part at rest (timers, pollers), taken off every sample in proportion to its length. */
const idleMsPerSecond = new Map<Shop, Record<string, number>>();

async function measureIdle(shop: Shop, forMs: number): Promise<Record<string, number>> {
  await settle(shop);
  const before = Object.fromEntries(Object.entries(shop.parts).map(([part, pids]) => [part, sumTicks(pids)]));
  await new Promise((resolve) => setTimeout(resolve, forMs));
  return Object.fromEntries(
    Object.entries(shop.parts).map(([part, pids]) => [
      part,
      ((sumTicks(pids) - (before[part] ?? 0)) * CLOCK_TICK_MS * 1000) / forMs,
    ]),
  );
}

async function cpuPerRequest(shop: Shop, kind: PageKind, most: number): Promise<CpuResult> {
  await settle(shop);
  const before = Object.fromEntries(Object.entries(shop.parts).map(([part, pids]) => [part, sumTicks(pids)]));
  const pgBefore = postgresTicks();
  const bytes: number[] = [];
  let failures = 0;
  let count = 0;
  const started = performance.now();
  for (; count < most && (count < 3 || performance.now() - started < cpuSeconds * 1000); count++) {
    const answer = await send(shop, kind, takeIndex(shop, kind));
    const body = await answer.arrayBuffer();
    if (answer.status !== 200) failures++;
    bytes.push(body.byteLength);
  }
  const elapsedMs = performance.now() - started;
  const wallMs = elapsedMs / count;
  const idle = idleMsPerSecond.get(shop) ?? {};
  const perPart = Object.fromEntries(
    Object.entries(shop.parts).map(([part, pids]) => [
      part,
      ((sumTicks(pids) - (before[part] ?? 0)) * CLOCK_TICK_MS - ((idle[part] ?? 0) * elapsedMs) / 1000) / count,
    ]),
  );
  return { perPart, postgres: (postgresSince(pgBefore) * CLOCK_TICK_MS) / count, wallMs, bytes, failures, count };
}

/** One CPU sample for the per-round table: ms per request by part, PostgreSQL, and what fell short. */
function describeCpu(cpu: CpuResult): string {
  const parts = Object.entries(cpu.perPart).map(([part, ms]) => `${part} ${fmt(ms, 2)}`);
  const short = cpu.count < cpuRequests ? ` (${cpu.count} requests, ${fmt(cpu.wallMs / 1000, 2)} s each)` : "";
  const failed = cpu.failures ? ` (${cpu.failures} not 200)` : "";
  return `${parts.join(", ")}; pg ${fmt(cpu.postgres, 2)}${short}${failed}`;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((x, y) => x - y);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const fmt = (x: number, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : "–");
const ratio = (a: number, b: number) => (Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? `${(a / b).toFixed(2)}x` : "–");

// ---------- run ----------

const shops: Shop[] = [];
let chhaapProcess: ShopProcess | undefined;
try {
  if (!skip.has("chhaap")) {
    let url = values["chhaap-url"];
    if (!url) {
      if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL (PostgreSQL) is needed to start Chhaap, or give --chhaap-url");
      chhaapProcess = await startShopProcess(
        Number(values.workers),
        Number(values.port),
        process.env.DATABASE_URL,
        values["log-level"],
      );
      url = chhaapProcess.url;
    }
    shops.push(await chhaapShop(url.replace(/\/$/, ""), parsePids(values["chhaap-pids"], url)));
  }
  if (!skip.has("vendure")) shops.push(await vendureShop(values["vendure-url"].replace(/\/$/, ""), values["vendure-api-url"]));
  if (!skip.has("floor")) shops.push(floorShop(values["floor-url"].replace(/\/$/, "")));

  for (const shop of shops) {
    const parts = Object.entries(shop.parts).map(([part, pids]) => `${part}: ${pids.join(",")}`);
    console.log(`${shop.name} at ${shop.url}: ${shop.note}; ${shop.terms.length} search terms; PIDs ${parts.join("; ")}`);
    for (const kind of kindsOf(shop)) {
      const answer = await send(shop, kind, 0);
      const text = await answer.text();
      // GraphQL answers errors with 200: an error there would measure nothing.
      if (!answer.ok || (kind === "search answer" && text.includes('"errors"')))
        console.warn(`  ${shop.name}: ${requestAt(shop, kind, 0).path} answered ${answer.status} ${text.slice(0, 300)}`);
    }
  }
  if (warmup > 0) {
    console.log(`\nWarming up ${warmup} s per page and shop (not recorded)...`);
    for (const shop of shops) for (const kind of kindsOf(shop)) await load(shop, kind, warmup);
  }
  // After the warm-up: a shop just started is still busy (search index, JIT) for a while.
  if (cpuRequests > 0 && idleSeconds > 0) {
    for (const shop of shops) {
      const idle = await measureIdle(shop, idleSeconds * 1000);
      idleMsPerSecond.set(shop, idle);
      const text = Object.entries(idle).map(([part, ms]) => `${part} ${ms.toFixed(1)}`);
      console.log(`${shop.name} at rest: ${text.join(", ")} ms CPU per second (taken off the CPU samples)`);
    }
  }

  const loads = new Map<string, LoadResult[]>();
  const cpus = new Map<string, CpuResult[]>();
  const key = (shop: Shop, kind: PageKind) => `${shop.name}\n${kind}`;
  console.log(
    `\n| round | shop | page | requests/s | p50 ms | p99 ms | non-2xx | CPU ms/request (by part; PostgreSQL) |\n| --- | --- | --- | --- | --- | --- | --- | --- |`,
  );
  for (let round = 1; round <= rounds; round++) {
    // The shops' order turns each round, so none is always measured first.
    const order = shops.map((_, n) => shops[(n + round - 1) % shops.length] as Shop);
    for (const kind of KINDS) {
      for (const shop of order.filter((s) => kindsOf(s).includes(kind))) {
        await settle(...shops);
        const result = await load(shop, kind, seconds);
        loads.set(key(shop, kind), [...(loads.get(key(shop, kind)) ?? []), result]);
        const cpu = cpuRequests > 0 ? await cpuPerRequest(shop, kind, cpuRequests) : undefined;
        if (cpu) cpus.set(key(shop, kind), [...(cpus.get(key(shop, kind)) ?? []), cpu]);
        const cpuText = cpu ? describeCpu(cpu) : "";
        console.log(
          `| ${round} | ${shop.name} | ${kind} | ${Math.round(result.rps)} | ${result.p50} | ${result.p99} | ${result.non2xx}${result.errors ? ` (+${result.errors} errors)` : ""} | ${cpuText} |`,
        );
      }
    }
  }

  // ---------- summary ----------
  const chhaap = shops.find((s) => s.name === "Chhaap");
  const vendure = shops.find((s) => s.name === "Vendure+Remix");
  const floor = shops.find((s) => s.name === "floor app");
  const med = (shop: Shop | undefined, kind: PageKind, pick: (r: LoadResult) => number) =>
    shop ? median((loads.get(key(shop, kind)) ?? []).map(pick)) : Number.NaN;
  const cpuOf = (shop: Shop | undefined, kind: PageKind, pick: (r: CpuResult) => number) =>
    shop ? median((cpus.get(key(shop, kind)) ?? []).map(pick)) : Number.NaN;
  const nodeCpu = (r: CpuResult) => Object.values(r.perPart).reduce((a, b) => a + b, 0);

  console.log(
    `\n${rounds} rounds, ${seconds} s each, ${connections} connections; ${cpuRequests} requests one at a time per CPU sample; medians over rounds. ` +
      `Node ${process.version}; ${chhaapProcess ? `Chhaap started here with ${chhaapProcess.workers} worker(s)` : "Chhaap given by URL"}.` +
      "\nRatios are Chhaap ÷ the other: above 1x for requests/s, below 1x for latency, CPU and bytes favour Chhaap." +
      "\nThe floor app ÷ Vendure is the most any React Router page could reach against the peer on this machine." +
      "\nPostgreSQL CPU is every postgres process on the machine during the sample (anyone else's queries too).\n",
  );
  console.log(
    "| page | measure | Chhaap | Vendure+Remix | floor app | Chhaap ÷ Vendure | Chhaap ÷ floor | floor ÷ Vendure |\n| --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  const row = (kind: PageKind, measure: string, of: (shop: Shop | undefined) => number, digits = 1) => {
    const [c, v, f] = [of(chhaap), of(vendure), of(floor)];
    console.log(
      `| ${kind} | ${measure} | ${fmt(c, digits)} | ${fmt(v, digits)} | ${fmt(f, digits)} | ${ratio(c, v)} | ${ratio(c, f)} | ${ratio(f, v)} |`,
    );
  };
  for (const kind of KINDS) {
    row(kind, "requests/s", (s) => med(s, kind, (r) => r.rps), 0);
    row(kind, "p50 ms", (s) => med(s, kind, (r) => r.p50), 0);
    row(kind, "p99 ms", (s) => med(s, kind, (r) => r.p99), 0);
    row(
      kind,
      "non-2xx (sum)",
      (s) => (s ? (loads.get(key(s, kind)) ?? []).reduce((sum, r) => sum + r.non2xx, 0) : Number.NaN),
      0,
    );
    if (cpuRequests > 0) {
      row(kind, "CPU ms/request, node processes (app+API)", (s) => cpuOf(s, kind, nodeCpu), 2);
      if (vendure) {
        row(
          kind,
          "  of which the storefront / app",
          (s) => cpuOf(s, kind, (r) => r.perPart.app ?? r.perPart["app+API"] ?? Number.NaN),
          2,
        );
        row(
          kind,
          "  of which the Vendure API",
          (s) => (s === vendure ? cpuOf(s, kind, (r) => r.perPart.API ?? Number.NaN) : Number.NaN),
          2,
        );
      }
      row(kind, "CPU ms/request, PostgreSQL (all)", (s) => cpuOf(s, kind, (r) => r.postgres), 2);
      row(kind, "CPU ms/request, node + PostgreSQL", (s) => cpuOf(s, kind, (r) => nodeCpu(r) + r.postgres), 2);
      row(kind, "wall ms/request, one at a time", (s) => cpuOf(s, kind, (r) => r.wallMs), 1);
      row(kind, "bytes (median, uncompressed)", (s) => cpuOf(s, kind, (r) => median(r.bytes)), 0);
    }
  }
  // This machine's speed drifts within minutes: each round's ratio shows how far the median can be trusted.
  for (const kind of KINDS) {
    const ours = (chhaap && loads.get(key(chhaap, kind))) || [];
    const theirs = (vendure && loads.get(key(vendure, kind))) || [];
    if (ours.length === 0 || theirs.length === 0) continue;
    const perRound = ours.map((r, i) => ratio(r.rps, theirs[i]?.rps ?? Number.NaN));
    console.log(`\n${kind}, Chhaap ÷ Vendure requests/s by round: ${perRound.join(", ")}`);
  }
} finally {
  if (chhaapProcess) {
    const { primary, workers } = chhaapProcess.memory();
    console.log(
      `\nChhaap resident memory: ${primary} MB${workers.length ? ` (primary) + ${workers.join(" + ")} MB (workers)` : ""}`,
    );
    await chhaapProcess.stop();
  }
}
