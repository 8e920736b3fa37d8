import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { SessionKeys } from "#src/modules/accounts/session-keys.ts";
import { countUse, type Limiters, usesOf } from "#src/modules/limits/limiters.ts";

/**
 * How often a password may be tried for one account: customers' login and staff sign-in alike.
 *
 * - From one client address, a few tries per account and window; then that address waits. Its refused
 *   tries count nowhere else, so a stranger hammering from one address spends only their own turns.
 * - Across all addresses, many failed tries (a guess spread over many machines) slow the account down
 *   instead of locking it: a browser that has not signed in to the account before gets one try per
 *   address and window. A browser that has (it carries the account's device mark, a signed cookie)
 *   keeps its usual tries, counted apart from its address's, so nobody else — not even a stranger
 *   behind the same address — can use them up.
 *
 * A stranger can make an account slow for new browsers; never closed to its owner's own.
 */
const TRIES_PER_ADDRESS = 5;
const ACCOUNT_FAILURES_BEFORE_SLOWING = 50;
const TRIES_PER_ADDRESS_WHEN_SLOWED = 1;
const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** A browser stays known to an account for half a year after its last sign-in. */
const DEVICE_MARK_TTL_MS = 180 * 24 * 60 * 60_000;

export interface SignInAttempt {
  /** The account's key (its e-mail, normalised), whether or not such an account exists. */
  account: string;
  ip: string;
  /** The device-mark cookie the browser sent, if any. */
  deviceMark: string | undefined;
}

export interface SignInGuard {
  /** Counts the try; false when it must be refused unanswered (429), before any password is checked. */
  admit(attempt: SignInAttempt): Promise<boolean>;
  /** A correct sign-in: its counts start again, and the browser is marked as one the account uses. */
  succeeded(attempt: SignInAttempt, reply: FastifyReply): Promise<void>;
  /**
   * A password reset proved the mailbox: the account's count starts again and this browser is marked,
   * so the new password works at once even while a stranger keeps the account slowed.
   */
  passwordReset(account: string, reply: FastifyReply): Promise<void>;
  /** The device mark a request carries. */
  deviceMarkOf(request: FastifyRequest): string | undefined;
}

export function createSignInGuard(options: {
  /** Where the tries are counted: shared by every worker and instance (modules/limits/). */
  limiters: Limiters;
  /** Separates customers' and staff's counts and marks. */
  kind: "customer" | "staff";
  keys: SessionKeys;
  secure: boolean;
  now: () => Date;
}): SignInGuard {
  const { kind, now, limiters } = options;
  // Tries per account and address (and per account and known browser), refused beyond their number.
  const triesFromAnAddress = limiters.limiter(`${kind}-sign-in-tries`, {
    points: TRIES_PER_ADDRESS,
    windowMs: SIGN_IN_WINDOW_MS,
  });
  // Tries per account from anywhere, which slow the account down beyond their number.
  const accountTries = limiters.limiter(`${kind}-sign-in-account`, {
    points: ACCOUNT_FAILURES_BEFORE_SLOWING,
    windowMs: SIGN_IN_WINDOW_MS,
  });
  // Marks are signed with a key of their own per kind, derived from the shop's signing keys.
  const markKey = (secret: string) => createHmac("sha256", secret).update(`chhaap device marks ${kind}`).digest();
  const cookieName = kind === "staff" ? "chhaap_staff_device" : "chhaap_device";
  const cookieOptions = {
    path: "/",
    httpOnly: true,
    sameSite: kind === "staff" ? "strict" : "lax",
    secure: options.secure,
    maxAge: DEVICE_MARK_TTL_MS / 1000,
  } as const;

  function signature(secret: string, account: string, issuedAt: string): Buffer {
    return createHmac("sha256", markKey(secret)).update(`${account}\n${issuedAt}`).digest().subarray(0, 18);
  }

  function markFor(account: string): string {
    const issuedAt = Math.floor(now().getTime() / 1000).toString(36);
    return `${issuedAt}.${signature(options.keys.signing(), account, issuedAt).toString("base64url")}`;
  }

  function knows(account: string, mark: string | undefined): boolean {
    const [issuedAt, sent, extra] = (mark ?? "").split(".");
    if (!issuedAt || !sent || extra !== undefined || !/^[0-9a-z]{1,10}$/.test(issuedAt)) return false;
    if (now().getTime() - Number.parseInt(issuedAt, 36) * 1000 > DEVICE_MARK_TTL_MS) return false;
    const given = Buffer.from(sent, "base64url");
    return options.keys.accepted().some((secret) => {
      const expected = signature(secret, account, issuedAt);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  }

  const tryKey = (attempt: SignInAttempt, known: boolean) => `${attempt.account}:${attempt.ip}${known ? ":known-device" : ""}`;

  return {
    async admit(attempt) {
      const known = knows(attempt.account, attempt.deviceMark);
      const slowed = !known && (await usesOf(accountTries, attempt.account)) >= ACCOUNT_FAILURES_BEFORE_SLOWING;
      // Counted before the password is checked, so concurrent tries cannot slip past the limit.
      const fromHere = await countUse(triesFromAnAddress, tryKey(attempt, known));
      if (fromHere > (slowed ? TRIES_PER_ADDRESS_WHEN_SLOWED : TRIES_PER_ADDRESS)) return false;
      await countUse(accountTries, attempt.account);
      return true;
    },
    async succeeded(attempt, reply) {
      const known = knows(attempt.account, attempt.deviceMark);
      await Promise.all([triesFromAnAddress.delete(tryKey(attempt, known)), accountTries.delete(attempt.account)]);
      reply.setCookie(cookieName, markFor(attempt.account), cookieOptions);
    },
    async passwordReset(account, reply) {
      await accountTries.delete(account);
      reply.setCookie(cookieName, markFor(account), cookieOptions);
    },
    deviceMarkOf(request) {
      return request.cookies?.[cookieName];
    },
  };
}
