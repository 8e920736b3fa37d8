import { AUDIT_RECORD_TYPES, type AuditEntry, auditEntry } from "@chhaap/contract/admin/staff";
import { data, Form } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS } from "#app/features/admin/kit/admin-api.server.ts";
import { DataTable, deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { FilterSelect } from "#app/features/admin/kit/list-query.tsx";
import { fetchEnvelope } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-activity";

const activityList = z.array(auditEntry);

/** The filters the page passes on to the API (which checks them): one member, one kind of record, one record. */
const FILTER_NAMES = ["staffId", "recordType", "recordId"] as const;
type Filters = Partial<Record<(typeof FILTER_NAMES)[number], string>>;

/** GET /api/admin/activity, 50 entries a page, newest first, narrowed by the URL's filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const filters: Filters = {};
  for (const name of FILTER_NAMES) {
    const value = url.searchParams.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const query = new URLSearchParams({ ...filters, page: String(page) });
  const { data: entries, totalPages, status } = await fetchEnvelope(context, `/api/admin/activity?${query}`, activityList);
  if (!entries && status !== 400) throw data(null, { status: status >= 400 ? status : 502 });
  return data(
    {
      entries: entries ?? [],
      page,
      totalPages: totalPages ?? 1,
      filters,
      problem: entries ? null : "Those filters could not be read.",
    },
    { headers: BACK_OFFICE_HEADERS },
  );
}

/** This page's URL with `change` applied to its filters, at `page` (the first unless said). */
function filteredPath(filters: Filters, change: Filters, page = 1): string {
  const next = Object.fromEntries(Object.entries({ ...filters, ...change }).filter(([, value]) => value));
  if (page > 1) next.page = String(page);
  const query = new URLSearchParams(next).toString();
  return query ? `?${query}` : "?";
}

export function meta() {
  return [{ title: "Activity · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

const WHEN = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** What changed, as "field: before → after" for each field that differs. */
function changes(before: unknown, after: unknown): string[] {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(from), ...Object.keys(to)])]
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => `${key}: ${key in from ? String(from[key]) : "–"} → ${key in to ? String(to[key]) : "–"}`);
}

const column = deskColumns<AuditEntry>();
const ACTIVITY_COLUMNS = column.columns([
  column.accessor("createdAt", { header: "When", sortFn: "text", cell: (info) => WHEN.format(new Date(info.getValue())) }),
  column.accessor((entry) => entry.staff.name, {
    id: "who",
    header: "Who",
    sortFn: "text",
    cell: (info) => {
      const { staff } = info.row.original;
      // A member since removed has no id left to filter by.
      return staff._id ? (
        <Link to={filteredPath({}, { staffId: staff._id })} title={`Only changes by ${staff.name}`}>
          {staff.name}
        </Link>
      ) : (
        staff.name
      );
    },
  }),
  column.accessor("action", {
    header: "What",
    sortFn: "text",
    cell: (info) => {
      const { recordType, recordId } = info.row.original;
      return (
        <>
          {info.getValue()}{" "}
          <Link className="admin-muted" to={filteredPath({}, { recordType, recordId })} title="Only changes to this record">
            {recordType} {recordId.length > 12 ? `${recordId.slice(0, 8)}…` : recordId}
          </Link>
        </>
      );
    },
  }),
  column.display({
    id: "changes",
    header: "Changes",
    cell: (info) => (
      <ul className="admin-changes">
        {changes(info.row.original.before, info.row.original.after).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ),
  }),
]);

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  const { entries, page, totalPages, filters, problem } = loaderData;
  const filtered = Object.keys(filters).length > 0;
  return (
    <section aria-labelledby="admin-activity-title">
      <h1 id="admin-activity-title">Activity</h1>
      <Form method="get" className="admin-filters">
        {filters.staffId ? <input type="hidden" name="staffId" value={filters.staffId} /> : null}
        <FilterSelect label="Record" name="recordType" value={filters.recordType} options={Object.entries(AUDIT_RECORD_TYPES)} />
        <label className="admin-field">
          <span>Order number or record id</span>
          <input name="recordId" type="search" defaultValue={filters.recordId ?? ""} />
        </label>
        <button type="submit" className="admin-button admin-button--primary">
          Show changes
        </button>
        {filtered ? <Link to="?">Show all changes</Link> : null}
      </Form>
      {filters.staffId ? (
        <p className="admin-muted">
          Changes by {entries[0]?.staff.name ?? "one member"} only.{" "}
          <Link to={filteredPath(filters, { staffId: "" })}>Anyone</Link>
        </p>
      ) : null}
      {problem ? <p className="admin-message admin-message--warning">{problem}</p> : null}
      {entries.length === 0 ? (
        <p className="admin-empty">
          {filtered ? "No changes match these filters." : "Nothing has been changed in the back office yet."}
        </p>
      ) : (
        <DataTable
          columns={ACTIVITY_COLUMNS}
          data={entries}
          caption="Changes made in the back office, newest first"
          rowId={(entry) => entry._id}
        />
      )}
      {totalPages > 1 ? (
        <nav aria-label="Activity pages" className="admin-pages">
          {page > 1 ? <Link to={filteredPath(filters, {}, page - 1)}>Newer</Link> : null}
          <span>
            Page {page} of {totalPages}
          </span>
          {page < totalPages ? <Link to={filteredPath(filters, {}, page + 1)}>Older</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
