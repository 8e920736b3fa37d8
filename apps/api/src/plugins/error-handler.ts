import type { ErrorBody } from "@chhaap/contract/envelope";
import type { ErrorCode } from "@chhaap/contract/error-codes";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ApiError } from "./api-error.ts";

const UNAVAILABLE = "The shop is taking a short break. Please try again in a moment.";
const TOO_SLOW = "That took too long to answer. Please try again in a moment.";
/** PostgreSQL's code for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = "57014";

/**
 * One place that turns every failure into the envelope: real status codes, a message a shopper can
 * read, a stable code, per-field messages for validation, and never a stack trace, SQL text or path.
 */
export const errorHandler = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const { statusCode, body } = toErrorBody(error);
    if (statusCode >= 500) request.log.error({ err: error }, "request failed");
    else if ([401, 403, 429].includes(statusCode)) request.log.warn({ statusCode, url: request.url }, "request refused");
    return reply.code(statusCode).header("cache-control", "no-store").send(body);
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "";
    const body: ErrorBody = {
      status: false,
      message: `No such endpoint: ${request.method} ${path}`,
      code: "request.not_found",
      params: { method: request.method, path },
    };
    return reply.code(404).send(body);
  });
});

function toErrorBody(error: FastifyError): { statusCode: number; body: ErrorBody } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
      errors[field] ??= issue.message ?? "This value is not valid.";
    }
    const [field = "body", first = "Invalid request"] = Object.entries(errors)[0] ?? [];
    return { statusCode: 400, body: { status: false, message: first, code: "validation.field", params: { field }, errors } };
  }
  if (error instanceof ApiError) {
    const { statusCode, message, code, params, errors } = error;
    return { statusCode, body: { status: false, message, code, ...(params ? { params } : {}), ...(errors ? { errors } : {}) } };
  }
  if (isDatabaseUnavailable(error)) return refusal(503, "server.unavailable", UNAVAILABLE);
  if (hasCode(error, QUERY_CANCELED)) return refusal(503, "server.too_slow", TOO_SLOW);
  const statusCode = error.statusCode ?? 500;
  if (statusCode === 413) return refusal(413, "request.too_large", "That request is too large.");
  if (statusCode === 415) return refusal(415, "request.unsupported_type", "That content type is not accepted here.");
  if (statusCode === 429) return refusal(429, "request.rate_limited", "Too many requests. Please wait a moment and try again.");
  // Fastify's own client errors (bad JSON, empty body...) have safe, terse messages.
  if (statusCode >= 400 && statusCode < 500) return refusal(statusCode, ...clientMessage(error));
  return refusal(500, "server.error", "Something went wrong on our side. Please try again.");
}

function refusal(statusCode: number, code: ErrorCode, message: string): { statusCode: number; body: ErrorBody } {
  return { statusCode, body: { status: false, message, code } };
}

function clientMessage(error: FastifyError): [ErrorCode, string] {
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError)
    return ["request.invalid_json", "The request body is not valid JSON."];
  if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") return ["request.empty_body", "The request body is empty."];
  return ["request.malformed", "The request could not be understood."];
}

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "08000", "08003", "08006"]);

function hasCode(error: unknown, wanted: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === wanted) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    if (e instanceof Error && /Connection terminated|timeout exceeded when trying to connect/i.test(e.message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
