import type { PublicUser } from "@chhaap/contract/accounts";
import { cartRef, cartSummary } from "@chhaap/contract/cart";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { type ApiResult, callApi, dataFrom, fetchData } from "#app/lib/api.server.ts";
import type { ErrorReason } from "#app/lib/error-text.ts";

/**
 * Changes to a logged-in shopper's bag, made by route actions on the shopper's session (the API checks
 * that every line and the bag are theirs). Each answers the API's outcome for the page to announce.
 */
export interface ChangeOutcome {
  ok: boolean;
  /** The API's status; 0 when it gave no answer. */
  status: number;
  message: string | null;
  error: ErrorReason | null;
}

function outcomeOf(result: ApiResult): ChangeOutcome {
  // callApi reads a call that never reached the API as 502 without a body: the page's "network" case.
  const unanswered = result.status === 502 && result.body === null;
  return {
    ok: result.answer.ok,
    status: unanswered ? 0 : result.status,
    message: result.answer.message,
    error: result.answer.error,
  };
}

/** The shopper's bag id: the session has it; an account made before bags existed gets one from the API. */
async function cartIdOf(context: AppLoadContext, user: PublicUser): Promise<string | null> {
  if (user.cartId) return user.cartId;
  return (await fetchData(context, `/api/cart/${encodeURIComponent(user._id)}`, cartRef))?._id ?? null;
}

const addedLine = z.object({ _id: z.string() });

/** `POST /api/cart-item`; 409 means the line is already in the bag. Answers the new line's id. */
export async function addLine(
  context: AppLoadContext,
  user: PublicUser,
  line: { variantId: string; size: string; quantity: number },
): Promise<ChangeOutcome & { lineId: string | null }> {
  const cartId = await cartIdOf(context, user);
  if (!cartId) return { ok: false, status: 0, message: null, error: null, lineId: null };
  const result = await callApi(context, "/api/cart-item", {
    method: "POST",
    json: { cartId, product_variant_id: line.variantId, size: line.size, quantity: line.quantity },
  });
  return { ...outcomeOf(result), lineId: dataFrom(result, addedLine)?._id ?? null };
}

/** `PUT /api/cart-item/{id}`: the server holds the quantity to the stock. */
export async function setLineQuantity(context: AppLoadContext, lineId: string, quantity: number): Promise<ChangeOutcome> {
  return outcomeOf(await callApi(context, `/api/cart-item/${encodeURIComponent(lineId)}`, { method: "PUT", json: { quantity } }));
}

/** `DELETE /api/cart-item/{id}`. */
export async function removeLine(context: AppLoadContext, lineId: string): Promise<ChangeOutcome> {
  return outcomeOf(await callApi(context, `/api/cart-item/${encodeURIComponent(lineId)}`, { method: "DELETE" }));
}

/** `POST /api/couponcode/applyCoupon`: the server judges the code against its own copy of the bag and keeps it with the bag. */
export async function applyCoupon(context: AppLoadContext, user: PublicUser, code: string): Promise<ChangeOutcome> {
  return outcomeOf(await callApi(context, "/api/couponcode/applyCoupon", { method: "POST", json: { code, userId: user._id } }));
}

/** `DELETE /api/cart/coupon`: the bag lets its coupon go. */
export async function removeCoupon(context: AppLoadContext): Promise<ChangeOutcome> {
  return outcomeOf(await callApi(context, "/api/cart/coupon", { method: "DELETE" }));
}

/**
 * BUY NOW of one item: it joins the bag (a line already there takes the BUY NOW quantity) and its line
 * id is answered, for a checkout of that line alone. Null with the reason when it cannot be bought.
 */
export async function buyNowLine(
  context: AppLoadContext,
  user: PublicUser,
  item: { variantId: string; size: string; quantity: number },
): Promise<{ lineId: string } | { lineId: null; outcome: ChangeOutcome }> {
  const added = await addLine(context, user, item);
  if (added.ok && added.lineId) return { lineId: added.lineId };
  const summary = await fetchData(context, "/api/cart/summary", cartSummary);
  const existing = summary?.lines.find((entry) => entry.product_variant_id._id === item.variantId && entry.size === item.size);
  if (!existing) return { lineId: null, outcome: added };
  if (existing.quantity !== item.quantity) {
    const update = await setLineQuantity(context, existing._id, item.quantity);
    if (!update.ok) return { lineId: null, outcome: update };
  }
  return { lineId: existing._id };
}

const mergeAnswer = z.object({ skipped: z.array(z.unknown()).optional() });

/** `POST /api/cart/merge`: the guest's lines join the server bag (a line in both keeps the larger quantity). */
export async function mergeGuestLines(
  context: AppLoadContext,
  lines: { product_variant_id: string; size: string; quantity: number }[],
): Promise<ChangeOutcome & { skipped: number }> {
  const result = await callApi(context, "/api/cart/merge", { method: "POST", json: { lines } });
  return { ...outcomeOf(result), skipped: dataFrom(result, mergeAnswer)?.skipped?.length ?? 0 };
}
