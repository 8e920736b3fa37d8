import { z } from "zod";
import { queryId } from "../ids.ts";
import { line } from "./text-fields.ts";

/**
 * The blog as staff write it: posts with a rich-text body (HTML, sanitised by the server with the
 * shop's allow-list whatever the client sent) and the categories they sit in. A post is a draft,
 * scheduled (published from a time still to come) or published; shoppers see only the last.
 */

export const BLOG_POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const BLOG_POST_STATUS_LABELS: Record<BlogPostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

export const BLOG_EDITOR_MESSAGES = {
  postNotFound: "No such blog post.",
  categoryNotFound: "No such blog category.",
  categoryUnknown: "Please choose a category.",
  categoryExists: "Another blog category already has this name.",
  categoryOrderMismatch: "The blog categories have changed meanwhile. Please reload the page and try again.",
  titleRequired: "Please enter the post's title.",
  slugFormat: "A slug is lower-case letters and digits joined by single dashes, up to 80 characters.",
  slugTaken: "Another blog post already has this slug.",
  bodyRequired: "Please write the post.",
  nameRequired: "Please enter the category's name.",
  dateInvalid: "Please enter a publish date and time.",
  dateNotFuture: "A scheduled post needs a publish date and time still to come.",
  coverUnknown: "That cover picture is not this post's or one just uploaded. Please upload it again.",
  coverRequired: "Please upload a cover picture.",
  created: "Blog post created.",
  saved: "Blog post saved.",
  categoryAdded: "Blog category added.",
  categoryRenamed: "Blog category renamed.",
  categoriesReordered: "Blog categories reordered.",
  moved: "This blog post has moved.",
} as const;

/** Lower-case words joined by single dashes: what a post's address ends with. */
const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const BLOG_SLUG_MAX = 80;

/** A slug from a title: accents dropped, anything else between words becomes one dash. */
export function blogSlugOf(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-+$/, "");
}

/** The body's HTML may be long (a post with many paragraphs), never unbounded. */
const BLOG_BODY_MAX = 200_000;

/** `POST /api/admin/blog/posts` and `PUT /api/admin/blog/posts/{id}`: the whole post as its editor sends it. */
export const editableBlogPost = z.object({
  title: line(160, BLOG_EDITOR_MESSAGES.titleRequired),
  /** Empty: made from the title. */
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(BLOG_SLUG_MAX, BLOG_EDITOR_MESSAGES.slugFormat)
    .refine((value) => value === "" || BLOG_SLUG_PATTERN.test(value), BLOG_EDITOR_MESSAGES.slugFormat),
  categoryId: z.string({ error: BLOG_EDITOR_MESSAGES.categoryUnknown }).min(1, BLOG_EDITOR_MESSAGES.categoryUnknown),
  status: z.enum(BLOG_POST_STATUSES, { error: "Please choose draft, scheduled or published." }),
  /**
   * When shoppers first see it (ISO 8601 with an offset). Required for a scheduled post, in the
   * future; a published post without one is published now (or keeps the time it was published).
   */
  publishAt: z.iso.datetime({ offset: true, error: BLOG_EDITOR_MESSAGES.dateInvalid }).nullable(),
  /** The cover: the post's own or one just uploaded (`POST /api/admin/pictures`). */
  image: z.string().trim().min(1, BLOG_EDITOR_MESSAGES.coverRequired).max(300),
  excerpt: line(500),
  /** HTML; the server keeps only what the blog's allow-list permits. */
  contentHtml: z.string().max(BLOG_BODY_MAX, "Please keep the post under 200,000 characters of HTML."),
  metaTitle: line(120),
  metaDescription: line(300),
  ogTitle: line(120),
  ogDescription: line(300),
});
export type EditableBlogPost = z.infer<typeof editableBlogPost>;

/** `GET /api/admin/blog/posts/{id}`: what the editor shows. */
export const blogPostForEditing = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** Addresses the post had before: each answers with a redirect to the current one. */
  previousSlugs: z.array(z.string()),
  categoryId: z.string(),
  status: z.enum(BLOG_POST_STATUSES),
  publishAt: z.string(),
  image: z.string(),
  excerpt: z.string(),
  contentHtml: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  uploadBy: z.string(),
  updatedAt: z.string(),
});
export type BlogPostForEditing = z.infer<typeof blogPostForEditing>;

export const blogIdParams = z.object({ id: z.string() });

/** `GET /api/admin/blog/posts`: 25 a page, last edited first. */
export const blogPostListQuery = z.object({
  search: line(100).optional(),
  categoryId: queryId,
  status: z.enum(BLOG_POST_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const blogPostListItem = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  status: z.enum(BLOG_POST_STATUSES),
  publishAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPostListItem = z.infer<typeof blogPostListItem>;

/** `GET /api/admin/blog/categories`: in the order shoppers see them. */
export const adminBlogCategory = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  posts: z.number().int(),
});
export type AdminBlogCategory = z.infer<typeof adminBlogCategory>;

/** `POST /api/admin/blog/categories` and `PUT /api/admin/blog/categories/{id}` (a rename keeps the slug, so links stay). */
export const blogCategoryName = z.object({ name: line(60, BLOG_EDITOR_MESSAGES.nameRequired) });

/** `PUT /api/admin/blog/categories/order`: every category's id, in the new order. */
export const blogCategoryOrder = z.object({ ids: z.array(z.string().max(40)).min(1).max(200) });
