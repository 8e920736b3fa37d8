import { deliveryPromise } from "@chhaap/contract/delivery";
import type { AppLoadContext } from "react-router";
import { fetchAnswer } from "#app/lib/api.server.ts";
import { type DeliveryCheck, deliveryCheckOf, deliveryPromisePath, PIN_CODE } from "./delivery-promise.ts";

/**
 * A page's PIN code check when it was asked with `?pin=` (the check's form sent without scripts, or
 * a shared link), for these pieces; null without one. Never fails: an unreachable API is a failed check.
 */
export async function deliveryCheckAsked(
  request: Request,
  context: AppLoadContext,
  variantIds: readonly string[],
): Promise<DeliveryCheck | null> {
  const typed = new URL(request.url).searchParams.get("pin");
  if (typed === null) return null;
  // Spaces are how people write PIN codes ("110 001").
  return checkDelivery(context, typed.replace(/\s+/g, "").slice(0, 12), variantIds);
}

/** The same answer the browser gets for a PIN code, asked on the server. */
export async function checkDelivery(context: AppLoadContext, pin: string, variantIds: readonly string[]): Promise<DeliveryCheck> {
  if (!PIN_CODE.test(pin)) return { kind: "malformed", pin };
  const { status, data } = await fetchAnswer(context, deliveryPromisePath(pin, variantIds), deliveryPromise);
  return deliveryCheckOf(pin, status, data);
}
