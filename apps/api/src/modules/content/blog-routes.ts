import {
  BLOG_MESSAGES,
  type Blog,
  blog,
  blogCategory,
  blogCategoryParams,
  blogMoved,
  blogSlugParams,
} from "@chhaap/contract/content";
import { envelope } from "@chhaap/contract/envelope";
import { isUuid } from "@chhaap/contract/ids";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import { EDITABLE_PUBLIC_ANSWER } from "#src/fresh-answers.ts";
import { notFound } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import {
  type BlogPostRow,
  findBlogCategory,
  findBlogPostBySlug,
  findMovedBlogSlug,
  listBlogCategories,
  listBlogPostsOfCategory,
  listLatestBlogPosts,
} from "./blog-queries.ts";
import { sanitizeBlogHtml } from "./sanitize-blog-html.ts";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `/api/blogcategory/` and `/api/blogcategory/{categoryId}`, and one post by its slug (ours, for /blog-details). */
export async function blogRoutes(fastify: FastifyInstance, { db, now }: { db: Database; now: () => Date }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method === "GET" && reply.statusCode === 200) reply.header("cache-control", EDITABLE_PUBLIC_ANSWER);
    return payload;
  });
  const tags = ["content"];

  app.get("/api/blogcategory", { schema: { tags, response: { 200: envelope(z.array(blogCategory)) } } }, async () => {
    const [categories, latest] = await Promise.all([listBlogCategories(db), listLatestBlogPosts(db, now())]);
    const latestOf = new Map(latest.map((row) => [row.categoryId, toBlog(row)]));
    return ok(categories.map((c) => ({ _id: c.id, name: c.name, slug: c.slug, latestBlog: latestOf.get(c.id) ?? null })));
  });

  app.get(
    "/api/blogcategory/:categoryId",
    { schema: { tags, params: blogCategoryParams, response: { 200: envelope(z.array(blog)) } } },
    async (request) => {
      const id = request.params.categoryId.toLowerCase();
      const [category] = isUuid(id) ? await findBlogCategory(db, id) : [];
      if (!category) throw notFound("blog.category_not_found", BLOG_MESSAGES.categoryNotFound);
      return ok((await listBlogPostsOfCategory(db, id, now())).map(toBlog));
    },
  );

  app.get(
    "/api/blog/:slug",
    {
      schema: {
        tags,
        summary: "A published post by its slug; a slug the post had before answers 301 with the current one",
        params: blogSlugParams,
        response: { 200: envelope(blog), 301: envelope(blogMoved) },
      },
    },
    async (request, reply) => {
      const slug = request.params.slug.toLowerCase();
      if (!SLUG.test(slug)) throw notFound("blog.post_not_found", BLOG_MESSAGES.postNotFound);
      const at = now();
      const [row] = await findBlogPostBySlug(db, slug, at);
      if (row) return ok(toBlog(row));
      const moved = await findMovedBlogSlug(db, slug, at);
      if (!moved) throw notFound("blog.post_not_found", BLOG_MESSAGES.postNotFound);
      return reply
        .code(301)
        .header("location", `/api/blog/${moved}`)
        .send(ok({ slug: moved }, { message: BLOG_MESSAGES.moved }));
    },
  );
}

function toBlog(row: BlogPostRow): Blog {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    category: { _id: row.categoryId, name: row.categoryName },
    image: row.image,
    date: row.date,
    // Sanitised when written too; again here so a row that got in another way cannot carry script.
    content: sanitizeBlogHtml(row.contentHtml),
    uploadBy: row.uploadBy,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    keywords: row.keywords,
    og_title: row.ogTitle,
    og_description: row.ogDescription,
    og_type: row.ogType,
    og_image: row.ogImage,
    excerpt: row.excerpt,
  };
}
