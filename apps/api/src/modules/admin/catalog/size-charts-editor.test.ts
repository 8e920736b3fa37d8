import type { SizeChartsEditor } from "@chhaap/contract/admin/size-charts";
import { variantDetail } from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { categories, products, variants } from "#src/db/schema/catalog.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createTestApp, registerCustomer, type TestApp } from "#src/test/app.ts";

let t: TestApp;
let staff: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInNewStaff(t, { name: "Hamida", email: "size-charts-staff@shop.test", password: "size-charts-staff-2026" });
});
afterAll(async () => t?.close());

async function editor(): Promise<SizeChartsEditor> {
  return (await t.app.inject({ url: "/api/admin/size-charts", headers: staff })).json().data;
}

function put(id: string, payload: object) {
  return t.app.inject({ method: "PUT", url: `/api/admin/size-charts/${id}`, headers: staff, payload });
}

/** A listed colourway of a product in the category, and the size chart its page shows. */
async function productPageChart(categoryName: string) {
  const [row] = await t.database.db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(categories.name, categoryName), eq(variants.listed, true)))
    .limit(1);
  if (!row) throw new Error(`the demo shop has ${categoryName}`);
  const res = await t.app.inject({ url: `/api/variant/${row.id}` });
  return envelope(variantDetail).parse(res.json()).data.sizeChart;
}

async function latestEntry(recordId: string) {
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, "size_chart"), eq(auditLog.recordId, recordId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return entry;
}

function editable(chart: SizeChartsEditor["charts"][number]) {
  const { _id, updatedAt, ...rest } = chart;
  return rest;
}

describe("size charts", () => {
  it("starts with the shop's charts, each category of garments with sizes using one", async () => {
    const { charts, categories: all } = await editor();
    expect(charts.map((chart) => chart.name)).toEqual(
      expect.arrayContaining(["Womenswear", "Men's shirts", "Men's kurtas", "Skirts", "Sarees", "Bed linen"]),
    );
    const womenswear = charts.find((chart) => chart.name === "Womenswear");
    expect(womenswear).toMatchObject({ kind: "body", measures: ["bust", "waist", "length"] });
    expect(womenswear?.rows[0]).toEqual({ label: "XS", inches: [34, 28, 44] });
    const chartOf = (name: string) => charts.find((chart) => chart._id === all.find((c) => c.name === name)?.sizeChartId)?.name;
    expect(chartOf("Suits")).toBe("Womenswear");
    expect(chartOf("Men's Kurtas")).toBe("Men's kurtas");
    expect(chartOf("Bags")).toBeUndefined();
    expect(await productPageChart("Sarees")).toEqual({
      kind: "piece",
      measures: ["length", "width"],
      rows: [
        { label: "saree", inches: [216.5, 45] },
        { label: "blouse-piece", inches: [31.5, 45] },
      ],
    });
    expect(await productPageChart("Bags")).toBeNull();
  });

  it("answers 401 without a staff session and 403 to a customer", async () => {
    expect((await t.app.inject({ url: "/api/admin/size-charts" })).statusCode).toBe(401);
    const customer = await registerCustomer(t.app);
    const { charts } = await editor();
    const chart = charts[0];
    if (!chart) throw new Error("no chart");
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/size-charts/${chart._id}`,
      headers: customer.browser,
      payload: editable(chart),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("admin.staff_only");
  });

  it("saves a measurement and a new column, audits the change and shows it on the product page at once", async () => {
    const { charts } = await editor();
    const shirts = charts.find((chart) => chart.name === "Men's shirts");
    if (!shirts) throw new Error("no shirts chart");
    const before = await productPageChart("Men's Shirts");
    const changed = {
      ...editable(shirts),
      measures: [...shirts.measures, "sleeve"],
      rows: shirts.rows.map((row, index) => ({
        label: row.label,
        inches: [...(index === 0 ? [38.25, ...row.inches.slice(1)] : row.inches), 24 + index / 2],
      })),
    };
    const res = await put(shirts._id, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Size chart saved.");
    const after = await productPageChart("Men's Shirts");
    expect(after).not.toEqual(before);
    expect(after?.measures).toEqual(["chest", "waist", "length", "sleeve"]);
    expect(after?.rows[0]).toEqual({ label: "S", inches: [38.25, 34, 29, 24] });
    const entry = await latestEntry(shirts._id);
    expect(entry).toMatchObject({ action: "size_chart.save", staffName: "Hamida" });
    expect(entry?.before).toMatchObject({ measures: ["chest", "waist", "length"], categories: ["Men's Shirts"] });
    expect(entry?.after).toMatchObject({ measures: ["chest", "waist", "length", "sleeve"] });
  });

  it("creates a chart that takes a category from another one, and deletes it again", async () => {
    const before = await editor();
    const kurtas = before.categories.find((category) => category.name === "Kurtas");
    if (!kurtas) throw new Error("no kurtas");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/size-charts",
      headers: staff,
      payload: {
        name: "Angrakha kurtas",
        kind: "body",
        measures: ["bust", "shoulder"],
        rows: [
          { label: "S", inches: [36, 14] },
          { label: "M", inches: [38, 14.5] },
        ],
        categoryIds: [kurtas._id],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    expect((await productPageChart("Kurtas"))?.measures).toEqual(["bust", "shoulder"]);
    const middle = await editor();
    expect(middle.charts.find((chart) => chart.name === "Womenswear")?.categoryIds).not.toContain(kurtas._id);
    expect((await latestEntry(id))?.action).toBe("size_chart.create");

    const deleted = await t.app.inject({ method: "DELETE", url: `/api/admin/size-charts/${id}`, headers: staff });
    expect(deleted.statusCode).toBe(200);
    expect(await productPageChart("Kurtas")).toBeNull();
    expect((await latestEntry(id))?.action).toBe("size_chart.delete");
    const again = await t.app.inject({ method: "DELETE", url: `/api/admin/size-charts/${id}`, headers: staff });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("admin.size_chart_not_found");
    // Put the category back where it was for the other tests.
    const womenswear = middle.charts.find((chart) => chart.name === "Womenswear");
    if (!womenswear) throw new Error("no womenswear");
    expect(
      (await put(womenswear._id, { ...editable(womenswear), categoryIds: [...womenswear.categoryIds, kurtas._id] })).statusCode,
    ).toBe(200);
  });

  it("refuses bad measurements, repeated sizes and columns, unknown pieces and categories, and changes nothing", async () => {
    const before = await editor();
    const skirts = before.charts.find((chart) => chart.name === "Skirts");
    if (!skirts) throw new Error("no skirts chart");
    const base = editable(skirts);
    const refusals: [object, number, string][] = [
      [{ ...base, rows: [{ label: "XS", inches: [0, 36, 38] }] }, 400, "rows.0.inches.0"],
      [{ ...base, rows: [{ label: "XS", inches: [-26, 36, 38] }] }, 400, "rows.0.inches.0"],
      [{ ...base, rows: [{ label: "XS", inches: [26.333, 36, 38] }] }, 400, "rows.0.inches.0"],
      [{ ...base, rows: [{ label: "XS", inches: [1000, 36, 38] }] }, 400, "rows.0.inches.0"],
      [{ ...base, rows: [{ label: "XS", inches: [26, 36] }] }, 400, "rows.0.inches"],
      [
        {
          ...base,
          rows: [
            { label: "M", inches: [26, 36, 38] },
            { label: "m", inches: [28, 38, 38] },
          ],
        },
        400,
        "rows.1.label",
      ],
      // Only plain decimals: what Number() would read from hexadecimal or an exponent is refused.
      [{ ...base, rows: [{ label: "XS", inches: ["0x20", 36, 38] }] }, 400, "rows.0.inches.0"],
      [{ ...base, rows: [{ label: "XS", inches: ["3.4e1", 36, 38] }] }, 400, "rows.0.inches.0"],
      [{ ...base, rows: [{ label: "XS", inches: ["26.333", 36, 38] }] }, 400, "rows.0.inches.0"],
      [{ ...base, rows: [{ label: "XS", inches: ["", 36, 38] }] }, 400, "rows.0.inches.0"],
      [{ ...base, rows: [{ label: "XS", inches: [null, 36, 38] }] }, 400, "rows.0.inches.0"],
      // A repeated size is told in the same answer as a measurement refused beside it.
      [
        {
          ...base,
          rows: [
            { label: "M", inches: ["abc", 36, 38] },
            { label: "m", inches: [28, 38, 38] },
          ],
        },
        400,
        "rows.1.label",
      ],
      [{ ...base, measures: ["waist", "waist", "length"] }, 400, "measures.1"],
      [{ ...base, measures: ["waist", "elbow", "length"] }, 400, "measures.1"],
      [{ ...base, kind: "piece" }, 400, "rows.0.label"],
      [{ ...base, rows: [{ label: "", inches: [26, 36, 38] }] }, 400, "rows.0.label"],
      [{ ...base, rows: [{ label: "X".repeat(21), inches: [26, 36, 38] }] }, 400, "rows.0.label"],
      [{ ...base, rows: [] }, 400, "rows"],
      [{ ...base, rows: Array.from({ length: 41 }, (_, n) => ({ label: `${n}`, inches: [26, 36, 38] })) }, 400, "rows"],
      [{ ...base, name: "" }, 400, "name"],
      [{ ...base, name: "Womenswear" }, 400, "name"],
      [{ ...base, categoryIds: ["00000000-0000-4000-8000-000000000000"] }, 400, "categoryIds"],
      [{ ...base, categoryIds: ["not-a-category"] }, 400, "categoryIds"],
    ];
    for (const [payload, status, field] of refusals) {
      const res = await put(skirts._id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(status);
      expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
    }
    // A NUL byte is refused by the shared control-character rule, before the chart is looked at.
    const nul = await put(skirts._id, { ...base, rows: [{ label: "X\u0000S", inches: [26, 36, 38] }] });
    expect(nul.statusCode).toBe(400);
    // A body far past any chart is refused before it is read.
    const huge = await put(skirts._id, { ...base, name: "x".repeat(2_000_000) });
    expect(huge.statusCode).toBe(413);
    const unknown = await put("00000000-0000-4000-8000-000000000000", base);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("admin.size_chart_not_found");
    expect((await put("not-an-id", base)).statusCode).toBe(404);
    expect(await editor()).toEqual(before);
  });

  it("takes measurements sent as plain decimal text, as the back office's form posts them", async () => {
    const skirts = (await editor()).charts.find((chart) => chart.name === "Skirts");
    if (!skirts) throw new Error("no skirts chart");
    const base = editable(skirts);
    const [first, ...others] = base.rows;
    if (!first) throw new Error("the skirts chart has rows");
    const typed = { ...base, rows: [{ label: first.label, inches: ["26.25", ...first.inches.slice(1).map(String)] }, ...others] };
    const res = await put(skirts._id, typed);
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await editor()).charts.find((chart) => chart._id === skirts._id);
    expect(saved?.rows[0]?.inches).toEqual([26.25, ...first.inches.slice(1)]);
    expect((await put(skirts._id, base)).statusCode).toBe(200);
  });
});
