import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { needsEveryRoute, withoutBackOffice } from "./shop-build.ts";

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
