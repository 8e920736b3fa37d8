import {
  editableShopPage,
  SHOP_PAGE_EDITOR_MESSAGES,
  shopPageForEditing,
  shopPageListItem,
} from "@chhaap/contract/admin/shop-pages";
import { envelope } from "@chhaap/contract/envelope";
import { shopPageParams } from "@chhaap/contract/shop-pages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { ok } from "#src/plugins/envelope.ts";
import { type PageEditorContext, shopPageForEditing as readPage, saveShopPage, shopPageList } from "./page-editor-service.ts";

const tags = ["back office"];

/** The shop's pages (policies, FAQ, Help & Support) as staff edit them, inside the back office's guarded scope. */
export function pageEditorRoutes(
  scope: FastifyInstance,
  ctx: PageEditorContext,
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/pages",
    {
      schema: {
        tags,
        summary: "The shop's pages, in the order of its policy menu",
        response: { 200: envelope(z.array(shopPageListItem)) },
      },
    },
    async () => ok(await shopPageList(ctx)),
  );

  app.get(
    "/api/admin/pages/:name",
    {
      schema: {
        tags,
        summary: "A page as its editor shows it ({email} and {phone} unfilled)",
        params: shopPageParams,
        response: { 200: envelope(shopPageForEditing) },
      },
    },
    async (request) => ok(await readPage(ctx, request.params.name)),
  );

  app.put(
    "/api/admin/pages/:name",
    {
      schema: {
        tags,
        summary:
          "Save the whole page: title, introduction, and the body or the questions (HTML sanitised with the blog's allow-list)",
        params: shopPageParams,
        body: editableShopPage,
        response: { 200: envelope(shopPageForEditing) },
      },
    },
    async (request) => {
      const saved = await saveShopPage(ctx, await signedIn(request), request.params.name, request.body);
      return ok(saved, { message: SHOP_PAGE_EDITOR_MESSAGES.saved });
    },
  );
}
