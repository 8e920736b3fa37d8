import { requireStaffMember } from "#app/features/admin/staff/staff-session.server.ts";
import { passThrough } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-catalog-export";

/** The catalog's stock and prices as a CSV download, for staff (others are sent to the staff sign-in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffMember(request, context);
  return passThrough(context, "/api/admin/catalog/export.csv");
}
