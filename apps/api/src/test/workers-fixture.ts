// A shop stand-in for workers.test.ts: the primary supervises WORKERS workers, each answering its pid.
import cluster from "node:cluster";
import { createServer } from "node:http";
import { superviseWorkers } from "#src/workers.ts";

if (cluster.isPrimary) {
  const quiet = { info: () => {}, warn: () => {} };
  process.exit(await superviseWorkers(Number(process.env.WORKERS), quiet));
} else {
  const server = createServer((_request, response) => response.end(String(process.pid)));
  server.listen(Number(process.env.PORT), "127.0.0.1");
  // As the shop drains on SIGTERM: stop taking connections, then end.
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}
