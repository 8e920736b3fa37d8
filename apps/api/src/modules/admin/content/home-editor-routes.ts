import {
  HOME_BLOCKS,
  HOME_MESSAGES,
  homeBlockChanges,
  homeCollectionChange,
  homeCollectionParams,
  homeEditor,
} from "@chhaap/contract/admin/home";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { ok } from "#src/plugins/envelope.ts";
import { type HomeEditorContext, readHomeEditor, saveBlock, saveCollection } from "./home-editor-service.ts";

const tags = ["back office"];

/** The home page editor's API, inside the back office's guarded scope. */
export function homeEditorRoutes(
  scope: FastifyInstance,
  ctx: HomeEditorContext,
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/home",
    { schema: { tags, summary: "Everything the home page shows, as staff arrange it", response: { 200: envelope(homeEditor) } } },
    async () => ok(await readHomeEditor(ctx.db)),
  );

  app.put(
    "/api/admin/home/collections/:kind",
    {
      schema: {
        tags,
        summary: "A collection's title and its pieces by item code, in order (unknown codes: 400, nothing changed)",
        params: homeCollectionParams,
        body: homeCollectionChange,
        response: { 200: envelope(homeEditor) },
      },
    },
    async (request) => {
      await saveCollection(ctx, await signedIn(request), request.params.kind, request.body);
      return ok(await readHomeEditor(ctx.db), { message: HOME_MESSAGES.saved });
    },
  );

  // One route per block, each with its own schema in the OpenAPI document.
  for (const block of HOME_BLOCKS) {
    app.put(
      `/api/admin/home/${block}`,
      {
        schema: {
          tags,
          summary: `The home page's ${block} list, whole and in order`,
          body: homeBlockChanges[block],
          response: { 200: envelope(homeEditor) },
        },
      },
      async (request) => {
        await saveBlock(ctx, await signedIn(request), block, request.body as never);
        return ok(await readHomeEditor(ctx.db), { message: HOME_MESSAGES.saved });
      },
    );
  }
}
