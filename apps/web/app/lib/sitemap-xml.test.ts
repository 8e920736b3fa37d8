import { describe, expect, it } from "vitest";
import { escapeXml, sitemapXml } from "./sitemap-xml.ts";

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

  it("escapes markup", () => {
    expect(escapeXml(`<a href="x">&</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;");
  });
});
