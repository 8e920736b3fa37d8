import { createHmac, timingSafeEqual } from "node:crypto";
import { ACCOUNT_MESSAGES } from "@chhaap/contract/accounts";
import cookie from "@fastify/cookie";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database, Transaction } from "#src/db/client.ts";
import { sessions, type UserRole, users } from "#src/db/schema.ts";
import type { SessionKeys } from "#src/modules/accounts/session-keys.ts";
import { ApiError } from "./api-error.ts";

/**
 * Sessions.
 *
 * Token design: `v1.<session id>.<expiry, unix seconds>.<HMAC-SHA256 of the first three parts>`,
 * keyed with the shop's signing key (accounts/session-keys.ts: SESSION_SECRET, or the database's keys
 * shared by every instance; after a rotation older keys are still accepted). We sign rather than store a random id's hash because the architecture
 * asks for signed tokens with a pinned algorithm: the version prefix names the one algorithm we accept
 * (no algorithm field a client could pick, unlike JWT's `alg`), and a forged or tampered token is
 * refused before any database work. The token still names a row in `sessions`, which is what makes
 * logout, "end other sessions" and "every session ends after a password reset" real: a token is only
 * good while its row is unrevoked, unexpired and younger than the user's last password change.
 *
 * Browsers get the token in an httpOnly, SameSite=Lax cookie (Secure when PUBLIC_URL is https), so
 * page scripts never see it; other clients use the `token` of the login answer as `Authorization: Bearer`.
 */

export const SESSION_COOKIE = "chhaap_session";
/** The back office's session cookie (modules/admin): shorter-lived, SameSite=Strict, never read by shop pages. */
export const STAFF_SESSION_COOKIE = "chhaap_staff";

/**
 * Whether a request carries a session cookie at all (a shopper's or a staff member's, valid or not),
 * as the cookie plugin parsed it: the session itself is read from the same parse, so the two can
 * never disagree about a cookie written `chhaap_session =…`.
 */
export function carriesSessionCookie(request: FastifyRequest): boolean {
  const cookies = request.cookies;
  return cookies?.[SESSION_COOKIE] !== undefined || cookies?.[STAFF_SESSION_COOKIE] !== undefined;
}

/** A session by cookie or by `Authorization` header: whatever is answered is this client's alone. */
export function carriesSession(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || carriesSessionCookie(request);
}
const TOKEN_VERSION = "v1";
const DAY_MS = 86_400_000;
/** A plain login lasts a day; "Remember" keeps the customer logged in for 30 days. */
const SESSION_TTL_MS = DAY_MS;
const REMEMBERED_SESSION_TTL_MS = 30 * DAY_MS;

export interface SessionUser {
  id: string;
  role: UserRole;
  sessionId: string;
  /** The session was started with "Remember"; a renewed session keeps that choice. */
  remember: boolean;
}

interface Sessions {
  /** Stores a new session, sets its cookie and answers the token (also for `Authorization: Bearer`). */
  start(reply: FastifyReply, options: { userId: string; remember: boolean }): Promise<{ token: string; sessionId: string }>;
  /** The request's user, from its Bearer token or else its cookie; null when there is no valid session. */
  userOf(request: FastifyRequest): Promise<SessionUser | null>;
  /** Ends the request's session (if any) on the server and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

export interface SessionOptions {
  db: Database;
  keys: SessionKeys;
  publicUrl: string;
  now: () => Date;
}

/** The session user, or 401 "Please log in to continue." */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.server.sessions.userOf(request);
  if (!user) throw new ApiError(401, "auth.login_required", ACCOUNT_MESSAGES.loginRequired);
  return user;
}

/**
 * An onRequest hook for routes that need a session: 401 comes before the body is read or validated,
 * so an anonymous client learns nothing from validation messages. Handlers then call requireUser
 * (resolved once per request).
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

/** Ends a user's sessions (all, or all but one) as of `at`: after a password change or reset. */
export async function revokeSessions(
  db: Database | Transaction,
  userId: string,
  at: Date,
  exceptSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(...conditions));
}

export function signToken(secret: string, sessionId: string, expiresAt: Date): string {
  const payload = `${TOKEN_VERSION}.${sessionId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(secret, payload)}`;
}

/**
 * The session a token names under any accepted key (each turned into the key used, by `derive`), or
 * null. A token none accepts sends the keys to be read again, once: another instance may sign with a
 * key this one has not read yet.
 */
export async function claimOf(
  keys: SessionKeys,
  token: string,
  now: Date,
  derive: (secret: string) => string = (secret) => secret,
): Promise<{ sessionId: string } | null> {
  const read = () => {
    for (const secret of keys.accepted()) {
      const claim = readToken(derive(secret), token, now);
      if (claim) return claim;
    }
    return null;
  };
  return read() ?? ((await keys.reload()) ? read() : null);
}

/** The session a token names, or null for anything malformed, forged, tampered with or expired. */
function readToken(secret: string, token: string, now: Date): { sessionId: string } | null {
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  const [version, sessionId, expiry, signature] = parts as [string, string, string, string];
  if (version !== TOKEN_VERSION || !UUID.test(sessionId) || !/^\d{1,12}$/.test(expiry)) return null;
  const expected = Buffer.from(mac(secret, `${version}.${sessionId}.${expiry}`), "base64url");
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expiry) * 1000 <= now.getTime()) return null;
  return { sessionId };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/** The token a request carries: an `Authorization: Bearer` header wins over the cookie. */
function requestToken(request: FastifyRequest): { token: string; via: "bearer" | "cookie" } | null {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    return match?.[1] ? { token: match[1], via: "bearer" } : null;
  }
  const fromCookie = request.cookies?.[SESSION_COOKIE];
  return fromCookie ? { token: fromCookie, via: "cookie" } : null;
}

export const session = fp(
  async function session(app: FastifyInstance, options: SessionOptions) {
    const { db, keys, now } = options;
    const secure = new URL(options.publicUrl).protocol === "https:";
    const cookieOptions = { path: "/", httpOnly: true, sameSite: "lax", secure } as const;
    const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

    await app.register(cookie);

    async function resolve(request: FastifyRequest): Promise<SessionUser | null> {
      const carried = requestToken(request);
      if (!carried) return null;
      const at = now();
      const claim = await claimOf(keys, carried.token, at);
      if (!claim) {
        request.log.warn({ event: "session_token_refused", via: carried.via }, "session token refused");
        return null;
      }
      const [row] = await db
        .select({
          userId: sessions.userId,
          remember: sessions.remember,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          createdAt: sessions.createdAt,
          role: users.role,
          passwordChangedAt: users.passwordChangedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, claim.sessionId))
        .limit(1);
      const alive =
        row !== undefined &&
        row.revokedAt === null &&
        row.expiresAt.getTime() > at.getTime() &&
        row.passwordChangedAt.getTime() <= row.createdAt.getTime();
      if (!alive) {
        request.log.warn({ event: "session_ended", via: carried.via }, "ended session used");
        return null;
      }
      return { id: row.userId, role: row.role, sessionId: claim.sessionId, remember: row.remember };
    }

    const manager: Sessions = {
      async start(reply, { userId, remember }) {
        const createdAt = now();
        const expiresAt = new Date(createdAt.getTime() + (remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS));
        const [row] = await db.insert(sessions).values({ userId, remember, createdAt, expiresAt }).returning({ id: sessions.id });
        if (!row) throw new Error("session was not stored");
        const token = signToken(keys.signing(), row.id, expiresAt);
        // Without "Remember" the cookie ends with the browser; the server ends the session after a day anyway.
        reply.setCookie(
          SESSION_COOKIE,
          token,
          remember ? { ...cookieOptions, maxAge: REMEMBERED_SESSION_TTL_MS / 1000 } : cookieOptions,
        );
        return { token, sessionId: row.id };
      },
      userOf(request) {
        let user = resolved.get(request);
        if (!user) {
          user = resolve(request);
          resolved.set(request, user);
        }
        return user;
      },
      async end(request, reply) {
        const user = await manager.userOf(request);
        if (user) {
          await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, user.sessionId));
          resolved.delete(request);
        }
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
      },
    };
    app.decorate("sessions", manager);
  },
  { name: "session" },
);
