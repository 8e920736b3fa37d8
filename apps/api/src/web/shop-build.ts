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

/** A route's path segments from the root, as React Router joins them (a pathless layout adds none). */
function fullSegments(routes: ServerBuild["routes"], id: string): string[] {
  const route = routes[id];
  if (!route) return [];
  const parent = route.parentId ? fullSegments(routes, route.parentId) : [];
  return [...parent, ...(route.path ?? "").split("/").filter(Boolean)];
}

/** Only these routes, in `routes` and in `assets.routes`. */
function viewWith(build: ServerBuild, kept: Set<string>): ServerBuild {
  const keep = <T>(all: Record<string, T>) => Object.fromEntries(Object.entries(all).filter(([id]) => kept.has(id)));
  return { ...build, routes: keep(build.routes), assets: { ...build.assets, routes: keep(build.assets.routes) } };
}

/**
 * Views of the shop's build by the first segment of the page's path, each with only the routes a path
 * beginning so can match: React Router still walks every route it is given on every render (the page's
 * path and each parent path matched against the ranked routes, the route tree built again), and a
 * product page needs 4 of the shop's 48. A view keeps the routes whose first segment is that one, those
 * that can match any first segment (a dynamic, optional or splat first segment), the index routes (the
 * parent path `/` is matched too, for the inline manifest) and the parents of all these. Any path React
 * Router matches therefore matches the same routes in its view, with the same ranking, and the page,
 * its manifest and its data are the same. A path whose first segment no route names gets the view of
 * those that can match anything (the catch-all: not found). A path with a percent sign is decoded by
 * React Router in ways this does not repeat: it gets the whole shop's build.
 */
export function shopViews(shop: ServerBuild): (pathname: string) => ServerBuild {
  const routes = shop.routes;
  const anywhere = new Set<string>();
  const bySegment = new Map<string, Set<string>>();
  for (const id of Object.keys(routes)) {
    const route = routes[id];
    // A layout without a path of its own matches nothing by itself: it comes along as a parent.
    if (!route || (route.path === undefined && !route.index)) continue;
    const first = fullSegments(routes, id)[0];
    if (first === undefined || first.startsWith(":") || first.startsWith("*") || first.endsWith("?")) anywhere.add(id);
    else {
      const key = first.toLowerCase();
      bySegment.set(key, new Set([...(bySegment.get(key) ?? []), id]));
    }
  }
  const withParents = (ids: Iterable<string>) => {
    const kept = new Set<string>();
    for (const start of ids) {
      for (let id: string | undefined = start; id !== undefined && !kept.has(id); id = routes[id]?.parentId) kept.add(id);
    }
    return kept;
  };
  const fallback = viewWith(shop, withParents(anywhere));
  const views = new Map([...bySegment].map(([segment, ids]) => [segment, viewWith(shop, withParents([...anywhere, ...ids]))]));
  return (pathname) => {
    if (pathname.includes("%")) return shop;
    // A data request names its page's path with `.data` at the end (`/_root.data` for `/`).
    const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const first = path.split("/").find(Boolean)?.toLowerCase() ?? "";
    return views.get(first) ?? fallback;
  };
}
