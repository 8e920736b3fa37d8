import { readFilters } from "#app/features/admin/kit/list-page.tsx";
import { requireStaffMember } from "#app/features/admin/staff/staff-session.server.ts";
import { passThrough } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-reports-csv";

/**
 * One section of a report as a CSV download (GET /api/admin/reports/csv), for staff with reports
 * access; the API checks the access and the query, and names the file after the period.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffMember(request, context);
  const { query } = readFilters(request, ["section", "period", "from", "to"]);
  return passThrough(context, `/api/admin/reports/csv?${query}`);
}
