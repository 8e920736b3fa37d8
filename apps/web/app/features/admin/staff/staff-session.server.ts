import { backOfficeSettings, type StaffMember, staffMember } from "@chhaap/contract/admin/staff";
import { type AppLoadContext, redirect } from "react-router";
import { fetchAnswer, fetchData } from "#app/lib/api.server.ts";
import { safeRedirectPath } from "#app/lib/safe-redirect.ts";

/** The signed-in staff member of this request, from the back office's own cookie; null for anyone else. */
export function readStaffMember(context: AppLoadContext): Promise<StaffMember | null> {
  return fetchData(context, "/api/staff/session", staffMember.nullable());
}

/** /admin/login, coming back to this page afterwards. */
function staffLoginPathFor(request: Request): string {
  const url = new URL(request.url);
  return `/admin/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
}

/**
 * Every back-office page: a staff member, who has chosen their own password. Customers and strangers
 * go to the staff sign-in; the API checks again on every call.
 */
export async function requireStaffMember(request: Request, context: AppLoadContext): Promise<StaffMember> {
  const member = await readStaffMember(context);
  if (!member) throw redirect(staffLoginPathFor(request));
  const path = new URL(request.url).pathname;
  if (member.mustChangePassword && path !== "/admin/password") throw redirect("/admin/password");
  // Where the shop requires two-factor sign-in, a member without it goes to turn it on first.
  if (!member.mustChangePassword && !member.twoFactor && path !== "/admin/two-factor") {
    const settings = await fetchAnswer(context, "/api/admin/settings", backOfficeSettings);
    if (settings.status === 403) throw redirect("/admin/two-factor");
  }
  return member;
}

/**
 * Where a back-office sign-in may lead: a back-office path, else the back office's home. Read as any
 * redirect target is (safeRedirectPath: no other site, no control characters), and written back
 * percent-encoded, so nothing typed into a link can break the Location header or a log line.
 */
export function backOfficePath(value: unknown): string {
  const path = safeRedirectPath(value, "/admin");
  if (!/^\/admin(\/[A-Za-z0-9/_-]*)?(\?[^#\\]*)?$/.test(path) || path.startsWith("/admin/login")) return "/admin";
  return path;
}
