import type { FastifyInstance } from "fastify";
import { ApiError } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";

/** Liveness (the process answers) and readiness (the database answers), for load balancers. */
export async function healthRoutes(app: FastifyInstance, opts: { pingDatabase: () => Promise<void> }) {
  app.get("/api/health", { schema: { tags: ["operations"] } }, async () => ok({ uptime: process.uptime() }));
  app.get("/api/ready", { schema: { tags: ["operations"] } }, async () => {
    try {
      await withTimeout(opts.pingDatabase(), 2000);
    } catch {
      throw new ApiError(503, "server.database_unreachable", "The shop's database is not reachable.");
    }
    return ok({ database: "up" });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
