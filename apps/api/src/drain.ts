import type { FastifyInstance } from "fastify";

/**
 * Stops taking connections and resolves once those still open have finished their requests. Call
 * it before `app.close()`: a page still rendering calls the API in-process (app.inject), and once
 * Fastify is closing it refuses those calls, so the page would go out without its data.
 */
export async function drainConnections(app: FastifyInstance): Promise<void> {
  // A keep-alive connection that has finished its request would hold the server open: sweep them.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await new Promise<void>((drained) => app.server.close(() => drained()));
  } finally {
    clearInterval(sweep);
  }
}
