import { useCallback, useEffect, useState } from "react";
import { readLocal } from "#app/lib/local-store.ts";
import { type BagLine, readGuestLines, removeGuestLine, setGuestQuantity } from "./cart-lines.ts";
import { announceCartChanged, GUEST_CART_KEY, markGuestBag, storeGuestCart } from "./guest-cart.ts";

export interface GuestBag {
  /** False until the bag has been read from browser storage (it cannot be read on the server). */
  ready: boolean;
  lines: BagLine[];
  changeQuantity: (line: BagLine, quantity: number) => void;
  remove: (line: BagLine) => void;
}

/**
 * A guest's bag: the `guest-cart` key of browser storage, and nothing on the server until they log in.
 * Followed across tabs (the storage event).
 */
export function useGuestBag(enabled: boolean): GuestBag {
  const [ready, setReady] = useState(false);
  const [lines, setLines] = useState<BagLine[]>([]);

  useEffect(() => {
    if (!enabled) return;
    function read() {
      const stored = readGuestLines(readLocal(GUEST_CART_KEY));
      setLines(stored);
      setReady(true);
      // A bag stored before the cookie existed, or changed in another tab: the cookie follows it.
      markGuestBag(stored.length > 0);
    }
    read();
    window.addEventListener("storage", read);
    return () => window.removeEventListener("storage", read);
  }, [enabled]);

  const changeQuantity = useCallback((line: BagLine, quantity: number) => {
    // Minimum 1, steps of 1.
    if (quantity < 1) return;
    setLines((current) => current.map((entry) => (entry.key === line.key ? { ...entry, quantity } : entry)));
    storeGuestCart(setGuestQuantity(readLocal(GUEST_CART_KEY), line.key, quantity));
    announceCartChanged();
  }, []);

  const remove = useCallback((line: BagLine) => {
    storeGuestCart(removeGuestLine(readLocal(GUEST_CART_KEY), line.key));
    setLines((current) => current.filter((entry) => entry.key !== line.key));
    announceCartChanged();
  }, []);

  return { ready, lines, changeQuantity, remove };
}
