import { randomBytes } from "node:crypto";
import { ACCOUNT_MESSAGES, passwordHoldsEmail } from "@chhaap/contract/accounts";
import type { Registration } from "@chhaap/contract/customer-details";
import { emailKey } from "@chhaap/contract/email";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#src/db/client.ts";
import { ownCartId } from "#src/modules/cart/service.ts";
import { countUse, type Limiters } from "#src/modules/limits/limiters.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import { resetPasswordMail } from "#src/modules/mail/templates.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { revokeSessions } from "#src/plugins/session.ts";
import type { SignInAttempt, SignInGuard } from "#src/sign-in-guard.ts";
import { hashLinkToken, newLinkToken } from "./link-token.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import {
  consumeResetToken,
  findCredentialsByEmail,
  findPasswordAndEmail,
  findProfile,
  insertResetToken,
  insertUser,
  markEmailConfirmed,
  setPassword,
  spendResetTokens,
} from "./queries.ts";

export interface AccountContext {
  db: Database;
  now: () => Date;
  /** Rate limits and lockouts shared by every worker and instance (modules/limits/). */
  limiters: Limiters;
  guard: SignInGuard;
  outbox: MailOutbox;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Reset mails per address and hour; more requests get the same answer and no mail. */
const RESET_MAILS_ALLOWED = 3;
const RESET_MAIL_WINDOW_MS = 60 * 60_000;
/** The reset link works once, within the hour. */
const RESET_TOKEN_TTL_MS = 60 * 60_000;

const UNIQUE_VIOLATION = "23505";

export async function createAccount(ctx: AccountContext, input: Registration): Promise<{ userId: string; cartId: string }> {
  if (await findCredentialsByEmail(ctx.db, input.email)) throw new ApiError(409, "account.exists", ACCOUNT_MESSAGES.userExists);
  const passwordHash = await hashPassword(input.password);
  try {
    // The user and their cart exist together or not at all (registration answers the cartId).
    return await ctx.db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        name: input.name,
        lastName: input.lastName,
        email: input.email,
        number: input.number,
        passwordHash,
        at: ctx.now(),
      });
      return { userId, cartId: await ownCartId(tx, userId) };
    });
  } catch (error) {
    // Two registrations of one address at once: the unique index on the e-mail key decides.
    if (isUniqueViolation(error)) throw new ApiError(409, "account.exists", ACCOUNT_MESSAGES.userExists);
    throw error;
  }
}

/** A login's try as the sign-in guard counts it: per account, whatever the capitalisation of the address typed. */
export function loginAttempt(email: string, ip: string, deviceMark: string | undefined): SignInAttempt {
  return { account: emailKey(email), ip, deviceMark };
}

let dummyHash: Promise<string> | undefined;

/**
 * The user id for a correct email and password. A wrong password and an unknown email look the same
 * from outside: the same 401, the same scrypt work (against a dummy hash), the same attempt counting
 * (sign-in-guard.ts). The caller reports a success to the guard once the session is started.
 */
export async function checkCredentials(
  ctx: AccountContext,
  email: string,
  password: string,
  attempt: SignInAttempt,
): Promise<string> {
  const { ip } = attempt;
  if (!(await ctx.guard.admit(attempt))) {
    ctx.log.warn({ event: "login_locked", ip }, "login refused: too many attempts for one account from here");
    throw new ApiError(429, "auth.too_many_attempts", ACCOUNT_MESSAGES.tooManyAttempts);
  }
  const user = await findCredentialsByEmail(ctx.db, email);
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  if (!user || !valid) {
    ctx.log.warn({ event: "login_failed", userId: user?.id ?? null, ip }, "login failed");
    throw new ApiError(401, "auth.invalid_credentials", ACCOUNT_MESSAGES.invalidCredentials);
  }
  return user.id;
}

/** `PUT /api/users/{id}/password`: the current password first, then the new one replaces it. */
export async function changePassword(ctx: AccountContext, userId: string, currentPassword: string, newPassword: string) {
  const stored = await findPasswordAndEmail(ctx.db, userId);
  if (!stored || !(await verifyPassword(currentPassword, stored.passwordHash))) {
    ctx.log.warn({ event: "password_change_refused", userId }, "password change with a wrong current password");
    throw new ApiError(400, "account.current_password_wrong", ACCOUNT_MESSAGES.currentPasswordWrong, {
      errors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong },
    });
  }
  if (passwordHoldsEmail(newPassword, stored.email)) throw passwordHoldsEmailError();
  const passwordHash = await hashPassword(newPassword);
  const at = ctx.now();
  // Every session ends, the caller's included; the route starts a fresh one for the caller.
  await ctx.db.transaction(async (tx) => {
    await setPassword(tx, userId, passwordHash, at);
    await revokeSessions(tx, userId, at);
  });
}

/**
 * Mails a reset link when the address belongs to an account. The caller answers the same whatever
 * happens here, and runs this after answering, so neither the words nor the timing tell who has an account.
 */
export async function mailResetLink(ctx: AccountContext, email: string): Promise<void> {
  const resetMails = ctx.limiters.limiter("reset-mail", { points: RESET_MAILS_ALLOWED, windowMs: RESET_MAIL_WINDOW_MS });
  const sent = await countUse(resetMails, emailKey(email));
  if (sent > RESET_MAILS_ALLOWED) {
    ctx.log.warn({ event: "reset_mail_limited" }, "reset mail not sent: too many for one address");
    return;
  }
  const user = await findCredentialsByEmail(ctx.db, email);
  if (!user) return;
  const { token, tokenHash } = newLinkToken();
  const at = ctx.now();
  // The link's origin is PUBLIC_URL, never the request's Host header (which a client controls).
  const link = `${ctx.publicUrl}/reset_password?t=${token}`;
  // The link goes to an unconfirmed address too (it is how the address's owner takes back an account a
  // stranger opened with it, and using it confirms the address), but greets no one: the name was
  // typed by whoever registered. The token and its mail are stored together.
  await ctx.db.transaction(async (tx) => {
    await insertResetToken(tx, { userId: user.id, tokenHash, expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS), at });
    await ctx.outbox.add(tx, [resetPasswordMail(user.email, user.emailConfirmedAt ? user.name : "", link)]);
  });
}

/**
 * Sets the new password for a valid link: single use, within the hour, and every session of the user
 * ends. Answers the account's e-mail, for the sign-in guard.
 */
export async function resetPassword(ctx: AccountContext, token: string, newPassword: string): Promise<string> {
  const passwordHash = await hashPassword(newPassword);
  const at = ctx.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const owner = token === "" ? undefined : await consumeResetToken(tx, hashLinkToken(token), at);
    if (!owner) return undefined;
    // Refused here, the link stays unused (the transaction rolls back) for a better password.
    const account = await findPasswordAndEmail(tx, owner);
    if (account && passwordHoldsEmail(newPassword, account.email)) throw passwordHoldsEmailError();
    await setPassword(tx, owner, passwordHash, at);
    // The link was mailed to the address and opened: whoever reset the password reads that mailbox.
    await markEmailConfirmed(tx, owner, at);
    await spendResetTokens(tx, owner, at);
    await revokeSessions(tx, owner, at);
    return owner;
  });
  const owner = userId ? await findProfile(ctx.db, userId) : undefined;
  if (!owner) {
    ctx.log.warn({ event: "reset_token_refused" }, "password reset with an invalid or expired link");
    throw new ApiError(400, "auth.reset_link_invalid", ACCOUNT_MESSAGES.resetLinkInvalid);
  }
  ctx.log.info({ event: "password_reset", userId }, "password reset; all sessions ended");
  return emailKey(owner.email);
}

/** A new password that holds the account's e-mail address, refused on the password field. */
function passwordHoldsEmailError(): ApiError {
  return new ApiError(400, "account.password_contains_email", ACCOUNT_MESSAGES.passwordContainsEmail, {
    errors: { newPassword: ACCOUNT_MESSAGES.passwordContainsEmail },
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
