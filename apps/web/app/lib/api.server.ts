import { keepForMs } from "@chhaap/contract/caching";
import { envelope } from "@chhaap/contract/envelope";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { sharedAnswer } from "./shared-answers.server.ts";

// Schemas are built once: zod compiles each new object schema on its first parse, which per
// request would cost more than the parse itself.
const anyEnvelope = envelope(z.unknown());
const listSchemas = new WeakMap<z.ZodType, z.ZodType>();

/**
 * Reads `data` from an API answer, parsed with the contract schema. Any failure (network, status,
 * envelope `status:false`, unexpected shape) gives null: spec 8 says shell and home fetch failures are
 * only logged, and the page must still render.
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
      console.warn(`[web] GET ${path} answered ${response.status}`);
      return { status: response.status, data: null, sharedForMs: 0 };
    }
    const body = anyEnvelope.safeParse(await response.json());
    const parsed = body.success && body.data.status ? schema.safeParse(body.data.data) : null;
    if (!parsed?.success) {
      console.warn(`[web] GET ${path} gave an unexpected body`);
      return { status: response.status, data: null, sharedForMs: 0 };
    }
    return {
      status: response.status,
      data: parsed.data,
      sharedForMs: keepForMs(response.headers.get("cache-control"), { shared: true }),
    };
  } catch (error) {
    console.warn(`[web] GET ${path} failed`, error);
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
  return sharedAnswer(path, () => readAnswer(context, path, schema, { cookie: "" }));
}

/** fetchSharedData for list endpoints: a failure is an empty list. */
export async function fetchSharedList<T extends z.ZodType>(
  context: AppLoadContext,
  path: string,
  item: T,
): Promise<z.output<T>[]> {
  return (await fetchSharedData(context, path, listOf(item))) ?? [];
}
