import { DESK_PAGE_SIZE, deskOrderList } from "@chhaap/contract/admin/orders";
import { envelope } from "@chhaap/contract/envelope";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "@chhaap/contract/orders";
import { data, Form, Link, useNavigation } from "react-router";
import { formatInr, PAYMENT_LABELS, WHEN } from "#app/features/admin/desk-format.ts";
import { BACK_OFFICE_HEADERS } from "#app/features/admin/staff-session.server.ts";
import { callApi } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-orders";

const listAnswer = envelope(deskOrderList);
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

/** The same list with one filter changed (and back to its first page). */
function withFilter(filters: Record<string, string>, name: string, value: string): string {
  const next = new URLSearchParams();
  for (const [key, current] of Object.entries({ ...filters, [name]: value, ...(name === "page" ? {} : { page: "" }) })) {
    if (current) next.set(key, current);
  }
  const text = next.toString();
  return text ? `?${text}` : "?";
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, counts, totalPages, filters, problem } = loaderData;
  const loading = useNavigation().state === "loading";
  const page = Number(filters.page) || 1;
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
        <label className="admin-field">
          <span>Payment</span>
          <select name="method" defaultValue={filters.method}>
            <option value="">Any</option>
            <option value="bank_transfer">{PAYMENT_LABELS.bank_transfer}</option>
            <option value="cash_on_delivery">{PAYMENT_LABELS.cash_on_delivery}</option>
          </select>
        </label>
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
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Orders, newest first, {DESK_PAGE_SIZE} a page</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Status</th>
                  <th scope="col">Payment</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.orderNumber}>
                    <td>
                      <Link to={`/admin/orders/${order.orderNumber}`}>{order.orderNumber}</Link>
                    </td>
                    <td>{WHEN.format(new Date(order.createdAt))}</td>
                    <td>
                      {order.customer.name}
                      <br />
                      <span className="admin-muted">{order.customer.email}</span>
                    </td>
                    <td>
                      <span className={`admin-badge admin-badge--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
                    </td>
                    <td>
                      {PAYMENT_LABELS[order.paymentMethod]}
                      <br />
                      <span className="admin-muted">{order.paymentStatus}</span>
                    </td>
                    <td>
                      {formatInr(order.total)}
                      <br />
                      <span className="admin-muted">
                        {order.pieces} {order.pieces === 1 ? "piece" : "pieces"}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {totalPages > 1 ? (
        <nav aria-label="Order pages" className="admin-pages">
          {page > 1 ? <Link to={withFilter(filters, "page", String(page - 1))}>Newer</Link> : null}
          <span>
            Page {page} of {totalPages}
          </span>
          {page < totalPages ? <Link to={withFilter(filters, "page", String(page + 1))}>Older</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
