import type { VariantDetail } from "@chhaap/contract/catalog";
import { imageUrlAt } from "@chhaap/contract/media";
import { SHOP_NAME } from "#app/lib/page-meta.ts";

/** `in_stock` and `low_stock` both sell; anything else does not. */
export function isInStock(status: string): boolean {
  return status === "in_stock" || status === "low_stock";
}

/** An absolute URL for crawlers and link previews, which cannot resolve a path against our page. */
export function absoluteUrl(pathOrUrl: string, publicUrl: string): string {
  return new URL(pathOrUrl, publicUrl).toString();
}

/** schema.org Product for search results: price, availability and rating of this colourway. */
export function productJsonLd(
  variant: Pick<
    VariantDetail,
    "product" | "images" | "item_code" | "salePrice" | "stock" | "attributes" | "rating" | "og_title" | "meta_description"
  >,
  pageUrl: string,
  publicUrl: string,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: variant.og_title || variant.product.name,
    image: variant.images.map((image) => absoluteUrl(imageUrlAt(image.url, 1200), publicUrl)),
    description: variant.meta_description || variant.product.description,
    sku: variant.item_code,
    color: variant.attributes.color,
    material: variant.attributes.material,
    brand: { "@type": "Brand", name: SHOP_NAME },
    offers: {
      "@type": "Offer",
      url: pageUrl,
      price: variant.salePrice.toFixed(2),
      priceCurrency: "INR",
      availability: isInStock(variant.stock.status) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
  if (variant.rating.count > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: variant.rating.average,
      reviewCount: variant.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/**
 * JSON for a <script> element: `<` is escaped so text such as `</script>` in a product description
 * cannot end the element early. Line and paragraph separators are escaped for older parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
