import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { readLocal } from "#app/lib/local-store.ts";
import { GUEST_WISHLIST_KEY, readGuestWishlist } from "./guest-wishlist.ts";

/**
 * Which pieces this shopper has saved, for every heart on the page and the header's count. A guest's
 * are in browser storage; a customer's are asked once per page load of the /wishlist/ids resource
 * route and then follow the hearts' own changes (after a failure, asked again on the next page or
 * when the tab comes back). The server renders "not known yet".
 */
export type SavedPieces = { state: "loading" } | { state: "ready"; ids: ReadonlySet<string> } | { state: "failed" };

/** Dispatched on window when this tab changes the guest list, so every heart and the count follow. */
const WISHLIST_CHANGED_EVENT = "chhaap:wishlist-changed";

const LOADING: SavedPieces = { state: "loading" };

/** Whose list the store holds: "guest", or a customer's id (another login starts afresh). */
let owner: string | null = null;
let snapshot: SavedPieces = LOADING;
/** Which ask is the latest: an older reply (from before the login merge, say) is dropped. */
let asking = 0;
const listeners = new Set<() => void>();

function publish(next: SavedPieces) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function readGuest() {
  publish({ state: "ready", ids: new Set(readGuestWishlist(readLocal(GUEST_WISHLIST_KEY)).map((piece) => piece.id)) });
}

function readIds(body: unknown): string[] | null {
  if (typeof body !== "object" || body === null || !("ids" in body) || !Array.isArray(body.ids)) return null;
  return body.ids.filter((id): id is string => typeof id === "string");
}

/** A customer's saved ids, asked again (after the guest list joined theirs, or a failure). */
export async function reloadSavedPieces(): Promise<void> {
  if (owner === null || owner === "guest") return;
  const ask = ++asking;
  const latest = () => ask === asking;
  try {
    const response = await fetch("/wishlist/ids", { headers: { accept: "application/json" } });
    const ids = response.ok ? readIds(await response.json()) : null;
    if (latest()) publish(ids ? { state: "ready", ids: new Set(ids.map((id) => id.toLowerCase())) } : { state: "failed" });
  } catch {
    if (latest()) publish({ state: "failed" });
  }
}

function follow(who: string) {
  if (owner === who && snapshot.state !== "failed") return;
  if (owner !== who) asking++;
  owner = who;
  publish(LOADING);
  if (who === "guest") readGuest();
  else void reloadSavedPieces();
}

/** A customer's heart changed a piece: shown at once, before (and unless refused by) the server. */
export function markSaved(id: string, saved: boolean): void {
  if (snapshot.state !== "ready") return;
  const ids = new Set(snapshot.ids);
  if (saved) ids.add(id.toLowerCase());
  else ids.delete(id.toLowerCase());
  publish({ state: "ready", ids });
}

function onGuestChange() {
  if (owner === "guest") readGuest();
}

/** The tab is shown again: a customer's list that failed is asked again. */
function onVisible() {
  if (document.visibilityState === "visible" && owner !== null && owner !== "guest" && snapshot.state === "failed") follow(owner);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener(WISHLIST_CHANGED_EVENT, onGuestChange);
    window.addEventListener("storage", onGuestChange);
    document.addEventListener("visibilitychange", onVisible);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener(WISHLIST_CHANGED_EVENT, onGuestChange);
      window.removeEventListener("storage", onGuestChange);
      document.removeEventListener("visibilitychange", onVisible);
    }
  };
}

/** The saved pieces of the page's shopper: `userId` null for a guest. */
export function useSavedPieces(userId: string | null): SavedPieces {
  const who = userId ?? "guest";
  const page = useLocation().key;
  // Read in the browser only, after rendering: the server has neither storage nor the customer's list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page asks again after a failure.
  useEffect(() => follow(who), [who, page]);
  return useSyncExternalStore(
    subscribe,
    () => (owner === who ? snapshot : LOADING),
    () => LOADING,
  );
}

/** After this tab changed the guest list in storage. */
export function announceWishlistChanged(): void {
  window.dispatchEvent(new Event(WISHLIST_CHANGED_EVENT));
}
