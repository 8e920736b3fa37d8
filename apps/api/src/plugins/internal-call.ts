import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * Marks the in-process API calls that server rendering makes (web/mount-web.ts), so that they are
 * not logged as requests of their own. The token is random per process: a client cannot forge it.
 */
const token = randomBytes(16).toString("hex");
const INTERNAL_CALL_HEADER = "x-chhaap-internal";

export function internalCallHeaders(): Record<string, string> {
  return { [INTERNAL_CALL_HEADER]: token };
}

export function isInternalCall(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_CALL_HEADER] === token;
}
