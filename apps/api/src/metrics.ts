import { createServer, type Server } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, register } from "prom-client";

/**
 * What operators read at `GET /metrics` (Prometheus text), on an internal port of its own
 * (METRICS_PORT, 127.0.0.1 unless METRICS_HOST says otherwise), never on the shop's: requests by
 * route and status with their latency, the database pool, cache hits, and the process's own figures
 * (event-loop lag, memory, CPU, garbage collection). With several workers the primary answers, adding
 * up every worker's figures (prom-client's cluster aggregation).
 *
 * Metrics live in prom-client's process-wide registry, made once per process: several apps in one
 * process (tests) count into the same ones.
 */
function metric<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

function defaults(): void {
  if (register.getSingleMetric("process_cpu_user_seconds_total")) return;
  collectDefaultMetrics({ register });
}

const requestSeconds = () =>
  metric(
    "chhaap_http_request_duration_seconds",
    () =>
      new Histogram({
        name: "chhaap_http_request_duration_seconds",
        help: "Requests by method, route (the route's pattern, or 'unmatched') and status, with their latency",
        labelNames: ["method", "route", "status"],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      }),
  );

const cacheLookups = () =>
  metric(
    "chhaap_cache_lookups_total",
    () =>
      new Counter({
        name: "chhaap_cache_lookups_total",
        help: "Lookups of the in-process caches of public answers, by cache and result (hit or miss)",
        labelNames: ["cache", "result"],
      }),
  );

let lookups: Counter | undefined;

/** Counts one lookup of a named in-process cache (short-lived-cache.ts, the page cache). */
export function countCacheLookup(cache: string, hit: boolean): void {
  lookups ??= cacheLookups();
  lookups.inc({ cache, result: hit ? "hit" : "miss" });
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The database pool's figures, when the process's app has a pool (PostgreSQL). */
let readPool: (() => PoolStats) | undefined;

/** Records every request's route, status and latency; `pool` reads the database pool's figures (PostgreSQL). */
export const requestMetrics = fp(async function requestMetrics(app: FastifyInstance, options: { pool?: () => PoolStats }) {
  defaults();
  const seconds = requestSeconds();
  app.addHook("onResponse", async (request, reply) => {
    seconds.observe(
      { method: request.method, route: request.routeOptions.url ?? "unmatched", status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  if (options.pool) readPool = options.pool;
  metric(
    "chhaap_db_pool_connections",
    () =>
      new Gauge({
        name: "chhaap_db_pool_connections",
        help: "PostgreSQL connections of this process's pool, by state (open, idle, and requests waiting for one)",
        labelNames: ["state"],
        // Read when scraped, from the pool of the process's app (none on the embedded database).
        collect() {
          const stats = readPool?.();
          if (!stats) return;
          this.set({ state: "open" }, stats.total);
          this.set({ state: "idle" }, stats.idle);
          this.set({ state: "waiting" }, stats.waiting);
        },
      }),
  );
});

/**
 * Serves `GET /metrics` on its own port: this process's registry, or, in the primary of several
 * workers, every worker's added up. Anything else is 404.
 */
export async function serveMetrics(options: { port: number; host: string; cluster: boolean }): Promise<Server> {
  defaults();
  const aggregator = options.cluster ? new AggregatorRegistry() : undefined;
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    const source = aggregator ? aggregator.clusterMetrics() : register.metrics();
    source.then(
      (text) => response.writeHead(200, { "content-type": register.contentType }).end(text),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? error.message : "metrics failed"),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  return server;
}

/** In a worker: answer the primary's requests for this process's figures (prom-client listens once made). */
export function answerMetricsToPrimary(): void {
  defaults();
  new AggregatorRegistry();
}

type MailOutcome = "sent" | "retrying" | "failed";

const mailSends = () =>
  metric(
    "chhaap_mail_sends_total",
    () =>
      new Counter({
        name: "chhaap_mail_sends_total",
        help: "Attempts to send a mail from the outbox, by outcome: sent, retrying (failed, tried again later) or failed (no try left)",
        labelNames: ["outcome"],
      }),
  );

let sends: Counter | undefined;

/** Counts one attempt of the mail outbox's sender (modules/mail/outbox.ts). */
export function countMailSends(outcome: MailOutcome): void {
  sends ??= mailSends();
  sends.inc({ outcome });
}

/** The outbox's rows by state, read from the database of the process's app when scraped. */
let readOutboxDepth: (() => Promise<Record<string, number>>) | undefined;

export function measureOutboxDepth(read: () => Promise<Record<string, number>>): void {
  readOutboxDepth = read;
  metric(
    "chhaap_mail_outbox",
    () =>
      new Gauge({
        name: "chhaap_mail_outbox",
        help: "Mails in the outbox by state (pending, sending, sent in the last days, failed)",
        labelNames: ["state"],
        // Every worker reads the same shared table: the cluster's figure is one worker's, not their sum.
        aggregator: "max",
        async collect() {
          const counts = await readOutboxDepth?.().catch(() => undefined);
          if (!counts) return;
          for (const [state, n] of Object.entries(counts)) this.set({ state }, n);
        },
      }),
  );
}
