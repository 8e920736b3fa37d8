import { reportCsvDownload } from "#app/features/admin/reports/report-csv.server.ts";
import { requireStaffMember } from "#app/features/admin/staff/staff-session.server.ts";
import type { Route } from "./+types/admin-reports-csv";

/**
 * One section of a report as a CSV download (GET /api/admin/reports/csv), for staff with reports
 * access; the API checks the access and the query, and names the file after the period. A refusal
 * leads back to the report page, which says why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffMember(request, context);
  return reportCsvDownload(request, context);
}
