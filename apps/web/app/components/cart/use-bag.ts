import { useCallback, useEffect, useRef, useState } from "react";
import { useNotify } from "#app/components/notification.tsx";
import { deleteServerLine, updateServerQuantity } from "#app/lib/cart-api.ts";
import { type BagLine, readGuestLines, removeGuestLine, setGuestQuantity } from "#app/lib/cart-lines.ts";
import { errorText } from "#app/lib/error-text.ts";
import { announceCartChanged, GUEST_CART_KEY } from "#app/lib/guest-cart.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { readLocal, writeLocal } from "#app/lib/local-store.ts";

export interface Bag {
  /** False until a guest's bag has been read from browser storage (it cannot be read on the server). */
  ready: boolean;
  lines: BagLine[];
  removing: ReadonlySet<string>;
  changeQuantity: (line: BagLine, quantity: number) => void;
  remove: (line: BagLine) => void;
}

/**
 * The cart page's lines and what changes them (spec 4). Logged in: the server's lines, changed here
 * first and then saved (a refusal, e.g. beyond the stock, puts the old quantity back). Guest: the
 * `guest-cart` key only. `onSaved` runs after the server took a change (the coupon is re-judged then).
 */
export function useBag(serverLines: BagLine[] | null, onSaved: () => void): Bag {
  const t = useT();
  const notify = useNotify();
  const loggedIn = serverLines !== null;
  const [guestReady, setGuestReady] = useState(false);
  const [lines, setLines] = useState<BagLine[]>(serverLines ?? []);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  // The quantities the server has accepted, to fall back to when it refuses one.
  const confirmed = useRef(new Map<string, number>());

  useEffect(() => {
    if (!serverLines) return;
    setLines(serverLines);
    confirmed.current = new Map(serverLines.map((line) => [line.key, line.quantity]));
  }, [serverLines]);

  useEffect(() => {
    if (loggedIn) return;
    function read() {
      setLines(readGuestLines(readLocal(GUEST_CART_KEY)));
      setGuestReady(true);
    }
    read();
    window.addEventListener("storage", read);
    return () => window.removeEventListener("storage", read);
  }, [loggedIn]);

  const setQuantityOf = useCallback((key: string, quantity: number) => {
    setLines((current) => current.map((entry) => (entry.key === key ? { ...entry, quantity } : entry)));
  }, []);

  const changeQuantity = useCallback(
    (line: BagLine, quantity: number) => {
      // Spec 4: minimum 1, steps of 1.
      if (quantity < 1) return;
      setQuantityOf(line.key, quantity);
      if (!line.lineId) {
        writeLocal(GUEST_CART_KEY, setGuestQuantity(readLocal(GUEST_CART_KEY), line.key, quantity));
        announceCartChanged();
        return;
      }
      updateServerQuantity(line.lineId, quantity).then((outcome) => {
        if (outcome.ok) {
          confirmed.current.set(line.key, quantity);
          announceCartChanged();
          onSaved();
          return;
        }
        setQuantityOf(line.key, confirmed.current.get(line.key) ?? line.quantity);
        notify(outcome.status === 0 ? "danger" : "warning", errorText(t, outcome, "quantityUpdateFailed"));
      });
    },
    [notify, onSaved, setQuantityOf, t],
  );

  const remove = useCallback(
    (line: BagLine) => {
      if (!line.lineId) {
        writeLocal(GUEST_CART_KEY, removeGuestLine(readLocal(GUEST_CART_KEY), line.key));
        setLines((current) => current.filter((entry) => entry.key !== line.key));
        announceCartChanged();
        return;
      }
      // Spec 4: the line shows its pending state until the server answers.
      setRemoving((current) => new Set(current).add(line.key));
      deleteServerLine(line.lineId).then((outcome) => {
        setRemoving((current) => {
          const next = new Set(current);
          next.delete(line.key);
          return next;
        });
        if (outcome.status === 200) {
          setLines((current) => current.filter((entry) => entry.key !== line.key));
          announceCartChanged();
          onSaved();
          return;
        }
        // Spec 8: a refusal is a warning, a failed call a danger.
        if (outcome.status === 0) notify("danger", t("deleteItemError"));
        else notify("warning", t("deleteItemFailed"));
      });
    },
    [notify, onSaved, t],
  );

  return { ready: loggedIn || guestReady, lines, removing, changeQuantity, remove };
}
