import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogCategories, blogPosts } from "../../db/schema.ts";

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
};

export type BlogPostRow = Awaited<ReturnType<typeof findBlogPostBySlug>>[number];

/** Newest first; posts of one day keep the order they were written in. */
const newestFirst = [desc(blogPosts.date), desc(blogPosts.createdAt)];

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
export function listLatestBlogPosts(db: Database) {
  return db
    .selectDistinctOn([blogPosts.categoryId], postColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .orderBy(blogPosts.categoryId, ...newestFirst);
}

export function listBlogPostsOfCategory(db: Database, categoryId: string) {
  return db
    .select(postColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(eq(blogPosts.categoryId, categoryId))
    .orderBy(...newestFirst);
}

export function findBlogPostBySlug(db: Database, slug: string) {
  return db
    .select(postColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(eq(blogPosts.slug, slug))
    .limit(1);
}
