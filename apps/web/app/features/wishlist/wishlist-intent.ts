import { WISHLIST_MAX } from "@chhaap/contract/wishlist-limits";
import { z } from "zod";
import type { ErrorReason } from "#app/lib/error-text.ts";

/** The forms the /wishlist page's action takes, by `intent` (hearts everywhere post here too). */
const variantId = z.string().trim().min(1).max(64);
/** A JSON list in one form field (what the browser's stored list sends). */
const jsonList = <T extends z.ZodType>(item: T) =>
  z
    .string()
    .max(64 * 1024)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "Not JSON." });
        return z.NEVER;
      }
    })
    .pipe(z.array(item).max(WISHLIST_MAX));

export const wishlistIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), variantId }),
  z.object({ intent: z.literal("remove"), variantId }),
  // A guest's list joining the account's at login: ids and their dates, in the same order.
  z.object({ intent: z.literal("merge"), pieces: jsonList(z.object({ id: variantId, addedAt: z.string().max(40) })) }),
  // A guest's page: the cards of the browser's list.
  z.object({ intent: z.literal("cards"), ids: jsonList(variantId) }),
  // Move to bag: a customer's line joins the server bag; a guest's is answered for browser storage.
  z.object({ intent: z.literal("move-to-bag"), variantId, size: z.string().trim().max(40).default("") }),
  z.object({ intent: z.literal("remove-alert"), id: z.string().trim().min(1).max(64) }),
]);
type WishlistIntent = z.infer<typeof wishlistIntent>;

/** What every answer carries: which form, whether it worked, and the API's reason when refused. */
export interface WishlistAnswerBase<I extends WishlistIntent["intent"]> {
  intent: I;
  ok: boolean;
  /** The API's status; 0 when it gave no answer; 401 a guest (who must log in). */
  status: number;
  message: string | null;
  error: ErrorReason | null;
  /** Changes with every answer, so the page announces each once. */
  at: number;
}
