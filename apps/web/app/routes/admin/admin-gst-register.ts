import { requireStaffMember } from "#app/features/admin/staff/staff-session.server.ts";
import { passThrough } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-gst-register";

/** The invoice register for a range of days as CSV (GET /api/admin/gst/register.csv), for staff with reports access. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffMember(request, context);
  const params = new URL(request.url).searchParams;
  const query = new URLSearchParams({ from: params.get("from") ?? "", to: params.get("to") ?? "" });
  return passThrough(context, `/api/admin/gst/register.csv?${query}`);
}
