import type { FastifyInstance } from "fastify";

/**
 * Stops taking connections and resolves once those still open have finished their requests. Call
 * it before `app.close()`: a page still rendering calls the API in-process (app.inject), and once
 * Fastify is closing it refuses those calls, so the page would go out without its data.
 * After `deadlineMs` the connections still open are cut, so the close that follows fits in the
 * shutdown's budget.
 */
export async function drainConnections(app: FastifyInstance, deadlineMs = 8_000): Promise<void> {
  // Every answer from now on closes its connection: a client sends its next request elsewhere.
  app.server.prependListener("request", (_request, response) => {
    response.setHeader("connection", "close");
  });
  // A keep-alive connection that has finished its request would hold the server open: sweep them.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => app.server.closeAllConnections(), deadlineMs);
  try {
    await new Promise<void>((drained) => app.server.close(() => drained()));
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}
