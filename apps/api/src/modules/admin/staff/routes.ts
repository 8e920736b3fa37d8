import {
  activityQuery,
  auditEntry,
  backOfficeSettings,
  STAFF_MESSAGES,
  staffCreate,
  staffCreated,
  staffIdParams,
  staffMember,
  staffPasswordChange,
  staffSignIn,
  staffUpdate,
  twoFactorDisable,
  twoFactorEnable,
  twoFactorSetup,
} from "@chhaap/contract/admin/staff";
import { envelope } from "@chhaap/contract/envelope";
import { isUuid } from "@chhaap/contract/ids";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import type { SessionKeys } from "#src/modules/accounts/session-keys.ts";
import type { Limiters } from "#src/modules/limits/limiters.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { createSignInGuard } from "#src/sign-in-guard.ts";
import { ownerOnly, requireStaff } from "./guards.ts";
import { AUDIT_PAGE_SIZE, findStaff, listAuditEntries, readSettings } from "./queries.ts";
import {
  addStaff,
  allStaff,
  changeOwnPassword,
  changeSettings,
  changeStaff,
  checkStaffCredentials,
  disableTwoFactor,
  enableTwoFactor,
  type StaffContext,
  staffSignInAttempt,
  toStaffMember,
} from "./service.ts";
import { newTwoFactorSecret } from "./two-factor.ts";

export interface StaffContextOptions {
  db: Database;
  now: () => Date;
  /** The shop's signing keys (accounts/session-keys.ts). */
  sessionKeys: SessionKeys;
  /** Staff cookies are Secure when the shop is served over https. */
  secureCookies: boolean;
  /** Counts sign-in tries, shared by every worker and instance. */
  limiters: Limiters;
}

const tags = ["back office"];

/** What staff routes and services share: the database, the clock, the sign-in guard and the log. */
export function staffContext(options: StaffContextOptions, log: StaffContext["log"]): StaffContext {
  return {
    db: options.db,
    now: options.now,
    guard: createSignInGuard({
      limiters: options.limiters,
      kind: "staff",
      keys: options.sessionKeys,
      secure: options.secureCookies,
      now: options.now,
    }),
    log,
  };
}

/**
 * Staff sign-in, one's own password and two-factor sign-in, under /api/staff: outside /api/admin,
 * which needs a staff session for everything.
 */
export function staffSignInRoutes(fastify: FastifyInstance, ctx: StaffContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/staff/session",
    {
      schema: {
        tags,
        summary: "Staff sign-in (sets the back office's own session cookie)",
        body: staffSignIn,
        response: { 200: envelope(staffMember) },
      },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const { email, password, code } = request.body;
      const attempt = staffSignInAttempt(email, request.ip, ctx.guard.deviceMarkOf(request));
      const row = await checkStaffCredentials(ctx, email, password, code, attempt);
      await request.server.staffSessions.start(reply, row.id);
      await ctx.guard.succeeded(attempt, reply);
      return ok(toStaffMember(row), { message: STAFF_MESSAGES.signedIn });
    },
  );

  app.get(
    "/api/staff/session",
    { schema: { tags, summary: "The signed-in staff member, or null", response: { 200: envelope(staffMember.nullable()) } } },
    async (request) => {
      const member = await request.server.staffSessions.staffOf(request);
      const row = member ? await findStaff(ctx.db, member.id) : undefined;
      return ok(row ? toStaffMember(row) : null);
    },
  );

  app.delete(
    "/api/staff/session",
    { schema: { tags, summary: "Staff sign-out: ends the session on the server", response: { 200: envelope(z.null()) } } },
    async (request, reply) => {
      await request.server.staffSessions.end(request, reply);
      return ok(null, { message: STAFF_MESSAGES.signedOut });
    },
  );

  app.put(
    "/api/staff/password",
    {
      schema: {
        tags,
        summary: "Change one's own password (required after a one-time password)",
        body: staffPasswordChange,
        response: { 200: envelope(z.null()) },
      },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      onRequest: async (request) => {
        await requireStaff(request);
      },
    },
    async (request, reply) => {
      const member = await requireStaff(request);
      await changeOwnPassword(ctx, member, request.body.currentPassword, request.body.newPassword);
      await request.server.staffSessions.start(reply, member.id);
      return ok(null, { message: STAFF_MESSAGES.passwordChanged });
    },
  );

  app.post(
    "/api/staff/two-factor/setup",
    {
      schema: {
        tags,
        summary: "A new authenticator secret to scan (not in force until confirmed)",
        response: { 200: envelope(twoFactorSetup) },
      },
      onRequest: async (request) => {
        await requireStaff(request);
      },
    },
    async (request) => ok(newTwoFactorSecret((await requireStaff(request)).email)),
  );

  app.put(
    "/api/staff/two-factor",
    {
      schema: {
        tags,
        summary: "Turn two-factor sign-in on with the scanned secret and a current code",
        body: twoFactorEnable,
        response: { 200: envelope(z.null()) },
      },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      onRequest: async (request) => {
        await requireStaff(request);
      },
    },
    async (request) => {
      await enableTwoFactor(ctx, await requireStaff(request), request.body.secret, request.body.code);
      return ok(null, { message: STAFF_MESSAGES.twoFactorOn });
    },
  );

  app.delete(
    "/api/staff/two-factor",
    {
      schema: {
        tags,
        summary: "Turn two-factor sign-in off with a current code (not while the shop requires it)",
        body: twoFactorDisable,
        response: { 200: envelope(z.null()) },
      },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      onRequest: async (request) => {
        await requireStaff(request);
      },
    },
    async (request) => {
      await disableTwoFactor(ctx, await requireStaff(request), request.body.code);
      return ok(null, { message: STAFF_MESSAGES.twoFactorOff });
    },
  );
}

/** Inside the back office's guarded scope: its settings, staff management (owner) and the audit log. */
export function staffAdminRoutes(scope: FastifyInstance, ctx: StaffContext) {
  const admin = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  admin.get(
    "/api/admin/settings",
    { schema: { tags, summary: "The back office's settings", response: { 200: envelope(backOfficeSettings) } } },
    async () => ok(await readSettings(db)),
  );

  admin.put(
    "/api/admin/settings",
    {
      schema: {
        tags,
        summary: "Change the back office's settings (owner)",
        body: backOfficeSettings,
        response: { 200: envelope(backOfficeSettings) },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      await changeSettings(ctx, await requireStaff(request), request.body);
      return ok(await readSettings(db), { message: STAFF_MESSAGES.settingsSaved });
    },
  );
  admin.get(
    "/api/admin/staff",
    {
      schema: { tags, summary: "Every staff member (owner)", response: { 200: envelope(z.array(staffMember)) } },
      onRequest: ownerOnly,
    },
    async () => ok(await allStaff(ctx)),
  );

  admin.post(
    "/api/admin/staff",
    {
      schema: {
        tags,
        summary: "Add a staff member with a one-time password (owner)",
        body: staffCreate,
        response: { 201: envelope(staffCreated) },
      },
      onRequest: ownerOnly,
    },
    async (request, reply) => {
      const actor = await requireStaff(request);
      const { member, password } = await addStaff(ctx, actor, request.body);
      return reply
        .code(201)
        .send(ok({ member: toStaffMember(member), oneTimePassword: password }, { message: STAFF_MESSAGES.staffAdded }));
    },
  );

  admin.patch(
    "/api/admin/staff/:id",
    {
      schema: {
        tags,
        summary: "Change a member's role, or disable or enable them (owner)",
        params: staffIdParams,
        body: staffUpdate,
        response: { 200: envelope(staffMember) },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      const actor = await requireStaff(request);
      const id = request.params.id.toLowerCase();
      if (!isUuid(id)) throw new ApiError(404, "admin.staff_not_found", STAFF_MESSAGES.staffNotFound);
      return ok(toStaffMember(await changeStaff(ctx, actor, id, request.body)), { message: STAFF_MESSAGES.staffUpdated });
    },
  );

  admin.get(
    "/api/admin/activity",
    {
      schema: {
        tags,
        summary: "The audit log, newest first, 50 a page",
        querystring: activityQuery,
        response: { 200: envelope(z.array(auditEntry)) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const { rows, total } = await listAuditEntries(db, filter, page);
      const entries = rows.map((row) => ({
        _id: row.id,
        staff: { _id: row.staffId, name: row.staffName },
        action: row.action,
        recordType: row.recordType,
        recordId: row.recordId,
        before: row.before,
        after: row.after,
        createdAt: row.createdAt.toISOString(),
      }));
      return ok(entries, { totalPages: Math.ceil(total / AUDIT_PAGE_SIZE) });
    },
  );
}
