import type { ServerBuild } from "react-router";

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
 * Views of the build by the first segment of the page's path, each with only the routes a path
 * beginning so can match. React Router walks every route it is given on every render (the page's path
 * and each parent path matched against the ranked routes, the route tree built again): a product page
 * needs 4 of the 97, the back office's pages 52 (the 49 under `admin`, the root, the home page, the catch-all).
 * A view keeps the routes whose first segment is that one, those that can match any first segment (a
 * dynamic, optional or splat first segment), the index routes (the parent path `/` is matched too, for
 * the inline manifest) and the parents of all these. Any path therefore matches the same routes in its
 * view as in the whole build, ranked the same, and the page, its manifest and its data are the same.
 * A path whose first segment no route names gets the view of those that can match anything (the
 * catch-all: not found). A path with a percent sign is decoded by React Router in ways this does not
 * repeat: it gets the whole build. So does route discovery (`/__manifest`), which answers for any path.
 */
export function routeViews(build: ServerBuild): (pathname: string) => ServerBuild {
  const routes = build.routes;
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
      bySegment.set(key, (bySegment.get(key) ?? new Set<string>()).add(id));
    }
  }
  const withParents = (ids: Iterable<string>) => {
    const kept = new Set<string>();
    for (const start of ids) {
      for (let id: string | undefined = start; id !== undefined && !kept.has(id); id = routes[id]?.parentId) kept.add(id);
    }
    return kept;
  };
  const fallback = viewWith(build, withParents(anywhere));
  const views = new Map([...bySegment].map(([segment, ids]) => [segment, viewWith(build, withParents([...anywhere, ...ids]))]));
  return (pathname) => {
    if (pathname.includes("%") || pathname === "/__manifest") return build;
    // A data request names its page's path with `.data` at the end (`/_root.data` for `/`).
    const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const first = path.split("/").find(Boolean)?.toLowerCase() ?? "";
    return views.get(first) ?? fallback;
  };
}
