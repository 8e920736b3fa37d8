import { DESK_PAGE_SIZE, type DeskOrderSummary, deskOrderList } from "@chhaap/contract/admin/orders";
import { envelope } from "@chhaap/contract/envelope";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "@chhaap/contract/orders";
import { data } from "react-router";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, loadAdminList } from "#app/features/admin/kit/admin-api.server.ts";
import { deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { formatInr, PAYMENT_LABELS, WHEN } from "#app/features/admin/kit/desk-format.ts";
import {
  FilterInput,
  FilterSelect,
  ListFilters,
  ListPage,
  ListTabs,
  readFilters,
  withFilter,
} from "#app/features/admin/kit/list-page.tsx";
import type { Route } from "./+types/admin-orders";

const _listAnswer = envelope(deskOrderList);

const column = deskColumns<DeskOrderSummary>();
/** A promised day (`YYYY-MM-DD`, read as midnight UTC) as the desk writes dates. */
const PROMISED_DAY = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" });
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
      const { status, cancelRequested, paymentFlagged, late, deliveryEstimate } = info.row.original;
      return (
        <>
          <span className={`admin-badge admin-badge--${status}`}>{ORDER_STATUS_LABELS[status]}</span>
          {cancelRequested ? (
            <>
              <br />
              <span className="admin-badge admin-badge--cancelled">Cancellation requested</span>
            </>
          ) : null}
          {paymentFlagged ? (
            <>
              <br />
              <span className="admin-badge admin-badge--cancelled">Payment flagged</span>
            </>
          ) : null}
          {late && deliveryEstimate ? (
            <>
              <br />
              <span className="admin-badge admin-badge--cancelled">Late</span>{" "}
              <span className="admin-muted">promised by {PROMISED_DAY.format(new Date(`${deliveryEstimate}T00:00:00Z`))}</span>
            </>
          ) : null}
        </>
      );
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
const FILTERS = ["status", "method", "q", "from", "to", "cancellation", "flagged", "late", "page"] as const;
const NO_ORDERS = {
  orders: [],
  cancelRequests: 0,
  paymentFlags: 0,
  late: 0,
  counts: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>,
};

/** GET /api/admin/orders with the page's own query (status tab, payment method, dates, search, page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = readFilters(request, FILTERS);
  const list = await loadAdminList(context, `/api/admin/orders?${query}`, deskOrderList, NO_ORDERS);
  return data({ ...list.data, totalPages: list.totalPages, filters, problem: list.problem }, { headers: BACK_OFFICE_HEADERS });
}

export function meta() {
  return [{ title: "Orders · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * A word above the list about the orders waiting on staff (customers' requests to cancel, flagged
 * payments), with the link that narrows the list to them; once narrowed, the link back to every order.
 */
function WaitingNotice({
  narrowed,
  count,
  waiting,
  showing,
  show,
  only,
  every,
}: {
  narrowed: boolean;
  count: number;
  /** "3 customers have asked to cancel and await an answer." */
  waiting: string;
  /** What the narrowed list shows, and what to do with one. */
  showing: string;
  show: string;
  only: string;
  every: string;
}) {
  if (narrowed)
    return (
      <p className="admin-message admin-message--warning">
        {showing} <Link to={every}>Show every order</Link>
      </p>
    );
  if (count === 0) return null;
  return (
    <p className="admin-message admin-message--warning">
      {waiting} <Link to={only}>{show}</Link>
    </p>
  );
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, counts, cancelRequests, paymentFlags, late, totalPages, filters, problem } = loaderData;
  const askedOnly = filters.cancellation === "requested";
  const flaggedOnly = filters.flagged === "payment";
  const lateOnly = filters.late === "1";
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabs = [
    { to: withFilter(filters, { status: "" }), label: `All (${all})`, current: filters.status === "" },
    ...ORDER_STATUSES.map((status) => ({
      to: withFilter(filters, { status }),
      label: `${ORDER_STATUS_LABELS[status]} (${counts[status]})`,
      current: filters.status === status,
    })),
  ];
  return (
    <ListPage
      id="admin-orders"
      title="Orders"
      problem={problem}
      rows={orders}
      empty="No orders match."
      columns={ORDER_COLUMNS}
      caption={`Orders, newest first, ${DESK_PAGE_SIZE} a page`}
      rowId={(order) => order.orderNumber}
      pages={{ label: "Order pages", filters, totalPages, previous: "Newer", next: "Older" }}
    >
      <WaitingNotice
        narrowed={askedOnly}
        count={cancelRequests}
        waiting={`${cancelRequests === 1 ? "1 customer has" : `${cancelRequests} customers have`} asked to cancel and await an answer.`}
        showing={`Showing the orders whose customer asked to cancel (${cancelRequests}). Open one to cancel it or decline the request.`}
        show="Show cancellation requests"
        only={withFilter(filters, { cancellation: "requested" })}
        every={withFilter(filters, { cancellation: "" })}
      />
      <WaitingNotice
        narrowed={flaggedOnly}
        count={paymentFlags}
        waiting={`${paymentFlags === 1 ? "1 order has a payment" : `${paymentFlags} orders have payments`} taken online that the shop must not keep as it is (a different amount, paid after cancelling, paid twice).`}
        showing={`Showing the orders with a flagged payment (${paymentFlags}). Open one to refund the payment through Razorpay or say how it was settled.`}
        show="Show flagged payments"
        only={withFilter(filters, { flagged: "payment" })}
        every={withFilter(filters, { flagged: "" })}
      />
      <WaitingNotice
        narrowed={lateOnly}
        count={late}
        waiting={`${late === 1 ? "1 order is" : `${late} orders are`} past the last day delivery was promised for, and not delivered yet.`}
        showing={`Showing the orders past their promised delivery (${late}). Open one to chase the courier or tell the customer.`}
        show="Show late orders"
        only={withFilter(filters, { late: "1" })}
        every={withFilter(filters, { late: "" })}
      />
      <ListTabs label="Orders by status" tabs={tabs} />
      <ListFilters submit="Show orders">
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        {askedOnly ? <input type="hidden" name="cancellation" value="requested" /> : null}
        {flaggedOnly ? <input type="hidden" name="flagged" value="payment" /> : null}
        {lateOnly ? <input type="hidden" name="late" value="1" /> : null}
        <FilterInput name="q" value={filters.q} placeholder="Order number, e-mail or phone" />
        <FilterSelect
          label="Payment"
          name="method"
          value={filters.method}
          options={[
            ["bank_transfer", PAYMENT_LABELS.bank_transfer],
            ["cash_on_delivery", PAYMENT_LABELS.cash_on_delivery],
            ["credit_card", PAYMENT_LABELS.credit_card],
          ]}
        />
        <FilterInput label="From" name="from" type="date" value={filters.from} />
        <FilterInput label="To" name="to" type="date" value={filters.to} />
      </ListFilters>
    </ListPage>
  );
}
