import { type AppLoadContext, data, redirect } from "react-router";
import { readSessionUser } from "#app/lib/session.server.ts";
import {
  applyCoupon,
  type ChangeOutcome,
  mergeGuestLines,
  removeCoupon,
  removeLine,
  setLineQuantity,
} from "./cart-changes.server.ts";
import { type CartIntent, type ChangeAnswer, cartIntent } from "./cart-intent.ts";
import { BAG_LOGIN_PATH } from "./guest-cart.ts";

export type CartAnswer = ChangeAnswer<Exclude<CartIntent["intent"], "checkout">>;

/**
 * The bag page's action: one intent per form, read with `cartIntent`. A logged-in shopper's bag is
 * changed through the API; a guest's lives in browser storage and never posts here (an expired session
 * gets the API's own 401 answer). The page reloads its data after every answer, so the lines, totals,
 * coupon and header count shown are the server's.
 */
export async function runCartIntent(context: AppLoadContext, form: FormData) {
  const at = Date.now();
  const parsed = cartIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data({ message: "This form cannot be read." }, { status: 400 });
  const intent = parsed.data;
  const user = await readSessionUser(context);
  if (intent.intent === "checkout") throw redirect(user ? "/shopping-cart" : BAG_LOGIN_PATH);
  if (!user) return answer(intent.intent, { ok: false, status: 401, message: null, error: null }, at);
  switch (intent.intent) {
    case "set-quantity":
      return answer(intent.intent, await setLineQuantity(context, intent.lineId, intent.quantity), at);
    case "remove":
      return answer(intent.intent, await removeLine(context, intent.lineId), at);
    case "apply-coupon":
      return answer(intent.intent, await applyCoupon(context, user, intent.code), at);
    case "remove-coupon":
      return answer(intent.intent, await removeCoupon(context), at);
    case "merge-guest-bag": {
      const { skipped, ...outcome } = await mergeGuestLines(context, intent.lines);
      return { ...answer(intent.intent, outcome, at), skipped };
    }
  }
}

function answer(intent: CartAnswer["intent"], outcome: ChangeOutcome, at: number): CartAnswer {
  return { intent, ...outcome, at };
}
