import { DESK_PAGE_SIZE, type DeskOrderSummary, deskOrderList } from "@chhaap/contract/admin/orders";
import { envelope } from "@chhaap/contract/envelope";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "@chhaap/contract/orders";
import { data, Form, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS } from "#app/features/admin/kit/admin-api.server.ts";
import { DataTable, deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { formatInr, PAYMENT_LABELS, WHEN } from "#app/features/admin/kit/desk-format.ts";
import { FilterSelect, ListPages, withFilter } from "#app/features/admin/kit/list-query.tsx";
import { callApi } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-orders";

const listAnswer = envelope(deskOrderList);

const column = deskColumns<DeskOrderSummary>();
/** The page's orders come newest first from the API; a header sorts them differently within the page. */
const ORDER_COLUMNS = column.columns([
  column.accessor("orderNumber", {
    header: "Order",
    sortFn: "alphanumeric",
    cell: (info) => <Link to={`/admin/orders/${info.getValue()}`}>{info.getValue()}</Link>,
  }),
  column.accessor("createdAt", {
    header: "Placed",
    sortFn: "text",
    cell: (info) => WHEN.format(new Date(info.getValue())),
  }),
  column.accessor((order) => order.customer.name, {
    id: "customer",
    header: "Customer",
    sortFn: "text",
    cell: (info) => (
      <>
        {info.getValue()}
        <br />
        <span className="admin-muted">{info.row.original.customer.email}</span>
      </>
    ),
  }),
  // By the order's place in its lifecycle, not the label's spelling.
  column.accessor((order) => ORDER_STATUSES.indexOf(order.status), {
    id: "status",
    header: "Status",
    cell: (info) => {
      const status = info.row.original.status;
      return <span className={`admin-badge admin-badge--${status}`}>{ORDER_STATUS_LABELS[status]}</span>;
    },
  }),
  column.accessor((order) => PAYMENT_LABELS[order.paymentMethod], {
    id: "payment",
    header: "Payment",
    sortFn: "text",
    cell: (info) => (
      <>
        {info.getValue()}
        <br />
        <span className="admin-muted">{info.row.original.paymentStatus}</span>
      </>
    ),
  }),
  column.accessor("total", {
    header: "Total",
    cell: (info) => {
      const { pieces } = info.row.original;
      return (
        <>
          {formatInr(info.getValue())}
          <br />
          <span className="admin-muted">
            {pieces} {pieces === 1 ? "piece" : "pieces"}
          </span>
        </>
      );
    },
  }),
]);
const FILTERS = ["status", "method", "q", "from", "to", "page"] as const;

/** GET /api/admin/orders with the page's own query (status tab, payment method, dates, search, page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const answer = await callApi(context, `/api/admin/orders?${query}`, { method: "GET" });
  const parsed = listAnswer.safeParse(answer.body);
  if (!parsed.success) {
    // A filter the API refuses (a date typed by hand, say) shows the whole list with a word about it.
    if (answer.status === 400) {
      return data(
        { ...empty(), problem: answer.answer.message ?? "Those filters could not be read." },
        { headers: BACK_OFFICE_HEADERS },
      );
    }
    throw data(null, { status: answer.status === 200 ? 502 : answer.status });
  }
  const { orders, counts } = parsed.data.data;
  const filters = Object.fromEntries(FILTERS.map((name) => [name, query.get(name) ?? ""])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  return data(
    { orders, counts, totalPages: parsed.data.totalPages ?? 1, filters, problem: null },
    { headers: BACK_OFFICE_HEADERS },
  );
}

function empty() {
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  const filters = Object.fromEntries(FILTERS.map((name) => [name, ""])) as Record<(typeof FILTERS)[number], string>;
  return { orders: [], counts, totalPages: 0, filters };
}

export function meta() {
  return [{ title: "Orders · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, counts, totalPages, filters, problem } = loaderData;
  const loading = useNavigation().state === "loading";
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return (
    <section aria-labelledby="admin-orders-title">
      <h1 id="admin-orders-title">Orders</h1>
      <nav aria-label="Orders by status" className="admin-tabs">
        <Link
          to={withFilter(filters, "status", "")}
          aria-current={filters.status === "" ? "page" : undefined}
          className="admin-tab"
        >
          All ({all})
        </Link>
        {ORDER_STATUSES.map((status) => (
          <Link
            key={status}
            to={withFilter(filters, "status", status)}
            aria-current={filters.status === status ? "page" : undefined}
            className="admin-tab"
          >
            {ORDER_STATUS_LABELS[status]} ({counts[status]})
          </Link>
        ))}
      </nav>

      <Form method="get" className="admin-filters">
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <label className="admin-field">
          <span>Search</span>
          <input name="q" type="search" defaultValue={filters.q} placeholder="Order number, e-mail or phone" />
        </label>
        <FilterSelect
          label="Payment"
          name="method"
          value={filters.method}
          options={[
            ["bank_transfer", PAYMENT_LABELS.bank_transfer],
            ["cash_on_delivery", PAYMENT_LABELS.cash_on_delivery],
          ]}
        />
        <label className="admin-field">
          <span>From</span>
          <input name="from" type="date" defaultValue={filters.from} />
        </label>
        <label className="admin-field">
          <span>To</span>
          <input name="to" type="date" defaultValue={filters.to} />
        </label>
        <button type="submit" className="admin-button admin-button--primary">
          Show orders
        </button>
      </Form>

      {problem ? <p className="admin-message admin-message--warning">{problem}</p> : null}
      <div aria-busy={loading}>
        {orders.length === 0 ? (
          <p className="admin-empty">No orders match.</p>
        ) : (
          <DataTable
            columns={ORDER_COLUMNS}
            data={orders}
            caption={`Orders, newest first, ${DESK_PAGE_SIZE} a page`}
            rowId={(order) => order.orderNumber}
          />
        )}
      </div>
      <ListPages label="Order pages" filters={filters} totalPages={totalPages} previous="Newer" next="Older" />
    </section>
  );
}
