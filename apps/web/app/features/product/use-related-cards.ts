import { useEffect, useRef, useState } from "react";
import type { ProductCardVariant } from "./product-card.tsx";
import { readCards } from "./read-cards.ts";

export type RelatedCards = { state: "waiting" } | { state: "ready"; cards: ProductCardVariant[] } | { state: "failed" };

/** How far below the screen a row starts loading: a fast scroll should find the cards there. */
const AHEAD = "600px";

/**
 * Cards of a row far down a page (decision 0060), asked from `url` once the row comes within
 * {@link AHEAD} of the screen, so a shopper who never scrolls costs the server nothing. `read` turns
 * the answer into cards, null when it is not such an answer; it must be the same function on every
 * render (a module's). `ref` goes on the row's element.
 */
export function useCardsNearScreen<E extends HTMLElement = HTMLElement>(
  url: string,
  read: (body: unknown) => ProductCardVariant[] | null,
) {
  const ref = useRef<E>(null);
  const [cards, setCards] = useState<RelatedCards>({ state: "waiting" });

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      fetch(url, { headers: { accept: "application/json" }, signal: controller.signal })
        .then(async (response) => (response.ok ? read(await response.json()) : null))
        .catch(() => null)
        .then((answer) => {
          if (!controller.signal.aborted) setCards(answer ? { state: "ready", cards: answer } : { state: "failed" });
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
  }, [url, read]);

  return { ref, cards };
}

const relatedOf = (body: unknown) => readCards(body)?.cards ?? null;

/** A piece's related cards (`GET /api/variant/{id}/related`). */
export function useRelatedCards(variantId: string) {
  return useCardsNearScreen(`/api/variant/${encodeURIComponent(variantId)}/related`, relatedOf);
}
