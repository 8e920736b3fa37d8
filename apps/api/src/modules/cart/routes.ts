import {
  addCartLine,
  CART_MESSAGES,
  cartIdParams,
  cartLine,
  cartLineIdParams,
  cartRef,
  cartSummary,
  cartSummaryQuery,
  cartUserParams,
  deleteCartLines,
  mergeCart,
  mergeResult,
  updateCartLine,
} from "@chhaap/contract/cart";
import { envelope } from "@chhaap/contract/envelope";
import { isUuid } from "@chhaap/contract/ids";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import { checkoutSummary } from "#src/modules/orders/checkout-summary.ts";
import { notFound } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { authenticate, requireUser } from "#src/plugins/session.ts";
import { beforeBagChange } from "./before-bag-change.ts";
import { countShownLines, deleteOwnLine, deleteOwnLines } from "./queries.ts";
import { addLine, cartOfUser, changeQuantity, loadCartLines, mergeGuestLines, requireOwnCart } from "./service.ts";

/** Server cart (`/api/cart/...`, `/api/cart-item/...`) and the guest-cart merge (ours). Login required throughout. */
export async function cartRoutes(fastify: FastifyInstance, { db, now }: { db: Database; now: () => Date }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["cart"];
  app.addHook("onRequest", authenticate);

  app.get(
    "/api/cart/:userId",
    {
      schema: {
        tags,
        summary: "The user's cart id (data._id)",
        params: cartUserParams,
        response: { 200: envelope(cartRef) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok({ _id: await cartOfUser(db, user.id, request.params.userId), userId: user.id });
    },
  );

  app.post(
    "/api/cart/merge",
    {
      schema: {
        tags,
        summary: "Merge the guest cart into the server cart (ours)",
        body: mergeCart,
        response: { 200: envelope(mergeResult) },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => {
      const user = await requireUser(request);
      await beforeBagChange(db, user.id, now());
      return ok(await mergeGuestLines(db, user.id, request.body.lines), { message: CART_MESSAGES.merged });
    },
  );

  app.post(
    "/api/cart-item",
    {
      schema: {
        tags,
        summary: "Add a line; 409 for a variant and size already in the bag",
        body: addCartLine,
        response: { 201: envelope(z.object({ _id: z.string() })) },
      },
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await beforeBagChange(db, user.id, now());
      const { cartId, product_variant_id, size, quantity } = request.body;
      const id = await addLine(db, user.id, { cartId, variantId: product_variant_id, size, quantity });
      return reply.code(201).send(ok({ _id: id }, { message: CART_MESSAGES.added }));
    },
  );

  app.get(
    "/api/cart-item/count/:cartId",
    {
      schema: {
        tags,
        summary: "Number of lines the bag shows: pieces taken off sale are not counted (data is the count)",
        params: cartIdParams,
        response: { 200: envelope(z.number().int()) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await countShownLines(db, await requireOwnCart(db, user.id, request.params.cartId)));
    },
  );

  app.get(
    "/api/cart-item/:cartId",
    {
      schema: {
        tags,
        summary: "The bag's lines with populated variants",
        params: cartIdParams,
        response: { 200: envelope(z.array(cartLine)) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await loadCartLines(db, await requireOwnCart(db, user.id, request.params.cartId)));
    },
  );

  app.put(
    "/api/cart-item/:id",
    { schema: { tags, params: cartLineIdParams, body: updateCartLine, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const user = await requireUser(request);
      await beforeBagChange(db, user.id, now());
      await changeQuantity(db, user.id, request.params.id, request.body.quantity);
      return ok(null, { message: CART_MESSAGES.updated });
    },
  );

  app.delete(
    "/api/cart-item/:id",
    { schema: { tags, params: cartLineIdParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const user = await requireUser(request);
      await beforeBagChange(db, user.id, now());
      const id = request.params.id.toLowerCase();
      if (!isUuid(id) || !(await deleteOwnLine(db, user.id, id)))
        throw notFound("cart.line_not_found", CART_MESSAGES.lineNotFound);
      return ok(null, { message: CART_MESSAGES.deleted });
    },
  );

  app.post(
    "/api/cart-item/cartdeletemany",
    {
      schema: {
        tags,
        summary: "Delete the user's lines among cartIds (ids of others' lines are ignored); the bag's own id empties it",
        body: deleteCartLines,
        response: { 200: envelope(z.object({ deleted: z.number().int() })) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await beforeBagChange(db, user.id, now());
      const ids = request.body.cartIds.map((id) => id.toLowerCase()).filter(isUuid);
      return ok({ deleted: await deleteOwnLines(db, user.id, ids) }, { message: CART_MESSAGES.deletedMany });
    },
  );

  app.get(
    "/api/cart/summary",
    {
      schema: {
        tags,
        summary: "Checkout summary computed by the server (ours)",
        querystring: cartSummaryQuery,
        response: { 200: envelope(cartSummary) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await checkoutSummary(db, user.id, now(), request.query));
    },
  );
}
