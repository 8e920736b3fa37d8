import { z } from "zod";
import { variantSummary } from "./catalog.ts";
import { isEmailAddress } from "./email.ts";

/**
 * "Tell me when it's back" (`/api/stock-alerts`, ours): one address waiting for one sold-out size of
 * one colourway. A signed-in customer whose account address is confirmed waits at once; anyone else
 * gives an address and opens the link mailed to it first (double opt-in). When the size comes back
 * the address gets one mail, with a link that stops every such mail to it.
 */

/** The most alerts one address may have waiting (confirmed or not). */
export const STOCK_ALERTS_WAITING_MAX = 50;

/** The languages the mails are written in (the web's language codes); anything else is English. */
const STOCK_ALERT_LOCALES = ["en", "es", "fr", "de", "zh-Hans", "hi", "ur"] as const;
export type StockAlertLocale = (typeof STOCK_ALERT_LOCALES)[number];

export const STOCK_ALERT_MESSAGES = {
  waiting: "We will e-mail you when this size is back.",
  confirmSent: "Please open the link we e-mailed you to confirm the alert.",
  confirmed: "Your alert is confirmed: we will e-mail you when this size is back.",
  unsubscribed: "You will get no more back-in-stock e-mails.",
  deleted: "Alert removed.",
  emailInvalid: "Please enter a valid email address.",
  emailRequired: "Please enter your e-mail address.",
  sizeUnknown: "Please choose one of the sizes offered for this product.",
  inStock: "This size is in stock: you can order it now.",
  tooMany: `An address can wait for up to ${STOCK_ALERTS_WAITING_MAX} pieces at a time.`,
  tokenUnknown: "This link is not valid any more.",
  notFound: "That alert does not exist.",
} as const;

/** Random, url-safe: what the mailed links carry. */
const token = z.string().trim().min(16).max(128);

/** `POST /api/stock-alerts`. */
export const stockAlertCreate = z.object({
  variantId: z.string().max(64),
  size: z.string({ error: STOCK_ALERT_MESSAGES.sizeUnknown }).trim().min(1, STOCK_ALERT_MESSAGES.sizeUnknown).max(40),
  /** Needed unless the session's account address is confirmed (then it is used, whatever is given). */
  email: z.string().trim().max(254).refine(isEmailAddress, STOCK_ALERT_MESSAGES.emailInvalid).optional(),
  /** The language of the mails; the shop's language cookie. */
  locale: z.enum(STOCK_ALERT_LOCALES).default("en").catch("en"),
});

/** `waiting`: confirmed, a mail comes when the size is back; `confirm_sent`: a confirmation link was mailed. */
export const stockAlertCreated = z.object({ state: z.enum(["waiting", "confirm_sent"]) });

/** `POST /api/stock-alerts/confirm` and `/unsubscribe`: the token of the mailed link. */
export const stockAlertToken = z.object({ token });

export const stockAlertConfirmed = z.object({ variantId: z.string(), size: z.string(), productName: z.string() });

/** The address that will get no more back-in-stock mails, masked ("me•••@example.com"). */
export const stockAlertUnsubscribed = z.object({ email: z.string() });

/** `GET /api/stock-alerts`: the customer's waiting alerts, newest first. */
const stockAlert = z.object({
  id: z.string(),
  variantId: z.string(),
  size: z.string(),
  /** False until the mailed link is opened (an alert made while signed out with another address). */
  confirmed: z.boolean(),
  createdAt: z.string(),
  /** Null when the piece is no longer listed. */
  card: variantSummary.nullable(),
});
export type StockAlert = z.infer<typeof stockAlert>;

export const stockAlertList = z.object({ items: z.array(stockAlert) });

export const stockAlertIdParams = z.object({ id: z.string() });
