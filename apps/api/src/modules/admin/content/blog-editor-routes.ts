import {
  adminBlogCategory,
  BLOG_EDITOR_MESSAGES,
  blogCategoryName,
  blogCategoryOrder,
  blogIdParams,
  blogPostForEditing,
  blogPostListItem,
  blogPostListQuery,
  editableBlogPost,
} from "@chhaap/contract/admin/blog";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { ok } from "#src/plugins/envelope.ts";
import {
  addBlogCategory,
  type BlogEditorContext,
  blogCategoryList,
  blogPostList,
  createBlogPost,
  blogPostForEditing as readPost,
  renameBlogCategory,
  reorderBlogCategories,
  saveBlogPost,
} from "./blog-editor-service.ts";

const tags = ["back office"];

/**
 * The blog editor's API, inside the back office's guarded scope (every route needs a staff session).
 * Cover pictures are uploaded with `POST /api/admin/pictures`, as product pictures are.
 */
export function blogEditorRoutes(
  scope: FastifyInstance,
  ctx: BlogEditorContext,
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/blog/posts",
    {
      schema: {
        tags,
        summary: "Blog posts, last edited first, 25 a page: search the title; filter by status and category",
        querystring: blogPostListQuery,
        response: { 200: envelope(z.array(blogPostListItem)) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const { posts, totalPages } = await blogPostList(ctx, filter, page);
      return ok(posts, { totalPages });
    },
  );

  app.post(
    "/api/admin/blog/posts",
    {
      schema: {
        tags,
        summary: "Write a blog post (its HTML is sanitised with the blog's allow-list)",
        body: editableBlogPost,
        response: { 201: envelope(z.object({ _id: z.string() })) },
      },
    },
    async (request, reply) => {
      const id = await createBlogPost(ctx, await signedIn(request), request.body);
      return reply.code(201).send(ok({ _id: id }, { message: BLOG_EDITOR_MESSAGES.created }));
    },
  );

  app.get(
    "/api/admin/blog/posts/:id",
    {
      schema: {
        tags,
        summary: "A blog post as its editor shows it",
        params: blogIdParams,
        response: { 200: envelope(blogPostForEditing) },
      },
    },
    async (request) => ok(await readPost(ctx, request.params.id)),
  );

  app.put(
    "/api/admin/blog/posts/:id",
    {
      schema: {
        tags,
        summary: "Save the whole blog post; a changed slug keeps the old address as a permanent redirect",
        params: blogIdParams,
        body: editableBlogPost,
        response: { 200: envelope(blogPostForEditing) },
      },
    },
    async (request) => {
      await saveBlogPost(ctx, await signedIn(request), request.params.id, request.body);
      return ok(await readPost(ctx, request.params.id), { message: BLOG_EDITOR_MESSAGES.saved });
    },
  );

  app.get(
    "/api/admin/blog/categories",
    {
      schema: {
        tags,
        summary: "Blog categories in the order shoppers see them, with their number of posts",
        response: { 200: envelope(z.array(adminBlogCategory)) },
      },
    },
    async () => ok(await blogCategoryList(ctx)),
  );

  app.post(
    "/api/admin/blog/categories",
    {
      schema: {
        tags,
        summary: "Add a blog category (last in the order)",
        body: blogCategoryName,
        response: { 201: envelope(z.object({ _id: z.string() })) },
      },
    },
    async (request, reply) => {
      const id = await addBlogCategory(ctx, await signedIn(request), request.body.name);
      return reply.code(201).send(ok({ _id: id }, { message: BLOG_EDITOR_MESSAGES.categoryAdded }));
    },
  );

  // Registered before `/:id` so "order" is never read as an id.
  app.put(
    "/api/admin/blog/categories/order",
    {
      schema: {
        tags,
        summary: "Put the blog categories in a new order (every category's id, once each)",
        body: blogCategoryOrder,
        response: { 200: envelope(z.array(adminBlogCategory)) },
      },
    },
    async (request) => {
      await reorderBlogCategories(ctx, await signedIn(request), request.body.ids);
      return ok(await blogCategoryList(ctx), { message: BLOG_EDITOR_MESSAGES.categoriesReordered });
    },
  );

  app.put(
    "/api/admin/blog/categories/:id",
    {
      schema: {
        tags,
        summary: "Rename a blog category (its slug, and so its address, stays)",
        params: blogIdParams,
        body: blogCategoryName,
        response: { 200: envelope(z.array(adminBlogCategory)) },
      },
    },
    async (request) => {
      await renameBlogCategory(ctx, await signedIn(request), request.params.id, request.body.name);
      return ok(await blogCategoryList(ctx), { message: BLOG_EDITOR_MESSAGES.categoryRenamed });
    },
  );
}
