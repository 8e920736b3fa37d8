import cluster, { type Worker } from "node:cluster";

/** A worker that dies within this long of starting counts as failing to start: wait before the next. */
const QUICK_DEATH_MS = 5_000;
/** The longest wait before replacing a worker that keeps dying at start. */
const MAX_RESTART_DELAY_MS = 30_000;

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

  function fork(): void {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  }

  return new Promise((resolve) => {
    cluster.on("exit", (worker: Worker, code, signal) => {
      const lived = Date.now() - (started.get(worker.id) ?? 0);
      started.delete(worker.id);
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
