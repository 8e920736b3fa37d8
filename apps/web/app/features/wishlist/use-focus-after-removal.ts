import { useCallback, useEffect, useRef } from "react";

/**
 * Where focus goes when a list item leaves after its own button removed it (at once for a guest, after
 * the page's data came back for a customer): the same button of the next item, else of the previous,
 * else the first of `fallbacks` on the page (a heading with tabIndex -1). Without this it falls to
 * <body> and a keyboard user starts again from the top.
 */
export function useFocusAfterRemoval<T extends HTMLElement>(buttonSelector: string, fallbacks: readonly string[]) {
  const itemRef = useRef<T>(null);
  const target = useRef<HTMLElement | null | undefined>(undefined);

  /** Called as the removal is asked: notes the neighbour while the item is still in the list. */
  const removing = useCallback(() => {
    const item = itemRef.current;
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
    target.current = neighbour?.querySelector<HTMLElement>(buttonSelector) ?? null;
  }, [buttonSelector]);

  /** The removal was refused: the item stays, and so does focus. */
  const kept = useCallback(() => {
    target.current = undefined;
  }, []);

  const fallbackKey = fallbacks.join(",");
  useEffect(
    () => () => {
      if (target.current === undefined) return;
      // Only when focus was lost with the item, not taken elsewhere meanwhile.
      if (document.activeElement && document.activeElement !== document.body) return;
      const next = target.current?.isConnected
        ? target.current
        : fallbackKey
            .split(",")
            .map((selector) => document.querySelector<HTMLElement>(selector))
            .find((element) => element !== null);
      next?.focus();
    },
    [fallbackKey],
  );

  return { itemRef, removing, kept };
}
