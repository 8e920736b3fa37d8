import { seoTagsChange, seoTagsEditor } from "@chhaap/contract/admin/seo-tags";
import { envelope } from "@chhaap/contract/envelope";
import { asc, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database, Transaction } from "#src/db/client.ts";
import { seoTags } from "#src/db/schema/content.ts";
import { forgetPublicAnswers } from "#src/fresh-answers.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { ok } from "#src/plugins/envelope.ts";

const tags = ["back office"];

function readSeoTags(db: Database | Transaction) {
  return db
    .select({ pageName: seoTags.pageName, title: seoTags.title, description: seoTags.description })
    .from(seoTags)
    .orderBy(asc(seoTags.pageName));
}

/** The pages' search-engine titles and descriptions, saved whole with one audit entry. */
export function seoTagsRoutes(
  scope: FastifyInstance,
  ctx: { db: Database; now: () => Date },
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const response = { 200: envelope(seoTagsEditor) };

  app.get(
    "/api/admin/seo-tags",
    { schema: { tags, summary: "Every page's search-engine title and description", response } },
    async () => ok(await readSeoTags(ctx.db)),
  );

  app.put(
    "/api/admin/seo-tags",
    {
      schema: {
        tags,
        summary: "Every page's search-engine title and description, whole (a page with neither has no entry)",
        body: seoTagsChange,
        response,
      },
    },
    async (request) => {
      const actor = await signedIn(request);
      const at = ctx.now();
      const wanted = request.body.items.filter((item) => item.title !== "" || item.description !== "");
      await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chhaap-seo-tags'))`);
        const before = await readSeoTags(tx);
        await tx.delete(seoTags);
        if (wanted.length > 0) await tx.insert(seoTags).values(wanted);
        await auditChange(tx, actor, {
          action: "seo.update",
          recordType: "seo",
          recordId: "pages",
          before,
          after: await readSeoTags(tx),
          at,
        });
      });
      forgetPublicAnswers();
      return ok(await readSeoTags(ctx.db), { message: "Saved." });
    },
  );
}
