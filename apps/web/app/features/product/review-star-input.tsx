import { Star } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";

const STARS = [1, 2, 3, 4, 5];

/**
 * The rating as a radio group of five stars ("1 star" ... "5 stars"): native radios, so Tab reaches the
 * group and the arrow keys choose, with every star drawn filled up to the choice.
 */
export function ReviewStarInput({
  value,
  onChange,
  invalid,
}: {
  value: number;
  onChange: (rating: number) => void;
  invalid: boolean;
}) {
  const t = useT();
  return (
    <fieldset className="star-input" aria-invalid={invalid || undefined}>
      <legend className="review-form__label">{t("yourRating")}</legend>
      <div className="star-input__options">
        {STARS.map((star) => (
          <label key={star} className="star-input__option">
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="star-input__radio"
            />
            <Star
              aria-hidden="true"
              size={30}
              className={star <= value ? "star-input__star star-input__star--on" : "star-input__star"}
            />
            <span className="visually-hidden">{star === 1 ? t("oneStar") : t("manyStars", { count: star })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
