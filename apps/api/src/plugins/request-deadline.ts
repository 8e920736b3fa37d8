import type { ErrorBody } from "@chhaap/contract/envelope";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const TOO_SLOW = JSON.stringify({
  status: false,
  message: "The request took too long to arrive. Please try again.",
  code: "request.timeout",
} satisfies ErrorBody);

/**
 * A request body must have arrived within `timeoutMs` of its headers. A client trickling a body one
 * byte every few seconds would otherwise hold a connection, and whatever reads the body, for ever:
 * Node's own requestTimeout stops watching once the request reaches its handler. Past the deadline
 * the client gets 408 and the connection is closed; whatever was waiting for the body gives up with it.
 */
export const requestDeadline = fp(
  async function requestDeadline(app: FastifyInstance, options: { timeoutMs: number }) {
    app.addHook("onRequest", (request, reply, done) => {
      if (request.raw.complete) return done();
      const timer = setTimeout(() => {
        if (request.raw.complete || reply.raw.headersSent) return;
        request.log.warn({ event: "request_timeout", timeoutMs: options.timeoutMs }, "request body too slow; connection closed");
        // From here this code answers, not the route still waiting for its body.
        reply.hijack();
        reply.raw.writeHead(408, {
          "content-type": "application/json; charset=utf-8",
          "cache-control": "no-store",
          connection: "close",
        });
        reply.raw.end(TOO_SLOW, () => request.raw.socket?.destroy());
      }, options.timeoutMs);
      timer.unref();
      const stop = () => clearTimeout(timer);
      request.raw.once("end", stop);
      request.raw.once("close", stop);
      reply.raw.once("finish", stop);
      done();
    });
  },
  { name: "request-deadline" },
);
