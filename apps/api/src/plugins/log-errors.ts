/**
 * How errors are written to the log. Pino's own serializer copies every field of an error, and
 * Drizzle's query errors carry the query's parameters both as a field and in their message: a failed
 * registration would log the new account's password hash, e-mail and phone. Here an error keeps its
 * type, message, code and stack, and loses the values: `params` and the PostgreSQL `detail` and
 * `where` texts (which quote the offending row, "Key (email)=(…) already exists").
 */
export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError | string;
}

const MAX_CAUSE_DEPTH = 4;

export function serializeError(error: Error): LoggedError {
  return serializeOne(error, 0);
}

function serializeCause(cause: unknown, depth: number): LoggedError | string {
  if (cause instanceof Error) return serializeOne(cause, depth);
  return typeof cause === "string" ? cause : Object.prototype.toString.call(cause);
}

function serializeOne(error: Error, depth: number): LoggedError {
  const { code, statusCode, query, params } = error as Error & Record<string, unknown>;
  const carriesParams = params !== undefined && typeof query === "string";
  const message = carriesParams ? `Failed query: ${query}` : error.message;
  // The stack's first line repeats the message (parameters included): it is written from the frames on.
  const stack = error.stack ?? "";
  const frames = stack.startsWith(`${error.name}: ${error.message}`)
    ? stack.slice(error.name.length + 2 + error.message.length)
    : stack.slice(Math.max(0, stack.indexOf("\n    at ")));
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: `${error.name}: ${message}${frames}`,
  };
  if (typeof code === "string") logged.code = code;
  if (typeof statusCode === "number") logged.statusCode = statusCode;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) logged.cause = serializeCause(error.cause, depth + 1);
  return logged;
}
