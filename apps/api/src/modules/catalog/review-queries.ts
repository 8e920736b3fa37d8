import type { RatingSummary, Review } from "@chhaap/contract/catalog";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { reviews, users } from "../../db/schema.ts";

export interface ReviewFilter {
  /** Only this variant's reviews; every review when absent. */
  variantId?: string;
}

const reviewColumns = {
  id: reviews.id,
  variantId: reviews.variantId,
  rating: reviews.rating,
  review: reviews.review,
  createdAt: reviews.createdAt,
  // Only the name and picture of the author are public (spec 3 "Review"); never e-mail, phone or address.
  userId: users.id,
  userName: users.name,
  userImage: users.image,
};

function selectReviews(db: Database | Transaction) {
  return db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).$dynamic();
}
type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

/** Reviews newest first, with their authors' public fields. */
export async function listReviews(
  db: Database | Transaction,
  filter: ReviewFilter,
  page: { limit: number; offset: number },
): Promise<Review[]> {
  const rows = await selectReviews(db)
    .where(filter.variantId === undefined ? undefined : eq(reviews.variantId, filter.variantId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toReview);
}

export async function countReviews(db: Database | Transaction, filter: ReviewFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .where(filter.variantId === undefined ? undefined : eq(reviews.variantId, filter.variantId));
  return row?.n ?? 0;
}

/** Average (one decimal, 0 without reviews) and count of a variant's ratings (issue 3: real summary, not the spec's fixed text). */
export async function findRatingSummary(db: Database | Transaction, variantId: string): Promise<RatingSummary> {
  const [row] = await db
    .select({ average: sql<string | null>`avg(${reviews.rating})`, count: count() })
    .from(reviews)
    .where(eq(reviews.variantId, variantId));
  const average = row?.average === null || row?.average === undefined ? 0 : Number(row.average);
  return { average: Math.round(average * 10) / 10, count: row?.count ?? 0 };
}

function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    user: { _id: row.userId, name: row.userName, image: row.userImage },
    varient: row.variantId,
    rating: row.rating,
    review: row.review,
    createdAt: row.createdAt.toISOString(),
  };
}
