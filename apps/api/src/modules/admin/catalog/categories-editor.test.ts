import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createTestApp, registerCustomer, type TestApp } from "#src/test/app.ts";

let t: TestApp;
let staff: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInNewStaff(t, { name: "Kasam", email: "categories-staff@shop.test", password: "categories-staff-2026" });
});
afterAll(async () => t?.close());

interface Editor {
  menus: { _id: string; name: string }[];
  categories: {
    _id: string;
    name: string;
    menuId: string | null;
    isTopCategory: boolean;
    picture: string;
    cateImg: string;
    products: number;
  }[];
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

  it("shows an uploaded picture for a category where shoppers see categories, and the drawn one again without it", async () => {
    const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: "#7a1f1f" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("picture", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "sarees.jpg");
    const encoded = new Request("http://localhost/", { method: "POST", body: form });
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/admin/pictures",
      headers: { ...staff, "content-type": encoded.headers.get("content-type") ?? "" },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = uploaded.json().data.url as string;

    const before = await editor();
    const top = before.categories.find((c) => c.isTopCategory);
    if (!top) throw new Error("the demo shop has top categories");
    expect(top.picture).toBe("");
    expect(top.cateImg).toMatch(/^\/media\/ajrakh\//);
    const withPicture = (picture: string) => before.categories.map((c) => (c._id === top._id ? { ...c, picture } : c));
    const shown = async () =>
      (await t.app.inject({ url: "/api/category/isTopCategory" })).json().data.find((c: { _id: string }) => c._id === top._id)
        ?.cateImg;

    const saved = await put("categories", withPicture(url));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await shown()).toBe(url);
    expect((await editor()).categories.find((c) => c._id === top._id)).toMatchObject({ picture: url, cateImg: url });
    // Saving the list again without touching the picture keeps it.
    const { picture: _kept, ...untouched } = (await editor()).categories.find((c) => c._id === top._id) ?? top;
    expect(
      (
        await put(
          "categories",
          before.categories.map((c) => (c._id === top._id ? untouched : c)),
        )
      ).statusCode,
    ).toBe(200);
    expect(await shown()).toBe(url);

    const forged = await put("categories", withPicture("/media/catalog/0123456789abcdef01234567-800.webp"));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("admin.picture_unknown");
    expect(Object.keys(forged.json().errors)).toEqual([`items.${before.categories.indexOf(top)}.picture`]);

    for (const bad of [`${url}\u0000`, `/media/catalog/${"a".repeat(300)}-800.webp`]) {
      const refused = await put("categories", withPicture(bad));
      expect(refused.statusCode).toBe(400);
    }
    const customer = await registerCustomer(t.app);
    const foreign = await t.app.inject({
      method: "PUT",
      url: "/api/admin/categories/categories",
      headers: customer.browser,
      payload: { items: withPicture("") },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await shown()).toBe(url);

    expect((await put("categories", withPicture(""))).statusCode).toBe(200);
    expect(await shown()).toBe(top.cateImg);
    const [entry] = await t.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, "catalog.structure"), eq(auditLog.recordId, "categories")))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry?.before).toEqual(expect.arrayContaining([expect.objectContaining({ _id: top._id, picture: url })]));
    expect(entry?.after).toEqual(expect.arrayContaining([expect.objectContaining({ _id: top._id, picture: "" })]));
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
