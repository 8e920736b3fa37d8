import "#app/styles/admin-reports.css";
import { type Report, type ReportSection, report } from "@chhaap/contract/admin/reports";
import { data, isRouteErrorResponse, useNavigation } from "react-router";
import { BACK_OFFICE_HEADERS, loadFailed, readAdmin } from "#app/features/admin/kit/admin-api.server.ts";
import { readFilters } from "#app/features/admin/kit/list-page.tsx";
import { PeriodPicker } from "#app/features/admin/reports/period-picker.tsx";
import { type DownloadProblem, REPORT_FILTERS } from "#app/features/admin/reports/report-query.ts";
import {
  CouponUse,
  CustomerGroups,
  NetSalesSteps,
  periodWords,
  ReportHeadlines,
  ReturnsToOrigin,
  SalesBreakdowns,
  SalesByDay,
  SearchMisses,
} from "#app/features/admin/reports/report-sections.tsx";
import type { Route } from "./+types/admin-reports";

/** What the page says when a CSV download came back here refused (routes/admin/admin-reports-csv.ts). */
const DOWNLOAD_PROBLEMS: Record<DownloadProblem, string> = {
  invalid: "That CSV could not be made: the report has no such section. Use one of the Download CSV links below.",
  failed: "The CSV could not be made just now. Please try its Download CSV link again.",
};

/**
 * GET /api/admin/reports for the period in the URL (this month when none). A period the API cannot
 * read (a custom range typed backwards, say) keeps the picker with the API's word about it; a member
 * without reports access gets the 403 page below.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = readFilters(request, REPORT_FILTERS);
  const read = await readAdmin(context, `/api/admin/reports?${query}`, report);
  if (!read.ok && read.status !== 400) loadFailed(read.status);
  const download = new URL(request.url).searchParams.get("download");
  return data(
    {
      filters,
      report: read.ok ? read.data : null,
      problem: read.ok ? null : (read.message ?? "That period could not be read."),
      // A period the API refused says so itself; otherwise the section was what it could not read.
      downloadProblem: download === "failed" || (download === "invalid" && read.ok) ? DOWNLOAD_PROBLEMS[download] : null,
    },
    { headers: BACK_OFFICE_HEADERS },
  );
}

export function headers() {
  return BACK_OFFICE_HEADERS;
}

export function meta() {
  return [{ title: "Reports · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

/** A section's CSV for the period on the page, through the back office's own download route. */
function csvLinks(filters: Record<(typeof REPORT_FILTERS)[number], string>) {
  return (section: ReportSection) => {
    const query = new URLSearchParams({ section });
    for (const name of REPORT_FILTERS) if (filters[name]) query.set(name, filters[name]);
    return `/admin/reports/export.csv?${query}`;
  };
}

/** Nothing sold, cancelled or returned in either period: a new shop, or a quiet stretch. */
function isEmpty(summary: Report["summary"]): boolean {
  return [summary.orders, summary.cancellations, summary.returns].every(
    (figure) => figure.current === 0 && figure.previous === 0,
  );
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { filters, report: shown, problem, downloadProblem } = loaderData;
  const navigation = useNavigation();
  // Another period on its way: the figures on screen stay, marked as being replaced.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/reports";
  const csvHref = csvLinks(filters);
  const period = shown?.period.name ?? (filters.period || "this-month");
  const words = shown ? periodWords(shown.period) : null;
  return (
    <section aria-labelledby="admin-reports-title">
      <h1 id="admin-reports-title">Reports</h1>
      <PeriodPicker
        period={period}
        from={shown?.period.current.from ?? filters.from}
        to={shown?.period.current.to ?? filters.to}
        problemId={problem ? "report-period-problem" : undefined}
      />
      <p className="report-loading" role="status">
        {loading ? "Loading the report for the period chosen…" : ""}
      </p>
      {problem ? (
        <p id="report-period-problem" className="admin-message admin-message--warning" role="alert">
          {problem}
        </p>
      ) : null}
      {downloadProblem ? (
        <p className="admin-message admin-message--warning" role="alert">
          {downloadProblem}
        </p>
      ) : null}
      {shown && words ? (
        <div className="report-body" aria-busy={loading}>
          <p className="report-range">
            <strong>{words.current}</strong>, compared with the period before: {words.previous}.
          </p>
          {isEmpty(shown.summary) ? (
            <p className="admin-empty">No orders in this period yet. Sales appear here once an order is confirmed.</p>
          ) : (
            <>
              <ReportHeadlines summary={shown.summary} />
              <SalesByDay report={shown} csvHref={csvHref} />
              <NetSalesSteps summary={shown.summary} csvHref={csvHref} />
              <SalesBreakdowns breakdowns={shown.breakdowns} csvHref={csvHref} />
              <CustomerGroups customers={shown.customers} csvHref={csvHref} />
              <ReturnsToOrigin rto={shown.rto} csvHref={csvHref} />
              <CouponUse coupons={shown.coupons} csvHref={csvHref} />
            </>
          )}
          <SearchMisses misses={shown.searchMisses} csvHref={csvHref} />
        </div>
      ) : null}
    </section>
  );
}

/** A report that could not be read keeps the back office's frame; a member without access is told why. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section aria-labelledby="admin-reports-title">
      <h1 id="admin-reports-title">Reports</h1>
      <p className="admin-message admin-message--danger" role="alert">
        {status === 403
          ? "Reports are for the shop's owner, and for staff the owner has given reports access. Ask the owner if you need them."
          : "The report could not be loaded. Please reload to try again."}
      </p>
    </section>
  );
}
