import { requireStaffMember } from "#app/features/admin/staff/staff-session.server.ts";
import { passThrough } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-gst-gstr1";

/**
 * GSTR-1 of a month or quarter as the offline tool's JSON file (GET /api/admin/gst/gstr1), for staff
 * with reports access; the API checks the access and the period, and names the file.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffMember(request, context);
  const period = new URL(request.url).searchParams.get("period") ?? "";
  return passThrough(context, `/api/admin/gst/gstr1?${new URLSearchParams({ period })}`);
}
