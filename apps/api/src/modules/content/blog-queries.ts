import { and, asc, desc, eq, lte, type SQL } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import { blogCategories, blogPosts, blogSlugRedirects } from "#src/db/schema.ts";

const postColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  categoryId: blogPosts.categoryId,
  categoryName: blogCategories.name,
  image: blogPosts.image,
  date: blogPosts.date,
  contentHtml: blogPosts.contentHtml,
  uploadBy: blogPosts.uploadBy,
  metaTitle: blogPosts.metaTitle,
  metaDescription: blogPosts.metaDescription,
  keywords: blogPosts.keywords,
  ogTitle: blogPosts.ogTitle,
  ogDescription: blogPosts.ogDescription,
  ogType: blogPosts.ogType,
  ogImage: blogPosts.ogImage,
  excerpt: blogPosts.excerpt,
};

export type BlogPostRow = Awaited<ReturnType<typeof findBlogPostBySlug>>[number];

/** Newest first; posts of one moment keep the order they were written in. */
const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.createdAt)];

/**
 * What shoppers may see: published posts whose publish time has come. A scheduled post appears by
 * itself when `now` passes its time; drafts never do.
 */
function visibleAt(now: Date): SQL {
  return and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, now)) as SQL;
}

export function listBlogCategories(db: Database) {
  return db
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.name));
}

export function findBlogCategory(db: Database, id: string) {
  return db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id)).limit(1);
}

/** The newest post of every category that has one (one row per category). */
export function listLatestBlogPosts(db: Database, now: Date) {
  return db
    .selectDistinctOn([blogPosts.categoryId], postColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(visibleAt(now))
    .orderBy(blogPosts.categoryId, ...newestFirst);
}

export function listBlogPostsOfCategory(db: Database, categoryId: string, now: Date) {
  return db
    .select(postColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPosts.categoryId, categoryId), visibleAt(now)))
    .orderBy(...newestFirst);
}

export function findBlogPostBySlug(db: Database, slug: string, now: Date) {
  return db
    .select(postColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPosts.slug, slug), visibleAt(now)))
    .limit(1);
}

/** The current slug of the visible post that once had `oldSlug`, if any. */
export async function findMovedBlogSlug(db: Database, oldSlug: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
    .where(and(eq(blogSlugRedirects.oldSlug, oldSlug), visibleAt(now)))
    .limit(1);
  return row?.slug;
}
