import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#src/test/app.ts";
import { type StaffBrowser, signInNewStaff } from "./test-support.ts";

let t: TestApp;
let staff: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInNewStaff(t, { name: "Kasam", email: "categories-staff@shop.test", password: "categories-staff-2026" });
});
afterAll(async () => t?.close());

interface Editor {
  menus: { _id: string; name: string }[];
  categories: { _id: string; name: string; menuId: string | null; isTopCategory: boolean; products: number }[];
  tags: { _id: string; name: string; link: string; products: number }[];
}

async function editor(): Promise<Editor> {
  return (await t.app.inject({ url: "/api/admin/categories", headers: staff })).json().data;
}

function put(list: string, items: unknown[]) {
  return t.app.inject({ method: "PUT", url: `/api/admin/categories/${list}`, headers: staff, payload: { items } });
}

async function searchCount(text: string): Promise<number> {
  const res = await t.app.inject({ url: `/api/variant/search?search=${encodeURIComponent(text)}` });
  return res.json().data.length;
}

describe("menus, categories and tags", () => {
  it("answers 401 without a staff session", async () => {
    expect((await t.app.inject({ url: "/api/admin/categories" })).statusCode).toBe(401);
  });

  it("renames a category everywhere shoppers look, search included, and adds one in a menu", async () => {
    const before = await editor();
    const used = before.categories.find((c) => c.products > 0);
    if (!used) throw new Error("the demo shop has categories with products");
    const items = before.categories.map((c) => (c._id === used._id ? { ...c, name: "Zardozi Wraps" } : c));
    const menu = before.menus[0];
    const res = await put("categories", [...items, { name: "Kalamkari", menuId: menu?._id ?? null, isTopCategory: false }]);
    expect(res.statusCode, res.body).toBe(200);
    const categories = (await t.app.inject({ url: "/api/category" })).json().data.map((c: { name: string }) => c.name);
    expect(categories).toContain("Zardozi Wraps");
    expect(categories).toContain("Kalamkari");
    expect(await searchCount("zardozi")).toBeGreaterThan(0);
    const header = (await t.app.inject({ url: "/api/header-item" })).json().data;
    expect(JSON.stringify(header)).toContain("Kalamkari");
  });

  it("refuses to remove a category that still has products, and two entries of one name", async () => {
    const before = await editor();
    const used = before.categories.find((c) => c.products > 0);
    const removed = await put(
      "categories",
      before.categories.filter((c) => c._id !== used?._id),
    );
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ code: "admin.category_in_use", params: { name: used?.name } });
    const twice = await put("menus", [{ name: "Sarees" }, { name: "sarees" }]);
    expect(twice.statusCode).toBe(400);
    expect(await editor()).toEqual(before);
  });

  it("removes a tag from its products and their search, and answers 409 for an id from elsewhere", async () => {
    const before = await editor();
    const tag = before.tags.find((t) => t.products > 0 && t.name === "Natural Dyes") ?? before.tags.find((t) => t.products > 0);
    if (!tag) throw new Error("the demo shop has tags on products");
    const res = await put(
      "tags",
      before.tags.filter((t) => t._id !== tag._id),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ url: "/api/product-tag" })).json().data.map((t: { tag: string }) => t.tag)).not.toContain(
      tag.name,
    );
    const stale = await put("menus", [{ _id: "00000000-0000-4000-8000-000000000000", name: "Ghost" }]);
    expect(stale.statusCode).toBe(409);
  });
});
