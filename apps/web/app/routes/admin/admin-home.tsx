import { Link } from "react-router";
import { useStaffMember } from "./admin-layout.tsx";

export function meta() {
  return [{ title: "Overview · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

/** Where a signed-in member lands: the sections open to their role. */
export default function AdminHome() {
  const member = useStaffMember();
  return (
    <section aria-labelledby="admin-home-title">
      <h1 id="admin-home-title">Welcome, {member.name}</h1>
      <ul className="admin-tiles">
        <li className="admin-card">
          <h2>
            <Link to="/admin/orders?status=payment_pending">Orders</Link>
          </h2>
          <p>Verify bank transfers, confirm, pack, ship and deliver orders, cancel and refund.</p>
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
