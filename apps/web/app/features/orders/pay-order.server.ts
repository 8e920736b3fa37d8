import { payOrderAnswer } from "@chhaap/contract/online-payment";
import { type AppLoadContext, redirect } from "react-router";
import { callApi, dataFrom } from "#app/lib/api.server.ts";
import type { ErrorReason } from "#app/lib/error-text.ts";

/** Why the gateway's page could not be opened: the API's refusal, for the page to say. */
export interface PayRefusal {
  intent: "pay";
  ok: false;
  status: number;
  message: string | null;
  error: ErrorReason | null;
}

/**
 * "Pay now" and "Try again" of an order paid online: `POST /api/order/{orderNumber}/pay` makes (or
 * reuses) the gateway's page to pay on, and the shopper is sent there; otherwise the refusal is
 * answered (time ran out, already paid, the gateway out of reach).
 */
export async function payOrder(context: AppLoadContext, orderNumber: string): Promise<PayRefusal> {
  const sent = await callApi(context, `/api/order/${encodeURIComponent(orderNumber)}/pay`, { method: "POST" });
  const paid = dataFrom(sent, payOrderAnswer);
  if (paid) throw redirect(paid.url);
  return { intent: "pay", ok: false, status: sent.status, message: sent.answer.message, error: sent.answer.error };
}
