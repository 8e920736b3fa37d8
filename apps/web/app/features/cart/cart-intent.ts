import { MAX_LINE_QUANTITY, mergeCart } from "@chhaap/contract/cart";
import { z } from "zod";
import type { ErrorReason } from "#app/lib/error-text.ts";

const lineId = z.string().trim().min(1).max(64);

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A coupon code to apply to the bag, from the bag's coupon box or checkout's. No check on the code
 * itself: the API judges it, and an empty one is its 'Invalid Coupon Code'.
 */
export const applyCouponIntent = z.object({ intent: z.literal("apply-coupon"), code: z.string().trim().max(40).default("") });

/**
 * What the bag page's forms may ask its action to do, one `intent` each. The same names are the
 * buttons' `value`s; the action reads the form with this schema and answers 400 to anything else.
 */
export const cartIntent = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("set-quantity"),
    lineId,
    quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY),
  }),
  z.object({ intent: z.literal("remove"), lineId }),
  applyCouponIntent,
  z.object({ intent: z.literal("remove-coupon") }),
  // Place Order: on to checkout, or to log in first (and back to the bag).
  z.object({ intent: z.literal("checkout") }),
  // After login, the bag filled as a guest (browser storage) joins the server bag: its lines as JSON.
  z.object({
    intent: z.literal("merge-guest-bag"),
    lines: z.string().max(64_000).transform(jsonOrNull).pipe(mergeCart.shape.lines),
  }),
]);
export type CartIntent = z.infer<typeof cartIntent>;

/** An action's answer to one intent: the API's status (0: no answer) and message, and when, so each answer is announced once. */
export interface ChangeAnswer<I extends string = string> {
  intent: I;
  ok: boolean;
  status: number;
  message: string | null;
  /** A refusal's code and params (lib/error-text.ts). */
  error?: ErrorReason | null;
  at: number;
  /** merge-guest-bag: how many guest lines could not join (gone, out of stock). */
  skipped?: number;
}
