import { describe, expect, it } from "vitest";
import { escapeXml, sitemapIndexXml, sitemapXml } from "./sitemap-xml.ts";

describe("sitemapXml", () => {
  it("escapes every location and lists each once", () => {
    const xml = sitemapXml([
      { loc: "http://shop.test/product?q=Men's+Shirts&page=2" },
      { loc: "http://shop.test/" },
      { loc: "http://shop.test/" },
    ]);
    expect(xml).toContain("<loc>http://shop.test/product?q=Men&apos;s+Shirts&amp;page=2</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("lists no more than the protocol's 50,000 URLs in a file", () => {
    const entries = Array.from({ length: 50_002 }, (_, n) => ({ loc: `http://shop.test/product-details/${n}` }));
    const xml = sitemapXml(entries);
    expect(xml.match(/<url>/g)).toHaveLength(50_000);
    expect(xml).toContain("<loc>http://shop.test/product-details/49999</loc>");
    expect(xml).not.toContain("<loc>http://shop.test/product-details/50000</loc>");
  });

  it("escapes markup", () => {
    expect(escapeXml(`<a href="x">&</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;");
  });
});

describe("sitemapIndexXml", () => {
  it("names each sitemap file, escaped", () => {
    const xml = sitemapIndexXml(["http://shop.test/sitemaps/pages.xml", "http://shop.test/sitemaps/products-1.xml?a=1&b=2"]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap><loc>[^<]+<\/loc><\/sitemap>/g)).toEqual([
      "<sitemap><loc>http://shop.test/sitemaps/pages.xml</loc></sitemap>",
      "<sitemap><loc>http://shop.test/sitemaps/products-1.xml?a=1&amp;b=2</loc></sitemap>",
    ]);
  });
});
