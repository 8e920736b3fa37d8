import { COUPON_STATE_LABELS, COUPON_STATES, type CouponForEditing, couponForEditing } from "@chhaap/contract/admin/coupons";
import { data } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, loadAdminList } from "#app/features/admin/kit/admin-api.server.ts";
import { deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { formatInr, WHEN } from "#app/features/admin/kit/desk-format.ts";
import { FilterInput, FilterSelect, isFiltered, ListFilters, ListPage, readFilters } from "#app/features/admin/kit/list-page.tsx";
import { discountText } from "#app/features/admin/marketing/coupon-editor.tsx";
import type { Route } from "./+types/admin-coupons";

const couponList = z.array(couponForEditing);
const FILTERS = ["search", "state", "page"] as const;

/** GET /api/admin/coupons with the page's own query (search, state, page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = readFilters(request, FILTERS);
  const list = await loadAdminList(context, `/api/admin/coupons?${query}`, couponList, []);
  return data(
    { coupons: list.data, totalPages: list.totalPages, filters, problem: list.problem },
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
  return (
    <ListPage
      id="admin-coupons"
      title="Coupons"
      actions={
        <Link to="/admin/coupons/new" className="admin-button admin-button--primary">
          New coupon
        </Link>
      }
      problem={problem}
      rows={coupons}
      empty={
        isFiltered(filters) ? "No coupons match these filters." : "The shop has no coupons yet. Make the first with “New coupon”."
      }
      columns={COUPON_COLUMNS}
      caption="Coupons, newest first, 25 a page"
      rowId={(c) => c._id}
      pages={{ label: "Coupon pages", filters, totalPages }}
    >
      <ListFilters submit="Show coupons">
        <FilterInput name="search" value={filters.search} placeholder="Code" maxLength={40} />
        <FilterSelect
          label="Status"
          name="state"
          value={filters.state}
          options={COUPON_STATES.map((state) => [state, COUPON_STATE_LABELS[state]] as const)}
        />
      </ListFilters>
    </ListPage>
  );
}
