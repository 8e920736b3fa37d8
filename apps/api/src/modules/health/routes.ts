import type { FastifyInstance } from "fastify";
import { ApiError } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";

/**
 * Liveness (the process answers) and readiness (the database answers, and neither this process nor,
 * with several workers, another is still building its first search index: until then searches go to
 * PostgreSQL, which a burst of them overwhelmed), for load balancers.
 */
export async function healthRoutes(app: FastifyInstance, opts: { pingDatabase: () => Promise<void>; warmingUp?: () => boolean }) {
  app.get("/api/health", { schema: { tags: ["operations"] } }, async () => ok({ uptime: process.uptime() }));
  app.get("/api/ready", { schema: { tags: ["operations"] } }, async (_request, reply) => {
    if (opts.warmingUp?.()) {
      reply.header("retry-after", "1");
      throw new ApiError(503, "server.starting", "The shop is starting. Please try again in a moment.");
    }
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
