import { z } from "zod";
import { variantSummary } from "./catalog.ts";
import { WISHLIST_MAX } from "./wishlist-limits.ts";

export { WISHLIST_MAX };

/**
 * A customer's wishlist (`/api/wishlist`, ours): the colourways they saved, newest first. A guest's
 * list lives in the browser and is merged here at login (`POST /api/wishlist/merge`).
 */

export const WISHLIST_MESSAGES = {
  added: "Saved to your wishlist.",
  removed: "Removed from your wishlist.",
  merged: "Your saved pieces have been added to your wishlist.",
  full: `Your wishlist can hold up to ${WISHLIST_MAX} pieces. Remove one to save another.`,
} as const;

/** `PUT` / `DELETE /api/wishlist/{variantId}`: the colourway's id (an unknown one is 404 on PUT). */
export const wishlistVariantParams = z.object({ variantId: z.string() });

const wishlistItem = z.object({
  variantId: z.string(),
  /** When it was saved (ISO time). */
  addedAt: z.string(),
  /** The card as the search shows it; null when the piece is no longer listed ("no longer available"). */
  card: variantSummary.nullable(),
});

/** `GET /api/wishlist`. */
export const wishlist = z.object({ items: z.array(wishlistItem) });
export type Wishlist = z.infer<typeof wishlist>;

/** `PUT` / `DELETE /api/wishlist/{variantId}`: how many pieces the list holds now. */
export const wishlistCount = z.object({ count: z.number().int() });

/**
 * `POST /api/wishlist/merge`: the guest's list of browser storage. Unknown ids are ignored, the list
 * stops at WISHLIST_MAX, a piece already saved keeps the older of its two dates.
 */
export const wishlistMerge = z.object({
  variantIds: z.array(z.string().max(64)).max(WISHLIST_MAX),
  /** When each was saved in the browser (ISO time, same order as variantIds); missing means now. */
  addedAt: z
    .array(z.iso.datetime({ offset: true }).nullable())
    .max(WISHLIST_MAX)
    .optional(),
});

export const wishlistMergeResult = z.object({
  /** Pieces in the list after the merge. */
  count: z.number().int(),
  /** Guest ids not kept: unknown pieces, and those past the limit. */
  dropped: z.number().int(),
});
