import { envelope } from "@chhaap/contract/envelope";
import type { AppLoadContext } from "react-router";
import { z } from "zod";

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
  try {
    const response = await context.api(path, { headers: { accept: "application/json" } });
    if (!response.ok) {
      console.warn(`[web] GET ${path} answered ${response.status}`);
      return { status: response.status, data: null };
    }
    const body = anyEnvelope.safeParse(await response.json());
    const parsed = body.success && body.data.status ? schema.safeParse(body.data.data) : null;
    if (!parsed?.success) {
      console.warn(`[web] GET ${path} gave an unexpected body`);
      return { status: response.status, data: null };
    }
    return { status: response.status, data: parsed.data };
  } catch (error) {
    console.warn(`[web] GET ${path} failed`, error);
    return { status: 0, data: null };
  }
}

/** Like fetchData for list endpoints: a failure is an empty list. */
export async function fetchList<T extends z.ZodType>(context: AppLoadContext, path: string, item: T): Promise<z.output<T>[]> {
  let list = listSchemas.get(item) as z.ZodArray<T> | undefined;
  if (!list) {
    list = z.array(item);
    listSchemas.set(item, list);
  }
  return (await fetchData(context, path, list)) ?? [];
}
