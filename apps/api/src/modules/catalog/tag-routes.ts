import { productTag, seoTag } from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import { EDITABLE_PUBLIC_ANSWER } from "#src/fresh-answers.ts";
import { ok } from "#src/plugins/envelope.ts";
import { rememberFor } from "#src/short-lived-cache.ts";
import { listProductTags, listSeoTags } from "./tag-queries.ts";

/** `/api/product-tag` (the home tag row) and `/api/seo-tag` (titles of the static pages). */
export async function tagRoutes(fastify: FastifyInstance, { db, cacheMs }: { db: Database; cacheMs: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["catalog"];
  // Read by every home page and static page; edited rarely.
  const productTags = rememberFor(cacheMs, () => listProductTags(db));
  const seoTags = rememberFor(cacheMs, () => listSeoTags(db));

  app.get("/api/product-tag", { schema: { tags, response: { 200: envelope(z.array(productTag)) } } }, async (_request, reply) => {
    const rows = await productTags();
    reply.header("cache-control", EDITABLE_PUBLIC_ANSWER);
    return ok(rows.map((r) => ({ _id: r.id, tag: r.tag, taglink: r.taglink })));
  });

  app.get("/api/seo-tag", { schema: { tags, response: { 200: envelope(z.array(seoTag)) } } }, async (_request, reply) => {
    const rows = await seoTags();
    reply.header("cache-control", EDITABLE_PUBLIC_ANSWER);
    return ok(rows.map((r) => ({ _id: r.id, pageName: r.pageName, title: r.title, description: r.description })));
  });
}
