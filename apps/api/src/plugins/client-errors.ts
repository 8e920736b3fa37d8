import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/**
 * Requests that fail before any route sees them still answer in the shop's envelope, never with the
 * framework's own error bodies (which name its internals): a URL that is not valid percent-encoding,
 * a path parameter too long, headers too large, a malformed Content-Length.
 */

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request's headers are too large." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "The request took too long to arrive. Please try again." },
};
const BAD_REQUEST = { status: 400, message: "The request could not be understood." };

/** Fastify's `clientErrorHandler`: errors Node's HTTP parser raises before there is a request. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ""] ?? BAD_REQUEST;
  const body = JSON.stringify({ status: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${statusText(status)}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's `frameworkErrors`: a URL the router cannot read. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === "FST_ERR_BAD_URL" ? "That address is not a valid URL." : BAD_REQUEST.message;
  reply.code(400).header("cache-control", "no-store").send({ status: false, message });
}

function statusText(status: number): string {
  return status === 431 ? "Request Header Fields Too Large" : status === 408 ? "Request Timeout" : "Bad Request";
}
