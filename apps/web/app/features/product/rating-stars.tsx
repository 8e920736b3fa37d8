import { Star } from "lucide-react";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

const STARS = [1, 2, 3, 4, 5];

/** Five stars filled to the rating, read out as text ("Rated 4.5 out of 5"). */
export function RatingStars({ rating, size = 18 }: { rating: number; size?: number }) {
  const t = useT();
  return (
    <span className="rating-stars" role="img" aria-label={t("ratedOutOf", { rating })}>
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          size={size}
          className={rating >= star - 0.25 ? "rating-stars__star rating-stars__star--on" : "rating-stars__star"}
        />
      ))}
    </span>
  );
}
