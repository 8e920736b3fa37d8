import { stockAlertCreated, stockAlertToken } from "@chhaap/contract/stock-alerts";
import { type AppLoadContext, data } from "react-router";
import type { z } from "zod";
import { callApi, dataFrom } from "#app/lib/api.server.ts";
import type { ErrorReason } from "#app/lib/error-text.ts";
import { readShopperPreferences } from "#app/lib/preferences.ts";
import { PRIVATE_PAGE_HEADERS } from "#app/lib/session.server.ts";
import { type StockAlertAnswer, stockAlertForm } from "./stock-alert-intent.ts";

function unanswered(status: number, body: unknown): boolean {
  return status === 502 && body === null;
}

/**
 * "Tell me when it's back": `POST /api/stock-alerts` on behalf of the page's shopper, in their language
 * (the mails are written in it). A customer's confirmed account needs no address; anyone else's is
 * mailed a link to confirm first.
 */
export async function askForStockAlert(request: Request, context: AppLoadContext, form: FormData): Promise<StockAlertAnswer> {
  const at = Date.now();
  const parsed = stockAlertForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data({ message: "This form cannot be read." }, { status: 400 });
  const { variantId, size, email } = parsed.data;
  const locale = readShopperPreferences(request).language.code;
  const result = await callApi(context, "/api/stock-alerts", { method: "POST", json: { variantId, size, email, locale } });
  return {
    intent: "stock-alert",
    ok: result.answer.ok,
    status: unanswered(result.status, result.body) ? 0 : result.status,
    message: result.answer.message,
    error: result.answer.error,
    state: dataFrom(result, stockAlertCreated)?.state ?? null,
    variantId,
    size,
    email: email ?? "",
    at,
  };
}

/**
 * A mailed link's page: its token, in the address, is sent to no other site as the Referer. Not
 * no-referrer: under it a browser posts the page's form with `Origin: null`, which the origin check
 * refuses, so the button failed without scripts and when pressed before they loaded.
 */
export const LINK_PAGE_HEADERS = { ...PRIVATE_PAGE_HEADERS, "referrer-policy": "same-origin" } as const;

/** The answer to a mailed link's button: what it did, or why not (an unknown or used token). */
export type TokenAnswer<T> =
  | { ok: true; result: T }
  | { ok: false; status: number; message: string | null; error: ErrorReason | null };

/** The token of a mailed link, posted by its page's button: confirm the alert, or stop every such mail. */
export async function postStockAlertToken<T extends z.ZodType>(
  context: AppLoadContext,
  form: FormData,
  path: "/api/stock-alerts/confirm" | "/api/stock-alerts/unsubscribe",
  schema: T,
): Promise<TokenAnswer<z.output<T>>> {
  const token = stockAlertToken.safeParse({ token: form.get("token") ?? "" });
  // A cut-off link reads as one that is not valid any more.
  if (!token.success) return { ok: false, status: 404, message: null, error: { code: "stock_alert.token_unknown", params: {} } };
  const result = await callApi(context, path, { method: "POST", json: token.data });
  const read = dataFrom(result, schema);
  if (read !== null) return { ok: true, result: read };
  return {
    ok: false,
    status: unanswered(result.status, result.body) ? 0 : result.status,
    message: result.answer.message,
    error: result.answer.error,
  };
}
