import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isInternalCall } from "./internal-call.ts";

/**
 * One line per request, written when the answer has gone: method, path (without the query, which
 * may carry a shopper's search or a reset token), status, milliseconds, and the request id that the
 * logger adds to every line. Reads that went well (GET and HEAD under 400) are the bulk of the
 * traffic and tell an operator little one by one: they are logged at `debug`. Everything else at
 * `info`, refusals (401, 403, 429) at `warn` and failures (5xx) at `error`, so the default level keeps
 * every change, every error and every security event. A page's in-process API calls are covered by
 * the page's own line.
 */
export const requestLog = fp(async function requestLog(app: FastifyInstance) {
  // At `trace` a request is also logged as it arrives (what was in flight when the server stopped);
  // at any other level this hook is not even added.
  if (app.log.level === "trace") {
    app.addHook("onRequest", (request, _reply, done) => {
      if (!isInternalCall(request)) request.log.trace({ method: request.method, url: pathOf(request.url) }, "request received");
      done();
    });
  }
  app.addHook("onResponse", (request, reply, done) => {
    const level = levelOf(request, reply);
    if ((LEVELS[level] ?? 0) >= (LEVELS[request.log.level] ?? 0) && !isInternalCall(request)) {
      request.log[level](
        {
          method: request.method,
          url: pathOf(request.url),
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        "request",
      );
    }
    done();
  });
});

type Level = "debug" | "info" | "warn" | "error";

/** Pino's level numbers: a line is written when its level's number is at least the logger's. */
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

function levelOf(request: Pick<FastifyRequest, "method">, reply: Pick<FastifyReply, "statusCode">): Level {
  const status = reply.statusCode;
  if (status >= 500) return "error";
  if (status === 401 || status === 403 || status === 429) return "warn";
  if (status < 400 && (request.method === "GET" || request.method === "HEAD")) return "debug";
  return "info";
}

function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}
