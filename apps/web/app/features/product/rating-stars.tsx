import { useT } from "#app/lib/i18n/i18n-provider.tsx";

/** The sizes the shop draws stars at (card, product page and review, reviews' summary), in px. */
type StarSize = 14 | 16 | 18 | 22;

/**
 * Five stars filled to the rating, read out as text ("Rated 4.5 out of 5"). One element: CSS draws
 * the five outlines and the filled stars over them (product-card.css), from the class naming how
 * many are filled. Five uses of the icon sprite's star weighed 550 bytes a rating, a product page
 * with ten reviews 6 kB. A star counts as filled from a quarter below it: 4.8 shows five, 4.7 four.
 */
export function RatingStars({ rating, size = 18 }: { rating: number; size?: StarSize }) {
  const t = useT();
  const filled = Math.min(5, Math.max(0, Math.floor(rating + 0.25)));
  return (
    <span
      className={`rating-stars rating-stars--${size} rating-stars--filled-${filled}`}
      role="img"
      aria-label={t("ratedOutOf", { rating })}
    />
  );
}
