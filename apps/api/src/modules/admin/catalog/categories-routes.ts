import {
  CATEGORY_MESSAGES,
  categoriesChange,
  categoriesEditor,
  menusChange,
  tagsChange,
} from "@chhaap/contract/admin/categories";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { ok } from "#src/plugins/envelope.ts";
import { type CategoriesContext, readCategoriesEditor, saveCategories, saveMenus, saveTags } from "./categories-editor.ts";

const tags = ["back office"];

/** Menus, categories and tags, inside the back office's guarded scope. */
export function categoriesRoutes(
  scope: FastifyInstance,
  ctx: CategoriesContext,
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const response = { 200: envelope(categoriesEditor) };

  app.get(
    "/api/admin/categories",
    { schema: { tags, summary: "The header's menus, the categories and the tags, with how many products each has", response } },
    async () => ok(await readCategoriesEditor(ctx.db)),
  );

  app.put(
    "/api/admin/categories/menus",
    {
      schema: {
        tags,
        summary: "The header's menus, whole and in order (a removed menu leaves its categories in none)",
        body: menusChange,
        response,
      },
    },
    async (request) => {
      await saveMenus(ctx, await signedIn(request), request.body);
      return ok(await readCategoriesEditor(ctx.db), { message: CATEGORY_MESSAGES.saved });
    },
  );

  app.put(
    "/api/admin/categories/categories",
    {
      schema: {
        tags,
        summary: "The categories, whole and in order; one with products cannot be removed (409)",
        body: categoriesChange,
        response,
      },
    },
    async (request) => {
      await saveCategories(ctx, await signedIn(request), request.body);
      return ok(await readCategoriesEditor(ctx.db), { message: CATEGORY_MESSAGES.saved });
    },
  );

  app.put(
    "/api/admin/categories/tags",
    {
      schema: {
        tags,
        summary: "The tags, whole and in order (removing one takes it off its products)",
        body: tagsChange,
        response,
      },
    },
    async (request) => {
      await saveTags(ctx, await signedIn(request), request.body);
      return ok(await readCategoriesEditor(ctx.db), { message: CATEGORY_MESSAGES.saved });
    },
  );
}
