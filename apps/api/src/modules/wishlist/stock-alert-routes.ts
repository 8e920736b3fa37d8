import { envelope } from "@chhaap/contract/envelope";
import {
  STOCK_ALERT_MESSAGES,
  stockAlertConfirmed,
  stockAlertCreate,
  stockAlertCreated,
  stockAlertIdParams,
  stockAlertList,
  stockAlertToken,
  stockAlertUnsubscribed,
} from "@chhaap/contract/stock-alerts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "#src/plugins/envelope.ts";
import { requireUser } from "#src/plugins/session.ts";
import {
  type AlertContext,
  askForStockAlert,
  confirmStockAlert,
  customerStockAlerts,
  removeCustomerStockAlert,
  unsubscribeFromStockAlerts,
} from "./stock-alerts.ts";

/**
 * Alerts asked per client address: each may mail a confirmation link to an address someone typed, so
 * a few a minute, as the newsletter box allows.
 */
const ASK_RATE = { max: 10, timeWindow: "1 minute" };
/** Opening mailed links: a token is 32 random characters, so this only keeps guessing pointless. */
const LINK_RATE = { max: 30, timeWindow: "1 minute" };

/** `/api/stock-alerts` (ours): asking needs no account; the list and removal are the customer's own. */
export async function stockAlertRoutes(fastify: FastifyInstance, ctx: AlertContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["wishlist"];

  app.post(
    "/api/stock-alerts",
    {
      schema: {
        tags,
        summary: "Ask to be mailed when a sold-out size is back: waiting at once for a confirmed account, else a link is mailed",
        body: stockAlertCreate,
        response: { 200: envelope(stockAlertCreated) },
      },
      config: { rateLimit: ASK_RATE },
    },
    async (request) => {
      const user = await request.server.sessions.userOf(request);
      const answer = await askForStockAlert({ ...ctx, log: request.log }, { userId: user?.id ?? null }, request.body);
      return ok(answer, {
        message: answer.state === "waiting" ? STOCK_ALERT_MESSAGES.waiting : STOCK_ALERT_MESSAGES.confirmSent,
      });
    },
  );

  app.post(
    "/api/stock-alerts/confirm",
    {
      schema: {
        tags,
        summary: "Confirm a guest's alert (the mailed link)",
        body: stockAlertToken,
        response: { 200: envelope(stockAlertConfirmed) },
      },
      config: { rateLimit: LINK_RATE },
    },
    async (request) => ok(await confirmStockAlert(ctx, request.body.token), { message: STOCK_ALERT_MESSAGES.confirmed }),
  );

  app.post(
    "/api/stock-alerts/unsubscribe",
    {
      schema: {
        tags,
        summary: "No more back-in-stock mails to the link's address; its waiting alerts go",
        body: stockAlertToken,
        response: { 200: envelope(stockAlertUnsubscribed) },
      },
      config: { rateLimit: LINK_RATE },
    },
    async (request) =>
      ok(await unsubscribeFromStockAlerts(ctx, request.body.token), { message: STOCK_ALERT_MESSAGES.unsubscribed }),
  );

  app.get(
    "/api/stock-alerts",
    { schema: { tags, summary: "The customer's waiting alerts, newest first", response: { 200: envelope(stockAlertList) } } },
    async (request) => ok(await customerStockAlerts(ctx.db, (await requireUser(request)).id)),
  );

  app.delete(
    "/api/stock-alerts/:id",
    {
      schema: {
        tags,
        summary: "Remove one of the customer's waiting alerts",
        params: stockAlertIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await removeCustomerStockAlert(ctx.db, user.id, request.params.id);
      return ok(null, { message: STOCK_ALERT_MESSAGES.deleted });
    },
  );
}
