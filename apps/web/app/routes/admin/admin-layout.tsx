import "#app/styles/admin.css";
import { data, Form, NavLink, Outlet, useRouteLoaderData } from "react-router";
import { BACK_OFFICE_HEADERS, requireStaffMember } from "#app/features/admin/staff-session.server.ts";
import type { Route } from "./+types/admin-layout";

/** The back office's frame: who is signed in, its sections, sign-out. Every page below needs a staff member. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaffMember(request, context);
  return data({ member }, { headers: BACK_OFFICE_HEADERS });
}

export function headers() {
  return BACK_OFFICE_HEADERS;
}

/** The signed-in member, for the pages inside the frame. */
export function useStaffMember() {
  const loaded = useRouteLoaderData<typeof loader>("routes/admin/admin-layout");
  if (!loaded) throw new Error("useStaffMember outside the back office");
  return loaded.member;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { member } = loaderData;
  const sections = [
    { to: "/admin", label: "Overview", end: true },
    { to: "/admin/orders", label: "Orders", end: false },
    { to: "/admin/products", label: "Products", end: false },
    { to: "/admin/blog", label: "Blog", end: false },
    { to: "/admin/enquiries", label: "Enquiries", end: false },
    { to: "/admin/subscribers", label: "Subscribers", end: false },
    ...(member.role === "owner" ? [{ to: "/admin/staff", label: "Staff", end: false }] : []),
    { to: "/admin/activity", label: "Activity", end: false },
    { to: "/admin/two-factor", label: "Security", end: false },
  ];
  return (
    <div className="admin-frame">
      <header className="admin-bar">
        <a className="admin-brand" href="/admin">
          Chhaap back office
        </a>
        {member.mustChangePassword ? null : (
          <nav aria-label="Back office" className="admin-nav">
            {sections.map((section) => (
              <NavLink key={section.to} to={section.to} end={section.end} className="admin-nav__link">
                {section.label}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="admin-bar__who">
          <span>
            {member.name} <span className="admin-role">{member.role}</span>
          </span>
          <Form method="post" action="/admin/logout">
            <button type="submit" className="admin-button admin-button--ghost">
              Sign out
            </button>
          </Form>
        </div>
      </header>
      <main id="main" className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
