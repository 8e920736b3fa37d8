import { COUPON_STATE_LABELS, COUPON_STATES, type CouponForEditing, couponForEditing } from "@chhaap/contract/admin/coupons";
import { envelope } from "@chhaap/contract/envelope";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS } from "#app/features/admin/kit/admin-api.server.ts";
import { DataTable, deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { formatInr, WHEN } from "#app/features/admin/kit/desk-format.ts";
import { FilterSelect, ListPages } from "#app/features/admin/kit/list-query.tsx";
import { discountText } from "#app/features/admin/marketing/coupon-editor.tsx";
import { callApi } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-coupons";

const listAnswer = envelope(z.array(couponForEditing));
const FILTERS = ["search", "state", "page"] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** GET /api/admin/coupons with the page's own query (search, state, page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const answer = await callApi(context, `/api/admin/coupons?${query}`, { method: "GET" });
  const filters = Object.fromEntries(FILTERS.map((name) => [name, query.get(name) ?? ""])) as Filters;
  const parsed = listAnswer.safeParse(answer.body);
  if (!parsed.success) {
    // A filter the API refuses (a page number typed by hand, say) shows an empty list with a word about it.
    if (answer.status === 400)
      return data(
        { coupons: [], totalPages: 0, filters, problem: answer.answer.message ?? "Those filters could not be read." },
        { headers: BACK_OFFICE_HEADERS },
      );
    throw data(null, { status: answer.status === 200 ? 502 : answer.status });
  }
  return data(
    { coupons: parsed.data.data, totalPages: parsed.data.totalPages ?? 0, filters, problem: null },
    { headers: BACK_OFFICE_HEADERS },
  );
}

export function meta() {
  return [{ title: "Coupons · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

function when(iso: string | null, none: string): string {
  return iso ? WHEN.format(new Date(iso)) : none;
}

const column = deskColumns<CouponForEditing>();
const COUPON_COLUMNS = column.columns([
  column.accessor("code", {
    header: "Code",
    sortFn: "text",
    cell: (info) => <Link to={`/admin/coupons/${info.row.original._id}`}>{info.getValue()}</Link>,
  }),
  // Cells say what they are: on a phone, rows become cards without the header row.
  column.accessor((coupon) => discountText(coupon), { id: "discount", header: "Discount", enableSorting: false }),
  column.accessor("minOrder", {
    header: "Minimum order",
    cell: (info) => (info.getValue() > 0 ? `Orders from ${formatInr(info.getValue())}` : "No minimum order"),
  }),
  column.accessor((coupon) => coupon.startsAt ?? "", {
    id: "valid",
    header: "Valid (Indian time)",
    sortFn: "text",
    cell: (info) => {
      const { startsAt, endsAt } = info.row.original;
      return (
        <>
          From {when(startsAt, "the start")}
          <br />
          until {when(endsAt, "further notice")}
        </>
      );
    },
  }),
  column.accessor((coupon) => coupon.totalLimit ?? Number.MAX_SAFE_INTEGER, {
    id: "limits",
    header: "Limits",
    enableSorting: false,
    cell: (info) => {
      const { totalLimit, perCustomerLimit } = info.row.original;
      return (
        <>
          {totalLimit === null ? "No limit in all" : `${totalLimit} in all`}
          <br />
          <span className="admin-muted">
            {perCustomerLimit === null ? "any number each" : `${perCustomerLimit} per customer`}
          </span>
        </>
      );
    },
  }),
  column.accessor("timesUsed", {
    header: "Times used",
    cell: (info) => (info.getValue() === 1 ? "Used once" : `Used ${info.getValue()} times`),
  }),
  column.accessor((coupon) => COUPON_STATES.indexOf(coupon.state), {
    id: "state",
    header: "Status",
    cell: (info) => {
      const state = info.row.original.state;
      return <span className={`admin-badge admin-badge--coupon-${state}`}>{COUPON_STATE_LABELS[state]}</span>;
    },
  }),
]);

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  const { coupons, totalPages, filters, problem } = loaderData;
  const loading = useNavigation().state === "loading";
  const filtered = filters.search !== "" || filters.state !== "";
  return (
    <section aria-labelledby="admin-coupons-title">
      <div className="admin-heading-row">
        <h1 id="admin-coupons-title">Coupons</h1>
        <div className="admin-actions">
          <Link to="/admin/coupons/new" className="admin-button admin-button--primary">
            New coupon
          </Link>
        </div>
      </div>

      <Form method="get" className="admin-filters">
        <label className="admin-field">
          <span>Search</span>
          <input name="search" type="search" defaultValue={filters.search} placeholder="Code" maxLength={40} />
        </label>
        <FilterSelect
          label="Status"
          name="state"
          value={filters.state}
          options={COUPON_STATES.map((state) => [state, COUPON_STATE_LABELS[state]] as const)}
        />
        <button type="submit" className="admin-button admin-button--primary">
          Show coupons
        </button>
      </Form>

      {problem ? <p className="admin-message admin-message--warning">{problem}</p> : null}
      <div aria-busy={loading}>
        {coupons.length === 0 ? (
          <p className="admin-empty">
            {filtered ? "No coupons match these filters." : "The shop has no coupons yet. Make the first with “New coupon”."}
          </p>
        ) : (
          <DataTable columns={COUPON_COLUMNS} data={coupons} caption="Coupons, newest first, 25 a page" rowId={(c) => c._id} />
        )}
      </div>
      <ListPages label="Coupon pages" filters={filters} totalPages={totalPages} />
    </section>
  );
}
