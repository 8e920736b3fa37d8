import {
  countryCreate,
  countryIdParams,
  currencyChange,
  SHIPPING_ADMIN_MESSAGES,
  shippingChargeChange,
  shippingCountry,
} from "@chhaap/contract/admin/shipping";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { ok } from "#src/plugins/envelope.ts";
import {
  addCountry,
  changeCurrency,
  changeShippingCharge,
  type ShippingContext,
  shippingCountries,
  stopDelivering,
} from "./shipping-service.ts";

const tags = ["back office"];
const countryList = envelope(z.array(shippingCountry));

/** Countries, currencies and shipping charges, inside the back office's guarded scope (staff and owner). */
export function shippingAdminRoutes(
  scope: FastifyInstance,
  ctx: ShippingContext,
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/shipping",
    {
      schema: {
        tags,
        summary: "Every country with its shipping charge per kg (null: not delivered to), currency and saved addresses",
        response: { 200: countryList },
      },
    },
    async () => ok(await shippingCountries(ctx)),
  );

  app.post(
    "/api/admin/shipping/countries",
    {
      schema: {
        tags,
        summary: "Start delivering to a new country, with its charge per kg and display currency",
        body: countryCreate,
        response: { 201: countryList },
      },
    },
    async (request, reply) => {
      await addCountry(ctx, await signedIn(request), request.body);
      return reply.code(201).send(ok(await shippingCountries(ctx), { message: SHIPPING_ADMIN_MESSAGES.countryAdded }));
    },
  );

  app.put(
    "/api/admin/shipping/countries/:id/charge",
    {
      schema: {
        tags,
        summary: "Set a country's shipping charge per kg in rupees (delivery starts if it had none)",
        params: countryIdParams,
        body: shippingChargeChange,
        response: { 200: countryList },
      },
    },
    async (request) => {
      await changeShippingCharge(ctx, await signedIn(request), request.params.id, request.body.perKg);
      return ok(await shippingCountries(ctx), { message: SHIPPING_ADMIN_MESSAGES.chargeSaved });
    },
  );

  app.delete(
    "/api/admin/shipping/countries/:id/charge",
    {
      schema: {
        tags,
        summary: "Stop delivering to a country: its charge goes; the country, its currency and saved addresses stay",
        params: countryIdParams,
        response: { 200: countryList },
      },
    },
    async (request) => {
      await stopDelivering(ctx, await signedIn(request), request.params.id);
      return ok(await shippingCountries(ctx), { message: SHIPPING_ADMIN_MESSAGES.deliveryStopped });
    },
  );

  app.put(
    "/api/admin/currencies/:id",
    {
      schema: {
        tags,
        summary: "Set a currency's rate (units per rupee) and whether prices are shown in it",
        params: countryIdParams,
        body: currencyChange,
        response: { 200: countryList },
      },
    },
    async (request) => {
      await changeCurrency(ctx, await signedIn(request), request.params.id, request.body);
      return ok(await shippingCountries(ctx), { message: SHIPPING_ADMIN_MESSAGES.currencySaved });
    },
  );
}
