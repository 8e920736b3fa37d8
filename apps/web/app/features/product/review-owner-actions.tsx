import type { Review } from "@chhaap/contract/catalog";
import { Pencil, Trash2 } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useReviewEditor } from "./review-editor.tsx";

/** The author (matching user id) sees Edit and Delete on their own review, and nobody else does. */
export function ReviewOwnerActions({ review, viewerId }: { review: Review; viewerId: string | undefined }) {
  const t = useT();
  const editor = useReviewEditor();
  if (!viewerId || review.user._id !== viewerId) return null;
  return (
    <div className="review-owner">
      <span className="review-owner__badge">{t("yourReviewBadge")}</span>
      <button type="button" className="review-owner__button" onClick={() => editor.edit(review)}>
        <Pencil aria-hidden="true" size={16} />
        {t("editReview")}
      </button>
      <button
        type="button"
        className="review-owner__button review-owner__button--danger"
        onClick={() => editor.askDelete(review)}
      >
        <Trash2 aria-hidden="true" size={16} />
        {t("deleteReview")}
      </button>
    </div>
  );
}
