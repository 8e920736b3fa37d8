import { useEffect, useId, useRef } from "react";
import { ProductCard } from "#app/features/product/index.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useRecentCards } from "./use-recent-cards.ts";
import "#app/styles/recently-viewed.css";

/** A row item is about two fifths of a phone, a quarter of a tablet, 220 px on a desktop (recently-viewed.css). */
const CARD_SIZES = "(min-width: 1024px) 220px, (min-width: 640px) 27vw, 42vw";

/**
 * "Recently viewed": the pieces this browser opened, newest first, as a row of the shop's cards that
 * scrolls sideways. Drawn after hydration only and absent while empty, so it takes no room for a
 * first-time shopper. On a product page, `current` is that piece: recorded, and not shown.
 */
export function RecentlyViewed({ current }: { current?: string }) {
  const t = useT();
  const titleId = useId();
  const { cards, retry, clear } = useRecentCards(current);
  const clearedRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The Clear button is gone with the row: focus goes to the line that says what happened.
    if (cards.state === "cleared") clearedRef.current?.focus();
  }, [cards.state]);

  if (cards.state === "none") return null;
  if (cards.state === "cleared") {
    return (
      <p ref={clearedRef} tabIndex={-1} className="recently-viewed__cleared container" role="status">
        {t("recentlyViewedCleared")}
      </p>
    );
  }
  return (
    <section className="recently-viewed container" aria-labelledby={titleId}>
      <div className="recently-viewed__head">
        <h2 id={titleId} className="recently-viewed__title">
          {t("recentlyViewed")}
        </h2>
        {cards.state === "ready" ? (
          <button
            type="button"
            className="button button--ghost recently-viewed__clear"
            onClick={clear}
            aria-describedby={titleId}
          >
            {t("recentlyViewedClear")}
          </button>
        ) : null}
      </div>
      {cards.state === "failed" ? (
        <p className="recently-viewed__failed" role="alert">
          <span>{t("recentlyViewedFailed")}</span>
          <button type="button" className="button button--ghost" onClick={retry}>
            {t("tryAgain")}
          </button>
        </p>
      ) : cards.state === "loading" ? (
        <ul className="recently-viewed__row" aria-busy="true">
          <li className="visually-hidden">{t("recentlyViewedLoading")}</li>
          {Array.from({ length: cards.count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, replaced together.
            <li key={index} className="recently-viewed__item recently-viewed__placeholder" aria-hidden="true" />
          ))}
        </ul>
      ) : (
        <ul className="recently-viewed__row">
          {cards.cards.map((variant) => (
            <li key={variant._id} className="recently-viewed__item">
              <ProductCard variant={variant} sizes={CARD_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
