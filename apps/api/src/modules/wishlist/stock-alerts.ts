// "Tell me when it's back": asking, the double opt-in, unsubscribing, and a customer's own alerts.
// An alert is keyed by address, never by session alone: whoever asks for an address that is not their
// confirmed account's must prove they read it (the mailed link) before it is ever mailed about a piece.
import { randomBytes } from "node:crypto";
import { VARIANT_NOT_FOUND } from "@chhaap/contract/catalog";
import { emailKey } from "@chhaap/contract/email";
import { isUuid } from "@chhaap/contract/ids";
import {
  STOCK_ALERT_MESSAGES,
  STOCK_ALERTS_WAITING_MAX,
  type StockAlert,
  type StockAlertLocale,
} from "@chhaap/contract/stock-alerts";
import type { Database } from "#src/db/client.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { cardsById } from "./cards.ts";
import { alertConfirmationMail } from "./stock-alert-mails.ts";
import {
  attachAlertsOfAddress,
  confirmAlertByToken,
  confirmAlertFor,
  countShopUnconfirmedSince,
  countUnconfirmedSince,
  countWaitingAlerts,
  deleteWaitingAlertOf,
  findAlertEmailByToken,
  findConfirmedAccountEmail,
  findListedVariantSizes,
  findProductName,
  findWaitingAlert,
  insertAlert,
  isOptedOut,
  listWaitingAlertsOf,
  lockAddress,
  lockSizeStock,
  optBackIn,
  optOut,
} from "./stock-alert-queries.ts";

export interface AlertContext {
  db: Database;
  outbox: MailOutbox;
  publicUrl: string;
  now: () => Date;
}

/**
 * Confirmation mails one address gets in a day while none is opened: anyone may type anyone's address,
 * and the client-address rate limit alone would let a few addresses' worth of requests fill one inbox.
 */
const CONFIRMATIONS_PER_DAY = 5;
const DAY_MS = 86_400_000;
/**
 * Confirmation mails the whole shop sends in an hour, counted in the database so the cap holds across
 * instances: beyond the per-client limit, many clients typing many addresses would otherwise use the
 * shop's mail server to spam (and get it blocklisted). A real shop's guests ask a few an hour.
 */
const CONFIRMATIONS_PER_HOUR = 200;
const HOUR_MS = 3_600_000;

const rateLimited = () => new ApiError(429, "request.rate_limited", "Too many requests. Please wait a moment and try again.");

/** 32 url-safe characters: a link nobody guesses. */
function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * `POST /api/stock-alerts`. The same request twice is the same answer (the waiting alert is kept,
 * no second confirmation mail goes out: that would let anyone fill an inbox).
 */
export async function askForStockAlert(
  ctx: AlertContext & { log: { warn(details: object, message: string): void } },
  asker: { userId: string | null },
  request: { variantId: string; size: string; email?: string; locale: StockAlertLocale },
): Promise<{ state: "waiting" | "confirm_sent" }> {
  const variantId = request.variantId.toLowerCase();
  const variant = isUuid(variantId) ? await findListedVariantSizes(ctx.db, variantId) : undefined;
  if (!variant) throw notFound("catalog.variant_not_found", VARIANT_NOT_FOUND);
  const stock = variant.sizes.get(request.size);
  if (stock === undefined) throw notFound("stock_alert.size_unknown", STOCK_ALERT_MESSAGES.sizeUnknown);
  if (stock > 0) throw new ApiError(409, "stock_alert.in_stock", STOCK_ALERT_MESSAGES.inStock);

  const accountEmail = asker.userId ? await findConfirmedAccountEmail(ctx.db, asker.userId) : undefined;
  const email = accountEmail ?? (request.email === undefined ? undefined : emailKey(request.email));
  if (!email)
    throw new ApiError(400, "stock_alert.email_required", STOCK_ALERT_MESSAGES.emailRequired, {
      errors: { email: STOCK_ALERT_MESSAGES.emailRequired },
    });
  const confirmed = accountEmail !== undefined;
  const at = ctx.now();
  const key = { variantId, sizeName: request.size, email };

  const state = await ctx.db.transaction(async (tx) => {
    await lockAddress(tx, email);
    // Back meanwhile: said so, rather than an alert that would wait for the next restock.
    if (((await lockSizeStock(tx, variantId, request.size)) ?? 0) > 0)
      throw new ApiError(409, "stock_alert.in_stock", STOCK_ALERT_MESSAGES.inStock);
    const waiting = await findWaitingAlert(tx, key);
    if (waiting) {
      // Asked again from the confirmed account: the account vouches for an alert asked while signed out.
      if (confirmed && asker.userId) {
        await confirmAlertFor(tx, waiting.id, asker.userId, at);
        await optBackIn(tx, email);
        return "waiting";
      }
      // Whoever typed the address learns nothing of what its owner asked for.
      return "confirm_sent";
    }
    // Its owner said "no more of these mails": only they undo it, signed in with the confirmed account.
    // The answer is the usual one, so that it does not tell whoever typed the address.
    if (!confirmed && (await isOptedOut(tx, email))) return "confirm_sent";
    if (!confirmed && (await countUnconfirmedSince(tx, email, new Date(at.getTime() - DAY_MS))) >= CONFIRMATIONS_PER_DAY)
      throw rateLimited();
    if (!confirmed && (await countShopUnconfirmedSince(tx, new Date(at.getTime() - HOUR_MS))) >= CONFIRMATIONS_PER_HOUR) {
      ctx.log.warn(
        { limit: CONFIRMATIONS_PER_HOUR },
        "back-in-stock confirmation mails at the shop's hourly cap: guests are refused",
      );
      throw rateLimited();
    }
    if ((await countWaitingAlerts(tx, email)) >= STOCK_ALERTS_WAITING_MAX)
      throw new ApiError(409, "stock_alert.too_many", STOCK_ALERT_MESSAGES.tooMany, {
        params: { limit: STOCK_ALERTS_WAITING_MAX },
      });
    const token = newToken();
    const inserted = await insertAlert(tx, {
      ...key,
      // Only the account whose confirmed address it is owns an alert: an address typed is not theirs.
      userId: confirmed ? asker.userId : null,
      locale: request.locale,
      token,
      confirmedAt: confirmed ? at : null,
      createdAt: at,
    });
    // The same alert written by a request racing this one: that one answers for both.
    if (!inserted) return confirmed ? "waiting" : "confirm_sent";
    if (confirmed) {
      // The owner of a confirmed address asking again undoes their earlier "no more of these mails".
      await optBackIn(tx, email);
      return "waiting";
    }
    const facts = { to: email, locale: request.locale, productName: variant.productName, size: request.size, token, variantId };
    await ctx.outbox.add(tx, [alertConfirmationMail(facts, ctx.publicUrl)]);
    return "confirm_sent";
  });
  if (state === "confirm_sent") ctx.outbox.wake();
  return { state };
}

/** `POST /api/stock-alerts/confirm`: the mailed link was opened, so the address is its owner's. */
export async function confirmStockAlert(ctx: AlertContext, token: string) {
  return ctx.db.transaction(async (tx) => {
    const alert = await confirmAlertByToken(tx, token, ctx.now());
    if (!alert) throw notFound("stock_alert.token_unknown", STOCK_ALERT_MESSAGES.tokenUnknown);
    await optBackIn(tx, alert.email);
    return { variantId: alert.variantId, size: alert.sizeName, productName: await findProductName(tx, alert.variantId) };
  });
}

/** "me•••@example.com": enough for the owner to recognise, not the whole address to whoever holds the link. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}•••${email.slice(at)}`;
}

/** `POST /api/stock-alerts/unsubscribe`: the address gets no more back-in-stock mails; its waiting alerts go. */
export async function unsubscribeFromStockAlerts(ctx: AlertContext, token: string): Promise<{ email: string }> {
  return ctx.db.transaction(async (tx) => {
    const email = await findAlertEmailByToken(tx, token);
    if (!email) throw notFound("stock_alert.token_unknown", STOCK_ALERT_MESSAGES.tokenUnknown);
    await optOut(tx, email, token, ctx.now());
    return { email: maskEmail(email) };
  });
}

/**
 * `GET /api/stock-alerts`: the customer's waiting alerts with their cards, those asked while signed out
 * for their confirmed address included (attached to the account from then on).
 */
export async function customerStockAlerts(db: Database, userId: string): Promise<{ items: StockAlert[] }> {
  const accountEmail = await findConfirmedAccountEmail(db, userId);
  if (accountEmail) await attachAlertsOfAddress(db, userId, accountEmail);
  const rows = await listWaitingAlertsOf(db, userId);
  const cards = await cardsById(
    db,
    rows.map((row) => row.variantId),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      variantId: row.variantId,
      size: row.size,
      confirmed: row.confirmedAt !== null,
      createdAt: row.createdAt.toISOString(),
      card: cards.get(row.variantId) ?? null,
    })),
  };
}

/** `DELETE /api/stock-alerts/{id}`: only the customer's own waiting alert; anything else does not exist. */
export async function removeCustomerStockAlert(db: Database, userId: string, id: string): Promise<void> {
  const alertId = id.toLowerCase();
  if (!isUuid(alertId) || !(await deleteWaitingAlertOf(db, userId, alertId)))
    throw notFound("stock_alert.not_found", STOCK_ALERT_MESSAGES.notFound);
}
