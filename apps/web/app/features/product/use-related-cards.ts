import { useEffect, useRef, useState } from "react";
import type { ProductCardVariant } from "./product-card.tsx";
import { readCards } from "./read-cards.ts";

export type RelatedCards = { state: "waiting" } | { state: "ready"; cards: ProductCardVariant[] } | { state: "failed" };

/** How far below the screen the row starts loading: a fast scroll should find the cards there. */
const AHEAD = "600px";

/**
 * A piece's related cards (`GET /api/variant/{id}/related`), asked once the row comes within
 * {@link AHEAD} of the screen, so a shopper who never scrolls costs the server nothing. `ref` goes on
 * the row's element.
 */
export function useRelatedCards(variantId: string) {
  const ref = useRef<HTMLElement>(null);
  const [cards, setCards] = useState<RelatedCards>({ state: "waiting" });

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      fetch(`/api/variant/${encodeURIComponent(variantId)}/related`, {
        headers: { accept: "application/json" },
        signal: controller.signal,
      })
        .then(async (response) => (response.ok ? readCards(await response.json()) : null))
        .catch(() => null)
        .then((answer) => {
          if (!controller.signal.aborted) setCards(answer ? { state: "ready", cards: answer.cards } : { state: "failed" });
        });
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      void load();
      return () => controller.abort();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [variantId]);

  return { ref, cards };
}
