import { envelope } from "@chhaap/contract/envelope";
import {
  WISHLIST_MESSAGES,
  wishlist,
  wishlistCount,
  wishlistMerge,
  wishlistMergeResult,
  wishlistVariantParams,
} from "@chhaap/contract/wishlist";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "#src/db/client.ts";
import { ok } from "#src/plugins/envelope.ts";
import { authenticate, requireUser } from "#src/plugins/session.ts";
import { mergeIntoWishlist, readWishlist, removeFromWishlist, saveToWishlist } from "./wishlist.ts";

/** Saves and removals per client address: a shopper taps hearts, a script would not stop. */
const WISHLIST_CHANGE_RATE = { max: 120, timeWindow: "1 minute" };

/** `/api/wishlist` (ours): the session user's own list; login required throughout. */
export async function wishlistRoutes(fastify: FastifyInstance, { db, now }: { db: Database; now: () => Date }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["wishlist"];
  app.addHook("onRequest", authenticate);

  app.get(
    "/api/wishlist",
    {
      schema: {
        tags,
        summary: "The saved pieces, newest first, with their cards (null when no longer listed)",
        response: { 200: envelope(wishlist) },
      },
    },
    async (request) => ok(await readWishlist(db, (await requireUser(request)).id)),
  );

  app.put(
    "/api/wishlist/:variantId",
    {
      schema: {
        tags,
        summary: "Save a piece (again: no change); 404 unknown piece, 409 a full list",
        params: wishlistVariantParams,
        response: { 200: envelope(wishlistCount) },
      },
      config: { rateLimit: WISHLIST_CHANGE_RATE },
    },
    async (request) => {
      const user = await requireUser(request);
      const count = await saveToWishlist(db, user.id, request.params.variantId, now());
      return ok({ count }, { message: WISHLIST_MESSAGES.added });
    },
  );

  app.delete(
    "/api/wishlist/:variantId",
    {
      schema: {
        tags,
        summary: "Remove a piece (one not saved is no error)",
        params: wishlistVariantParams,
        response: { 200: envelope(wishlistCount) },
      },
      config: { rateLimit: WISHLIST_CHANGE_RATE },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(
        { count: await removeFromWishlist(db, user.id, request.params.variantId) },
        { message: WISHLIST_MESSAGES.removed },
      );
    },
  );

  app.post(
    "/api/wishlist/merge",
    {
      schema: {
        tags,
        summary: "Add the guest's pieces at login: unknown ones ignored, up to the limit, the older date kept",
        body: wishlistMerge,
        response: { 200: envelope(wishlistMergeResult) },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await mergeIntoWishlist(db, user.id, request.body, now()), { message: WISHLIST_MESSAGES.merged });
    },
  );
}
