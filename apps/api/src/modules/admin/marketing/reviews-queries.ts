import type { AdminReviewFilter } from "@chhaap/contract/admin/reviews";
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { products, reviews, users, variants } from "#src/db/schema.ts";
import { authorReceived } from "#src/modules/catalog/review-received.ts";

type Db = Database | Transaction;

/** A review with its colourway, product and author, as the back office shows it. */
const reviewRow = {
  id: reviews.id,
  rating: reviews.rating,
  review: reviews.review,
  hiddenAt: reviews.hiddenAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  variantId: reviews.variantId,
  colour: variants.colour,
  itemCode: variants.itemCode,
  productId: products.id,
  productName: products.name,
  authorId: users.id,
  authorName: users.name,
  authorEmail: users.email,
  verified: authorReceived(),
};

function selectReviews(db: Db) {
  return db
    .select(reviewRow)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(variants, eq(variants.id, reviews.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .$dynamic();
}
export type AdminReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

function whereOf(filter: AdminReviewFilter) {
  return and(
    filter.productId ? eq(variants.productId, filter.productId) : undefined,
    filter.rating ? eq(reviews.rating, filter.rating) : undefined,
    filter.state === "hidden" ? isNotNull(reviews.hiddenAt) : filter.state === "shown" ? isNull(reviews.hiddenAt) : undefined,
  );
}

/** One page of reviews, newest first, public and hidden alike unless the filter says, and how many match. */
export async function listAdminReviews(db: Db, filter: AdminReviewFilter, page: number, pageSize: number) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    selectReviews(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(reviews).innerJoin(variants, eq(variants.id, reviews.variantId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAdminReview(db: Db, id: string): Promise<AdminReviewRow | undefined> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id)).limit(1);
  return row;
}

/** The review locked until the transaction ends: two presses on one review take turns. */
export async function lockReview(tx: Transaction, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id)).for("update");
  return row !== undefined;
}

export async function setReviewHidden(tx: Transaction, id: string, hiddenAt: Date | null): Promise<void> {
  await tx.update(reviews).set({ hiddenAt }).where(eq(reviews.id, id));
}

export async function deleteReviewRow(tx: Transaction, id: string): Promise<void> {
  await tx.delete(reviews).where(eq(reviews.id, id));
}

/** The products that have reviews, by name, with how many each has: the list's product filter. */
export function listReviewedProducts(db: Db) {
  return db
    .select({ id: products.id, name: products.name, reviews: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews)
    .innerJoin(variants, eq(variants.id, reviews.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .groupBy(products.id, products.name)
    .orderBy(asc(products.name), asc(products.id));
}
