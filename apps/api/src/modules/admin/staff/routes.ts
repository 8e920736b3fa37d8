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
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { z } from "zod";
import type { InvoiceSettings } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { ApiError } from "../../plugins/api-error.ts";
import { ok } from "../../plugins/envelope.ts";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { createMemoryCounter, createRedisCounter } from "../accounts/attempt-counter.ts";
import { createSignInGuard } from "../accounts/sign-in-guard.ts";
import type { Mailer } from "../mail/mailer.ts";
import { blogEditorRoutes } from "./blog-editor-routes.ts";
import { catalogRoutes } from "./catalog-routes.ts";
import { categoriesRoutes } from "./categories-routes.ts";
import { couponEditorRoutes } from "./coupons-routes.ts";
import { homeEditorRoutes } from "./home-editor-routes.ts";
import { orderDeskRoutes } from "./orders-desk-routes.ts";
import { overviewRoutes } from "./overview-routes.ts";
import { pageEditorRoutes } from "./page-editor-routes.ts";
import { reviewModerationRoutes } from "./reviews-routes.ts";
import { seoTagsRoutes } from "./seo-tags-routes.ts";
import { shippingAdminRoutes } from "./shipping-routes.ts";
import { shopSettingsRoutes } from "./shop-settings-routes.ts";
import { sizeChartsRoutes } from "./size-charts-routes.ts";
import { AUDIT_PAGE_SIZE, findStaff, listAuditEntries, readSettings } from "./staff-queries.ts";
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
} from "./staff-service.ts";
import { type StaffUser, staffSessionsPlugin } from "./staff-sessions.ts";
import { newTwoFactorSecret } from "./two-factor.ts";

export interface AdminRoutesOptions {
  db: Database;
  now: () => Date;
  sessionSecret: string;
  /** Staff cookies are Secure when the shop is served over https. */
  secureCookies: boolean;
  redis?: Redis;
  /** Customers are mailed at each step of their order; links in mails use PUBLIC_URL. */
  mailer: Mailer;
  publicUrl: string;
  /** Where payment screenshots are kept (DATA_DIR). */
  dataDir: string;
  /** The seller's details and numbering of the tax invoices issued when orders are confirmed. */
  invoiceSettings: InvoiceSettings;
  /** Pieces over all sizes at or below which a colourway reads "low stock". */
  lowStockThreshold: number;
}

const tags = ["back office"];

/** The signed-in staff member, or 401 (403 for a customer's session: the back office is not theirs). */
async function requireStaff(request: FastifyRequest): Promise<StaffUser> {
  const member = await request.server.staffSessions.staffOf(request);
  if (member) return member;
  const customer = request.headers.authorization !== undefined || request.cookies?.[SESSION_COOKIE] !== undefined;
  if (customer) throw new ApiError(403, "admin.staff_only", STAFF_MESSAGES.staffOnly);
  throw new ApiError(401, "admin.sign_in_required", STAFF_MESSAGES.signInRequired);
}

/**
 * Every /api/admin route: a staff session that has set its own password (and turned on two-factor
 * sign-in where the shop requires it), checked before the body is read.
 */
function staffOnly(db: Database) {
  return async function staffOnly(request: FastifyRequest): Promise<void> {
    const member = await requireStaff(request);
    if (member.mustChangePassword)
      throw new ApiError(403, "admin.password_change_required", STAFF_MESSAGES.passwordChangeRequired);
    if (!member.twoFactor && (await readSettings(db)).requireTwoFactor)
      throw new ApiError(403, "admin.two_factor_required", STAFF_MESSAGES.twoFactorRequired);
  };
}

async function ownerOnly(request: FastifyRequest): Promise<void> {
  const member = await requireStaff(request);
  if (member.role !== "owner") throw new ApiError(403, "admin.owner_only", STAFF_MESSAGES.ownerOnly);
}

/**
 * The back office's API: staff sign-in under /api/staff (outside /api/admin, which needs a staff
 * session for everything), staff management and the audit log under /api/admin.
 */
export async function adminRoutes(fastify: FastifyInstance, options: AdminRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = options;
  await app.register(staffSessionsPlugin, { db, now, secret: options.sessionSecret, secure: options.secureCookies });
  const ctx: StaffContext = {
    db,
    now,
    guard: createSignInGuard({
      counter: options.redis ? createRedisCounter(options.redis, "chhaap-staff-attempts:") : createMemoryCounter(now),
      kind: "staff",
      secret: options.sessionSecret,
      secure: options.secureCookies,
      now,
    }),
    log: app.log,
  };

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
      const row = member ? await findStaff(db, member.id) : undefined;
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

  await app.register(async function backOffice(scope) {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook("onRequest", staffOnly(db));

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
    overviewRoutes(admin, { db, now, lowStockThreshold: options.lowStockThreshold }, requireStaff);
    homeEditorRoutes(admin, { db, now }, requireStaff);
    categoriesRoutes(admin, { db, now, dataDir: options.dataDir }, requireStaff);
    sizeChartsRoutes(admin, { db, now }, requireStaff);
    seoTagsRoutes(admin, { db, now }, requireStaff);
    shopSettingsRoutes(admin, { db, now, shopSettings: app.shopSettings }, requireStaff, ownerOnly);
    shippingAdminRoutes(admin, { db, now }, requireStaff);
    await catalogRoutes(admin, { db, now, lowStockThreshold: options.lowStockThreshold, dataDir: options.dataDir }, requireStaff);
    couponEditorRoutes(admin, { db, now }, requireStaff);
    blogEditorRoutes(admin, { db, now, dataDir: options.dataDir }, requireStaff);
    pageEditorRoutes(admin, { db, now }, requireStaff);
    reviewModerationRoutes(admin, { db, now }, requireStaff);
    orderDeskRoutes(
      admin,
      {
        db,
        now,
        mailer: options.mailer,
        publicUrl: options.publicUrl,
        dataDir: options.dataDir,
        log: app.log,
        invoiceSettings: options.invoiceSettings,
        lowStockThreshold: options.lowStockThreshold,
      },
      requireStaff,
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
  });
}
