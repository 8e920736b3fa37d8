import { envelope } from "@chhaap/contract/envelope";
import { type AppLoadContext, data } from "react-router";
import { z } from "zod";
import { callApi } from "#app/lib/api.server.ts";

/**
 * How a back-office page reads the admin API. Unlike the shop's pages, which render without a list
 * that failed, a back-office page cannot: a loader either has its data, parsed with the contract's
 * schema, or throws the error page's response. The API's own refusal keeps its status (401 signed
 * out, 403 not allowed, 404 no such record); an answer that does not match the contract is the
 * API's fault, 502.
 */

/** Back-office pages are for one person's eyes and no search engine's. */
export const BACK_OFFICE_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" } as const;

// Any envelope, its `data` read afterwards with the page's own schema.
const anyEnvelope = envelope(z.unknown());

/** An admin API read: its data and page count, or the status and message of why there are none. */
export type AdminRead<T> =
  | { ok: true; data: T; totalPages: number | undefined }
  | { ok: false; status: number; message: string | null };

/** GET an admin API path; the answer's envelope is checked against `schema` on every read. */
export async function readAdmin<T extends z.ZodType>(
  context: AppLoadContext,
  path: string,
  schema: T,
): Promise<AdminRead<z.output<T>>> {
  const answer = await callApi(context, path, { method: "GET" });
  const outer = anyEnvelope.safeParse(answer.body);
  const parsed = outer.success ? schema.safeParse(outer.data.data) : null;
  if (outer.success && parsed?.success) return { ok: true, data: parsed.data, totalPages: outer.data.totalPages };
  return { ok: false, status: answer.status, message: answer.answer.message };
}

/** The error page for a read that failed: the API's refusal as it came, anything else 502. */
export function loadFailed(status: number): never {
  throw data(null, { status: status >= 400 ? status : 502 });
}

/** readAdmin for what a page cannot show without: a failure throws the error page's response. */
export async function loadAdmin<T extends z.ZodType>(
  context: AppLoadContext,
  path: string,
  schema: T,
): Promise<{ data: z.output<T>; totalPages: number | undefined }> {
  const read = await readAdmin(context, path, schema);
  if (!read.ok) loadFailed(read.status);
  return read;
}

/** An action's status after a refused change: the API's own, or 502 when no answer came back at all. */
export function refusedStatus(status: number): number {
  return status === 0 ? 502 : status;
}

/**
 * A list page's rows. A filter the API refuses (a date or page number typed by hand, say) shows
 * `none` with the API's word about it beside the filters; any other failure is the error page.
 */
export async function loadAdminList<T extends z.ZodType>(
  context: AppLoadContext,
  path: string,
  schema: T,
  none: z.output<T>,
): Promise<{ data: z.output<T>; totalPages: number; problem: string | null }> {
  const read = await readAdmin(context, path, schema);
  if (read.ok) return { data: read.data, totalPages: read.totalPages ?? 0, problem: null };
  if (read.status !== 400) loadFailed(read.status);
  return { data: none, totalPages: 0, problem: read.message ?? "Those filters could not be read." };
}
