import {
  ADDRESS_MESSAGES,
  type Address,
  address,
  addressIdParams,
  addressInput,
  addressListQuery,
  MAX_ADDRESSES_PER_USER,
} from "@chhaap/contract/address";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { authenticate, requireUser } from "#src/plugins/session.ts";
import { deliverableAddress } from "./delivery-address.ts";
import {
  type AddressRow,
  countAddresses,
  deleteOwnAddress,
  insertAddress,
  listAddresses,
  lockAddressBook,
  updateOwnAddress,
} from "./queries.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Address book. The owner is always the session's user: a
 * `userId` in the query or body naming anyone else is refused with 403, and another user's address id
 * answers 404 as if it did not exist.
 */
export async function addressRoutes(fastify: FastifyInstance, { db, now }: { db: Database; now: () => Date }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["addresses"];
  app.addHook("onRequest", authenticate);

  function refuseOtherUser(claimed: string | undefined, sessionUserId: string) {
    if (claimed !== undefined && claimed !== "" && claimed !== sessionUserId)
      throw new ApiError(403, "address.own_only", ADDRESS_MESSAGES.ownAddressesOnly);
  }

  // ignoreTrailingSlash (app.ts) serves both `/api/address/?userId=` and `/api/address?userId=`.
  app.get(
    "/api/address",
    { schema: { tags, querystring: addressListQuery, response: { 200: envelope(z.array(address)) } } },
    async (request) => {
      const user = await requireUser(request);
      refuseOtherUser(request.query.userId, user.id);
      return ok((await listAddresses(db, user.id)).map(toAddress));
    },
  );

  app.post(
    "/api/address",
    {
      schema: { tags, body: addressInput, response: { 201: envelope(address) } },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { userId, ...values } = request.body;
      refuseOtherUser(userId, user.id);
      const deliverable = await deliverableAddress(db, values);
      // Counting and adding under a lock of the account: parallel saves queue, so the limit holds.
      const row = await db.transaction(async (tx) => {
        await lockAddressBook(tx, user.id);
        if ((await countAddresses(tx, user.id)) >= MAX_ADDRESSES_PER_USER) {
          throw new ApiError(400, "address.limit", ADDRESS_MESSAGES.tooMany, { params: { limit: MAX_ADDRESSES_PER_USER } });
        }
        return insertAddress(tx, user.id, deliverable, now());
      });
      return reply.code(201).send(ok(toAddress(row), { message: ADDRESS_MESSAGES.saved }));
    },
  );

  app.put(
    "/api/address/:id",
    { schema: { tags, params: addressIdParams, body: addressInput, response: { 200: envelope(address) } } },
    async (request) => {
      const user = await requireUser(request);
      const { userId, ...values } = request.body;
      refuseOtherUser(userId, user.id);
      const deliverable = await deliverableAddress(db, values);
      const row = UUID.test(request.params.id)
        ? await updateOwnAddress(db, user.id, request.params.id.toLowerCase(), deliverable, now())
        : undefined;
      if (!row) throw notFound("address.not_found", ADDRESS_MESSAGES.notFound);
      return ok(toAddress(row), { message: ADDRESS_MESSAGES.saved });
    },
  );

  app.delete(
    "/api/address/:id",
    { schema: { tags, params: addressIdParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const user = await requireUser(request);
      const deleted = UUID.test(request.params.id) && (await deleteOwnAddress(db, user.id, request.params.id.toLowerCase()));
      if (!deleted) throw notFound("address.not_found", ADDRESS_MESSAGES.notFound);
      return ok(null, { message: ADDRESS_MESSAGES.deleted });
    },
  );
}

function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    userId: row.userId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    line1: row.addressLine1,
    line2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    addressType: row.addressType,
  };
}
