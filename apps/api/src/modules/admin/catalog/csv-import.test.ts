import { CATALOG_MESSAGES, MAX_COLOURWAYS_PER_PRODUCT, MAX_SIZES_PER_COLOURWAY } from "@chhaap/contract/admin/catalog";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createVariant, stockOf } from "#src/modules/cart/test-support.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";
import { planImport, readSheet } from "./csv-import-plan.ts";

let t: TestApp;
let staff: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInNewStaff(t, { name: "Farida", email: "import-staff@shop.test", password: "import-staff-2026" });
});
afterAll(async () => t?.close());

const HEADER = "item_code,product,colour,size,stock,price,sale_price";

function sendSheet(csv: string, apply: boolean) {
  return t.app.inject({ method: "POST", url: "/api/admin/catalog/import", headers: staff, payload: { csv, apply } });
}

async function itemCodeOf(variantId: string): Promise<string> {
  const res = await t.app.inject({ url: `/api/variant/${variantId}` });
  return res.json().data.item_code;
}

async function importEntries(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, "catalog.import"), eq(auditLog.recordType, "catalog")));
  return row?.n ?? 0;
}

describe("reading a sheet", () => {
  it("names missing columns and refuses an empty file", () => {
    expect(readSheet("item_code,stock\nA,1")).toEqual({
      error: "The first row must name the columns; missing: size, price, sale_price.",
    });
    expect(readSheet(`${HEADER}\n`)).toEqual({ error: "The file has no rows to import." });
  });

  it("finds every kind of row error at once", () => {
    const sheet = readSheet(
      [
        HEADER,
        "AJ-1,,,M,-2,1000,900",
        "AJ-1,,,L,lots,1000,900",
        "AJ-1,,,S,1,1000,1200",
        "NOPE-9,,,M,1,1000,900",
        "AJ-1,,,M,3,1000,900",
      ].join("\n"),
    );
    if ("error" in sheet) throw new Error(sheet.error);
    const current = {
      id: "v1",
      itemCode: "AJ-1",
      productId: "p1",
      pricePaise: 100_000,
      salePricePaise: 90_000,
      sizes: new Map([["M", 5]]),
    };
    const plan = planImport(sheet.rows, { colourways: new Map([["AJ-1", current]]), productsByName: new Map() });
    expect(plan.errors).toEqual([
      { row: 2, message: "Stock cannot be negative." },
      { row: 3, message: "Stock “lots” is not a number." },
      { row: 4, message: "The sale price (₹1200) is above the price (₹1000)." },
      { row: 5, message: "Unknown item code NOPE-9. To add a colourway, name its product exactly as the shop does." },
      { row: 6, message: "Size M of AJ-1 is listed twice." },
    ]);
    expect(plan.changes).toEqual([]);
  });
});

describe("importing stock and prices", () => {
  it("previews every change and error, applies nothing while a row is wrong, then applies all in one entry", async () => {
    const a = await createVariant(t.database.db, { sizes: { S: 1, M: 2 }, pricePaise: 200_000, salePricePaise: 180_000 });
    const b = await createVariant(t.database.db, { sizes: { Free: 5 } });
    const [codeA, codeB] = [await itemCodeOf(a.variantId), await itemCodeOf(b.variantId)];
    const entriesBefore = await importEntries();
    const bad = [HEADER, `${codeA},,,S,7,2100,1900`, `${codeA},,,M,2,2100,1900`, `${codeB},,,Free,-1,,`].join("\n");

    const preview = await sendSheet(bad, false);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.errors).toEqual([{ row: 4, message: "Stock cannot be negative." }]);
    expect(preview.json().data.changes).toHaveLength(3);
    const refused = await sendSheet(bad, true);
    expect(refused.json().data.applied).toBe(false);
    expect(refused.json().message).toMatch(/Nothing was changed/);
    expect(await stockOf(t.database.db, a.variantId, "S")).toBe(1);
    expect((await t.app.inject({ url: `/api/variant/${a.variantId}` })).json().data.salePrice).toBe(1800);

    const fixed = bad.replace(`${codeB},,,Free,-1,,`, `${codeB},,,Free,0,,`).concat(`\n${codeB},,,XL,3,,`);
    const applied = await sendSheet(fixed, true);
    expect(applied.json().data).toMatchObject({ applied: true, errors: [] });
    expect(
      applied
        .json()
        .data.changes.map((c: { what: string }) => c.what)
        .sort(),
    ).toEqual(["new size", "price", "sale price", "stock", "stock"].sort());
    expect(await stockOf(t.database.db, a.variantId, "S")).toBe(7);
    expect(await stockOf(t.database.db, b.variantId, "Free")).toBe(0);
    expect(await stockOf(t.database.db, b.variantId, "XL")).toBe(3);
    const shown = (await t.app.inject({ url: `/api/variant/${a.variantId}` })).json().data;
    expect(shown).toMatchObject({ price: 2100, salePrice: 1900 });
    expect(await importEntries()).toBe(entriesBefore + 1);
  });

  it("holds every value to the product editor's limits: preview names the rows, apply changes nothing", async () => {
    const v = await createVariant(t.database.db, { sizes: { M: 3 }, pricePaise: 200_000, salePricePaise: 150_000 });
    const code = await itemCodeOf(v.variantId);
    const newCode = `BIG-${Date.now().toString(36).toUpperCase()}`;
    const sheet = [
      HEADER,
      `${code},,,M,2147483648,,`,
      `${code},,,L,1,30000000,1500`,
      `${newCode},${v.productName},${"Indigo ".repeat(8)},M,1,2000,1500`,
    ].join("\n");
    const expected = [
      { row: 2, message: `Stock “2147483648”: ${CATALOG_MESSAGES.stockTooHigh}` },
      { row: 3, message: `Price “30000000”: ${CATALOG_MESSAGES.priceTooHigh}` },
      { row: 4, message: `Colour “${"Indigo ".repeat(8).trim()}”: Please keep this under 40 characters.` },
    ];
    const entriesBefore = await importEntries();

    const preview = await sendSheet(sheet, false);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.errors).toEqual(expected);
    const applied = await sendSheet(sheet, true);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({ applied: false, errors: expected });
    expect(await stockOf(t.database.db, v.variantId, "M")).toBe(3);
    expect(await stockOf(t.database.db, v.variantId, "L")).toBeUndefined();
    expect((await t.app.inject({ url: `/api/variant/${v.variantId}` })).json().data.price).toBe(2000);
    expect(await importEntries()).toBe(entriesBefore);
  });

  it("adds no size or colourway past the editor's counts", async () => {
    const v = await createVariant(t.database.db, {
      sizes: Object.fromEntries(Array.from({ length: MAX_SIZES_PER_COLOURWAY }, (_, n) => [`S${n}`, 1])),
    });
    const code = await itemCodeOf(v.variantId);
    const res = await sendSheet([HEADER, `${code},,,S0,2,,`, `${code},,,XXL,1,,`].join("\n"), false);
    expect(res.json().data.errors).toEqual([{ row: 3, message: `${code.toUpperCase()}: ${CATALOG_MESSAGES.tooManySizes}` }]);

    const current = { id: "v1", itemCode: "AJ-1", productId: "p1", pricePaise: 100, salePricePaise: 100, sizes: new Map() };
    const product = { id: "p1", name: "Full Stole", colourways: MAX_COLOURWAYS_PER_PRODUCT - 1 };
    const sheet = readSheet([HEADER, "AJ-2,Full Stole,Indigo,,,10,9", "AJ-3,Full Stole,Madder,,,10,9"].join("\n"));
    if ("error" in sheet) throw new Error(sheet.error);
    const plan = planImport(sheet.rows, {
      colourways: new Map([["AJ-1", current]]),
      productsByName: new Map([["full stole", product]]),
    });
    expect(plan.errors).toEqual([{ row: 3, message: `Full Stole: ${CATALOG_MESSAGES.tooManyColourways}` }]);
  });

  it("adds a colourway to a product named exactly, searchable at once", async () => {
    const existing = await createVariant(t.database.db, { sizes: { M: 1 } });
    const code = `NEW-${Date.now().toString(36).toUpperCase()}`;
    const sheet = [HEADER, `${code},${existing.productName},Madder red,M,4,1500,1400`].join("\n");
    const applied = await sendSheet(sheet, true);
    expect(applied.json().data.changes[0]).toMatchObject({ what: "new colourway", after: "Madder red" });
    const search = await t.app.inject({ url: `/api/variant/search?search=${encodeURIComponent(existing.productName)}&limit=48` });
    const found = (search.json().data as { item_code: string; attributes: { color: string } }[]).find(
      (v) => v.item_code === code,
    );
    expect(found?.attributes.color).toBe("Madder red");
  });

  it("exports every colourway and size in the columns the import reads", async () => {
    const v = await createVariant(t.database.db, { sizes: { S: 3, L: 0 }, pricePaise: 123_450, salePricePaise: 100_000 });
    const code = await itemCodeOf(v.variantId);
    const res = await t.app.inject({ url: "/api/admin/catalog/export.csv", headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = res.body.split("\n");
    expect(lines[0]).toBe(HEADER);
    expect(lines).toContain(`${code},${v.productName},Unknown,S,3,1234.50,1000.00`);
    expect(lines).toContain(`${code},${v.productName},Unknown,L,0,1234.50,1000.00`);
    // The export read back changes nothing.
    const again = await sendSheet(res.body, false);
    expect(again.json().data).toMatchObject({ errors: [], changes: [] });
  });

  it("exports text a spreadsheet would run as a formula with a guard quote, and reads it back unchanged", async () => {
    const name = `=HYPERLINK("http://evil.test") ${Date.now().toString(36)}`;
    const v = await createVariant(t.database.db, { name, sizes: { "-S-": 2, "@L": 1 } });
    const code = await itemCodeOf(v.variantId);
    const res = await t.app.inject({ url: "/api/admin/catalog/export.csv", headers: staff });
    const lines = res.body.split("\n").filter((line) => line.startsWith(`${code},`));
    expect(lines).toEqual([
      `${code},"'=HYPERLINK(""http://evil.test"") ${name.split(" ").at(-1)}",Unknown,'-S-,2,2000.00,1500.00`,
      `${code},"'=HYPERLINK(""http://evil.test"") ${name.split(" ").at(-1)}",Unknown,'@L,1,2000.00,1500.00`,
    ]);
    const again = await sendSheet([HEADER, ...lines].join("\n"), false);
    expect(again.json().data).toMatchObject({ errors: [], changes: [] });
    // A negative number stays a number to judge, guarded or not.
    const negative = await sendSheet([HEADER, `${code},,,'-S-,'-3,,`].join("\n"), false);
    expect(negative.json().data.errors).toEqual([{ row: 2, message: "Stock cannot be negative." }]);
  });

  it("is refused to anyone without a staff session", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/admin/catalog/import", payload: { csv: HEADER, apply: true } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/admin/catalog/export.csv" })).statusCode).toBe(401);
  });
});
