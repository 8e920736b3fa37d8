import type { BlogPostStatus } from "@chhaap/contract/admin/blog";
import { and, asc, count, desc, eq, gt, ilike, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { escapeLike } from "#src/db/like-pattern.ts";
import { blogCategories, blogPosts, blogSlugRedirects } from "#src/db/schema/content.ts";

type Db = Database | Transaction;

export const BLOG_POST_PAGE_SIZE = 25;

export interface BlogPostFilter {
  search?: string;
  categoryId?: string;
  status?: BlogPostStatus;
}

/** The stored status and time, as the three states staff see (a published post whose time is to come is scheduled). */
function statusCondition(status: BlogPostStatus, now: Date): SQL | undefined {
  if (status === "draft") return eq(blogPosts.status, "draft");
  const released = eq(blogPosts.status, "published");
  return status === "scheduled" ? and(released, gt(blogPosts.publishedAt, now)) : and(released, lte(blogPosts.publishedAt, now));
}

/** One page of posts for the back office, last edited first. */
export async function listBlogPostsForStaff(db: Db, filter: BlogPostFilter, page: number, now: Date) {
  const where = and(
    filter.search ? ilike(blogPosts.title, `%${escapeLike(filter.search)}%`) : undefined,
    filter.categoryId ? eq(blogPosts.categoryId, filter.categoryId) : undefined,
    filter.status ? statusCondition(filter.status, now) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        category: blogCategories.name,
        status: blogPosts.status,
        publishedAt: blogPosts.publishedAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(desc(blogPosts.updatedAt), asc(blogPosts.title))
      .limit(BLOG_POST_PAGE_SIZE)
      .offset((page - 1) * BLOG_POST_PAGE_SIZE),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findBlogPostRow(db: Db, id: string) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}

export async function lockBlogPostRow(tx: Transaction, id: string) {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
  return row;
}

export type BlogPostRecord = typeof blogPosts.$inferSelect;

export async function findPreviousSlugs(db: Db, postId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: blogSlugRedirects.oldSlug })
    .from(blogSlugRedirects)
    .where(eq(blogSlugRedirects.postId, postId))
    .orderBy(asc(blogSlugRedirects.createdAt), asc(blogSlugRedirects.oldSlug));
  return rows.map((row) => row.slug);
}

/** Whether another post has this slug now (an old slug of any post may be taken over). */
export async function slugInUse(db: Db, slug: string, exceptPostId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptPostId ? ne(blogPosts.id, exceptPostId) : undefined))
    .limit(1);
  return row !== undefined;
}

/**
 * After a post's slug changed from `oldSlug` to `newSlug`: the old one now redirects to the post, and
 * the new one redirects nowhere (a post that takes over another's old address answers there itself).
 */
export async function recordSlugChange(tx: Transaction, postId: string, oldSlug: string, newSlug: string, at: Date) {
  await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, newSlug));
  await tx
    .insert(blogSlugRedirects)
    .values({ oldSlug, postId, createdAt: at })
    .onConflictDoUpdate({ target: blogSlugRedirects.oldSlug, set: { postId, createdAt: at } });
}

/** A new post's slug is nobody's old address any more. */
export async function forgetRedirect(tx: Transaction, slug: string) {
  await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, slug));
}

export async function blogCategoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id)).limit(1);
  return row !== undefined;
}

/** Every category in the shoppers' order, with how many posts (of any status) it holds. */
export function listBlogCategoriesForStaff(db: Db) {
  return db
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      slug: blogCategories.slug,
      sortOrder: blogCategories.sortOrder,
      // Spelt out: a query over one table leaves its columns unqualified, which inside the subquery
      // would name the post's own id.
      posts: sql<number>`(select count(*)::int from ${blogPosts} p where p.category_id = "blog_categories"."id")`,
    })
    .from(blogCategories)
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.name));
}

export async function lockBlogCategories(tx: Transaction) {
  return tx
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug, sortOrder: blogCategories.sortOrder })
    .from(blogCategories)
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.name))
    .for("update");
}

/** A category other than `exceptId` with this name, compared without case. */
export async function categoryNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(and(sql`lower(${blogCategories.name}) = lower(${name})`, exceptId ? ne(blogCategories.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function categorySlugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: blogCategories.slug })
    .from(blogCategories)
    .where(ilike(blogCategories.slug, `${escapeLike(base)}%`));
  return new Set(rows.map((row) => row.slug));
}

export async function setCategoryOrder(tx: Transaction, ids: readonly string[]): Promise<void> {
  for (const [sortOrder, id] of ids.entries()) {
    await tx.update(blogCategories).set({ sortOrder }).where(eq(blogCategories.id, id));
  }
}
