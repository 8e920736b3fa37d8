import { overview } from "@chhaap/contract/admin/overview";
import { data } from "react-router";
import type { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, readAdmin } from "#app/features/admin/kit/admin-api.server.ts";
import { formatDay, formatInr } from "#app/features/admin/kit/desk-format.ts";
import type { Route } from "./+types/admin-home";
import { useStaffMember } from "./admin-layout.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const read = await readAdmin(context, "/api/admin/overview", overview);
  // The page still greets and links on when the figures cannot be read.
  return data({ figures: read.ok ? read.data : null }, { headers: BACK_OFFICE_HEADERS });
}

export function meta() {
  return [{ title: "Overview · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

type RefundsOwed = z.infer<typeof overview>["refundsOwed"];

/** Money owed back and by when, overdue first in the eye: each opens its order or return to record the refund. */
function RefundClock({ refunds }: { refunds: RefundsOwed }) {
  return (
    <section className="admin-card" aria-labelledby="admin-refunds-title">
      <h2 id="admin-refunds-title">Refunds owed</h2>
      {refunds.count === 0 ? (
        <p className="admin-empty">No refund is owed: every paid order cancelled, returned or sent back has been refunded.</p>
      ) : (
        <>
          <p>
            {refunds.count} {refunds.count === 1 ? "refund" : "refunds"} owed
            {refunds.overdue > 0 ? (
              <>
                {", "}
                <strong className="admin-badge admin-badge--cancelled">{refunds.overdue} overdue</strong>
              </>
            ) : null}
            .
          </p>
          <ul className="admin-low-stock">
            {refunds.items.map((item) => (
              <li key={`${item.kind}-${item.number}`}>
                <Link
                  to={
                    item.kind === "order"
                      ? `/admin/orders/${item.orderNumber}`
                      : `/admin/returns/${encodeURIComponent(item.number)}`
                  }
                >
                  {item.kind === "order" ? `Order ${item.number}` : `Return ${item.number}`}
                </Link>{" "}
                {formatInr(item.amount)}{" "}
                {item.overdue ? (
                  <strong className="admin-badge admin-badge--cancelled">overdue, was due {formatDay(item.dueOn)}</strong>
                ) : (
                  <span className="admin-muted">due {formatDay(item.dueOn)}</span>
                )}
              </li>
            ))}
          </ul>
          {refunds.count > refunds.items.length ? (
            <p className="admin-muted">The {refunds.items.length} due soonest are listed.</p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** What the owner checks every morning; each figure opens its list. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const member = useStaffMember();
  const { figures } = loaderData;
  return (
    <section aria-labelledby="admin-home-title">
      <h1 id="admin-home-title">Welcome, {member.name}</h1>
      {figures ? (
        <>
          <ul className="admin-figures">
            <li className="admin-card">
              <span className="admin-figure">{figures.today.orders}</span> orders today, {formatInr(figures.today.revenue)}
            </li>
            <li className="admin-card">
              <span className="admin-figure">{figures.week.orders}</span> orders this week, {formatInr(figures.week.revenue)}
            </li>
            <li className="admin-card">
              <Link to="/admin/orders?status=payment_pending">
                <span className="admin-figure">{figures.waitingForPayment}</span> payments to verify
              </Link>
            </li>
            <li className="admin-card">
              <Link to="/admin/orders?status=confirmed">
                <span className="admin-figure">{figures.toPack}</span> orders to pack
              </Link>
            </li>
            <li className="admin-card">
              <Link to="/admin/orders?status=packed">
                <span className="admin-figure">{figures.toShip}</span> orders to ship
              </Link>
            </li>
            <li className="admin-card">
              <Link to="/admin/enquiries">
                <span className="admin-figure">{figures.unansweredEnquiries}</span> enquiries to answer
              </Link>
            </li>
            <li className="admin-card">
              <Link to="/admin/returns?state=requested">
                <span className="admin-figure">{figures.returnsToAnswer}</span> returns and exchanges to answer
              </Link>
            </li>
            <li className="admin-card">
              <Link to="/admin/orders?cancellation=requested">
                <span className="admin-figure">{figures.cancellationsAsked}</span> cancellation requests
              </Link>
            </li>
          </ul>
          {/* Side by side on a wide screen, one under the other on a phone. */}
          <div className="admin-order__grid">
            <RefundClock refunds={figures.refundsOwed} />
            <section className="admin-card" aria-labelledby="admin-low-stock-title">
              <h2 id="admin-low-stock-title">Sizes low on stock</h2>
              {figures.lowStock.length === 0 ? (
                <p className="admin-empty">Every size has more than a few pieces left.</p>
              ) : (
                <ul className="admin-low-stock">
                  {figures.lowStock.map((size) => (
                    <li key={`${size.variantId}-${size.size}`}>
                      <a href={`/product-details/${size.variantId}`}>{size.productName}</a>{" "}
                      <span className="admin-muted">
                        {size.itemCode} · size {size.size}
                      </span>{" "}
                      <strong>{size.left === 0 ? "sold out" : `${size.left} left`}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </>
      ) : (
        <p className="admin-message admin-message--warning">
          The figures could not be loaded just now. The lists below still work.
        </p>
      )}
      <ul className="admin-tiles admin-tiles--sections">
        <li className="admin-card">
          <h2>
            <Link to="/admin/orders">Orders</Link>
          </h2>
          <p>Verify bank transfers, confirm, pack, ship and deliver orders, cancel and refund.</p>
        </li>
        <li className="admin-card">
          <h2>
            <Link to="/admin/payments">Payments</Link>
          </h2>
          <p>Upload the bank's statement, see which transfers match which orders, and confirm them in one step.</p>
        </li>
        <li className="admin-card">
          <h2>
            <Link to="/admin/returns">Returns</Link>
          </h2>
          <p>Approve or reject returns and size exchanges, book pickups, receive pieces, refund and ship replacements.</p>
        </li>
        <li className="admin-card">
          <h2>
            <Link to="/admin/enquiries">Enquiries</Link>
          </h2>
          <p>Messages from the contact form, with a reply by e-mail.</p>
        </li>
        <li className="admin-card">
          <h2>
            <Link to="/admin/subscribers">Subscribers</Link>
          </h2>
          <p>Who signed up for the newsletter, to export as a spreadsheet.</p>
        </li>
        {member.role === "owner" ? (
          <li className="admin-card">
            <h2>
              <Link to="/admin/staff">Staff</Link>
            </h2>
            <p>Add people to the back office, change their role, or disable an account.</p>
          </li>
        ) : null}
        <li className="admin-card">
          <h2>
            <Link to="/admin/activity">Activity</Link>
          </h2>
          <p>Every change made in the back office: who, what and when, with the values before and after.</p>
        </li>
      </ul>
    </section>
  );
}
