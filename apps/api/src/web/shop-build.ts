import type { ServerBuild } from "react-router";

/** The back office's pages all live under this first segment (apps/web/app/routes.ts). */
const BACK_OFFICE = "admin";

/**
 * Whether a page request belongs to the back office: `/admin`, `/admin/…`, and their data requests
 * (`/admin.data`, `/admin/orders.data`). React Router's route discovery (`/__manifest`) is answered
 * with every route, so a shop page that links into the back office still finds it. `pathname` is the
 * request URL's; it is read as React Router reads it, decoded and without regard to case.
 */
export function needsEveryRoute(pathname: string): boolean {
  if (pathname === "/__manifest") return true;
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // React Router keeps a path it cannot decode as it is.
  }
  path = path.toLowerCase();
  if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  return path === `/${BACK_OFFICE}` || path.startsWith(`/${BACK_OFFICE}/`);
}

/**
 * The build as the shop's own pages need it: without the back office's routes. React Router walks
 * every route on every render (it matches the page's path and each of its parents' against the ranked
 * routes, and rebuilds the route tree for the page), and half of the 97 routes are the back office's,
 * ranked ahead of most shop pages: a product page cost 1.11x more CPU with them (docs/performance.md).
 * The back office's pages are served from the whole build (`needsEveryRoute`).
 */
export function withoutBackOffice(build: ServerBuild): ServerBuild {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  const childIds = (id: string) => Object.keys(routes).filter((child) => routes[child]?.parentId === id);
  const inBackOffice = (id: string): boolean => {
    const path = fullPath(id);
    if (path === BACK_OFFICE || path.startsWith(`${BACK_OFFICE}/`)) return true;
    // A layout without a path of its own (the back office's frame) belongs where all its pages do.
    const children = childIds(id);
    return routes[id]?.path === undefined && !routes[id]?.index && children.length > 0 && children.every(inBackOffice);
  };
  const kept = new Set(Object.keys(routes).filter((id) => !inBackOffice(id)));
  const keep = <T>(all: Record<string, T>) => Object.fromEntries(Object.entries(all).filter(([id]) => kept.has(id)));
  return { ...build, routes: keep(routes), assets: { ...build.assets, routes: keep(build.assets.routes) } };
}
