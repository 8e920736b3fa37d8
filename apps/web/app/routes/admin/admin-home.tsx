import { overview } from "@chhaap/contract/admin/overview";
import { data } from "react-router";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, readAdmin } from "#app/features/admin/kit/admin-api.server.ts";
import { formatInr } from "#app/features/admin/kit/desk-format.ts";
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
          </ul>
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
