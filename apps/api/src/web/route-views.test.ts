import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routeViews } from "./route-views.ts";

/** A build shaped as apps/web/app/routes.ts lays the shop out: only the routes' ids, paths and parents matter here. */
function buildOf(routes: { id: string; parentId?: string; path?: string; index?: boolean }[]): ServerBuild {
  const manifest = Object.fromEntries(routes.map((route) => [route.id, { ...route, module: {} }]));
  const assets = Object.fromEntries(routes.map((route) => [route.id, { ...route, module: `/assets/${route.id}.js` }]));
  return {
    routes: manifest,
    assets: { routes: assets, entry: { module: "/entry.js", imports: [] }, url: "/m.js", version: "1" },
  } as unknown as ServerBuild;
}

/** The route tree React Router builds from a build's flat routes (children by parentId). */
function treeOf(build: ServerBuild, parentId?: string): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const id = route?.id ?? "";
      return route?.index ? { id, index: true } : { id, path: route?.path, children: treeOf(build, id) };
    });
}

/** The routes React Router matches for a path, and for each parent path (as for a page's inline manifest). */
function matchedIds(build: ServerBuild, pathname: string): string[][] {
  const segments = pathname.split("/").filter(Boolean);
  const paths = [pathname, ...segments.map((_, n) => `/${segments.slice(0, n).join("/")}`)];
  return paths.map((path) => (matchRoutes(treeOf(build), path) ?? []).map((match) => match.route.id ?? ""));
}

const whole = buildOf([
  { id: "root", path: "" },
  { id: "home", parentId: "root", index: true },
  { id: "product-list", parentId: "root", path: "product" },
  { id: "product-details", parentId: "root", path: "product-details/:pId" },
  { id: "sitemap", parentId: "root", path: "sitemap.xml" },
  { id: "account-layout", parentId: "root" },
  { id: "orders", parentId: "account-layout", path: "orders" },
  { id: "order", parentId: "account-layout", path: "orders/:orderNumber" },
  { id: "invoice", parentId: "root", path: "orders/:orderNumber/invoice" },
  { id: "confirmation", parentId: "root", path: "order-confirmation/:orderNumber?" },
  { id: "language-page", parentId: "root", path: ":lang/about" },
  { id: "admin-login", parentId: "root", path: "admin/login" },
  { id: "admin-layout", parentId: "root" },
  { id: "admin-home", parentId: "admin-layout", path: "admin" },
  { id: "admin-orders", parentId: "admin-layout", path: "admin/orders/:orderNumber" },
  { id: "administrator-help", parentId: "root", path: "administrator-help" },
  { id: "not-found", parentId: "root", path: "*" },
]);
const viewFor = routeViews(whole);

describe("routeViews", () => {
  it("matches every path, and its parent paths, to the routes the whole build matches", () => {
    const paths = [
      "/",
      "/product",
      "/Product/",
      "/product-details/7",
      "/sitemap.xml",
      "/orders",
      "/orders/CH-1",
      "/ORDERS/CH-1/invoice",
      "/order-confirmation",
      "/order-confirmation/CH-1",
      "/hi/about",
      "/product/about",
      "/admin",
      "/admin/login",
      "/Admin/Orders/CH-1",
      "/admin/nowhere",
      "/administrator-help",
      "/nowhere",
      "/nowhere/at/all",
    ];
    for (const path of paths) expect(matchedIds(viewFor(path), path), path).toEqual(matchedIds(whole, path));
  });

  it("gives a product page only its own route, the home page, the catch-all and what can match any first segment", () => {
    const view = viewFor("/product-details/7");
    expect(Object.keys(view.routes).sort()).toEqual(["home", "language-page", "not-found", "product-details", "root"]);
    expect(Object.keys(view.assets.routes)).toEqual(Object.keys(view.routes));
  });

  it("gives the back office's pages its routes and frame, and the shop's pages none of them", () => {
    expect(Object.keys(viewFor("/admin/orders/CH-1").routes)).toEqual(
      expect.arrayContaining(["admin-login", "admin-layout", "admin-home", "admin-orders"]),
    );
    for (const path of ["/", "/orders", "/administrator-help", "/nowhere"]) {
      expect(
        Object.keys(viewFor(path).routes).filter((id) => id.startsWith("admin-")),
        path,
      ).toEqual([]);
    }
  });

  it("brings a pathless layout along with its pages, and reads data requests as their pages", () => {
    expect(Object.keys(viewFor("/orders.data").routes)).toContain("account-layout");
    expect(viewFor("/orders/CH-1.data")).toBe(viewFor("/orders"));
    expect(viewFor("/ADMIN.data")).toBe(viewFor("/admin"));
    expect(viewFor("/_root.data")).toBe(viewFor("/"));
    expect(viewFor("/")).toBe(viewFor("/nowhere"));
  });

  it("leaves route discovery, and a path with percent-encoding, to the whole build", () => {
    expect(viewFor("/__manifest")).toBe(whole);
    expect(viewFor("/%61dmin/orders")).toBe(whole);
    expect(viewFor("/%70roduct")).toBe(whole);
  });

  it("leaves the whole build as it was", () => {
    expect(Object.keys(whole.routes)).toHaveLength(17);
    expect(Object.keys(whole.assets.routes)).toHaveLength(17);
  });
});
