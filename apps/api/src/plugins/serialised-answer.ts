import type { FastifyReply } from "fastify";
import type { z } from "zod";

/**
 * For answers kept in a short-lived cache as text: checked against the route's response schema and
 * serialised once (as the route's serializer would), then sent as they are to every later asker.
 * Fastify sends a string with a JSON content type without serialising it again.
 */
export function serialiseAnswer<T extends z.ZodType>(schema: T, answer: z.input<T>): string {
  return JSON.stringify(schema.parse(answer));
}

export function sendSerialised(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}
