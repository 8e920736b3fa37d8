import { z } from "zod";
import { withoutInvisibleFormatting } from "../text-rules.ts";

/**
 * The title and description search engines show for each page that takes them from the shop's SEO
 * tags (the home page, the product list, the blog, the bag, the service and policy pages). A page
 * without an entry uses the shop's own words.
 */
export const SEO_PAGE_NAMES = [
  "home",
  "product",
  "blog",
  "cart",
  "shipping-charges",
  "contact-us",
  "track-order",
  "how-to-order",
  "payment-options",
  "faq",
  "refund-policy",
  "return-policy",
  "privacy-policy",
  "terms-and-conditions",
  "forgot-password",
  "help-support",
] as const;

const text = (max: number) =>
  z
    .string()
    .transform((value) => withoutInvisibleFormatting(value).replace(/\s+/g, " ").trim())
    .pipe(z.string().max(max, `Please keep this under ${max} characters: search engines cut longer text.`));

/** `PUT /api/admin/seo-tags`: every page's entry; a page given neither title nor description has none. */
export const seoTagsChange = z.object({
  items: z
    .array(
      z.object({
        pageName: z.enum(SEO_PAGE_NAMES, { error: "That is not a page of the shop." }),
        title: text(70),
        description: text(160),
      }),
    )
    .max(SEO_PAGE_NAMES.length),
});

export const seoTagsEditor = z.array(z.object({ pageName: z.string(), title: z.string(), description: z.string() }));
