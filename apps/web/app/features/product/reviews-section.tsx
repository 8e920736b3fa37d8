import type { RatingSummary, Review } from "@chhaap/contract/catalog";
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { ShieldCheck } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { RatingStars } from "./rating-stars.tsx";

export const REVIEWS_ANCHOR = "reviews";

/**
 * Reviews: the real count and average (not a fixed summary) and each review's author, rating, text,
 * and whether its author received the piece. `children` is the slot for writing (the login prompt,
 * the review form, or why there is none); `reviewActions` adds what a shopper may do to a listed review
 * (the author's edit and delete).
 */
export function ReviewsSection({
  rating,
  reviews,
  children,
  reviewActions,
}: {
  rating: RatingSummary;
  reviews: Review[];
  children?: ReactNode;
  reviewActions?: (review: Review) => ReactNode;
}) {
  const t = useT();
  return (
    <section id={REVIEWS_ANCHOR} className="reviews" aria-labelledby="reviews-title" tabIndex={-1}>
      <h2 id="reviews-title">{t("customerReviews")}</h2>
      <div className="reviews__summary">
        {rating.count > 0 ? (
          <>
            <RatingStars rating={rating.average} size={22} />
            <p>
              <strong className="reviews__average">{rating.average.toFixed(1)}</strong>{" "}
              {t(rating.count === 1 ? "basedOnOneReview" : "basedOnReviews", { count: rating.count })}
            </p>
          </>
        ) : (
          <p>{t("noReviewsYet")}</p>
        )}
      </div>
      {children}
      {rating.count > 0 ? <ReviewList reviews={reviews} reviewActions={reviewActions} /> : null}
    </section>
  );
}

function ReviewList({ reviews, reviewActions }: { reviews: Review[]; reviewActions?: (review: Review) => ReactNode }) {
  const t = useT();
  const language = useRouteLoaderData<typeof rootLoader>("root")?.language.code ?? "en";
  const dates = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <ol className="reviews__list">
      {reviews.map((review) => (
        <li key={review._id} className="review">
          <div className="review__head">
            <span className="review__avatar" aria-hidden="true">
              {review.user.name.trim().charAt(0).toUpperCase() || "?"}
            </span>
            <div>
              <p className="review__author" dir="auto">
                {review.user.name || t("aShopper")}
              </p>
              <RatingStars rating={review.rating} size={16} />
              {review.verified ? (
                <p className="review__verified">
                  <ShieldCheck aria-hidden="true" size={14} />
                  {t("verifiedBuyer")}
                </p>
              ) : null}
            </div>
            <time className="review__date" dateTime={review.createdAt}>
              {dates.format(new Date(review.createdAt))}
            </time>
          </div>
          {/* Shopper text is shown as text, never as HTML. */}
          <p className="review__text" dir="auto">
            {review.review}
          </p>
          {reviewActions?.(review)}
        </li>
      ))}
    </ol>
  );
}
