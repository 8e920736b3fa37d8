import { writeFlagCookie } from "#app/lib/cookies.ts";
import { readLocal, writeLocal } from "#app/lib/local-store.ts";

/** The guest bag lives in localStorage under this key as a JSON array of lines. */
export const GUEST_CART_KEY = "guest-cart";
/**
 * "1" while the guest bag holds a line. The server cannot read browser storage: without this cookie
 * the bag page it renders says at once that the bag is empty (with scripts or without) instead of
 * waiting for scripts to look.
 */
export const GUEST_BAG_COOKIE = "guest-bag";

/** Stores the guest bag and keeps GUEST_BAG_COOKIE true to it; false when storage refused the write. */
export function storeGuestCart(stored: string): boolean {
  const written = writeLocal(GUEST_CART_KEY, stored);
  markGuestBag(countGuestCart(readLocal(GUEST_CART_KEY)) > 0);
  return written;
}

/** Empties the guest bag (it has joined the account's). */
export function clearGuestCart(): void {
  try {
    window.localStorage.removeItem(GUEST_CART_KEY);
  } catch {
    // Storage blocked: nothing was stored to clear.
  }
  markGuestBag(false);
}

/** Says in GUEST_BAG_COOKIE whether the guest bag holds a line. */
export function markGuestBag(holdsLines: boolean): void {
  writeFlagCookie(GUEST_BAG_COOKIE, holdsLines);
}

/** Dispatched on window whenever this tab changes the bag, so the header count follows. */
export const CART_CHANGED_EVENT = "chhaap:cart-changed";

/** A guest's count is the length of the stored list; anything unreadable counts as empty. */
export function countGuestCart(stored: string | null): number {
  if (!stored) return 0;
  try {
    const lines: unknown = JSON.parse(stored);
    return Array.isArray(lines) ? lines.length : 0;
  } catch {
    return 0;
  }
}

export function announceCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** Where a guest goes to log in before ordering or applying a coupon, coming back to the bag. */
export const BAG_LOGIN_PATH = `/login?${new URLSearchParams({ redirectTo: "/cart" })}`;
