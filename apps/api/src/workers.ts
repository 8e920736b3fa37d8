import cluster, { type Worker } from "node:cluster";

/** A worker that dies within this long of starting counts as failing to start: wait before the next. */
const QUICK_DEATH_MS = 5_000;
/** The longest wait before replacing a worker that keeps dying at start. */
const MAX_RESTART_DELAY_MS = 30_000;

/** A worker's message to its primary once it is warm (its first search index built, app.ts). */
const WORKER_WARM = "chhaap:worker-warm";
/** The primary's answer to a warm worker once every worker is: from then on the worker is ready. */
const EVERY_WORKER_WARM = "chhaap:every-worker-warm";

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * The primary process of `WEB_CONCURRENCY` workers (node:cluster; they share the port, the primary
 * hands connections round). A worker that dies is replaced (after a growing pause if it keeps dying
 * at start); SIGTERM or SIGINT is passed to every worker, which drains its requests, and the primary
 * exits once they all have. Answers when the primary may exit, with the code it should exit with.
 */
export function superviseWorkers(count: number, log: Log): Promise<number> {
  let stopping = false;
  let quickDeaths = 0;
  const started = new Map<number, number>();
  // Workers that have said they are warm; once all `count` have been at the same time, every warm
  // worker is told, and a replacement is told as soon as it is warm itself.
  const warm = new Set<number>();
  let everyWorkerWarm = false;

  function fork(): void {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    worker.on("message", (message: unknown) => {
      if (message !== WORKER_WARM) return;
      warm.add(worker.id);
      if (everyWorkerWarm) {
        worker.send(EVERY_WORKER_WARM);
        return;
      }
      if (warm.size < count) return;
      everyWorkerWarm = true;
      for (const id of warm) {
        const each = cluster.workers?.[id];
        if (each?.isConnected()) each.send(EVERY_WORKER_WARM);
      }
    });
  }

  return new Promise((resolve) => {
    cluster.on("exit", (worker: Worker, code, signal) => {
      const lived = Date.now() - (started.get(worker.id) ?? 0);
      started.delete(worker.id);
      warm.delete(worker.id);
      if (stopping) {
        if (started.size === 0) resolve(0);
        return;
      }
      log.warn(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another`);
      quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
      const delay = quickDeaths === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 250 * 2 ** quickDeaths);
      setTimeout(() => {
        if (!stopping) fork();
      }, delay).unref();
    });
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log.info(`${signal}: draining ${started.size} workers`);
      if (started.size === 0) resolve(0);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    };
    process.on("SIGTERM", () => stop("SIGTERM"));
    process.on("SIGINT", () => stop("SIGINT"));
    for (let n = 0; n < count; n++) fork();
    log.info(`serving with ${count} worker processes`);
  });
}

/**
 * In a worker: `warmed()` tells the primary this worker is warm; `everyWorkerWarm()` answers whether
 * the primary has since said every worker is. A balancer's /api/ready reaches whichever worker takes
 * the connection: one worker warm while another still builds its index is not a ready shop.
 */
export function workerWarmth(): { warmed(): void; everyWorkerWarm(): boolean } {
  let told = false;
  process.on("message", (message: unknown) => {
    if (message === EVERY_WORKER_WARM) told = true;
  });
  return {
    warmed: () => process.send?.(WORKER_WARM),
    everyWorkerWarm: () => told,
  };
}
