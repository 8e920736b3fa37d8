import {
  COUPON_ADMIN_MESSAGES,
  couponActiveChange,
  couponForEditing,
  couponIdParams,
  couponListQuery,
  editableCoupon,
} from "@chhaap/contract/admin/coupons";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { ok } from "#src/plugins/envelope.ts";
import {
  type CouponsContext,
  couponList,
  createCoupon,
  readCouponForEditing as readCoupon,
  saveCoupon,
  setCouponActive,
} from "./coupons-service.ts";

const tags = ["back office"];

/** The coupon editor's API, inside the back office's guarded scope (every route needs a staff session). */
export function couponEditorRoutes(
  scope: FastifyInstance,
  ctx: CouponsContext,
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/coupons",
    {
      schema: {
        tags,
        summary: "Coupons, newest first, 25 a page, with how often each was used: search by code; filter by state",
        querystring: couponListQuery,
        response: { 200: envelope(z.array(couponForEditing)) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const { coupons, totalPages } = await couponList(ctx, filter, page);
      return ok(coupons, { totalPages });
    },
  );

  app.post(
    "/api/admin/coupons",
    {
      schema: {
        tags,
        summary: "Create a coupon (enabled); its code is unique whatever its capitals (409)",
        body: editableCoupon,
        response: { 201: envelope(z.object({ _id: z.string() })) },
      },
    },
    async (request, reply) => {
      const id = await createCoupon(ctx, await signedIn(request), request.body);
      return reply.code(201).send(ok({ _id: id }, { message: COUPON_ADMIN_MESSAGES.created }));
    },
  );

  app.get(
    "/api/admin/coupons/:id",
    {
      schema: {
        tags,
        summary: "A coupon as its editor shows it",
        params: couponIdParams,
        response: { 200: envelope(couponForEditing) },
      },
    },
    async (request) => ok(await readCoupon(ctx, request.params.id)),
  );

  app.put(
    "/api/admin/coupons/:id",
    {
      schema: {
        tags,
        summary: "Save a coupon's terms; the code of a coupon named on an order cannot change (409)",
        params: couponIdParams,
        body: editableCoupon,
        response: { 200: envelope(couponForEditing) },
      },
    },
    async (request) => {
      await saveCoupon(ctx, await signedIn(request), request.params.id, request.body);
      return ok(await readCoupon(ctx, request.params.id), { message: COUPON_ADMIN_MESSAGES.saved });
    },
  );

  app.put(
    "/api/admin/coupons/:id/active",
    {
      schema: {
        tags,
        summary: "Disable (shoppers' applies and orders are refused) or enable a coupon",
        params: couponIdParams,
        body: couponActiveChange,
        response: { 200: envelope(couponForEditing) },
      },
    },
    async (request) => {
      const { active } = request.body;
      await setCouponActive(ctx, await signedIn(request), request.params.id, active);
      const message = active ? COUPON_ADMIN_MESSAGES.enabled : COUPON_ADMIN_MESSAGES.disabled;
      return ok(await readCoupon(ctx, request.params.id), { message });
    },
  );
}
