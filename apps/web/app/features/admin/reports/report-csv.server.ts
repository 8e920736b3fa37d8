import { type AppLoadContext, redirect } from "react-router";
import { readFilters } from "#app/features/admin/kit/list-page.tsx";
import { passThrough } from "#app/lib/api.server.ts";
import { type DownloadProblem, REPORT_FILTERS } from "./report-query.ts";

/**
 * A section's CSV, streamed as the API writes it. When the API refuses (a period or section it cannot
 * read, no reports access, a failure) its JSON answer must not be saved as a .csv: the browser goes
 * back to the report for the same period instead, whose page says why (its own period message, the
 * 403 page, or `download=` below).
 */

export async function reportCsvDownload(request: Request, context: AppLoadContext): Promise<Response> {
  const { filters, query } = readFilters(request, ["section", ...REPORT_FILTERS]);
  const download = await passThrough(context, `/api/admin/reports/csv?${query}`);
  if (download.ok) return download;
  // The refusal is a few bytes of JSON: read to its end, so the API's answer finishes as it began.
  await download.arrayBuffer();
  const back = new URLSearchParams();
  for (const name of REPORT_FILTERS) if (filters[name]) back.set(name, filters[name]);
  const problem: DownloadProblem = download.status === 400 ? "invalid" : "failed";
  back.set("download", problem);
  return redirect(`/admin/reports?${back}`);
}
