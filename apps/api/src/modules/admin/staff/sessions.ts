import { createHmac } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "#src/db/client.ts";
import { type StaffRoleValue, staff, staffSessions } from "#src/db/schema/back-office.ts";
import type { SessionKeys } from "#src/modules/accounts/session-keys.ts";
import { claimOf, STAFF_SESSION_COOKIE, signToken } from "#src/plugins/session.ts";

/**
 * Staff sessions, apart from customers': their own table, their own cookie (SameSite=Strict, so no
 * other site can make a staff member's browser send it), a working day long, and tokens signed with
 * a key of their own, so a customer's token can never pass for a staff member's or the reverse.
 */
const STAFF_SESSION_TTL_MS = 12 * 60 * 60_000;

export interface StaffUser {
  id: string;
  name: string;
  email: string;
  role: StaffRoleValue;
  sessionId: string;
  mustChangePassword: boolean;
  /** Signs in with an authenticator code too. */
  twoFactor: boolean;
  /** May read reports and GST returns (an owner always may). */
  reportsAccess: boolean;
}

interface StaffSessions {
  start(reply: FastifyReply, staffId: string): Promise<void>;
  /** The request's staff member, from the staff cookie alone; null without a live session. */
  staffOf(request: FastifyRequest): Promise<StaffUser | null>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    staffSessions: StaffSessions;
  }
}

export const staffSessionsPlugin = fp(
  async function staffSessionsPlugin(
    app: FastifyInstance,
    options: { db: Database; keys: SessionKeys; secure: boolean; now: () => Date },
  ) {
    const { db, now } = options;
    // Staff tokens are signed with a key of their own, derived from the shop's: a customer's token is never a staff one.
    const staffKey = (secret: string) => createHmac("sha256", secret).update("chhaap staff sessions").digest("base64url");
    const cookieOptions = { path: "/", httpOnly: true, sameSite: "strict", secure: options.secure } as const;
    const resolved = new WeakMap<FastifyRequest, Promise<StaffUser | null>>();

    async function resolve(request: FastifyRequest): Promise<StaffUser | null> {
      const token = request.cookies?.[STAFF_SESSION_COOKIE];
      if (!token) return null;
      const at = now();
      const claim = await claimOf(options.keys, token, at, staffKey);
      if (!claim) {
        request.log.warn({ event: "staff_token_refused" }, "staff session token refused");
        return null;
      }
      const [row] = await db
        .select({
          id: staff.id,
          name: staff.name,
          email: staff.email,
          role: staff.role,
          mustChangePassword: staff.mustChangePassword,
          twoFactor: sql<boolean>`${staff.totpSecret} is not null`,
          reportsAccess: staff.reportsAccess,
          passwordChangedAt: staff.passwordChangedAt,
          createdAt: staffSessions.createdAt,
          expiresAt: staffSessions.expiresAt,
        })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(and(eq(staffSessions.id, claim.sessionId), isNull(staffSessions.revokedAt), isNull(staff.disabledAt)))
        .limit(1);
      if (!row || row.expiresAt.getTime() <= at.getTime() || row.passwordChangedAt.getTime() > row.createdAt.getTime()) {
        return null;
      }
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        sessionId: claim.sessionId,
        mustChangePassword: row.mustChangePassword,
        twoFactor: row.twoFactor,
        reportsAccess: row.role === "owner" || row.reportsAccess,
      };
    }

    const manager: StaffSessions = {
      async start(reply, staffId) {
        const createdAt = now();
        const expiresAt = new Date(createdAt.getTime() + STAFF_SESSION_TTL_MS);
        const [row] = await db
          .insert(staffSessions)
          .values({ staffId, createdAt, expiresAt })
          .returning({ id: staffSessions.id });
        if (!row) throw new Error("staff session was not stored");
        reply.setCookie(STAFF_SESSION_COOKIE, signToken(staffKey(options.keys.signing()), row.id, expiresAt), {
          ...cookieOptions,
          maxAge: STAFF_SESSION_TTL_MS / 1000,
        });
      },
      staffOf(request) {
        let member = resolved.get(request);
        if (!member) {
          member = resolve(request);
          resolved.set(request, member);
        }
        return member;
      },
      async end(request, reply) {
        const member = await manager.staffOf(request);
        if (member) await db.update(staffSessions).set({ revokedAt: now() }).where(eq(staffSessions.id, member.sessionId));
        resolved.delete(request);
        reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions);
      },
    };
    app.decorate("staffSessions", manager);
  },
  { name: "staff-sessions", dependencies: ["session"] },
);
