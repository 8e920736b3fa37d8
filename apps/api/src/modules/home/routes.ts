import {
  aboutBlock,
  type CollectionBlock,
  collectionBlock,
  happyCustomer,
  homeCollectionDetail,
  specialProduct,
  videoItem,
} from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import type { HomeCollectionKind } from "#src/db/schema.ts";
import { EDITABLE_PUBLIC_ANSWER } from "#src/fresh-answers.ts";
import { loadVariants } from "#src/modules/catalog/load-variants.ts";
import { ok } from "#src/plugins/envelope.ts";
import { createShortLivedCache, rememberFor } from "#src/short-lived-cache.ts";
import {
  findCollection,
  listActiveAboutBlocks,
  listActiveCollectionDetails,
  listActiveSpecialProducts,
  listActiveVideos,
  listHappyCustomers,
} from "./queries.ts";

/** Paths of the collection blocks (spellings are the public contract). */
const COLLECTION_PATHS: Record<string, HomeCollectionKind> = {
  "/api/product-of-month": "month",
  "/api/product-of-week": "week",
  "/api/trending-product": "trending",
  "/api/most-sealing-product": "most_selling",
  "/api/most-like-product": "most_liked",
};

/**
 * The home page blocks, one call each so one failing block never breaks the page.
 * Every answer's data is a list: the shop has one block of each kind, and an
 * empty list means "nothing to show" (no block, or its status is off).
 */
export async function homeRoutes(fastify: FastifyInstance, { db, cacheMs }: { db: Database; cacheMs: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every page view of the home reads all five collections (about twenty queries); one read a minute serves them all.
  const collections = createShortLivedCache<CollectionBlock[]>({
    name: "home-collections",
    ttlMs: cacheMs,
    maxEntries: 16,
    maxBytes: 2 * 1024 * 1024,
  });
  // The other blocks change as rarely (the back office edits them) and are read as often.
  const videos = rememberFor(cacheMs, () => listActiveVideos(db));
  const happyCustomers = rememberFor(cacheMs, () => listHappyCustomers(db));
  const collectionDetails = rememberFor(cacheMs, () => listActiveCollectionDetails(db));
  const aboutBlocks = rememberFor(cacheMs, () => listActiveAboutBlocks(db));
  const specialProducts = rememberFor(cacheMs, async () => {
    const rows = await listActiveSpecialProducts(db);
    const variants = await loadVariants(
      db,
      rows.map((r) => r.variantId),
    );
    return { rows, variantById: new Map(variants.map((v) => [v._id, v])) };
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method === "GET" && reply.statusCode === 200) reply.header("cache-control", EDITABLE_PUBLIC_ANSWER);
    return payload;
  });
  const tags = ["home"];

  for (const [path, kind] of Object.entries(COLLECTION_PATHS)) {
    app.get(path, { schema: { tags, response: { 200: envelope(z.array(collectionBlock)) } } }, async () =>
      ok(
        await collections.get(kind, async () => {
          const collection = await findCollection(db, kind);
          if (!collection) return [];
          const varient = await loadVariants(db, collection.variantIds);
          return [{ _id: collection.id, tittle: collection.tittle, subTittle: collection.subTittle, varient }];
        }),
      ),
    );
  }

  app.get("/api/iframe", { schema: { tags, response: { 200: envelope(z.array(videoItem)) } } }, async () => {
    const rows = await videos();
    return ok(rows.map((r) => ({ _id: r.id, mainImg: r.mainImg, url: r.url, status: r.status })));
  });

  app.get("/api/happy-customer", { schema: { tags, response: { 200: envelope(z.array(happyCustomer)) } } }, async () => {
    const rows = await happyCustomers();
    return ok(rows.map((r) => ({ _id: r.id, name: r.name, place: r.place, review: r.review, image: r.image })));
  });

  app.get("/api/home-coll-detail", { schema: { tags, response: { 200: envelope(z.array(homeCollectionDetail)) } } }, async () => {
    const rows = await collectionDetails();
    return ok(
      rows.map((r) => ({ _id: r.id, heading: r.heading, subHeading: r.subHeading, contents: r.contents, status: r.status })),
    );
  });

  app.get("/api/about", { schema: { tags, response: { 200: envelope(z.array(aboutBlock)) } } }, async () => {
    const rows = await aboutBlocks();
    return ok(
      rows.map((r) => ({ _id: r.id, title: r.title, subTitle: r.subTitle, description: r.description, status: r.status })),
    );
  });

  app.get("/api/special-product", { schema: { tags, response: { 200: envelope(z.array(specialProduct)) } } }, async () => {
    const { rows, variantById } = await specialProducts();
    return ok(
      rows.flatMap((r) => {
        const varient = variantById.get(r.variantId);
        if (!varient) return [];
        return [{ _id: r.id, tittle: r.tittle, subTittle: r.subTittle, description: r.description, varient, status: r.status }];
      }),
    );
  });
}
