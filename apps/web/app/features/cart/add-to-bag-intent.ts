import { MAX_LINE_QUANTITY } from "@chhaap/contract/cart";
import { z } from "zod";
import type { ChangeAnswer } from "./cart-intent.ts";

/** The product page's two buttons: ADD TO CART and BUY NOW, for one variant, size and quantity. */
const item = {
  variantId: z.string().trim().min(1).max(64),
  // A missing size is the shopper's to fix: it is answered, not refused as a broken form.
  size: z.string().trim().max(40).default(""),
  quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
};

export const addToBagIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-to-cart"), ...item }),
  z.object({ intent: z.literal("buy-now"), ...item }),
]);
type AddToBagIntent = z.infer<typeof addToBagIntent>;

/** A refused ADD TO CART or BUY NOW; a successful one redirects (to the bag, or to checkout of that item). */
export type AddToBagAnswer = ChangeAnswer<AddToBagIntent["intent"]> & { sizeMissing?: boolean };
