import type { Review, ReviewEligibility } from "@chhaap/contract/catalog";
import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { reviews, users, variants } from "#src/db/schema.ts";
import { authorReceived, receivedBy } from "./review-received.ts";

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
  // Only the name and picture of the author are public; never e-mail, phone or address.
  userId: users.id,
  userName: users.name,
  userImage: users.image,
  verified: authorReceived(),
};

function selectReviews(db: Database | Transaction) {
  return db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).$dynamic();
}
type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

/**
 * A page of public reviews (those staff hid left out), newest first, with their authors' public fields,
 * and how many there are in all: one statement (the total counted alongside the page), and a count of
 * its own only for a page past the end.
 */
export async function listReviews(
  db: Database | Transaction,
  filter: ReviewFilter,
  page: { limit: number; offset: number },
): Promise<{ reviews: Review[]; total: number }> {
  const where = and(
    isNull(reviews.hiddenAt),
    filter.variantId === undefined ? undefined : eq(reviews.variantId, filter.variantId),
  );
  const rows = await db
    .select({ ...reviewColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = rows[0]?.total ?? (page.offset === 0 ? 0 : await countReviews(db, where));
  return { reviews: rows.map(toReview), total };
}

async function countReviews(db: Database | Transaction, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).where(where);
  return row?.n ?? 0;
}

/** One review with its author's public fields, or undefined; a hidden one too, for its author's own changes. */
export async function findReview(db: Database | Transaction, id: string): Promise<Review | undefined> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id)).limit(1);
  return row ? toReview(row) : undefined;
}

/** The review's author, or undefined when there is no such review. */
export async function findReviewAuthor(db: Database | Transaction, id: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: reviews.userId }).from(reviews).where(eq(reviews.id, id)).limit(1);
  return row?.userId;
}

/** Whether the user received the colourway, and where their own review of it stands. */
export async function findReviewEligibility(db: Database, userId: string, variantId: string): Promise<ReviewEligibility> {
  const [row] = await db
    .select({
      received: receivedBy(userId, variantId),
      hidden: sql<boolean | null>`(select ${reviews.hiddenAt} is not null from ${reviews}
        where ${reviews.userId} = ${userId} and ${reviews.variantId} = ${variantId})`,
    })
    .from(sql`(select 1) as one`);
  const own = row?.hidden === null || row?.hidden === undefined ? "none" : row.hidden ? "hidden" : "shown";
  return { received: row?.received ?? false, own };
}

/** The user received the colourway (review-received.ts). */
export async function hasReceived(db: Database | Transaction, userId: string, variantId: string): Promise<boolean> {
  const [row] = await db.select({ received: receivedBy(userId, variantId) }).from(sql`(select 1) as one`);
  return row?.received ?? false;
}

export async function variantExists(db: Database | Transaction, variantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: variants.id })
    .from(variants)
    .where(and(eq(variants.id, variantId), variants.listed))
    .limit(1);
  return row !== undefined;
}

/** Stores a review; undefined when this user already reviewed this variant (unique index reviews_user_variant_idx). */
export async function insertReview(
  db: Database | Transaction,
  input: { userId: string; variantId: string; rating: number; review: string },
): Promise<string | undefined> {
  const [row] = await db
    .insert(reviews)
    .values({ userId: input.userId, variantId: input.variantId, rating: input.rating, review: input.review })
    .onConflictDoNothing({ target: [reviews.userId, reviews.variantId] })
    .returning({ id: reviews.id });
  return row?.id;
}

/** Changes a review only if `userId` wrote it: the ownership check and the write are one statement. */
export async function updateOwnReview(
  db: Database | Transaction,
  id: string,
  userId: string,
  change: { rating: number; review: string },
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ rating: change.rating, review: change.review, updatedAt: sql`now()` })
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Deletes a review only if `userId` wrote it. */
export async function deleteOwnReview(db: Database | Transaction, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/**
 * Profile pictures live under /uploads/ and are served to their owner only:
 * to every other shopper such a URL is a 404, and naming it would leak the private file's name. So a
 * review shows an author's image only when it is a public URL; the page draws initials otherwise.
 */
function publicImage(image: string | null): string | null {
  return image === null || image.startsWith("/uploads/") ? null : image;
}

function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    user: { _id: row.userId, name: row.userName, image: publicImage(row.userImage) },
    varient: row.variantId,
    rating: row.rating,
    review: row.review,
    createdAt: row.createdAt.toISOString(),
    verified: row.verified,
  };
}
