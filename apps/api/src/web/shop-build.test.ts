import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { needsEveryRoute, shopViews, withoutBackOffice } from "./shop-build.ts";

/** A build shaped as apps/web/app/routes.ts lays the shop out: only the routes' ids, paths and parents matter here. */
function buildOf(routes: { id: string; parentId?: string; path?: string; index?: boolean }[]): ServerBuild {
  const manifest = Object.fromEntries(routes.map((route) => [route.id, { ...route, module: {} }]));
  const assets = Object.fromEntries(routes.map((route) => [route.id, { ...route, module: `/assets/${route.id}.js` }]));
  return {
    routes: manifest,
    assets: { routes: assets, entry: { module: "/entry.js", imports: [] }, url: "/m.js", version: "1" },
  } as unknown as ServerBuild;
}

const shop = buildOf([
  { id: "root", path: "" },
  { id: "home", parentId: "root", index: true },
  { id: "product-details", parentId: "root", path: "product-details/:pId" },
  { id: "account-layout", parentId: "root" },
  { id: "orders", parentId: "account-layout", path: "orders" },
  { id: "admin-login", parentId: "root", path: "admin/login" },
  { id: "admin-layout", parentId: "root" },
  { id: "admin-home", parentId: "admin-layout", path: "admin" },
  { id: "admin-orders", parentId: "admin-layout", path: "admin/orders/:orderNumber" },
  { id: "admin-help", parentId: "root", path: "administrator-help" },
  { id: "not-found", parentId: "root", path: "*" },
]);

describe("withoutBackOffice", () => {
  it("keeps the shop's routes, its pathless layouts and the catch-all, and drops every back-office route and its frame", () => {
    const kept = withoutBackOffice(shop);
    const ids = ["root", "home", "product-details", "account-layout", "orders", "admin-help", "not-found"];
    expect(Object.keys(kept.routes)).toEqual(ids);
    expect(Object.keys(kept.assets.routes)).toEqual(ids);
  });

  it("leaves the whole build as it was (the back office is served from it)", () => {
    withoutBackOffice(shop);
    expect(Object.keys(shop.routes)).toHaveLength(11);
    expect(Object.keys(shop.assets.routes)).toHaveLength(11);
  });
});

describe("needsEveryRoute", () => {
  it("sends the back office's pages and data requests, and route discovery, to the whole build", () => {
    const asked = ["/admin", "/admin/", "/admin/orders/CH-1", "/admin.data", "/admin/orders.data", "/__manifest"];
    // React Router decodes the path and matches it without regard to case.
    for (const path of [...asked, "/Admin/Orders", "/ADMIN.data", "/%61dmin/orders"]) {
      expect(needsEveryRoute(path), path).toBe(true);
    }
  });

  it("sends every other page to the shop's", () => {
    for (const path of [
      "/",
      "/_root.data",
      "/product-details/7",
      "/product-details/7.data",
      "/administrator-help",
      "/orders/admin",
      "/%E0%A4",
    ]) {
      expect(needsEveryRoute(path), path).toBe(false);
    }
  });
});

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

describe("shopViews", () => {
  const whole = withoutBackOffice(
    buildOf([
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
      { id: "admin-home", parentId: "root", path: "admin" },
      { id: "not-found", parentId: "root", path: "*" },
    ]),
  );
  const viewFor = shopViews(whole);

  it("matches every path, and its parent paths, to the routes the whole shop's build matches", () => {
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
      "/nowhere",
      "/nowhere/at/all",
    ];
    for (const path of paths) expect(matchedIds(viewFor(path), path), path).toEqual(matchedIds(whole, path));
  });

  it("gives a product page only its own route, the home page, the catch-all and what can match any first segment", () => {
    expect(Object.keys(viewFor("/product-details/7").routes).sort()).toEqual(
      ["home", "language-page", "not-found", "product-details", "root"].sort(),
    );
    expect(Object.keys(viewFor("/product-details/7").assets.routes)).toEqual(Object.keys(viewFor("/product-details/7").routes));
  });

  it("brings a pathless layout along with its pages, and reads data requests as their pages", () => {
    expect(Object.keys(viewFor("/orders.data").routes)).toContain("account-layout");
    expect(viewFor("/orders/CH-1.data")).toBe(viewFor("/orders"));
    expect(viewFor("/_root.data")).toBe(viewFor("/"));
    expect(viewFor("/")).toBe(viewFor("/nowhere"));
  });

  it("leaves a path with percent-encoding to the whole shop's build", () => {
    expect(viewFor("/%70roduct")).toBe(whole);
  });
});
