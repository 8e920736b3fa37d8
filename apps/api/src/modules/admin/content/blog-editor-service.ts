import {
  type AdminBlogCategory,
  BLOG_EDITOR_MESSAGES,
  type BlogPostForEditing,
  type BlogPostListItem,
  type BlogPostStatus,
  blogSlugOf,
  type EditableBlogPost,
} from "@chhaap/contract/admin/blog";
import { isUuid } from "@chhaap/contract/ids";
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { blogCategories, blogPosts } from "#src/db/schema/content.ts";
import { forgetPublicAnswers } from "#src/fresh-answers.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { sanitizeBlogHtml } from "#src/modules/content/sanitize-blog-html.ts";
import { isStoredCatalogPicture } from "#src/modules/media/catalog-pictures.ts";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import {
  BLOG_POST_PAGE_SIZE,
  type BlogPostFilter,
  type BlogPostRecord,
  blogCategoryExists,
  categoryNameTaken,
  categorySlugsLike,
  findBlogPostRow,
  findPreviousSlugs,
  forgetRedirect,
  listBlogCategoriesForStaff,
  listBlogPostsForStaff,
  lockBlogCategories,
  lockBlogPostRow,
  recordSlugChange,
  setCategoryOrder,
  slugInUse,
} from "./blog-editor-queries.ts";

export interface BlogEditorContext {
  db: Database;
  now: () => Date;
  /** DATA_DIR: where uploaded pictures are kept (media/catalog-pictures.ts). */
  /** Where uploaded catalog pictures are kept. */
  files: FileStore;
}

const postNotFound = () => notFound("admin.blog_post_not_found", BLOG_EDITOR_MESSAGES.postNotFound);
const categoryNotFound = () => notFound("admin.blog_category_not_found", BLOG_EDITOR_MESSAGES.categoryNotFound);

/** What staff see: a released post whose time has not come yet is scheduled. */
function statusOf(row: Pick<BlogPostRecord, "status" | "publishedAt">, now: Date): BlogPostStatus {
  if (row.status === "draft") return "draft";
  return row.publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

export async function blogPostList(
  ctx: BlogEditorContext,
  filter: BlogPostFilter,
  page: number,
): Promise<{ posts: BlogPostListItem[]; totalPages: number }> {
  const now = ctx.now();
  const { rows, total } = await listBlogPostsForStaff(ctx.db, filter, page, now);
  return {
    posts: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      slug: row.slug,
      category: row.category,
      status: statusOf(row, now),
      publishAt: row.publishedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    totalPages: Math.ceil(total / BLOG_POST_PAGE_SIZE),
  };
}

export async function blogPostForEditing(ctx: BlogEditorContext, rawId: string): Promise<BlogPostForEditing> {
  const found = await readForEditing(ctx.db, rawId.toLowerCase(), ctx.now());
  if (!found) throw postNotFound();
  return found;
}

async function readForEditing(db: Database | Transaction, id: string, now: Date): Promise<BlogPostForEditing | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await findBlogPostRow(db, id);
  if (!row) return undefined;
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    previousSlugs: await findPreviousSlugs(db, id),
    categoryId: row.categoryId,
    status: statusOf(row, now),
    publishAt: row.publishedAt.toISOString(),
    image: row.image,
    excerpt: row.excerpt,
    contentHtml: row.contentHtml,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    uploadBy: row.uploadBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * When shoppers first see the post. Scheduled needs a time to come; published takes the time given,
 * or keeps the one it was published at, or is now. A draft keeps a time to offer when it is released.
 */
function publishTime(input: EditableBlogPost, before: BlogPostRecord | undefined, now: Date): Date {
  const given = input.publishAt === null ? undefined : new Date(input.publishAt);
  if (input.status === "scheduled") {
    if (!given || given.getTime() <= now.getTime())
      throw new ApiError(400, "admin.blog_date_not_future", BLOG_EDITOR_MESSAGES.dateNotFuture, {
        errors: { publishAt: BLOG_EDITOR_MESSAGES.dateNotFuture },
      });
    return given;
  }
  if (given) return given;
  if (input.status === "published" && before?.status === "published" && before.publishedAt.getTime() <= now.getTime())
    return before.publishedAt;
  return now;
}

/** The row's columns from what staff sent: the body sanitised here, whatever the browser did. */
function postColumns(input: EditableBlogPost, slug: string, publishedAt: Date, at: Date) {
  return {
    title: input.title,
    slug,
    categoryId: input.categoryId.toLowerCase(),
    image: input.image,
    status: input.status === "draft" ? ("draft" as const) : ("published" as const),
    publishedAt,
    date: publishedAt.toISOString().slice(0, 10),
    excerpt: input.excerpt,
    contentHtml: sanitizeBlogHtml(input.contentHtml),
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    ogTitle: input.ogTitle,
    ogDescription: input.ogDescription,
    // Pages that share the post show its cover.
    ogImage: input.image,
    ogType: "article",
    updatedAt: at,
  };
}

/** Refuses a category the shop does not have, a slug another post has, and a cover that is not the post's or just uploaded. */
async function checkPost(
  ctx: BlogEditorContext,
  tx: Transaction,
  input: EditableBlogPost,
  before: BlogPostRecord | undefined,
): Promise<string> {
  const categoryId = input.categoryId.toLowerCase();
  if (!isUuid(categoryId) || !(await blogCategoryExists(tx, categoryId)))
    throw new ApiError(400, "admin.category_unknown", BLOG_EDITOR_MESSAGES.categoryUnknown, {
      errors: { categoryId: BLOG_EDITOR_MESSAGES.categoryUnknown },
    });
  const slug = input.slug || blogSlugOf(input.title) || "post";
  if (await slugInUse(tx, slug, before?.id))
    throw new ApiError(409, "admin.blog_slug_taken", BLOG_EDITOR_MESSAGES.slugTaken, {
      errors: { slug: BLOG_EDITOR_MESSAGES.slugTaken },
    });
  if (input.image !== before?.image && !(await isStoredCatalogPicture(ctx.files, input.image)))
    throw new ApiError(400, "admin.blog_cover_unknown", BLOG_EDITOR_MESSAGES.coverUnknown, {
      errors: { image: BLOG_EDITOR_MESSAGES.coverUnknown },
    });
  return slug;
}

/** A new post; its id. */
export async function createBlogPost(ctx: BlogEditorContext, actor: StaffUser, input: EditableBlogPost): Promise<string> {
  const at = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const slug = await checkPost(ctx, tx, input, undefined);
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...postColumns(input, slug, publishTime(input, undefined, at), at), uploadBy: actor.name, createdAt: at })
      .returning({ id: blogPosts.id });
    const postId = row?.id as string;
    await forgetRedirect(tx, slug);
    await auditChange(tx, actor, {
      action: "blog.create",
      recordType: "blog_post",
      recordId: postId,
      before: null,
      after: await readForEditing(tx, postId, at),
      at,
    });
    return postId;
  });
  forgetPublicAnswers();
  return id;
}

/** The whole post as its editor sends it, in one transaction with its row locked; a changed slug leaves a redirect behind. */
export async function saveBlogPost(
  ctx: BlogEditorContext,
  actor: StaffUser,
  rawId: string,
  input: EditableBlogPost,
): Promise<void> {
  const id = rawId.toLowerCase();
  if (!isUuid(id)) throw postNotFound();
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockBlogPostRow(tx, id);
    if (!row) throw postNotFound();
    const before = await readForEditing(tx, id, at);
    const slug = await checkPost(ctx, tx, input, row);
    await tx
      .update(blogPosts)
      .set(postColumns(input, slug, publishTime(input, row, at), at))
      .where(eq(blogPosts.id, id));
    if (slug !== row.slug) await recordSlugChange(tx, id, row.slug, slug, at);
    await auditChange(tx, actor, {
      action: "blog.update",
      recordType: "blog_post",
      recordId: id,
      before,
      after: await readForEditing(tx, id, at),
      at,
    });
  });
  forgetPublicAnswers();
}

export async function blogCategoryList(ctx: BlogEditorContext): Promise<AdminBlogCategory[]> {
  const rows = await listBlogCategoriesForStaff(ctx.db);
  return rows.map((row) => ({ _id: row.id, name: row.name, slug: row.slug, posts: Number(row.posts) }));
}

function categoryExists(): ApiError {
  return new ApiError(409, "admin.blog_category_exists", BLOG_EDITOR_MESSAGES.categoryExists, {
    errors: { name: BLOG_EDITOR_MESSAGES.categoryExists },
  });
}

/** A new category, last in the order; its slug (the address of its list) comes from the name once and stays. */
export async function addBlogCategory(ctx: BlogEditorContext, actor: StaffUser, name: string): Promise<string> {
  const at = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const existing = await lockBlogCategories(tx);
    if (await categoryNameTaken(tx, name)) throw categoryExists();
    const base = blogSlugOf(name) || "category";
    const taken = await categorySlugsLike(tx, base);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    const sortOrder = existing.reduce((max, row) => Math.max(max, row.sortOrder + 1), 0);
    const [row] = await tx.insert(blogCategories).values({ name, slug, sortOrder }).returning({ id: blogCategories.id });
    const categoryId = row?.id as string;
    await auditChange(tx, actor, {
      action: "blog_category.create",
      recordType: "blog_category",
      recordId: categoryId,
      before: null,
      after: { name, slug, sortOrder },
      at,
    });
    return categoryId;
  });
  forgetPublicAnswers();
  return id;
}

export async function renameBlogCategory(ctx: BlogEditorContext, actor: StaffUser, rawId: string, name: string): Promise<void> {
  const id = rawId.toLowerCase();
  if (!isUuid(id)) throw categoryNotFound();
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = (await lockBlogCategories(tx)).find((category) => category.id === id);
    if (!row) throw categoryNotFound();
    if (row.name === name) return;
    if (await categoryNameTaken(tx, name, id)) throw categoryExists();
    await tx.update(blogCategories).set({ name }).where(eq(blogCategories.id, id));
    await auditChange(tx, actor, {
      action: "blog_category.rename",
      recordType: "blog_category",
      recordId: id,
      before: { name: row.name },
      after: { name },
      at,
    });
  });
  forgetPublicAnswers();
}

/** The categories in the order given, which must name each of them once. */
export async function reorderBlogCategories(ctx: BlogEditorContext, actor: StaffUser, rawIds: readonly string[]): Promise<void> {
  const ids = rawIds.map((id) => id.toLowerCase());
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const rows = await lockBlogCategories(tx);
    const known = new Set(rows.map((row) => row.id));
    if (ids.length !== rows.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw new ApiError(400, "admin.blog_category_order_mismatch", BLOG_EDITOR_MESSAGES.categoryOrderMismatch);
    const before = rows.map((row) => row.id);
    if (before.every((id, index) => ids[index] === id)) return;
    await setCategoryOrder(tx, ids);
    await auditChange(tx, actor, {
      action: "blog_category.reorder",
      recordType: "blog_category",
      recordId: "order",
      before: { order: before },
      after: { order: ids },
      at,
    });
  });
  forgetPublicAnswers();
}
