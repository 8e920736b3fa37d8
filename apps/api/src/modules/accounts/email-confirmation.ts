import { ACCOUNT_MESSAGES } from "@chhaap/contract/accounts";
import { emailKey } from "@chhaap/contract/email";
import { countUse } from "#src/modules/limits/limiters.ts";
import { confirmEmailMail } from "#src/modules/mail/templates.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { hashLinkToken, newLinkToken } from "./link-token.ts";
import {
  consumeConfirmationToken,
  countConfirmationTokens,
  findProfile,
  insertConfirmationToken,
  markEmailConfirmed,
  spendConfirmationTokens,
} from "./queries.ts";
import type { AccountContext } from "./service.ts";

/**
 * Confirming a customer's e-mail address. Anyone can type anyone's address at registration, so a new
 * account's address gets one mail, a link to confirm it, and nothing else the shop sends (order
 * confirmations and order news wait for it; a password reset link, asked for, proves the address too).
 */

/** The confirmation link works once, for three days. */
const CONFIRM_LINK_DAYS = 3;
const CONFIRM_TOKEN_TTL_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60_000;
/** Confirmation mails per address and hour, the registration's included. */
const CONFIRM_MAILS_ALLOWED = 3;
const CONFIRM_MAIL_WINDOW_MS = 60 * 60_000;
/** Confirmation links one account is ever mailed, the registration's included. */
const CONFIRM_LINKS_PER_ACCOUNT = 10;

/**
 * Counts a confirmation mail against its address; false once the hour's allowance, or the account's
 * ten links in all, are spent. Whoever registered a stranger's address holds its session and could ask
 * again and again: these limits keep that stranger from getting more than a few mails.
 */
export async function mayMailConfirmation(ctx: AccountContext, user: { userId: string; email: string }): Promise<boolean> {
  const confirmMails = ctx.limiters.limiter("confirm-mail", { points: CONFIRM_MAILS_ALLOWED, windowMs: CONFIRM_MAIL_WINDOW_MS });
  const sent = await countUse(confirmMails, emailKey(user.email));
  if (sent <= CONFIRM_MAILS_ALLOWED && (await countConfirmationTokens(ctx.db, user.userId)) < CONFIRM_LINKS_PER_ACCOUNT)
    return true;
  ctx.log.warn(
    { event: "confirmation_mail_limited", userId: user.userId },
    "confirmation mail not sent: too many for one address",
  );
  return false;
}

/**
 * Stores a new confirmation link for the user's address and its mail in the outbox, together and before
 * the answer (so the next request counts it); nothing when the address is confirmed already.
 */
export async function mailConfirmationLink(ctx: AccountContext, userId: string): Promise<void> {
  const user = await findProfile(ctx.db, userId);
  if (!user || user.emailConfirmedAt) return;
  const { token, tokenHash } = newLinkToken();
  const at = ctx.now();
  // The link's origin is PUBLIC_URL, never the request's Host header (which a client controls).
  const link = `${ctx.publicUrl}/confirm-email?t=${token}`;
  await ctx.db.transaction(async (tx) => {
    await insertConfirmationToken(tx, { userId, tokenHash, expiresAt: new Date(at.getTime() + CONFIRM_TOKEN_TTL_MS), at });
    await ctx.outbox.add(tx, [confirmEmailMail(user.email, link, CONFIRM_LINK_DAYS)]);
  });
  ctx.outbox.wake();
}

/** Confirms the address of a valid link's user: single use, within its days; the user's other links are spent. */
export async function confirmEmail(ctx: AccountContext, token: string): Promise<void> {
  const at = ctx.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const owner = token === "" ? undefined : await consumeConfirmationToken(tx, hashLinkToken(token), at);
    if (!owner) return undefined;
    await markEmailConfirmed(tx, owner, at);
    await spendConfirmationTokens(tx, owner, at);
    return owner;
  });
  if (!userId) {
    ctx.log.warn({ event: "confirm_token_refused" }, "e-mail confirmation with an invalid or expired link");
    throw new ApiError(400, "auth.confirm_link_invalid", ACCOUNT_MESSAGES.confirmLinkInvalid);
  }
  ctx.log.info({ event: "email_confirmed", userId }, "e-mail address confirmed");
}
