import type { Socket } from "node:net";
import type { ErrorBody } from "@chhaap/contract/envelope";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/**
 * Requests that fail before any route sees them still answer in the shop's envelope, never with the
 * framework's own error bodies (which name its internals): a URL that is not valid percent-encoding,
 * a path parameter too long, headers too large, a malformed Content-Length.
 */

type Refusal = { status: number; body: ErrorBody };

const CLIENT_ERRORS: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: refusal(431, "request.headers_too_large", "The request's headers are too large."),
  ERR_HTTP_REQUEST_TIMEOUT: refusal(408, "request.timeout", "The request took too long to arrive. Please try again."),
};
const BAD_REQUEST = refusal(400, "request.malformed", "The request could not be understood.");
const BAD_URL = refusal(400, "request.bad_url", "That address is not a valid URL.");

function refusal(status: number, code: ErrorBody["code"], message: string): Refusal {
  return { status, body: { status: false, message, code } };
}

/** Fastify's `clientErrorHandler`: errors Node's HTTP parser raises before there is a request. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, body: refusalBody } = CLIENT_ERRORS[error.code ?? ""] ?? BAD_REQUEST;
  const body = JSON.stringify(refusalBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${statusText(status)}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's `frameworkErrors`: a URL the router cannot read. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { body } = error.code === "FST_ERR_BAD_URL" ? BAD_URL : BAD_REQUEST;
  reply.code(400).header("cache-control", "no-store").send(body);
}

function statusText(status: number): string {
  return status === 431 ? "Request Header Fields Too Large" : status === 408 ? "Request Timeout" : "Bad Request";
}
