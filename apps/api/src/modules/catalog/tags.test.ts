import { productTag, seoTag } from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "#src/test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("tags", () => {
  it("lists product tags with the search text each links to (the home tag row)", async () => {
    const res = await t.app.inject("/api/product-tag");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=5, stale-while-revalidate=5");
    const tags = envelope(z.array(productTag)).parse(res.json()).data;
    expect(tags.length).toBeGreaterThan(0);
    expect(tags[0]).toEqual({ _id: expect.any(String), tag: "Natural Dyes", taglink: "natural dyes" });
  });

  it("every tag link finds products", async () => {
    const tags = envelope(z.array(productTag)).parse((await t.app.inject("/api/product-tag")).json()).data;
    for (const tag of tags) {
      const res = await t.app.inject(`/api/variant/search?search=${encodeURIComponent(tag.taglink)}`);
      expect(res.json().data.length, tag.taglink).toBeGreaterThan(0);
    }
  });

  it("lists SEO tags for the static pages", async () => {
    const res = await t.app.inject("/api/seo-tag");
    expect(res.statusCode).toBe(200);
    const tags = envelope(z.array(seoTag)).parse(res.json()).data;
    const pages = tags.map((tag) => tag.pageName);
    for (const page of ["contact-us", "faq", "forgot-password", "terms-and-conditions"]) expect(pages).toContain(page);
    for (const tag of tags) expect(tag.title.length).toBeGreaterThan(0);
  });
});
