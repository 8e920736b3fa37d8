// A shop stand-in for workers.test.ts: the primary supervises WORKERS workers, each answering its pid
// and counting its requests; with METRICS_PORT the primary answers /metrics for all of them. A worker
// is warm once it gets SIGUSR2 (the shop's once its search index is built), and /ready answers its pid
// and whether every worker is.
import cluster from "node:cluster";
import { createServer } from "node:http";
import { Counter } from "prom-client";
import { answerMetricsToPrimary, serveMetrics } from "#src/metrics.ts";
import { superviseWorkers, workerWarmth } from "#src/workers.ts";

if (cluster.isPrimary) {
  const quiet = { info: () => {}, warn: () => {} };
  if (process.env.METRICS_PORT) await serveMetrics({ port: Number(process.env.METRICS_PORT), host: "127.0.0.1", cluster: true });
  process.exit(await superviseWorkers(Number(process.env.WORKERS), quiet));
} else {
  answerMetricsToPrimary();
  const served = new Counter({ name: "fixture_requests_total", help: "Requests this worker answered" });
  const warmth = workerWarmth();
  process.on("SIGUSR2", () => warmth.warmed());
  const server = createServer((request, response) => {
    served.inc();
    if (request.url === "/ready") response.end(`${process.pid} ${warmth.everyWorkerWarm() ? "ready" : "warming"}`);
    else response.end(String(process.pid));
  });
  server.listen(Number(process.env.PORT), "127.0.0.1");
  // As the shop drains on SIGTERM: stop taking connections, then end.
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}
