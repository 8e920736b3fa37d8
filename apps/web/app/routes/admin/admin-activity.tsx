import { type AuditEntry, auditEntry } from "@chhaap/contract/admin/staff";
import { envelope } from "@chhaap/contract/envelope";
import { data, Link } from "react-router";
import { z } from "zod";
import { DataTable, deskColumns } from "#app/features/admin/data-table.tsx";
import { BACK_OFFICE_HEADERS } from "#app/features/admin/staff-session.server.ts";
import { callApi } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-activity";

const activityAnswer = envelope(z.array(auditEntry));

/** GET /api/admin/activity, 50 entries a page, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1);
  const answer = await callApi(context, `/api/admin/activity?page=${page}`, { method: "GET" });
  const parsed = activityAnswer.safeParse(answer.body);
  if (!parsed.success) throw data(null, { status: answer.status === 200 ? 502 : answer.status });
  return data({ entries: parsed.data.data, page, totalPages: parsed.data.totalPages ?? 1 }, { headers: BACK_OFFICE_HEADERS });
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
  column.accessor((entry) => entry.staff.name, { id: "who", header: "Who", sortFn: "text" }),
  column.accessor("action", {
    header: "What",
    sortFn: "text",
    cell: (info) => (
      <>
        {info.getValue()} <span className="admin-muted">{info.row.original.recordType}</span>
      </>
    ),
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
  const { entries, page, totalPages } = loaderData;
  return (
    <section aria-labelledby="admin-activity-title">
      <h1 id="admin-activity-title">Activity</h1>
      {entries.length === 0 ? (
        <p className="admin-empty">Nothing has been changed in the back office yet.</p>
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
          {page > 1 ? <Link to={`?page=${page - 1}`}>Newer</Link> : null}
          <span>
            Page {page} of {totalPages}
          </span>
          {page < totalPages ? <Link to={`?page=${page + 1}`}>Older</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
