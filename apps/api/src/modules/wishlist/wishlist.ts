// The customer's wishlist. Every call reads or changes the session user's own rows alone: the path
// names a colourway, never a list, so there is no other customer's list to reach.

import { VARIANT_NOT_FOUND } from "@chhaap/contract/catalog";
import { isUuid } from "@chhaap/contract/ids";
import { WISHLIST_MAX, WISHLIST_MESSAGES, type Wishlist } from "@chhaap/contract/wishlist";
import type { Database } from "#src/db/client.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { cardsById } from "./cards.ts";
import {
  countWishlist,
  deleteWishlistItem,
  findListedVariantIds,
  findSavedDates,
  insertWishlistItems,
  keepOlderDates,
  listWishlistRows,
  lockUser,
} from "./wishlist-queries.ts";

export async function readWishlist(db: Database, userId: string): Promise<Wishlist> {
  const rows = await listWishlistRows(db, userId);
  const cards = await cardsById(
    db,
    rows.map((row) => row.variantId),
  );
  return {
    items: rows.map((row) => ({
      variantId: row.variantId,
      addedAt: row.addedAt.toISOString(),
      card: cards.get(row.variantId) ?? null,
    })),
  };
}

/** Saves a listed colourway (again: nothing changes); 404 for an unknown one, 409 on a full list. */
export async function saveToWishlist(db: Database, userId: string, variantId: string, at: Date): Promise<number> {
  const id = variantId.toLowerCase();
  if (!isUuid(id)) throw notFound("catalog.variant_not_found", VARIANT_NOT_FOUND);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await findSavedDates(tx, userId, [id])).has(id)) return countWishlist(tx, userId);
    if (!(await findListedVariantIds(tx, [id])).has(id)) throw notFound("catalog.variant_not_found", VARIANT_NOT_FOUND);
    const saved = await countWishlist(tx, userId);
    if (saved >= WISHLIST_MAX)
      throw new ApiError(409, "wishlist.full", WISHLIST_MESSAGES.full, { params: { limit: WISHLIST_MAX } });
    await insertWishlistItems(tx, userId, [{ variantId: id, addedAt: at }]);
    return saved + 1;
  });
}

/** Removes a piece (one not saved is already removed). */
export async function removeFromWishlist(db: Database, userId: string, variantId: string): Promise<number> {
  const id = variantId.toLowerCase();
  if (isUuid(id)) await deleteWishlistItem(db, userId, id);
  return countWishlist(db, userId);
}

/**
 * The guest's list joins the customer's: unknown and unlisted pieces are dropped, pieces already saved
 * keep the older date, new ones are added in the order given until the list is full. Merging the same
 * list twice changes nothing.
 */
export async function mergeIntoWishlist(
  db: Database,
  userId: string,
  guest: { variantIds: string[]; addedAt?: (string | null)[] },
  at: Date,
): Promise<{ count: number; dropped: number }> {
  const dates = new Map<string, Date>();
  guest.variantIds.forEach((raw, index) => {
    const id = raw.toLowerCase();
    if (!isUuid(id) || dates.has(id)) return;
    const given = guest.addedAt?.[index];
    // A browser's clock may be ahead: a date to come counts as now.
    const time = given ? Math.min(Date.parse(given), at.getTime()) : at.getTime();
    dates.set(id, new Date(time));
  });
  const ids = [...dates.keys()];
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const saved = await findSavedDates(tx, userId, ids);
    await keepOlderDates(
      tx,
      userId,
      [...dates].filter(([id]) => saved.has(id)).map(([variantId, addedAt]) => ({ variantId, addedAt })),
    );
    const listed = await findListedVariantIds(
      tx,
      ids.filter((id) => !saved.has(id)),
    );
    const room = Math.max(0, WISHLIST_MAX - (await countWishlist(tx, userId)));
    const added = ids.filter((id) => listed.has(id)).slice(0, room);
    await insertWishlistItems(
      tx,
      userId,
      added.map((id) => ({ variantId: id, addedAt: dates.get(id) ?? at })),
    );
    const count = await countWishlist(tx, userId);
    const asked = new Set(guest.variantIds.map((id) => id.toLowerCase())).size;
    return { count, dropped: asked - saved.size - added.length };
  });
}
