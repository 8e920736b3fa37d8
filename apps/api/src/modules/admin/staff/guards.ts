import { STAFF_MESSAGES } from "@chhaap/contract/admin/staff";
import type { FastifyRequest } from "fastify";
import type { Database } from "#src/db/client.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { SESSION_COOKIE } from "#src/plugins/session.ts";
import { readSettings } from "./queries.ts";
import type { StaffUser } from "./sessions.ts";

/** The signed-in staff member, or 401 (403 for a customer's session: the back office is not theirs). */
export async function requireStaff(request: FastifyRequest): Promise<StaffUser> {
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
export function staffOnly(db: Database) {
  return async function staffOnly(request: FastifyRequest): Promise<void> {
    const member = await requireStaff(request);
    if (member.mustChangePassword)
      throw new ApiError(403, "admin.password_change_required", STAFF_MESSAGES.passwordChangeRequired);
    if (!member.twoFactor && (await readSettings(db)).requireTwoFactor)
      throw new ApiError(403, "admin.two_factor_required", STAFF_MESSAGES.twoFactorRequired);
  };
}

/** Reports and GST returns: the owner, and staff the owner has given reports access. */
export async function reportsOnly(request: FastifyRequest): Promise<void> {
  const member = await requireStaff(request);
  if (!member.reportsAccess) throw new ApiError(403, "admin.reports_only", STAFF_MESSAGES.reportsOnly);
}

/** Owner-only routes: 403 for any other member. */
export async function ownerOnly(request: FastifyRequest): Promise<void> {
  const member = await requireStaff(request);
  if (member.role !== "owner") throw new ApiError(403, "admin.owner_only", STAFF_MESSAGES.ownerOnly);
}
