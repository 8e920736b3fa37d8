import { keepForMs } from "@chhaap/contract/caching";
import { envelope } from "@chhaap/contract/envelope";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { type ErrorReason, isErrorCode } from "./error-text.ts";
import { logLine } from "./log-line.ts";
import { sharedAnswer } from "./shared-answers.server.ts";

/**
 * The web app's one way to the API. Loaders and actions call the Fastify routes in-process through
 * `context.api` (no network hop; the shopper's cookies go along) and only through this module:
 * reads (fetchData and friends: a failure is empty data, the page still renders) and changes
 * (callApi: the answer's status, message, field messages and Set-Cookie lines for the action).
 */

// The API's serializer checks every answer against the same contract schema before sending it;
// checking again here catches only our own mistakes, so it runs in development and tests, where
// they are made, and not on every page a shopper asks for.
const checkAnswers = process.env.NODE_ENV === "development" || process.env.NODE_ENV === "test";

// Schemas are built once: zod compiles each new object schema on its first parse, which per
// request would cost more than the parse itself.
const anyEnvelope = envelope(z.unknown());
const listSchemas = new WeakMap<z.ZodType, z.ZodType>();

/** An envelope's `data` read with its contract schema: parsed where answers are checked, else taken as sent. */
function dataOf<T extends z.ZodType>(body: unknown, schema: T): { ok: true; data: z.output<T> } | { ok: false } {
  if (!checkAnswers) {
    const answer = body as { status?: unknown; data?: unknown } | null;
    return answer?.status === true ? { ok: true, data: answer.data as z.output<T> } : { ok: false };
  }
  const outer = anyEnvelope.safeParse(body);
  const parsed = outer.success && outer.data.status ? schema.safeParse(outer.data.data) : null;
  return parsed?.success ? { ok: true, data: parsed.data } : { ok: false };
}

/**
 * A whole envelope (with `totalPages`), for loaders that page or treat a 404 differently; answer null on
 * any failure. `body` is the answer as sent, for a field beside `data` (the search's facets), which the
 * caller reads with its own schema.
 */
export async function fetchEnvelope<T extends z.ZodType>(
  context: AppLoadContext,
  path: string,
  schema: T,
): Promise<{ status: number; data: z.output<T> | null; totalPages: number; body?: unknown }> {
  try {
    const response = await context.api(path, { headers: { accept: "application/json" } });
    if (!response.ok) return { status: response.status, data: null, totalPages: 0 };
    const body: unknown = await response.json();
    const read = dataOf(body, schema);
    if (!read.ok) logLine("warn", `[web] GET ${path} gave an unexpected body`);
    const totalPages = (body as { totalPages?: unknown }).totalPages;
    return {
      status: response.status,
      data: read.ok ? read.data : null,
      totalPages: typeof totalPages === "number" ? totalPages : 0,
      body,
    };
  } catch (error) {
    logLine("warn", `[web] GET ${path} failed`, error);
    return { status: 0, data: null, totalPages: 0 };
  }
}

/**
 * Reads `data` from an API answer. Any failure (network, status, envelope `status:false`, unexpected
 * shape) gives null: a shell or home list that fails is only logged, and the page still renders.
 */
export async function fetchData<T extends z.ZodType>(
  context: AppLoadContext,
  path: string,
  schema: T,
): Promise<z.output<T> | null> {
  return (await fetchAnswer(context, path, schema)).data;
}

/** Like fetchData, with the HTTP status, for loaders that treat a 404 differently (0: no answer at all). */
export async function fetchAnswer<T extends z.ZodType>(
  context: AppLoadContext,
  path: string,
  schema: T,
): Promise<{ status: number; data: z.output<T> | null }> {
  const { status, data } = await readAnswer(context, path, schema);
  return { status, data };
}

async function readAnswer<T extends z.ZodType>(
  context: AppLoadContext,
  path: string,
  schema: T,
  headers: Record<string, string> = {},
): Promise<{ status: number; data: z.output<T> | null; sharedForMs: number }> {
  try {
    const response = await context.api(path, { headers: { accept: "application/json", ...headers } });
    if (!response.ok) {
      logLine("warn", `[web] GET ${path} answered ${response.status}`);
      return { status: response.status, data: null, sharedForMs: 0 };
    }
    const parsed = dataOf(await response.json(), schema);
    if (!parsed.ok) {
      logLine("warn", `[web] GET ${path} gave an unexpected body`);
      return { status: response.status, data: null, sharedForMs: 0 };
    }
    return {
      status: response.status,
      data: parsed.data,
      sharedForMs: keepForMs(response.headers.get("cache-control"), { shared: true }),
    };
  } catch (error) {
    logLine("warn", `[web] GET ${path} failed`, error);
    return { status: 0, data: null, sharedForMs: 0 };
  }
}

/** Like fetchData for list endpoints: a failure is an empty list. */
export async function fetchList<T extends z.ZodType>(context: AppLoadContext, path: string, item: T): Promise<z.output<T>[]> {
  return (await fetchData(context, path, listOf(item))) ?? [];
}

function listOf<T extends z.ZodType>(item: T): z.ZodArray<T> {
  let list = listSchemas.get(item) as z.ZodArray<T> | undefined;
  if (!list) {
    list = z.array(item);
    listSchemas.set(item, list);
  }
  return list;
}

/** fetchData for the lists every page's shell reads, asked for as nobody and shared between pages (shared-answers.server.ts). */
export function fetchSharedData<T extends z.ZodType>(
  context: AppLoadContext,
  path: string,
  schema: T,
): Promise<z.output<T> | null> {
  return sharedAnswer(path, context.publicAnswersGeneration(), () => readAnswer(context, path, schema, { cookie: "" }));
}

/** fetchSharedData for list endpoints: a failure is an empty list. */
export async function fetchSharedList<T extends z.ZodType>(
  context: AppLoadContext,
  path: string,
  item: T,
): Promise<z.output<T>[]> {
  return (await fetchSharedData(context, path, listOf(item))) ?? [];
}

/** An envelope answer to a change: whether it succeeded, its message and the per-field messages of a 400. */
interface ApiAnswer {
  ok: boolean;
  message: string | null;
  /** A refusal's code and the values its message names, for the page to say in the shopper's language. */
  error: ErrorReason | null;
  fieldErrors: Record<string, string>;
}

export interface ApiResult {
  status: number;
  answer: ApiAnswer;
  /** The raw body, for callers that need `data` (read with dataFrom). */
  body: unknown;
  /** The API's Set-Cookie headers, to be passed on with the page's answer. */
  cookies: string[];
}

// Any envelope, refusals included: they carry no `data`, and a 400 carries a message per field.
const answerEnvelope = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.record(z.string(), z.unknown()).optional(),
});

function answerOf(body: unknown): ApiAnswer {
  const outer = answerEnvelope.safeParse(body);
  if (!outer.success) return { ok: false, message: null, error: null, fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  for (const [field, text] of Object.entries(outer.data.errors ?? {})) if (typeof text === "string") fieldErrors[field] = text;
  const { code, params = {} } = outer.data;
  const error = isErrorCode(code) ? { code, params } : null;
  return { ok: outer.data.status, message: outer.data.message || null, error, fieldErrors };
}

/** A change's `data` read with its contract schema (checked as fetchData's are), or null. */
export function dataFrom<T extends z.ZodType>(result: ApiResult, schema: T): z.output<T> | null {
  if (!result.answer.ok) return null;
  const read = dataOf(result.body, schema);
  return read.ok ? read.data : null;
}

/** A JSON (or, for uploads, multipart) call that changes something, on behalf of the page's shopper. */
export async function callApi(
  context: AppLoadContext,
  path: string,
  init: { method: string; json?: unknown; multipart?: FormData; headers?: Record<string, string> },
): Promise<ApiResult> {
  const headers: Record<string, string> = { accept: "application/json", ...init.headers };
  let body: string | Uint8Array | undefined;
  if (init.multipart) {
    // Let the platform write the multipart body and its boundary, then hand the bytes on.
    const encoded = new Request("http://localhost/", { method: "POST", body: init.multipart });
    headers["content-type"] = encoded.headers.get("content-type") ?? "multipart/form-data";
    body = new Uint8Array(await encoded.arrayBuffer());
  } else if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  try {
    const response = await context.api(path, { method: init.method, headers, body });
    const parsed: unknown = await response.json().catch(() => null);
    return { status: response.status, answer: answerOf(parsed), body: parsed, cookies: response.headers.getSetCookie() };
  } catch (error) {
    logLine("warn", `[web] ${init.method} ${path} failed`, error);
    return { status: 502, answer: { ok: false, message: null, error: null, fieldErrors: {} }, body: null, cookies: [] };
  }
}

/** Response headers carrying the API's Set-Cookie lines (session started, renewed or cleared). */
export function withCookies(cookies: string[], init: HeadersInit = {}): Headers {
  const headers = new Headers(init);
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return headers;
}

/** A download (a CSV file, say) passed on as the API answered it, body streamed, on behalf of the page's user. */
export async function passThrough(context: AppLoadContext, path: string): Promise<Response> {
  const response = await context.api(path, { headers: { accept: "*/*" }, stream: true });
  const headers = new Headers();
  for (const name of ["content-type", "content-disposition", "cache-control"]) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: response.status, headers });
}
