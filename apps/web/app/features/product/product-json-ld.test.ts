import { describe, expect, it } from "vitest";
import { productJsonLd, serializeJsonLd } from "./product-json-ld.ts";

const variant = {
  product: { _id: "p1", name: "Indigo Saree", description: "Printed by hand.", details: "", craftStory: "", careGuide: "" },
  images: [{ url: "/media/ajrakh/indigo-saree-1-800.webp", alt: "" }],
  item_code: "AJ-SAR-0001-IN",
  salePrice: 2490,
  stock: { status: "low_stock" as const },
  attributes: { color: "Indigo", material: "Modal silk", weight: 0.5 },
  rating: { average: 0, count: 0 },
  og_title: "Indigo Saree in Indigo",
  meta_description: "An indigo saree.",
};

describe("productJsonLd", () => {
  it("describes the offer with absolute image URLs", () => {
    const data = productJsonLd(variant, "http://shop.test/product-details/v1", "http://shop.test");
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Indigo Saree in Indigo",
      sku: "AJ-SAR-0001-IN",
      image: ["http://shop.test/media/ajrakh/indigo-saree-1-1200.webp"],
      brand: { name: "Chhaap" },
      offers: { price: "2490.00", priceCurrency: "INR", availability: "https://schema.org/InStock" },
    });
    expect(data.aggregateRating).toBeUndefined();
  });

  it("rates only what has reviews and marks sold-out pieces", () => {
    const data = productJsonLd(
      { ...variant, stock: { status: "out_of_stock" }, rating: { average: 4.5, count: 2 } },
      "http://shop.test/p",
      "http://shop.test",
    );
    expect(data).toMatchObject({
      offers: { availability: "https://schema.org/OutOfStock" },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element it sits in", () => {
    const json = serializeJsonLd({ description: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ description: "</script><script>alert(1)</script>" });
  });
});
