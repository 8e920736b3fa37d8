import { describe, expect, it } from "vitest";
import { sitemapFileOf, sitemapFilePaths } from "./sitemap.server.ts";

describe("sitemap files", () => {
  it("are the shop's pages and one file per page of products", () => {
    expect(sitemapFilePaths(3)).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/products-1.xml",
      "/sitemaps/products-2.xml",
      "/sitemaps/products-3.xml",
    ]);
  });

  it("are read back from their names, and nothing else is one", () => {
    for (const path of sitemapFilePaths(12)) {
      expect(sitemapFileOf(path.slice("/sitemaps/".length)), path).not.toBeNull();
    }
    expect(sitemapFileOf("products-12.xml")).toEqual({ kind: "products", file: 12 });
    expect(sitemapFileOf("pages.xml")).toEqual({ kind: "pages" });
    for (const name of [
      "products-0.xml",
      "products-01.xml",
      "products-1.xml.gz",
      "products-.xml",
      "products-1234567.xml",
      "../sitemap.xml",
      "x",
    ]) {
      expect(sitemapFileOf(name), name).toBeNull();
    }
  });
});
