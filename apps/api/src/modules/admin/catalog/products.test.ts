import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { categories, products, tags } from "#src/db/schema/catalog.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createTestApp, registerCustomer, type TestApp } from "#src/test/app.ts";

let t: TestApp;
let staff: StaffBrowser;
let categoryId: string;
let tagName: string;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInNewStaff(t, { name: "Imran", email: "catalog-staff@shop.test", password: "catalog-staff-2026" });
  const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
  const [tag] = await t.database.db.select({ tag: tags.tag }).from(tags).limit(1);
  if (!category || !tag) throw new Error("the demo shop has categories and tags");
  categoryId = category.id;
  tagName = tag.tag;
});
afterAll(async () => t?.close());

/** A product as the editor would send it; every call has its own item codes and name. */
function newProduct(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const code = `TST-${Date.now().toString(36).toUpperCase()}-${serial}`;
  return {
    name: `Indigo Ajrakh Test Stole ${code}`,
    categoryId,
    status: "draft",
    description: "Hand block printed with natural indigo.",
    details: "Cotton, 2 m.",
    craftStory: "Printed in Ajrakhpur with carved teak blocks.",
    careGuide: "Wash cold, dry in shade.",
    tags: [tagName],
    hsnCode: "6214",
    gstRate: null,
    metaTitle: "",
    metaDescription: "",
    ogTitle: "",
    ogDescription: "",
    variants: [
      {
        itemCode: code,
        colour: "Indigo",
        material: "Cotton",
        weightKg: 0.3,
        lengthCm: 200,
        widthCm: 70,
        heightCm: 1,
        price: 1800,
        salePrice: 1500,
        sizes: [
          { name: "Free", stock: 4 },
          { name: "XL", stock: 2 },
        ],
      },
    ],
    ...overrides,
  };
}

async function create(body: ReturnType<typeof newProduct>) {
  const res = await t.app.inject({ method: "POST", url: "/api/admin/products", headers: staff, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data._id as string;
  const read = await t.app.inject({ url: `/api/admin/products/${id}`, headers: staff });
  return read.json().data as { _id: string; variants: { _id: string; itemCode: string }[] } & Record<string, unknown>;
}

function publicDetail(variantId: string) {
  return t.app.inject({ url: `/api/variant/${variantId}` });
}

async function searchIds(text: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/variant/search?search=${encodeURIComponent(text)}&limit=48` });
  return (res.json().data as { _id: string }[]).map((v) => v._id);
}

async function auditEntries(recordId: string, action?: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.recordId, recordId), action ? eq(auditLog.action, action) : undefined));
  return row?.n ?? 0;
}

describe("who may edit the catalog", () => {
  it("answers 401 without a staff session and 403 to a customer's", async () => {
    expect((await t.app.inject({ url: "/api/admin/products" })).statusCode).toBe(401);
    const customer = await registerCustomer(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/products",
      headers: customer.browser,
      payload: newProduct(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("the product list", () => {
  it("pages every product once, last edited first, each with its own colourways, stock and price", async () => {
    const list = async (page: number) => {
      const res = await t.app.inject({ url: `/api/admin/products?page=${page}`, headers: staff });
      expect(res.statusCode).toBe(200);
      return res.json() as { totalPages: number; data: { _id: string; updatedAt: string; itemCodes: string[]; stock: number }[] };
    };
    const first = await list(1);
    expect(first.totalPages).toBeGreaterThan(1);
    const rows = [...first.data];
    for (let page = 2; page <= first.totalPages; page++) rows.push(...(await list(page)).data);
    const [{ n }] = (await t.database.db.select({ n: count() }).from(products)) as [{ n: number }];
    expect(rows).toHaveLength(n);
    expect(new Set(rows.map((row) => row._id)).size).toBe(n);
    // Newest edit first; ties by id.
    const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      b.updatedAt.localeCompare(a.updatedAt) || a._id.localeCompare(b._id);
    expect(rows).toEqual([...rows].sort(order));
    // A product created now leads page 1 with what it was created with.
    const created = await create(newProduct());
    const top = (await list(1)).data[0];
    expect(top).toMatchObject({ _id: created._id, itemCodes: [created.variants[0]?.itemCode], stock: 6 });
    expect((await list(first.totalPages + 5)).data).toEqual([]);
  });
});

describe("a product's life", () => {
  it("is created as a draft shoppers cannot find, published into search at once, and archived out of sight", async () => {
    const body = newProduct();
    const product = await create(body);
    const variantId = product.variants[0]?._id as string;
    expect(product).toMatchObject({ status: "draft", craftStory: body.craftStory, careGuide: body.careGuide, tags: [tagName] });
    expect(await auditEntries(product._id, "product.create")).toBe(1);

    // A draft: no page, no search result, no suggestion.
    expect((await publicDetail(variantId)).statusCode).toBe(404);
    expect(await searchIds(body.name)).not.toContain(variantId);
    const suggestions = await t.app.inject({ url: `/api/product/searchSuggestion?name=${encodeURIComponent(body.name)}` });
    expect(JSON.stringify(suggestions.json().data)).not.toContain(body.name);

    const published = await t.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product._id}/status`,
      headers: staff,
      payload: { status: "active" },
    });
    expect(published.statusCode).toBe(200);
    const detail = await publicDetail(variantId);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.product).toMatchObject({ craftStory: body.craftStory, careGuide: body.careGuide });
    expect(await searchIds(body.name)).toContain(variantId);

    await t.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product._id}/status`,
      headers: staff,
      payload: { status: "archived" },
    });
    expect((await publicDetail(variantId)).statusCode).toBe(404);
    expect(await searchIds(body.name)).not.toContain(variantId);
    expect(await auditEntries(product._id, "product.status")).toBe(2);
  });

  it("saves prices and stock that shoppers see at once, and records before and after", async () => {
    const body = newProduct({ status: "active" });
    const product = await create(body);
    const variant = product.variants[0] as { _id: string; itemCode: string };
    const edited = {
      ...body,
      variants: [
        {
          ...body.variants[0],
          _id: variant._id,
          salePrice: 1200,
          sizes: [
            { name: "Free", stock: 0 },
            { name: "XL", stock: 2 },
          ],
        },
      ],
    };
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product._id}`,
      headers: staff,
      payload: edited,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = (await publicDetail(variant._id)).json().data;
    expect(shown.salePrice).toBe(1200);
    expect(shown.size).toEqual([
      { sizeName: "Free", inStock: false },
      { sizeName: "XL", inStock: true },
    ]);
    expect(shown.stock.status).toBe("low_stock");

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, product._id), eq(auditLog.action, "product.update")));
    if (!entry) throw new Error("no audit entry for the save");
    expect((entry.before as { variants: { salePrice: number }[] }).variants[0]?.salePrice).toBe(1500);
    expect((entry.after as { variants: { salePrice: number }[] }).variants[0]?.salePrice).toBe(1200);
  });
});

describe("bad input changes nothing", () => {
  it("refuses a sale price above the price, naming the field", async () => {
    const body = newProduct();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/products",
      headers: staff,
      payload: { ...body, variants: [{ ...body.variants[0], salePrice: 2000 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors["variants.0.salePrice"]).toBe("The sale price cannot be more than the price.");
  });

  it("keeps a product without its HSN code a draft: saving it active or publishing it is refused beside the field", async () => {
    const hsnRequired = "Please enter the HSN code before publishing: every invoice line needs one. A draft may leave it empty.";
    const active = await t.app.inject({
      method: "POST",
      url: "/api/admin/products",
      headers: staff,
      payload: newProduct({ status: "active", hsnCode: "" }),
    });
    expect(active.statusCode).toBe(400);
    expect(active.json().errors.hsnCode).toBe(hsnRequired);

    const draft = await create(newProduct({ hsnCode: "" }));
    expect(draft).toMatchObject({ status: "draft", hsnCode: "" });
    const published = await t.app.inject({
      method: "PUT",
      url: `/api/admin/products/${draft._id}/status`,
      headers: staff,
      payload: { status: "active" },
    });
    expect(published.statusCode).toBe(400);
    expect(published.json()).toMatchObject({
      code: "admin.hsn_required",
      message: hsnRequired,
      errors: { hsnCode: hsnRequired },
    });
    const [row] = await t.database.db.select({ status: products.status }).from(products).where(eq(products.id, draft._id));
    expect(row?.status).toBe("draft");
    // With its code it goes live.
    const body = newProduct({ hsnCode: "6214", status: "active" });
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/admin/products/${draft._id}`,
      headers: staff,
      payload: { ...body, variants: [{ ...body.variants[0], _id: draft.variants[0]?._id }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("refuses a NUL byte, an unknown category or tag, and an item code another product has", async () => {
    const nul = await t.app.inject({
      method: "POST",
      url: "/api/admin/products",
      headers: staff,
      payload: newProduct({ name: "Stole\u0000" }),
    });
    expect(nul.statusCode).toBe(400);
    const category = await t.app.inject({
      method: "POST",
      url: "/api/admin/products",
      headers: staff,
      payload: newProduct({ categoryId: "00000000-0000-4000-8000-000000000000" }),
    });
    expect(category.json()).toMatchObject({ code: "admin.category_unknown" });
    const tag = await t.app.inject({
      method: "POST",
      url: "/api/admin/products",
      headers: staff,
      payload: newProduct({ tags: ["No such tag"] }),
    });
    expect(tag.json()).toMatchObject({ code: "admin.tag_unknown", params: { tag: "No such tag" } });

    const first = await create(newProduct());
    const second = newProduct();
    const clash = await t.app.inject({
      method: "POST",
      url: "/api/admin/products",
      headers: staff,
      payload: { ...second, variants: [{ ...second.variants[0], itemCode: first.variants[0]?.itemCode }] },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: "admin.item_code_taken" });
    const listed = await t.app.inject({ url: `/api/admin/products?search=${encodeURIComponent(second.name)}`, headers: staff });
    expect(listed.json().data).toEqual([]);
  });

  it("answers 404 for another product's colourway id", async () => {
    const a = await create(newProduct());
    const b = newProduct();
    const other = await create(b);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/products/${other._id}`,
      headers: staff,
      payload: { ...b, variants: [{ ...b.variants[0], _id: a.variants[0]?._id }] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("admin.colourway_not_found");
  });
});

describe("the product list", () => {
  it("finds products by name or item code and filters by status and stock", async () => {
    const body = newProduct({ status: "draft" });
    // Three pieces in all: at the shop's low-stock threshold.
    const sizes = [
      { name: "Free", stock: 2 },
      { name: "XL", stock: 1 },
    ];
    const product = await create({ ...body, variants: [{ ...body.variants[0], sizes }] } as typeof body);
    const code = product.variants[0]?.itemCode as string;
    const byCode = await t.app.inject({ url: `/api/admin/products?search=${code}`, headers: staff });
    expect(byCode.json().data.map((p: { _id: string }) => p._id)).toEqual([product._id]);
    const drafts = await t.app.inject({ url: `/api/admin/products?search=${code}&status=active`, headers: staff });
    expect(drafts.json().data).toEqual([]);
    const low = await t.app.inject({ url: `/api/admin/products?search=${code}&stock=low`, headers: staff });
    expect(low.json().data).toHaveLength(1);
    const out = await t.app.inject({ url: `/api/admin/products?search=${code}&stock=out`, headers: staff });
    expect(out.json().data).toEqual([]);

    // Sold out in every size: out of stock, and low too.
    const other = newProduct({ status: "draft" });
    const soldOut = await create({
      ...other,
      variants: [{ ...other.variants[0], sizes: sizes.map((size) => ({ ...size, stock: 0 })) }],
    } as typeof other);
    const soldOutCode = soldOut.variants[0]?.itemCode as string;
    for (const stock of ["out", "low"]) {
      const found = await t.app.inject({ url: `/api/admin/products?search=${soldOutCode}&stock=${stock}`, headers: staff });
      expect(found.json().data.map((p: { _id: string }) => p._id)).toEqual([soldOut._id]);
    }

    // Two pieces in each of two sizes: no size is above the threshold, but the four in all are.
    const third = newProduct({ status: "draft" });
    const spread = await create({
      ...third,
      variants: [{ ...third.variants[0], sizes: sizes.map((size) => ({ ...size, stock: 2 })) }],
    } as typeof third);
    const spreadLow = await t.app.inject({
      url: `/api/admin/products?search=${spread.variants[0]?.itemCode}&stock=low`,
      headers: staff,
    });
    expect(spreadLow.json().data).toEqual([]);
  });
});

describe("pictures", () => {
  async function upload(bytes: Buffer, type: string) {
    const form = new FormData();
    form.append("picture", new Blob([new Uint8Array(bytes)], { type }), "picture");
    const encoded = new Request("http://localhost/", { method: "POST", body: form });
    return t.app.inject({
      method: "POST",
      url: "/api/admin/pictures",
      headers: { ...staff, "content-type": encoded.headers.get("content-type") ?? "" },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  it("takes a JPEG, PNG or WebP by its content, serves every width as WebP and AVIF, and puts it first on the product page", async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#1f2e5c" } })
      .png()
      .withMetadata({ exif: { IFD0: { Artist: "Someone" } } })
      .toBuffer();
    const res = await upload(png, "image/png");
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/media\/catalog\/[0-9a-f]{24}-800\.webp$/);
    const avif = await t.app.inject({ url: url.replace("-800.webp", "-480.avif") });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers["content-type"]).toBe("image/avif");
    const served = await t.app.inject({ url });
    const meta = await sharp(served.rawPayload).metadata();
    // Cropped to the shop's 4:5 portrait; the camera's metadata is gone.
    expect([meta.width, meta.height, meta.exif]).toEqual([800, 1000, undefined]);

    const body = newProduct({ status: "active" });
    const product = await create(body);
    const variant = product.variants[0] as { _id: string };
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product._id}`,
      headers: staff,
      payload: {
        ...body,
        variants: [{ ...body.variants[0], _id: variant._id, pictures: [{ url, alt: "Indigo stole, folded" }] }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = (await publicDetail(variant._id)).json().data;
    expect(shown.images).toEqual([{ url, alt: "Indigo stole, folded" }]);
  });

  it("refuses a file that is not a picture, and a picture URL that was never uploaded", async () => {
    const text = await upload(Buffer.from("<svg onload=alert(1)>"), "image/png");
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe("upload.picture_not_image");

    const body = newProduct();
    const product = await create(body);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product._id}`,
      headers: staff,
      payload: {
        ...body,
        variants: [
          {
            ...body.variants[0],
            _id: product.variants[0]?._id,
            pictures: [{ url: "https://elsewhere.example/x.webp", alt: "" }],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("admin.picture_unknown");
  });
});
