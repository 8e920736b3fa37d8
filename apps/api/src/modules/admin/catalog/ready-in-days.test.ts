import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "#src/db/schema/catalog.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";

// Tuesday 1 December 2026, 10:00 in India: parcels leave today.
const NOW = new Date("2026-12-01T10:00:00+05:30");
let t: TestApp;
let staff: StaffBrowser;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  staff = await signInNewStaff(t, { name: "Imran", email: "ready-days@shop.test", password: "ready-days-2026" }, () => NOW);
  const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
  if (!category) throw new Error("the demo shop has categories");
  categoryId = category.id;
});
afterAll(async () => t?.close());

/** A made-to-order kurta as the editor sends it. */
function product(extra: Record<string, unknown>) {
  return {
    name: "Madder Ajrakh Kurta, made to order",
    categoryId,
    status: "active",
    description: "",
    details: "",
    craftStory: "",
    careGuide: "",
    tags: [],
    hsnCode: "6211",
    gstRate: null,
    metaTitle: "",
    metaDescription: "",
    ogTitle: "",
    ogDescription: "",
    variants: [
      {
        itemCode: "RDY-MADDER-1",
        colour: "Madder red",
        material: "Cotton",
        weightKg: 0.4,
        lengthCm: 30,
        widthCm: 25,
        heightCm: 3,
        price: 3200,
        salePrice: 2900,
        sizes: [{ name: "M", stock: 3 }],
      },
    ],
    ...extra,
  };
}

const read = async (id: string) => (await t.app.inject({ url: `/api/admin/products/${id}`, headers: staff })).json().data;

describe("a product's ready-in days in the editor", () => {
  it("are saved, shown, kept by an edit that leaves them out, and move the delivery promise", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/products",
      headers: staff,
      payload: product({ readyInDays: 4 }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id;
    const saved = await read(id);
    expect(saved.readyInDays).toBe(4);

    const { updatedAt: _, _id: __, ...sent } = saved;
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/admin/products/${id}`,
      headers: staff,
      payload: { ...sent, readyInDays: undefined },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await read(id)).readyInDays).toBe(4);

    // Four dispatch days after Tuesday is Saturday 5 December; Mumbai is 2 to 4 days from there.
    const promise = (await t.app.inject(`/api/delivery/pin/400001?variant=${saved.variants[0]._id}`)).json().data;
    expect(promise).toMatchObject({ earliest: "2026-12-07", latest: "2026-12-09" });
  });

  it("are 0 to 60 whole days", async () => {
    for (const readyInDays of [-1, 61, 1.5, "soon"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/admin/products",
        headers: staff,
        payload: product({ readyInDays }),
      });
      expect(res.statusCode, String(readyInDays)).toBe(400);
      expect(res.json().errors).toMatchObject({
        readyInDays:
          "Please enter the days a piece takes to be made ready: a whole number from 0 to 60 (0 when it is on the shelf).",
      });
    }
  });
});
