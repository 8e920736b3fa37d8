/** The guest bag lives in localStorage under this key as a JSON array of lines. */
export const GUEST_CART_KEY = "guest-cart";
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
