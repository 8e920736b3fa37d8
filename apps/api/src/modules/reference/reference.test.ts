import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#src/test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function get(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

describe("reference data for the page shell", () => {
  it("lists currencies with numeric-string rates and string statuses", async () => {
    const body = await get("/api/currency");
    expect(body.status).toBe(true);
    const us = body.data.find((c: { countryName: string }) => c.countryName === "US");
    expect(us).toMatchObject({ currencyName: "USD", status: "true" });
    expect(Number(us.currencyRate)).toBeGreaterThan(0);
    expect(body.data.some((c: { status: string }) => c.status === "false")).toBe(true);
  });

  it("finds the default country US by name and answers an empty list for an unknown one", async () => {
    const all = await get("/api/country");
    expect(all.data.length).toBeGreaterThanOrEqual(15);
    const us = await get("/api/country?countryName=US");
    expect(us.data).toHaveLength(1);
    expect(us.data[0]._id).toEqual(expect.any(String));
    expect((await get("/api/country?countryName=Atlantis")).data).toEqual([]);
  });

  it("groups categories under header categories", async () => {
    const headers = await get("/api/header-category");
    expect(headers.data.length).toBeGreaterThanOrEqual(3);
    const items = await get("/api/header-item");
    const grouped = items.data.flatMap((i: { categoryId: unknown[] }) => i.categoryId);
    expect(grouped.length).toBeGreaterThanOrEqual(12);
    expect(items.data[0].headerCateId).toEqual({ _id: expect.any(String), name: expect.any(String) });
  });

  it("gives every category an image URL the media route serves", async () => {
    const cats = await get("/api/category");
    expect(cats.data.length).toBeGreaterThanOrEqual(12);
    const top = await get("/api/category/isTopCategory");
    expect(top.data.length).toBeGreaterThan(0);
    expect(top.data.every((c: { isTopCategory: boolean }) => c.isTopCategory)).toBe(true);
    const image = await t.app.inject(top.data[0].cateImg);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
  });

  it("lets shared caches keep reference lists briefly", async () => {
    const res = await t.app.inject("/api/top-menu");
    expect(res.headers["cache-control"]).toBe("public, max-age=5, stale-while-revalidate=5");
    expect(res.json().data.some((m: { status: boolean }) => m.status === false)).toBe(true);
  });
});

describe("GET /api/shop-text", () => {
  it("translates the demo shop's menu groups, categories, strip messages and home headings into every other language", async () => {
    const [groups, categories, strip] = await Promise.all([
      get("/api/header-category"),
      get("/api/category"),
      get("/api/top-menu"),
    ]);
    const sources: string[] = [
      ...groups.data.map((g: { name: string }) => g.name),
      ...categories.data.map((c: { name: string }) => c.name),
      ...strip.data.map((m: { message: string }) => m.message),
    ];
    for (const lang of ["hi", "ur", "de", "es", "fr", "zh-hans"]) {
      const body = await get(`/api/shop-text?lang=${lang}`);
      const texts = new Map(body.data.map((entry: { source: string; text: string }) => [entry.source, entry.text]));
      for (const source of sources) expect(texts.get(source), `${lang}: ${source}`).toEqual(expect.any(String));
      expect(texts.get("Pieces with the warmest reviews"), lang).toEqual(expect.any(String));
    }
    expect((await get("/api/shop-text?lang=hi")).data).toContainEqual({ source: "Sarees", text: "साड़ियाँ" });
  });

  it("answers an empty list for English, the shop's own language, and for unknown codes", async () => {
    expect((await get("/api/shop-text?lang=en")).data).toEqual([]);
    expect((await get("/api/shop-text?lang=xx")).data).toEqual([]);
  });

  it("lists stoles with the accessories, not menswear", async () => {
    const items = await get("/api/header-item");
    const groupOf = (category: string) =>
      items.data.find((item: { categoryId: { name: string }[] }) => item.categoryId.some((c) => c.name === category))
        ?.headerCateId.name;
    expect(groupOf("Stoles")).toBe("Accessories");
  });
});

describe("GET /api/product/searchSuggestion", () => {
  it("suggests up to 8 product names containing the text", async () => {
    const body = await get("/api/product/searchSuggestion?name=saree");
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(8);
    for (const s of body.data) expect(s.name.toLowerCase()).toContain("saree");
  });

  it("gives each name its product's first colourway, sale price and picture, which open the product", async () => {
    const body = await get("/api/product/searchSuggestion?name=saree");
    const [first] = body.data;
    expect(first).toMatchObject({ _id: expect.any(String), salePrice: expect.any(Number), image: expect.any(String) });
    const detail = await get(`/api/variant/${first._id}`);
    expect(detail.data.product.name).toBe(first.name);
    expect(detail.data.salePrice).toBe(first.salePrice);
    expect(detail.data.images[0].url).toBe(first.image);
  });

  it("reads a shopper's colour word as the shop's dye when no name has it", async () => {
    const blue = await get("/api/product/searchSuggestion?name=blue");
    expect(blue.data.length).toBeGreaterThan(0);
    for (const s of blue.data) expect(s.name.toLowerCase()).toContain("indigo");
    const blueDupatta = await get("/api/product/searchSuggestion?name=blue%20dupatta");
    expect(blueDupatta.data.some((s: { name: string }) => /indigo.*dupatta/i.test(s.name))).toBe(true);
  });

  it("suggests names holding every word typed, in any order, the last one half typed", async () => {
    const names = async (text: string) =>
      (await get(`/api/product/searchSuggestion?name=${encodeURIComponent(text)}`)).data.map((s: { name: string }) => s.name);
    for (const text of ["indigo saree", "saree indigo", "indigo sa"]) {
      const found = await names(text);
      expect(found.length, text).toBeGreaterThan(0);
      expect(found[0], text).toMatch(/indigo.*saree/i);
    }
    // Names holding both words come before any that is merely close.
    const holdsBoth = (await names("indigo sa")).map((name: string) => /indigo/i.test(name) && /\bsa/i.test(name));
    expect(holdsBoth).toEqual([...holdsBoth].sort((a, b) => Number(b) - Number(a)));
  });

  it("tolerates typos", async () => {
    const body = await get("/api/product/searchSuggestion?name=ajrak%20sare");
    expect(body.data.length).toBeGreaterThan(0);
  });

  it("treats % and _ as text and answers an empty list for blank input", async () => {
    expect((await get("/api/product/searchSuggestion?name=%25%25")).data).toEqual([]);
    expect((await get("/api/product/searchSuggestion?name=__")).data).toEqual([]);
    expect((await get("/api/product/searchSuggestion?name=%20")).data).toEqual([]);
  });

  it("refuses an over-long query with 400", async () => {
    const res = await t.app.inject(`/api/product/searchSuggestion?name=${"x".repeat(200)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(false);
  });
});
