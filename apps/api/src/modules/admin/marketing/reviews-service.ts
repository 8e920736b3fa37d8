import {
  type AdminReview,
  type AdminReviewFilter,
  REVIEW_ADMIN_MESSAGES,
  REVIEW_PAGE_SIZE,
  type ReviewedProduct,
} from "@chhaap/contract/admin/reviews";
import { isUuid } from "@chhaap/contract/ids";
import type { Database } from "#src/db/client.ts";
import { forgetPublicAnswers } from "#src/fresh-answers.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { notFound } from "#src/plugins/api-error.ts";
import {
  type AdminReviewRow,
  deleteReviewRow,
  findAdminReview,
  listAdminReviews,
  listReviewedProducts,
  lockReview,
  setReviewHidden,
} from "./reviews-queries.ts";

export interface ReviewsContext {
  db: Database;
  now: () => Date;
}

const reviewNotFound = () => notFound("admin.review_not_found", REVIEW_ADMIN_MESSAGES.reviewNotFound);

function reviewOf(row: AdminReviewRow): AdminReview {
  return {
    _id: row.id,
    product: { _id: row.productId, name: row.productName, variantId: row.variantId, colour: row.colour, itemCode: row.itemCode },
    author: { _id: row.authorId, name: row.authorName, email: row.authorEmail },
    rating: row.rating,
    review: row.review,
    verified: row.verified,
    state: row.hiddenAt ? "hidden" : "shown",
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a deleted review: enough to say what went, not the author's e-mail. */
function auditView(review: AdminReview) {
  return {
    product: review.product,
    author: { _id: review.author._id, name: review.author.name },
    rating: review.rating,
    review: review.review,
    verified: review.verified,
    state: review.state,
    createdAt: review.createdAt,
  };
}

function knownId(rawId: string): string {
  const id = rawId.toLowerCase();
  if (!isUuid(id)) throw reviewNotFound();
  return id;
}

export async function reviewList(
  ctx: ReviewsContext,
  filter: AdminReviewFilter,
  page: number,
): Promise<{ reviews: AdminReview[]; totalPages: number }> {
  const { rows, total } = await listAdminReviews(ctx.db, filter, page, REVIEW_PAGE_SIZE);
  return { reviews: rows.map(reviewOf), totalPages: Math.ceil(total / REVIEW_PAGE_SIZE) };
}

export async function reviewedProducts(ctx: ReviewsContext): Promise<ReviewedProduct[]> {
  const rows = await listReviewedProducts(ctx.db);
  return rows.map((row) => ({ _id: row.id, name: row.name, reviews: row.reviews }));
}

async function readReview(ctx: ReviewsContext, rawId: string): Promise<AdminReview> {
  const row = await findAdminReview(ctx.db, knownId(rawId));
  if (!row) throw reviewNotFound();
  return reviewOf(row);
}

/**
 * Hides a review from shoppers (kept, and left out of the rating) or shows it again. Pressing for the
 * state it is already in changes nothing and logs nothing.
 */
export async function setReviewHiddenByStaff(
  ctx: ReviewsContext,
  actor: StaffUser,
  rawId: string,
  hidden: boolean,
): Promise<AdminReview> {
  const id = knownId(rawId);
  const at = ctx.now();
  const changed = await ctx.db.transaction(async (tx) => {
    if (!(await lockReview(tx, id))) throw reviewNotFound();
    const before = await findAdminReview(tx, id);
    if (!before) throw reviewNotFound();
    if ((before.hiddenAt !== null) === hidden) return false;
    await setReviewHidden(tx, id, hidden ? at : null);
    await auditChange(tx, actor, {
      action: hidden ? "review.hide" : "review.show",
      recordType: "review",
      recordId: id,
      before: { hidden: !hidden },
      after: { hidden },
      at,
    });
    return true;
  });
  // The product's page, its card's stars and search answers drop what they kept.
  if (changed) forgetPublicAnswers();
  return readReview(ctx, id);
}

/** Deletes a review for good; answers it as it was, and the audit log keeps what it said. */
export async function deleteReviewByStaff(ctx: ReviewsContext, actor: StaffUser, rawId: string): Promise<AdminReview> {
  const id = knownId(rawId);
  const at = ctx.now();
  const deleted = await ctx.db.transaction(async (tx) => {
    if (!(await lockReview(tx, id))) throw reviewNotFound();
    const row = await findAdminReview(tx, id);
    if (!row) throw reviewNotFound();
    const before = reviewOf(row);
    await deleteReviewRow(tx, id);
    await auditChange(tx, actor, {
      action: "review.delete",
      recordType: "review",
      recordId: id,
      before: auditView(before),
      after: null,
      at,
    });
    return before;
  });
  forgetPublicAnswers();
  return deleted;
}
