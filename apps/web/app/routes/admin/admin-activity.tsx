import { AUDIT_RECORD_TYPES, type AuditEntry, auditEntry } from "@chhaap/contract/admin/staff";
import { data } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, loadAdminList } from "#app/features/admin/kit/admin-api.server.ts";
import { deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { WHEN } from "#app/features/admin/kit/desk-format.ts";
import {
  FilterInput,
  FilterSelect,
  isFiltered,
  ListFilters,
  ListPage,
  readFilters,
  withFilter,
} from "#app/features/admin/kit/list-page.tsx";
import type { Route } from "./+types/admin-activity";

const activityList = z.array(auditEntry);

/** The filters the page passes on to the API (which checks them): one member, one kind of record, one record. */
const FILTERS = ["staffId", "recordType", "recordId", "page"] as const;

/** GET /api/admin/activity, 50 entries a page, newest first, narrowed by the URL's filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = readFilters(request, FILTERS);
  const page = Math.max(1, Number.parseInt(filters.page || "1", 10) || 1);
  query.set("page", String(page));
  const list = await loadAdminList(context, `/api/admin/activity?${query}`, activityList, []);
  return data(
    {
      entries: list.data,
      totalPages: list.totalPages,
      filters: { ...filters, page: String(page) },
      problem: list.problem && "Those filters could not be read.",
    },
    { headers: BACK_OFFICE_HEADERS },
  );
}

export function meta() {
  return [{ title: "Activity · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

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
        <Link to={withFilter({}, { staffId: staff._id })} title={`Only changes by ${staff.name}`}>
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
          <Link className="admin-muted" to={withFilter({}, { recordType, recordId })} title="Only changes to this record">
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
  const { entries, totalPages, filters, problem } = loaderData;
  const filtered = isFiltered(filters);
  return (
    <ListPage
      id="admin-activity"
      title="Activity"
      problem={problem}
      rows={entries}
      empty={filtered ? "No changes match these filters." : "Nothing has been changed in the back office yet."}
      columns={ACTIVITY_COLUMNS}
      caption="Changes made in the back office, newest first"
      rowId={(entry) => entry._id}
      pages={{ label: "Activity pages", filters, totalPages, previous: "Newer", next: "Older" }}
    >
      <ListFilters submit="Show changes" after={filtered ? <Link to="?">Show all changes</Link> : null}>
        {filters.staffId ? <input type="hidden" name="staffId" value={filters.staffId} /> : null}
        <FilterSelect label="Record" name="recordType" value={filters.recordType} options={Object.entries(AUDIT_RECORD_TYPES)} />
        <FilterInput label="Order number or record id" name="recordId" value={filters.recordId} />
      </ListFilters>
      {filters.staffId ? (
        <p className="admin-muted">
          Changes by {entries[0]?.staff.name ?? "one member"} only. <Link to={withFilter(filters, { staffId: "" })}>Anyone</Link>
        </p>
      ) : null}
    </ListPage>
  );
}
