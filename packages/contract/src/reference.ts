import { z } from "zod";
import { searchTextProblem } from "./search-text.ts";

/** Reference data the page shell reads. Field names are the public contract. */

export const currencyEntry = z.object({
  _id: z.string(),
  countryName: z.string(),
  currencyName: z.string(),
  /** Units of this currency per 1 INR, as a numeric string. */
  currencyRate: z.string(),
  /** The string "true" when active. */
  status: z.string(),
});
export type CurrencyEntry = z.infer<typeof currencyEntry>;

/** A country, with its ISO 3166 code: phone numbers and postcodes are checked per country. */
export const country = z.object({ _id: z.string(), countryName: z.string(), isoCode: z.string() });
export const countryQuery = z.object({ countryName: z.string().trim().min(1).max(80).optional() });

export const topMenuEntry = z.object({ _id: z.string(), message: z.string(), status: z.boolean() });

export const headerCategory = z.object({ _id: z.string(), name: z.string() });
export type HeaderCategory = z.infer<typeof headerCategory>;

export const category = z.object({
  _id: z.string(),
  name: z.string(),
  /** Ours: what `/product?category=` and the search's `category` name it by (decision 0047). */
  slug: z.string(),
  cateImg: z.string(),
  isTopCategory: z.boolean(),
});
export type Category = z.infer<typeof category>;

export const headerItem = z.object({
  _id: z.string(),
  headerCateId: headerCategory,
  categoryId: z.array(category.pick({ _id: true, name: true, slug: true })),
});
export type HeaderItem = z.infer<typeof headerItem>;

export const searchSuggestionQuery = z.object({
  name: z
    .string()
    .superRefine((text, ctx) => {
      const problem = searchTextProblem(text);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((s) => s.trim())
    .default(""),
});
/** The most suggestions `GET /api/product/searchSuggestion` answers for one text. */
export const MAX_SEARCH_SUGGESTIONS = 8;

/**
 * Answers `{name}`; each suggestion also carries the product's first colourway (its id in
 * `_id`, its sale price in rupees and first picture) so the box can show it and open it.
 */
export const searchSuggestion = z.object({
  name: z.string(),
  _id: z.string(),
  salePrice: z.number(),
  image: z.string().nullable(),
});

/** `GET /api/shop-text?lang=`: the shop's own words in one interface language, each with its English source. */
export const shopTextQuery = z.object({ lang: z.string().trim().max(16).default("en") });
export const shopText = z.object({ source: z.string(), text: z.string() });
