import type { FastifyReply } from "fastify";

/**
 * Sends an answer that is already JSON text (kept in a short-lived cache, or written by PostgreSQL):
 * Fastify sends a string with a JSON content type without serialising it again.
 */
export function sendSerialised(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}
