import "#app/styles/admin.css";
import { useEffect, useRef } from "react";
import { data, Form, NavLink, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { BACK_OFFICE_HEADERS } from "#app/features/admin/kit/admin-api.server.ts";
import { requireStaffMember } from "#app/features/admin/staff/staff-session.server.ts";
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
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the sections scroll sideways: bring the open one into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the open section changes with the path.
  useEffect(() => {
    const open = nav.current?.querySelector<HTMLElement>("[aria-current='page']");
    if (open && nav.current)
      nav.current.scrollLeft += open.getBoundingClientRect().left - nav.current.getBoundingClientRect().left - 16;
  }, [pathname]);
  const sections = [
    { to: "/admin", label: "Overview", end: true },
    { to: "/admin/orders", label: "Orders", end: false },
    { to: "/admin/payments", label: "Payments", end: false },
    // The shop's figures: the owner's, and staff's the owner has given reports access.
    ...(member.reportsAccess
      ? [
          { to: "/admin/reports", label: "Reports", end: false },
          { to: "/admin/gst", label: "GST returns", end: false },
        ]
      : []),
    { to: "/admin/returns", label: "Returns", end: false },
    { to: "/admin/products", label: "Products", end: false },
    { to: "/admin/categories", label: "Categories", end: false },
    { to: "/admin/size-charts", label: "Size charts", end: false },
    { to: "/admin/home-page", label: "Home page", end: false },
    { to: "/admin/seo", label: "Search engines", end: false },
    { to: "/admin/coupons", label: "Coupons", end: false },
    { to: "/admin/blog", label: "Blog", end: false },
    { to: "/admin/pages", label: "Pages", end: false },
    { to: "/admin/enquiries", label: "Enquiries", end: false },
    { to: "/admin/reviews", label: "Reviews", end: false },
    { to: "/admin/subscribers", label: "Subscribers", end: false },
    { to: "/admin/mail", label: "Mail", end: false },
    { to: "/admin/shipping", label: "Shipping", end: false },
    { to: "/admin/settings/delivery", label: "Delivery", end: false },
    ...(member.role === "owner"
      ? [
          { to: "/admin/staff", label: "Staff", end: false },
          { to: "/admin/settings/shop", label: "Shop settings", end: false },
          { to: "/admin/settings/after-sales", label: "After-sale policy", end: false },
        ]
      : []),
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
          <nav aria-label="Back office" className="admin-nav" ref={nav}>
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
