import { RETURNS_PAGE_SIZE, type ReturnSummary, returnList } from "@chhaap/contract/admin/returns";
import { RETURN_REASON_LABELS, RETURN_STATE_LABELS, RETURN_STATES, type ReturnState } from "@chhaap/contract/returns";
import { data } from "react-router";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, loadAdminList } from "#app/features/admin/kit/admin-api.server.ts";
import { deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { formatDay, WHEN } from "#app/features/admin/kit/desk-format.ts";
import {
  FilterInput,
  isFiltered,
  ListFilters,
  ListPage,
  ListTabs,
  readFilters,
  withFilter,
} from "#app/features/admin/kit/list-page.tsx";
import { RETURN_KIND_LABELS, ReturnStateBadge } from "#app/features/admin/returns/return-badges.tsx";
import type { Route } from "./+types/admin-returns";

const column = deskColumns<ReturnSummary>();
/** The page's requests come newest first from the API; a header sorts them differently within the page. */
const RETURN_COLUMNS = column.columns([
  column.accessor("number", {
    header: "Request",
    sortFn: "alphanumeric",
    cell: (info) => (
      <>
        <Link to={`/admin/returns/${encodeURIComponent(info.getValue())}`}>{info.getValue()}</Link>
        <br />
        <span className="admin-muted">asked {WHEN.format(new Date(info.row.original.createdAt))}</span>
      </>
    ),
  }),
  column.accessor("orderNumber", {
    header: "Order",
    sortFn: "alphanumeric",
    cell: (info) => (
      <>
        <Link to={`/admin/orders/${info.getValue()}`}>{info.getValue()}</Link>
        <br />
        <span className="admin-muted">{info.row.original.customer}</span>
      </>
    ),
  }),
  column.accessor("productName", {
    header: "Piece",
    sortFn: "text",
    cell: (info) => {
      const request = info.row.original;
      return (
        <>
          {info.getValue()}
          <br />
          <span className="admin-muted">
            size {request.size} × {request.quantity}
            {request.exchangeSize ? ` → size ${request.exchangeSize}` : ""}
          </span>
        </>
      );
    },
  }),
  column.accessor((request) => RETURN_KIND_LABELS[request.kind], {
    id: "kind",
    header: "Kind",
    sortFn: "text",
    cell: (info) => (
      <>
        {info.getValue()}
        <br />
        <span className="admin-muted">{RETURN_REASON_LABELS[info.row.original.reason]}</span>
      </>
    ),
  }),
  // By the request's place in its course, not the label's spelling.
  column.accessor((request) => RETURN_STATES.indexOf(request.state), {
    id: "state",
    header: "State",
    cell: (info) => {
      const { state, refundDueOn } = info.row.original;
      return (
        <>
          <ReturnStateBadge state={state} />
          {state === "received" && refundDueOn ? (
            <>
              <br />
              <span className="admin-muted">refund due {formatDay(refundDueOn)}</span>
            </>
          ) : null}
        </>
      );
    },
  }),
]);

const FILTERS = ["state", "q", "page"] as const;
const NO_REQUESTS = {
  requests: [],
  counts: Object.fromEntries(RETURN_STATES.map((state) => [state, 0])) as Record<ReturnState, number>,
};

/** GET /api/admin/returns with the page's own query (state tab, search, page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = readFilters(request, FILTERS);
  const list = await loadAdminList(context, `/api/admin/returns?${query}`, returnList, NO_REQUESTS);
  return data({ ...list.data, totalPages: list.totalPages, filters, problem: list.problem }, { headers: BACK_OFFICE_HEADERS });
}

export function meta() {
  return [{ title: "Returns and exchanges · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  const { requests, counts, totalPages, filters, problem } = loaderData;
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabs = [
    { to: withFilter(filters, { state: "" }), label: `All (${all})`, current: filters.state === "" },
    ...RETURN_STATES.map((state) => ({
      to: withFilter(filters, { state }),
      label: `${RETURN_STATE_LABELS[state]} (${counts[state]})`,
      current: filters.state === state,
    })),
  ];
  return (
    <ListPage
      id="admin-returns"
      title="Returns and exchanges"
      problem={problem}
      rows={requests}
      empty={
        isFiltered(filters)
          ? "No request matches. Try another state or search."
          : "No customer has asked for a return or an exchange yet. Requests appear here as soon as they do."
      }
      columns={RETURN_COLUMNS}
      caption={`Return and exchange requests, newest first, ${RETURNS_PAGE_SIZE} a page`}
      rowId={(request) => request.number}
      pages={{ label: "Request pages", filters, totalPages, previous: "Newer", next: "Older" }}
    >
      <ListTabs label="Requests by state" tabs={tabs} />
      <ListFilters submit="Find">
        {filters.state ? <input type="hidden" name="state" value={filters.state} /> : null}
        <FilterInput name="q" value={filters.q} placeholder="Request or order number" maxLength={60} />
      </ListFilters>
    </ListPage>
  );
}
