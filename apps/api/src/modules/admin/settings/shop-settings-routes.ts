import { SHOP_SETTINGS_MESSAGES, shopSettings, shopSettingsInput } from "@chhaap/contract/admin/shop-settings";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { shopSettingsAnswer } from "#src/modules/site/shop-settings.ts";
import { ok } from "#src/plugins/envelope.ts";
import { type ShopSettingsContext, saveShopSettings, shopSettingsNow } from "./shop-settings-service.ts";

const tags = ["back office"];

/** The shop's details, inside the back office's guarded scope: every member reads them, the owner changes them. */
export function shopSettingsRoutes(
  scope: FastifyInstance,
  ctx: ShopSettingsContext,
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
  ownerOnly: (request: FastifyRequest) => Promise<void>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/shop-settings",
    {
      schema: {
        tags,
        summary: "The shop's details: seller on invoices, bank and UPI, contact and social links",
        response: { 200: envelope(shopSettings) },
      },
    },
    async () => ok(shopSettingsAnswer(await shopSettingsNow(ctx))),
  );

  app.put(
    "/api/admin/shop-settings",
    {
      schema: {
        tags,
        summary: "Change the shop's details (owner); invoices issued from now on carry the new seller details",
        body: shopSettingsInput,
        response: { 200: envelope(shopSettings) },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      const saved = await saveShopSettings(ctx, await signedIn(request), request.body);
      return ok(shopSettingsAnswer(saved), { message: SHOP_SETTINGS_MESSAGES.saved });
    },
  );
}
